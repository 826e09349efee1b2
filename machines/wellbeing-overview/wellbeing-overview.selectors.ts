import type { SnapshotFrom } from 'xstate';
import type { wellbeingOverviewMachine } from './wellbeing-overview.machine';

type S = SnapshotFrom<typeof wellbeingOverviewMachine>;
export const selectOverview = (s: S) => s.context.overview;
export const selectOverviewLoading = (s: S) => s.hasTag('loading');
export const selectOverviewError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectChecking = (s: S) => s.matches('checking') || s.matches('savingCheck');
export const selectCheckSaving = (s: S) => s.hasTag('saving');
export const selectCheckError = (s: S) => s.context.checkError;
export const selectLatestCheck = (s: S) => s.context.latest;
