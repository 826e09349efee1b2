// A read-only profile page (issue 15; docs/decisions/0041-role-pages.md): the public member view
// (/volunteer-profile/:user_id) and the expert dashboard. Loading → shown | failed (the server's
// message, e.g. the expert dashboard's role check), Try again, Refresh. The `loadView` effect is
// supplied by the profile screens' wiring.
import { assign, fromPromise, setup } from 'xstate';

export interface ProfileViewInput { key: string }

export type ProfileViewEvent = { type: 'view.retry' } | { type: 'view.refresh' };

export interface ProfileViewContext<T = unknown> {
  /** What to load (a user id, "expert-dashboard"). */
  key: string;
  data: T | null;
  error: string | null;
}

export const PROFILE_VIEW_TEXT = { network: 'Could not reach the server. Check your connection and try again.' } as const;

const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? PROFILE_VIEW_TEXT.network : message;
};

export const profileViewMachine = setup({
  types: { context: {} as ProfileViewContext, events: {} as ProfileViewEvent, input: {} as ProfileViewInput },
  actors: { loadView: fromPromise<unknown, { key: string }>(() => new Promise<never>(() => {})) },
}).createMachine({
  id: 'profileView',
  context: ({ input }) => ({ key: input.key, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page shows "Loading…".',
      tags: ['loading'],
      invoke: {
        id: 'loadView',
        src: 'loadView',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    shown: {
      description: 'The page shows the profile or dashboard.',
      on: { 'view.refresh': { target: 'loading', description: 'Press Refresh.' } },
    },
    failed: {
      description: 'The page says why it could not be shown, with a Try again button.',
      on: { 'view.retry': { target: 'loading', description: 'Press Try again.' } },
    },
  },
});

export const PROFILE_VIEW_STEPS: Record<string, string> = {
  'view.retry': 'Press Try again',
  'view.refresh': 'Press Refresh',
  'xstate.done.actor.loadView': 'The server answers',
  'xstate.error.actor.loadView': 'The server refuses (e.g. "The expert dashboard is for members with the expert role…")',
};
