// A paged administration list (SPEC §7 common list query): page, page size, search (debounced),
// filters and sort in context; one page loaded at a time through the injected `loadPage`; a
// selection of row ids for bulk actions. Used by the Admin Center's users table (thousands of
// members) and small enough for any other family list.
import { assign, fromPromise, setup } from 'xstate';
import type { FilterFields } from '../../contracts';

export type SortOrder = 'asc' | 'desc';

export interface ListQueryState {
  page: number;
  limit: number;
  search: string;
  filters: FilterFields;
  sortField: string | null;
  sortOrder: SortOrder;
}

export type Row = Record<string, unknown>;

export interface PageResult {
  rows: Row[];
  total: number;
  pages: number;
  /** More than `total` rows match (the API host counts up to a cap): shown as "10,000+". */
  totalCapped?: boolean;
}

export interface AdminListInput {
  /** The id field of a row ('user_id'): selection holds these ids. */
  idField: string;
  query?: Partial<ListQueryState>;
  /** Page sizes offered (first is the default when query.limit is not given). */
  pageSizes?: number[];
}

export interface AdminListContext {
  idField: string;
  pageSizes: number[];
  query: ListQueryState;
  /** What the search box shows while the debounce runs; becomes query.search when it fires. */
  searchDraft: string;
  rows: Row[];
  total: number;
  pages: number;
  /** `total` is a lower bound (PageResult.totalCapped). */
  totalCapped: boolean;
  selected: number[];
  error: string | null;
}

export type AdminListEvent =
  | { type: 'list.search'; search: string }
  | { type: 'list.filter'; filters: FilterFields }
  | { type: 'list.sort'; field: string }
  | { type: 'list.page'; page: number }
  | { type: 'list.pageSize'; limit: number }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.toggle'; id: number }
  | { type: 'list.togglePage' }
  | { type: 'list.clearSelection' }
  | { type: 'list.patchRow'; row: Row }
  | { type: 'list.dismissError' };

export const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_PAGE_SIZES = [25, 50, 100];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const idOf = (row: Row, idField: string) => row[idField] as number;

export const adminListMachine = setup({
  types: {
    input: {} as AdminListInput,
    context: {} as AdminListContext,
    events: {} as AdminListEvent,
  },
  actors: {
    /** One page of rows for the query (GET {family}getAll). */
    loadPage: fromPromise<PageResult, ListQueryState>(async () => {
      throw new Error('loadPage is not provided');
    }),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    validPage: ({ context, event }) => event.type === 'list.page' && event.page >= 1 && event.page <= Math.max(1, context.pages) && event.page !== context.query.page,
    offeredPageSize: ({ context, event }) => event.type === 'list.pageSize' && context.pageSizes.includes(event.limit),
  },
  actions: {
    setSearchDraft: assign({ searchDraft: ({ event }) => (event.type === 'list.search' ? event.search : '') }),
    applySearch: assign({
      query: ({ context }) => ({ ...context.query, search: context.searchDraft.trim(), page: 1 }),
      selected: [],
    }),
    setFilters: assign({
      query: ({ context, event }) => (event.type === 'list.filter' ? { ...context.query, filters: event.filters, page: 1 } : context.query),
      selected: [],
    }),
    setSort: assign({
      query: ({ context, event }) => {
        if (event.type !== 'list.sort') return context.query;
        // The same column again flips the order; a new column starts ascending.
        const sortOrder: SortOrder = context.query.sortField === event.field && context.query.sortOrder === 'asc' ? 'desc' : 'asc';
        return { ...context.query, sortField: event.field, sortOrder, page: 1 };
      },
    }),
    setPage: assign({ query: ({ context, event }) => (event.type === 'list.page' ? { ...context.query, page: event.page } : context.query) }),
    setPageSize: assign({ query: ({ context, event }) => (event.type === 'list.pageSize' ? { ...context.query, limit: event.limit, page: 1 } : context.query) }),
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'list.toggle') return context.selected;
        return context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id];
      },
    }),
    togglePage: assign({
      selected: ({ context }) => {
        const ids = context.rows.map((r) => idOf(r, context.idField));
        const all = ids.length > 0 && ids.every((id) => context.selected.includes(id));
        return all ? context.selected.filter((id) => !ids.includes(id)) : [...new Set([...context.selected, ...ids])];
      },
    }),
    clearSelection: assign({ selected: [] }),
    patchRow: assign({
      rows: ({ context, event }) => {
        if (event.type !== 'list.patchRow') return context.rows;
        const id = idOf(event.row, context.idField);
        return context.rows.map((r) => (idOf(r, context.idField) === id ? { ...r, ...event.row } : r));
      },
    }),
    dismissError: assign({ error: null }),
  },
}).createMachine({
  id: 'adminList',
  context: ({ input }) => {
    const pageSizes = input.pageSizes ?? DEFAULT_PAGE_SIZES;
    const query: ListQueryState = {
      page: 1, limit: pageSizes[0]!, search: '', filters: {}, sortField: null, sortOrder: 'desc', ...input.query,
    };
    return { idField: input.idField, pageSizes, query, searchDraft: query.search, rows: [], total: 0, pages: 0, totalCapped: false, selected: [], error: null };
  },
  initial: 'loading',
  // Query changes apply in any state: a running load is dropped and the new query loads.
  on: {
    'list.search': { target: '.debouncing', actions: 'setSearchDraft' },
    'list.filter': { target: '.loading', actions: 'setFilters' },
    'list.sort': { target: '.loading', actions: 'setSort' },
    'list.page': { guard: 'validPage', target: '.loading', actions: 'setPage' },
    'list.pageSize': { guard: 'offeredPageSize', target: '.loading', actions: 'setPageSize' },
    'list.reload': { target: '.loading' },
    'list.toggle': { actions: 'toggle' },
    'list.togglePage': { actions: 'togglePage' },
    'list.clearSelection': { actions: 'clearSelection' },
    'list.patchRow': { actions: 'patchRow' },
  },
  states: {
    debouncing: {
      after: { searchDebounce: { target: 'loading', actions: 'applySearch' } },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ event }) => event.output.rows,
            total: ({ event }) => event.output.total,
            pages: ({ event }) => event.output.pages,
            totalCapped: ({ event }) => event.output.totalCapped === true,
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: {
        'list.retry': 'loading',
        'list.dismissError': { actions: 'dismissError' },
      },
    },
  },
});
