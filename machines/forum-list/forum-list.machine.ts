// The forum's topic list (issue 14): one category or all, pinned first then by last activity,
// paged by the server's keyset cursor (fast at 10k topics): "Next" follows the page's
// next_cursor, "Previous" goes back through the cursors already seen. The effect `loadTopics`
// is supplied by the forum's wiring.
import { assign, fromPromise, setup } from 'xstate';
import type { ForumTopicListItem } from '../../contracts';

export interface TopicListPage {
  rows: ForumTopicListItem[];
  nextCursor: string | null;
}

export interface ForumListInput {
  category?: number | null;
}

export type ForumListEvent =
  | { type: 'forumList.category'; categoryId: number | null }
  | { type: 'forumList.next' }
  | { type: 'forumList.previous' }
  | { type: 'forumList.retry' }
  | { type: 'forumList.reload' };

export interface ForumListContext {
  category: number | null;
  /** The cursor of each page seen so far; the last is the page shown (null: the first page). */
  cursors: (string | null)[];
  rows: ForumTopicListItem[];
  nextCursor: string | null;
  error: string | null;
}

const errorText = (error: unknown) => (error instanceof Error && error.message.trim() && error.message !== 'Network Error'
  ? error.message : 'Could not reach the server. Check your connection and try again.');

export const forumListMachine = setup({
  types: {
    input: {} as ForumListInput,
    context: {} as ForumListContext,
    events: {} as ForumListEvent,
  },
  actors: {
    loadTopics: fromPromise<TopicListPage, { category: number | null; cursor: string | null }>(async () => {
      throw new Error('loadTopics is not provided');
    }),
  },
  guards: {
    hasNext: ({ context }) => context.nextCursor !== null,
    hasPrevious: ({ context }) => context.cursors.length > 1,
    otherCategory: ({ context, event }) => event.type === 'forumList.category' && event.categoryId !== context.category,
  },
}).createMachine({
  id: 'forumList',
  context: ({ input }) => ({ category: input.category ?? null, cursors: [null], rows: [], nextCursor: null, error: null }),
  initial: 'loading',
  on: {
    'forumList.category': { guard: 'otherCategory', target: '.loading', actions: assign({ category: ({ event }) => event.categoryId, cursors: [null] }) },
    'forumList.reload': { target: '.loading' },
  },
  states: {
    loading: {
      description: 'The topic list shows "Loading topics…".',
      tags: ['loading'],
      invoke: {
        id: 'loadTopics',
        src: 'loadTopics',
        input: ({ context }) => ({ category: context.category, cursor: context.cursors.at(-1) ?? null }),
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, nextCursor: ({ event }) => event.output.nextCursor, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      description: 'The topics are listed (pinned first) with their new and unread markers, "Previous" and "Next".',
      on: {
        'forumList.next': { guard: 'hasNext', target: 'loading', actions: assign({ cursors: ({ context }) => [...context.cursors, context.nextCursor] }) },
        'forumList.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }) },
      },
    },
    failed: {
      description: 'The topics could not be loaded: the reason is shown with "Try again".',
      on: { 'forumList.retry': 'loading' },
    },
  },
});

export const FORUM_LIST_STEPS: Record<string, string> = {
  'forumList.category': 'Choose a category',
  'forumList.next': 'Press "Next"',
  'forumList.previous': 'Press "Previous"',
  'forumList.retry': 'Press "Try again"',
  'forumList.reload': 'Come back to the list',
  'xstate.done.actor.loadTopics': 'The topics arrive',
  'xstate.error.actor.loadTopics': 'Loading the topics fails',
};
