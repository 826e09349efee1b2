// A hub page (issue 12; docs/decisions/0033-hub-engine.md): loads the hub — every section
// resolved by the API host in one request — and searches the hub's content from its search box.
// An unknown hub is its own state (the SPEC §2 404 page), apart from a failure worth retrying.
import { assign, fromPromise, setup } from 'xstate';
import type { ContentCard, Hub } from '../../contracts';

export interface HubPageInput { slug: string }

/** Why the hub is not shown: unknown (404) or a failure worth retrying. */
export interface HubPageError { kind: 'not-found' | 'failed'; message: string }

export interface HubSearchResult { cards: ContentCard[]; total: number; saved_content_ids: number[] }

export interface HubPageContext {
  slug: string;
  hub: Hub | null;
  error: HubPageError | null;
  query: string;
  results: HubSearchResult | null;
  searchError: string | null;
}

export type HubPageEvent =
  | { type: 'hub.retry' }
  | { type: 'search.submit'; query: string }
  | { type: 'search.clear' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

export const hubPageMachine = setup({
  types: {
    input: {} as HubPageInput,
    context: {} as HubPageContext,
    events: {} as HubPageEvent,
  },
  actors: {
    /** GET /api/hubs/:slug. */
    loadHub: fromPromise<Hub, { slug: string }>(async () => { throw new Error('loadHub is not provided'); }),
    /** GET /api/content/search?hub=slug&q=query. */
    searchHub: fromPromise<HubSearchResult, { slug: string; query: string }>(async () => { throw new Error('searchHub is not provided'); }),
  },
  guards: {
    isNotFound: ({ event }) => statusOf((event as { error?: unknown }).error) === 404,
    hasQuery: ({ event }) => event.type === 'search.submit' && event.query.trim().length > 0,
  },
  actions: {
    setQuery: assign({ query: ({ event }) => (event.type === 'search.submit' ? event.query.trim() : '') }),
    clearSearch: assign({ query: '', results: null, searchError: null }),
  },
}).createMachine({
  id: 'hubPage',
  context: ({ input }) => ({ slug: input.slug, hub: null, error: null, query: '', results: null, searchError: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The hub page shows "Loading hub…".',
      tags: ['loading'],
      invoke: {
        src: 'loadHub',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'ready', actions: assign({ hub: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: assign({ error: ({ event }) => ({ kind: 'not-found' as const, message: messageOf(event.error) }) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => ({ kind: 'failed' as const, message: messageOf(event.error) }) }) },
        ],
      },
    },
    failed: {
      description: 'The reason the hub could not be loaded and a Try again button.',
      on: { 'hub.retry': 'loading' },
    },
    notFound: {
      description: 'The 404 page: "404. That\'s an error. The requested URL was not found on this server."',
    },
    ready: {
      description: 'The hub: title, intro, search box and its sections.',
      initial: 'browsing',
      on: {
        'search.submit': [
          { guard: 'hasQuery', target: '.searching', actions: 'setQuery' },
          { target: '.browsing', actions: 'clearSearch' },
        ],
        'search.clear': { target: '.browsing', actions: 'clearSearch' },
      },
      states: {
        browsing: { description: 'The sections of the hub.' },
        searching: {
          description: 'The search box is busy; "Searching…" is announced.',
          tags: ['searching'],
          invoke: {
            src: 'searchHub',
            input: ({ context }) => ({ slug: context.slug, query: context.query }),
            onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output, searchError: null }) },
            onError: { target: 'searchFailed', actions: assign({ searchError: ({ event }) => messageOf(event.error), results: null }) },
          },
        },
        results: { description: 'Matching items with highlighted snippets (or "No results"), and Clear search.' },
        searchFailed: { description: 'The reason the search failed; the sections stay visible.' },
      },
    },
  },
});
