import type { SnapshotFrom } from 'xstate';
import type { readinessJourneyMachine } from './readiness-journey.machine';

type S = SnapshotFrom<typeof readinessJourneyMachine>;

export const selectJourneyLoading = (s: S) => s.hasTag('loading');
export const selectJourneyFailed = (s: S) => s.matches('failed');
export const selectReadiness = (s: S) => s.context.readiness;
export const selectPhaseModules = (s: S) => s.context.modules;
export const selectJourneySaving = (s: S) => s.hasTag('saving');
export const selectJourneySaveError = (s: S) => s.context.saveError;
