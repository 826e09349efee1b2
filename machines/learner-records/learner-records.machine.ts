// The learner panel ("My progress over time", "Study and assessments"): the member's statistics
// (quiz scores per month among them) and their assessments (quizzes taken, with scores) and
// study details, loaded through the injected `loadRecords`. The snapshot kept in the browser
// (SPEC §4 assessment, userStudy) shows at once; the server's answer replaces it and is kept
// again through `rememberRecords`.
import { assign, fromPromise, setup } from 'xstate';
import type { LearnerProfile, LearnerStatistics } from '../../contracts';

export interface LearnerRecords { statistics: LearnerStatistics; profile: LearnerProfile }
export interface LearnerRecordsInput { saved?: LearnerProfile | null }
export interface LearnerRecordsContext {
  statistics: LearnerStatistics | null;
  profile: LearnerProfile | null;
  showAll: boolean;
  error: string | null;
}
export type LearnerRecordsEvent = { type: 'records.retry' } | { type: 'records.showAll'; on: boolean };

export const learnerRecordsMachine = setup({
  types: { input: {} as LearnerRecordsInput, context: {} as LearnerRecordsContext, events: {} as LearnerRecordsEvent },
  actors: {
    loadRecords: fromPromise<LearnerRecords>(async () => { throw new Error('loadRecords is not provided'); }),
  },
  actions: {
    /** Keeps assessments and study details in the browser for the next visit. Supplied with .provide(). */
    rememberRecords: (_, _params: { profile: LearnerProfile }) => {},
  },
}).createMachine({
  id: 'learnerRecords',
  context: ({ input }) => ({ statistics: null, profile: input.saved ?? null, showAll: false, error: null }),
  initial: 'loading',
  on: { 'records.showAll': { actions: assign({ showAll: ({ event }) => event.on }) } },
  states: {
    loading: {
      description: '"Loading statistics…"; study and assessments kept from the last visit show at once.',
      tags: ['loading'],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ statistics: event.output.statistics, profile: event.output.profile, error: null })),
            { type: 'rememberRecords', params: ({ event }) => ({ profile: event.output.profile }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    ready: { description: 'The chart "Scores by month" (quiz scores among them), study details, and each assessment with its score and ✓ Completed or In progress.' },
    failed: {
      description: '"Your statistics could not be loaded." with a Try again button.',
      on: { 'records.retry': 'loading' },
    },
  },
});

type S = { context: LearnerRecordsContext; matches: (v: 'loading' | 'ready' | 'failed') => boolean };
export const selectStatistics = (s: S) => s.context.statistics;
export const selectLearnerProfile = (s: S) => s.context.profile;
export const selectRecordsLoading = (s: S) => s.matches('loading');
export const selectRecordsFailed = (s: S) => s.matches('failed');
export const selectShowAllStats = (s: S) => s.context.showAll;
