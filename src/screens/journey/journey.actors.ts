// The readiness journey's machine wired to its real effects (ARCHITECTURE: per-area wiring).
import { fromPromise } from 'xstate';
import { readinessJourneyMachine } from '../../../machines/readiness-journey';
import { modules as modulesFamily } from '../../api/families';
import * as learningApi from '../../api/learning';

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
