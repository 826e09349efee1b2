// The readiness journey (/readiness-journey): loads the member's five-phase progress (user
// setting `settings.readiness`, active phase starting at awakening, SPEC §4) with the modules of
// each phase, then saves a phase marked done or reopened. The change shows at once; a failed save
// puts the journey back as it was and keeps the reason. The app's auth actor, when given, is
// told the member's current phase (auth context `activePhase`, SPEC §4) once it is known and each
// time a saved change moves it: the machine tells it, no view effect forwards it.
import { assign, enqueueActions, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import { READINESS_PHASES, type Module, type ReadinessPhaseKey, type ReadinessProgress } from '../../contracts';

export interface LoadedJourney { readiness: ReadinessProgress; modules: Module[] }

/** What the app's auth machine hears when the member's current phase is known or moves. */
export type PhaseChangedEvent = { type: 'auth.phaseChanged'; phase: string };

export interface ReadinessJourneyInput {
  /** The app's auth actor (its `activePhase` follows the journey). */
  auth?: ActorRef<Snapshot<unknown>, PhaseChangedEvent> | null;
}

export interface ReadinessJourneyContext {
  readiness: ReadinessProgress | null;
  modules: Module[];
  /** The journey before the save in flight (restored if the save fails). */
  previous: ReadinessProgress | null;
  error: string | null;
  saveError: string | null;
  auth: ActorRef<Snapshot<unknown>, PhaseChangedEvent> | null;
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
    input: {} as ReadinessJourneyInput | undefined,
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
    /** The auth actor learns the current phase (on load, and when a change is saved). */
    tellActivePhase: enqueueActions(({ context, enqueue }) => {
      if (context.auth && context.readiness) {
        enqueue.sendTo(context.auth, { type: 'auth.phaseChanged', phase: context.readiness.active_phase } satisfies PhaseChangedEvent);
      }
    }),
  },
}).createMachine({
  id: 'readinessJourney',
  context: ({ input }) => ({ readiness: null, modules: [], previous: null, error: null, saveError: null, auth: input?.auth ?? null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadJourney',
        src: 'loadJourney',
        onDone: {
          target: 'ready',
          actions: [assign({ readiness: ({ event }) => event.output.readiness, modules: ({ event }) => event.output.modules, error: null }), 'tellActivePhase'],
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
            onDone: { target: 'idle', actions: [assign({ previous: null }), 'tellActivePhase'] },
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
