// One community's page (issue 14; decision 0030): load it (the API host answers 403 when the
// active role may not read the community's menu: a state of its own, not a failure), then join
// and leave its spaces one at a time. The effects are supplied by the area's wiring.
import { assign, fromPromise, setup } from 'xstate';
import type { CommunityPage, Space } from '../../contracts';

/** What loading a community can answer: the page, or the API host's refusal (403) with its message. */
export type CommunityLoad = { kind: 'ready'; page: CommunityPage } | { kind: 'forbidden'; message: string };

export interface CommunitySpaceContext {
  page: CommunityPage | null;
  /** The refusal's text when the active role may not read this community. */
  forbidden: string | null;
  /** Why loading failed (network, server). */
  error: string | null;
  /** The space being joined or left. */
  busySpaceId: number | null;
  /** Why the last join or leave failed. */
  actionError: string | null;
}

export type CommunitySpaceEvent =
  | { type: 'community.retry' }
  | { type: 'community.reload' }
  | { type: 'space.join'; spaceId: number }
  | { type: 'space.leave'; spaceId: number }
  | { type: 'space.dismissError' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.');

/** The page with one space replaced by the API host's answer (member flag and count). */
const withSpace = (page: CommunityPage | null, space: Space): CommunityPage | null =>
  page && { ...page, spaces: page.spaces.map((s) => (s.community_common_id === space.community_common_id ? space : s)) };

export const communitySpaceMachine = setup({
  types: {
    context: {} as CommunitySpaceContext,
    events: {} as CommunitySpaceEvent,
  },
  actors: {
    loadCommunity: fromPromise<CommunityLoad, void>(async () => {
      throw new Error('loadCommunity is not provided');
    }),
    joinSpace: fromPromise<Space, { spaceId: number }>(async () => {
      throw new Error('joinSpace is not provided');
    }),
    leaveSpace: fromPromise<Space, { spaceId: number }>(async () => {
      throw new Error('leaveSpace is not provided');
    }),
  },
  guards: {
    isForbidden: ({ event }) => (event as unknown as { output: CommunityLoad }).output.kind === 'forbidden',
  },
}).createMachine({
  id: 'communitySpace',
  context: { page: null, forbidden: null, error: null, busySpaceId: null, actionError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The community’s spaces, members and events are loading.',
      tags: ['loading'],
      invoke: {
        id: 'loadCommunity',
        src: 'loadCommunity',
        onDone: [
          {
            guard: 'isForbidden',
            target: 'forbidden',
            actions: assign({ forbidden: ({ event }) => (event.output.kind === 'forbidden' ? event.output.message : null), page: null, error: null }),
          },
          {
            target: 'ready',
            actions: assign({ page: ({ event }) => (event.output.kind === 'ready' ? event.output.page : null), forbidden: null, error: null }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    forbidden: {
      description: 'The page says the current role cannot see this community, and how to get access.',
      on: { 'community.retry': 'loading' },
    },
    failed: {
      description: 'The page says the community could not be loaded, with a Try again button.',
      on: { 'community.retry': 'loading' },
    },
    ready: {
      description: 'The community’s spaces, members and events are shown.',
      on: {
        'space.join': { target: 'joining', actions: assign({ busySpaceId: ({ event }) => event.spaceId, actionError: null }) },
        'space.leave': { target: 'leaving', actions: assign({ busySpaceId: ({ event }) => event.spaceId, actionError: null }) },
        'space.dismissError': { actions: assign({ actionError: null }) },
        'community.reload': 'loading',
      },
    },
    joining: {
      description: 'The Join button of one space is busy.',
      tags: ['busy'],
      invoke: {
        id: 'joinSpace',
        src: 'joinSpace',
        input: ({ context }) => ({ spaceId: context.busySpaceId ?? 0 }),
        onDone: { target: 'ready', actions: assign({ page: ({ context, event }) => withSpace(context.page, event.output), busySpaceId: null }) },
        onError: { target: 'ready', actions: assign({ actionError: ({ event }) => errorText(event.error), busySpaceId: null }) },
      },
    },
    leaving: {
      description: 'The Leave button of one space is busy.',
      tags: ['busy'],
      invoke: {
        id: 'leaveSpace',
        src: 'leaveSpace',
        input: ({ context }) => ({ spaceId: context.busySpaceId ?? 0 }),
        onDone: { target: 'ready', actions: assign({ page: ({ context, event }) => withSpace(context.page, event.output), busySpaceId: null }) },
        onError: { target: 'ready', actions: assign({ actionError: ({ event }) => errorText(event.error), busySpaceId: null }) },
      },
    },
  },
});
