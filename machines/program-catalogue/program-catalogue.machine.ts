// The /lxp catalogue's answer for one plan (search text, categories, start-date range, page).
// The plan lives in the address (catalogue-plan.ts, decision 0055): the screen starts this
// machine with the plan of the current address and a new one when the address changes, so the
// address → catalogue direction is the only one. It searches through the injected
// `searchPrograms` (GET program/programs/searchPrograms) and can try again after a failure.
import { assign, fromPromise, setup } from 'xstate';
import type { ListMetadata, Program } from '../../contracts';
import { catalogueQuery, EMPTY_PLAN, type CataloguePlan, type CatalogueQuery } from './catalogue-plan';

export interface ProgramCatalogueInput {
  plan?: Partial<CataloguePlan>;
  pageSize?: number;
}

export interface CatalogueResult {
  data: Program[];
  metadata: ListMetadata;
}

export interface ProgramCatalogueContext {
  plan: CataloguePlan;
  limit: number;
  programs: Program[];
  metadata: ListMetadata | null;
  error: string | null;
}

export type ProgramCatalogueEvent = { type: 'catalogue.retry' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
}).createMachine({
  id: 'programCatalogue',
  context: ({ input }) => ({
    plan: { ...EMPTY_PLAN, ...input.plan }, limit: input.pageSize ?? 4, programs: [], metadata: null, error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The catalogue shows "Searching…"; the filters stay usable.',
      tags: ['loading'],
      invoke: {
        id: 'searchPrograms',
        src: 'searchPrograms',
        input: ({ context }) => catalogueQuery(context.plan, context.limit),
        onDone: {
          target: 'ready',
          actions: assign({ programs: ({ event }) => event.output.data, metadata: ({ event }) => event.output.metadata, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: { description: 'The number of programs, one card per program (or "No programs match." with Clear filters) and the page buttons.' },
    failed: {
      description: '"The catalogue could not be loaded." with the reason and a Try again button.',
      on: { 'catalogue.retry': 'loading' },
    },
  },
});
