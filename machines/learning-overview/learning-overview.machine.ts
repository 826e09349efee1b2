// What /lxp and /7p show around the catalogue: every published program (its categories for the
// filter chips, and the 7P pillars) and the member's enrolments (the "Enrolled" badges), loaded
// once through the injected `loadOverview`. A failure keeps the catalogue usable and can be retried.
import { assign, fromPromise, setup } from 'xstate';
import type { Program, ProgramEnrolled } from '../../contracts';

export interface LearningOverview { programs: Program[]; enrolments: ProgramEnrolled[] }

export interface LearningOverviewContext extends LearningOverview { error: string | null }

export type LearningOverviewEvent = { type: 'overview.retry' };

export const learningOverviewMachine = setup({
  types: { context: {} as LearningOverviewContext, events: {} as LearningOverviewEvent },
  actors: {
    loadOverview: fromPromise<LearningOverview>(async () => { throw new Error('loadOverview is not provided'); }),
  },
}).createMachine({
  id: 'learningOverview',
  context: { programs: [], enrolments: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The 7P pillars show "Loading programs…"; the catalogue has no category chips yet.',
      tags: ['loading'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, error: null })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    ready: { description: 'Category chips in the catalogue, programs under each 7P pillar, and "Enrolled" on the member’s programs.' },
    failed: {
      description: '"Your programs could not be loaded." with a Try again button; searching the catalogue still works.',
      on: { 'overview.retry': 'loading' },
    },
  },
});

type S = { context: LearningOverviewContext; matches: (v: 'loading' | 'ready' | 'failed') => boolean };
export const selectOverviewPrograms = (s: S) => (s.matches('ready') ? s.context.programs : null);
export const selectOverviewFailed = (s: S) => s.matches('failed');
/** The categories on offer, lower case, sorted. */
export const selectCategories = (s: S) => [...new Set(s.context.programs.map((p) => p.program_category.toLowerCase()))].sort();
export const selectEnrolments = (s: S) => s.context.enrolments;
