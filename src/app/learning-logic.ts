// The learning machines wired to their real effects (src/api/learning.ts).
import { fromPromise } from 'xstate';
import type { ProgramPageEvent } from '../../machines/program-page';
import { programCatalogueMachine } from '../../machines/program-catalogue';
import { programPageMachine } from '../../machines/program-page';
import { readinessJourneyMachine } from '../../machines/readiness-journey';
import { unitNavigationMachine } from '../../machines/unit-navigation';
import * as learningApi from '../api/learning';
import { modules as modulesFamily } from '../api/families';
import { updatePersistedState } from '../lib/persisted-state';

/** The /lxp catalogue: searchPrograms, and the member's plan kept in the persisted state (SPEC §4 "plan"). */
export const programCatalogueLogic = (userId: number | null) => programCatalogueMachine.provide({
  actors: {
    searchPrograms: fromPromise(({ input }) => learningApi.searchPrograms(input)),
  },
  actions: {
    persistPlan: (_, { plan }) => { updatePersistedState(userId, { plan }); },
  },
});

/** /readiness-journey: the journey in the member's user setting and the wellness-style modules of phases 1–5. */
export const readinessJourneyLogic = readinessJourneyMachine.provide({
  actors: {
    loadJourney: fromPromise(async () => {
      const [r, m] = await Promise.all([
        learningApi.loadReadiness(),
        modulesFamily.getAll({ filterFields: { phase: [1, 2, 3, 4, 5] }, limit: -1, sortField: 'phase', sortOrder: 'asc' }),
      ]);
      return { readiness: r.readiness, modules: m.data };
    }),
    saveJourney: fromPromise(({ input }) => learningApi.saveReadiness(input)),
  },
});

export const programPageLogic = programPageMachine.provide({
  actors: {
    loadProgram: fromPromise(async ({ input }) => {
      // Two requests for the whole page, whatever the program's size (decision 0016).
      const [program, enrolment] = await Promise.all([learningApi.loadCompleteProgram(input.programId), learningApi.myEnrolment(input.programId)]);
      return { program, enrolment };
    }),
    enrol: fromPromise(({ input }) => learningApi.enrol(input.programId)),
    unenrol: fromPromise(({ input }) => learningApi.unenrol(input.enrollmentId)),
    saveProgress: fromPromise(({ input }) => learningApi.saveProgress(input.enrollmentId, input.progress)),
  },
});

const FORWARD = new Set(['within-module', 'next-module', 'next-course']);

/** Unit navigation that reports each arrival to the program page: moving on completes the unit left behind. */
export const unitNavigationLogic = (report: (event: ProgramPageEvent) => void) => unitNavigationMachine.provide({
  actions: {
    reportPosition: ({ context }) => {
      const current = context.units[context.index];
      if (!current) return;
      const left = FORWARD.has(context.lastMove) ? context.units[context.index - 1]?.unit_id ?? null : null;
      report({ type: 'unit.visited', unit_id: current.unit_id, completed_unit_id: left });
    },
  },
});
