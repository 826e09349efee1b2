// One content item's page (/contents/:slug, issue 12): loads the item with its sanitised
// body_html; an unknown or unpublished item (404) is its own state, apart from a retryable failure.
import { assign, fromPromise, setup } from 'xstate';
import type { ContentItem } from '../../contracts';

export interface ContentItemContext { slug: string; item: ContentItem | null; error: string | null }
export type ContentItemEvent = { type: 'content.retry' };

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

export const contentItemMachine = setup({
  types: {
    input: {} as { slug: string },
    context: {} as ContentItemContext,
    events: {} as ContentItemEvent,
  },
  actors: {
    /** GET /api/content/items/:slug. */
    loadItem: fromPromise<ContentItem, { slug: string }>(async () => { throw new Error('loadItem is not provided'); }),
  },
  guards: { isNotFound: ({ event }) => statusOf((event as { error?: unknown }).error) === 404 },
}).createMachine({
  id: 'contentItem',
  context: ({ input }) => ({ slug: input.slug, item: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page shows "Loading…".',
      tags: ['loading'],
      invoke: {
        src: 'loadItem',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'ready', actions: assign({ item: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
        ],
      },
    },
    failed: { description: 'The reason the item could not be loaded and a Try again button.', on: { 'content.retry': 'loading' } },
    notFound: { description: 'The 404 page.' },
    ready: { description: 'The item: type, title, author, video or body, attachments and tags.' },
  },
});
