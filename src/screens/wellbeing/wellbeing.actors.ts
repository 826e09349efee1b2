// The UpMyMind overview machine wired to its calls (issue 15; decision 0046).
import { fromPromise } from 'xstate';
import type { WellbeingCheck, WellbeingOverview } from '../../../contracts';
import { wellbeingOverviewMachine } from '../../../machines/wellbeing-overview';
import { loadWellbeing, saveWellbeingCheck } from '../../api/wellbeing';

export const wellbeingLogic = wellbeingOverviewMachine.provide({
  actors: {
    loadOverview: fromPromise<WellbeingOverview, void>(() => loadWellbeing()),
    saveCheck: fromPromise<WellbeingCheck, number[]>(({ input }) => saveWellbeingCheck(input)),
  },
});
