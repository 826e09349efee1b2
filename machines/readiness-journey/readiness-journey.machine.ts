// The readiness journey (/readiness-journey): loads the member's five-phase progress (user
// setting `settings.readiness`, active phase starting at awakening, SPEC §4) with the modules of
// each phase, then saves a phase marked done or reopened. The change shows at once; a failed save
// puts the journey back as it was and keeps the reason.
import { assign, fromPromise, setup } from 'xstate';
import { READINESS_PHASES, type Module, type ReadinessPhaseKey, type ReadinessProgress } from '../../contracts';

export interface LoadedJourney { readiness: ReadinessProgress; modules: Module[] }

export interface ReadinessJourneyContext {
  readiness: ReadinessProgress | null;
  modules: Module[];
  /** The journey before the save in flight (restored if the save fails). */
  previous: ReadinessProgress | null;
  error: string | null;
  saveError: string | null;
}

export type ReadinessJourneyEvent =
  | { type: 'journey.complete'; phase: ReadinessPhaseKey }
  | { type: 'journey.reopen'; phase: ReadinessPhaseKey }
  | { type: 'journey.retry' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A phase marked done: the current phase moves to the first phase not yet done. */
export function completePhase(readiness: ReadinessProgress, key: ReadinessPhaseKey): ReadinessProgress {
  const completed = [...new Set([...readiness.completed_phases, key])];
  const next = READINESS_PHASES.find((p) => !completed.includes(p.key))?.key ?? key;
  return { ...readiness, completed_phases: completed, active_phase: next };
}

/** A phase reopened: no longer done, and the current phase again. */
export function reopenPhase(readiness: ReadinessProgress, key: ReadinessPhaseKey): ReadinessProgress {
  return { ...readiness, completed_phases: readiness.completed_phases.filter((k) => k !== key), active_phase: key };
}

export const readinessJourneyMachine = setup({
  types: {
    context: {} as ReadinessJourneyContext,
    events: {} as ReadinessJourneyEvent,
  },
  actors: {
    loadJourney: fromPromise<LoadedJourney>(async () => {
      throw new Error('loadJourney is not provided');
    }),
    saveJourney: fromPromise<void, ReadinessProgress>(async () => {
      throw new Error('saveJourney is not provided');
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (!context.readiness) return {};
      const readiness = event.type === 'journey.complete' ? completePhase(context.readiness, event.phase)
        : event.type === 'journey.reopen' ? reopenPhase(context.readiness, event.phase) : context.readiness;
      return { previous: context.readiness, readiness, saveError: null };
    }),
  },
}).createMachine({
  id: 'readinessJourney',
  context: { readiness: null, modules: [], previous: null, error: null, saveError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadJourney',
        src: 'loadJourney',
        onDone: {
          target: 'ready',
          actions: assign({ readiness: ({ event }) => event.output.readiness, modules: ({ event }) => event.output.modules, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'journey.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'journey.complete': { target: 'saving', actions: 'change' },
            'journey.reopen': { target: 'saving', actions: 'change' },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveJourney',
            src: 'saveJourney',
            input: ({ context }) => context.readiness!,
            onDone: { target: 'idle', actions: assign({ previous: null }) },
            onError: {
              target: 'idle',
              actions: assign({ readiness: ({ context }) => context.previous, previous: null, saveError: ({ event }) => errorText(event.error) }),
            },
          },
        },
      },
    },
  },
});
