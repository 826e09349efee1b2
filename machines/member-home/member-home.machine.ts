// /user/home's load (issue 12; docs/decisions/0036-member-home.md): one request for the whole
// dashboard; loading → ready, or failed with a retry. A refresh keeps the last answer on screen.
// `loadHome` is supplied by wiring (src/screens/member-home/member-home.actors.ts).
import { assign, fromPromise, setup } from 'xstate';
import type { MemberHome } from '../../contracts';

export type MemberHomeEvent = { type: 'home.retry' } | { type: 'home.refresh' };

export interface MemberHomeContext {
  home: MemberHome | null;
  error: string | null;
}

export const MEMBER_HOME_TEXT = { failed: 'Your home could not be loaded.' } as const;

export const memberHomeMachine = setup({
  types: { context: {} as MemberHomeContext, events: {} as MemberHomeEvent },
  actors: {
    loadHome: fromPromise<MemberHome, void>(async () => {
      throw new Error('loadHome is not provided');
    }),
  },
}).createMachine({
  id: 'memberHome',
  context: { home: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The home shows placeholders while your dashboard loads.',
      tags: ['loading'],
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        onDone: { target: 'ready', actions: assign({ home: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : MEMBER_HOME_TEXT.failed) }),
        },
      },
    },
    ready: {
      description: 'The home shows continue learning, your journey phase, next events, unread notifications, saved items and hubs.',
      on: { 'home.refresh': 'loading' },
    },
    failed: {
      description: 'The home says it could not load, with the reason and a Try again button.',
      on: { 'home.retry': 'loading' },
    },
  },
});
