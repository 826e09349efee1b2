// The /lxp catalogue: the member's plan (search text, categories, start-date range) and the page
// in context; one page of programs loaded at a time through the injected `searchPrograms`
// (GET program/programs/searchPrograms). The search box is applied on submit; a category or a
// date applies at once and goes back to page 1. Plan changes are handed to `persistPlan` (the
// SPEC §4 "plan" slice) so the member finds the catalogue as they left it.
import { assign, fromPromise, setup } from 'xstate';
import type { ListMetadata, Program } from '../../contracts';

export interface CataloguePlan {
  search: string;
  categories: string[];
  /** ISO dates (YYYY-MM-DD), '' for none. */
  start_date_from: string;
  start_date_to: string;
}

export interface ProgramCatalogueInput {
  plan?: Partial<CataloguePlan>;
  pageSize?: number;
}

/** What `searchPrograms` is asked for (empty dates are left out). */
export interface CatalogueQuery {
  page: number;
  limit: number;
  search: string;
  categories: string[];
  start_date_from?: string;
  start_date_to?: string;
}

export interface CatalogueResult {
  data: Program[];
  metadata: ListMetadata;
}

export interface ProgramCatalogueContext {
  plan: CataloguePlan;
  /** What the search box shows; becomes plan.search when the search is submitted. */
  searchDraft: string;
  page: number;
  limit: number;
  programs: Program[];
  metadata: ListMetadata | null;
  error: string | null;
}

export type ProgramCatalogueEvent =
  | { type: 'catalogue.type'; search: string }
  | { type: 'catalogue.search' }
  | { type: 'catalogue.toggleCategory'; category: string }
  | { type: 'catalogue.dates'; start_date_from?: string; start_date_to?: string }
  | { type: 'catalogue.page'; page: number }
  | { type: 'catalogue.retry' };

export const CATALOGUE_PAGE_SIZE = 4;
export const EMPTY_PLAN: CataloguePlan = { search: '', categories: [], start_date_from: '', start_date_to: '' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The searchPrograms query for a context. */
export function catalogueQuery(context: Pick<ProgramCatalogueContext, 'plan' | 'page' | 'limit'>): CatalogueQuery {
  const { plan, page, limit } = context;
  return {
    page, limit, search: plan.search, categories: plan.categories,
    start_date_from: plan.start_date_from || undefined, start_date_to: plan.start_date_to || undefined,
  };
}

export const programCatalogueMachine = setup({
  types: {
    input: {} as ProgramCatalogueInput,
    context: {} as ProgramCatalogueContext,
    events: {} as ProgramCatalogueEvent,
  },
  actors: {
    searchPrograms: fromPromise<CatalogueResult, CatalogueQuery>(async () => {
      throw new Error('searchPrograms is not provided');
    }),
  },
  guards: {
    validPage: ({ context, event }) => event.type === 'catalogue.page' && event.page >= 1
      && event.page <= Math.max(1, context.metadata?.pages ?? 1) && event.page !== context.page,
  },
  actions: {
    /** Keeps the plan for the next visit (provided by the app). */
    persistPlan: (_, _params: { plan: CataloguePlan }) => {},
    setDraft: assign({ searchDraft: ({ context, event }) => (event.type === 'catalogue.type' ? event.search : context.searchDraft) }),
    applySearch: assign({ plan: ({ context }) => ({ ...context.plan, search: context.searchDraft }), page: 1 }),
    toggleCategory: assign({
      plan: ({ context, event }) => {
        if (event.type !== 'catalogue.toggleCategory') return context.plan;
        const on = context.plan.categories.includes(event.category);
        return { ...context.plan, categories: on ? context.plan.categories.filter((c) => c !== event.category) : [...context.plan.categories, event.category] };
      },
      page: 1,
    }),
    setDates: assign({
      plan: ({ context, event }) => {
        if (event.type !== 'catalogue.dates') return context.plan;
        return {
          ...context.plan,
          start_date_from: event.start_date_from ?? context.plan.start_date_from,
          start_date_to: event.start_date_to ?? context.plan.start_date_to,
        };
      },
      page: 1,
    }),
    setPage: assign({ page: ({ context, event }) => (event.type === 'catalogue.page' ? event.page : context.page) }),
  },
}).createMachine({
  id: 'programCatalogue',
  context: ({ input }) => {
    const plan = { ...EMPTY_PLAN, ...input.plan };
    return { plan, searchDraft: plan.search, page: 1, limit: input.pageSize ?? CATALOGUE_PAGE_SIZE, programs: [], metadata: null, error: null };
  },
  initial: 'loading',
  // A plan or page change applies in any state: a running search is dropped and the new one runs.
  on: {
    'catalogue.type': { actions: 'setDraft' },
    'catalogue.search': {
      target: '.loading', reenter: true,
      actions: ['applySearch', { type: 'persistPlan', params: ({ context }) => ({ plan: context.plan }) }],
    },
    'catalogue.toggleCategory': {
      target: '.loading', reenter: true,
      actions: ['toggleCategory', { type: 'persistPlan', params: ({ context }) => ({ plan: context.plan }) }],
    },
    'catalogue.dates': {
      target: '.loading', reenter: true,
      actions: ['setDates', { type: 'persistPlan', params: ({ context }) => ({ plan: context.plan }) }],
    },
    'catalogue.page': { guard: 'validPage', target: '.loading', reenter: true, actions: 'setPage' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'searchPrograms',
        src: 'searchPrograms',
        input: ({ context }) => catalogueQuery(context),
        onDone: {
          target: 'ready',
          actions: assign({ programs: ({ event }) => event.output.data, metadata: ({ event }) => event.output.metadata, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { 'catalogue.retry': 'loading' },
    },
  },
});
