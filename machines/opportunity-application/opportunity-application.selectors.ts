import type { SnapshotFrom } from 'xstate';
import type { opportunityApplicationMachine } from './opportunity-application.machine';

type S = SnapshotFrom<typeof opportunityApplicationMachine>;
export const selectComposing = (s: S) => s.matches('composing') || s.matches('submitting');
export const selectSending = (s: S) => s.hasTag('busy');
export const selectJustApplied = (s: S) => s.matches('applied');
export const selectApplicationStatus = (s: S) => s.context.status;
export const selectCanApply = (s: S) => s.matches('idle') && s.can({ type: 'application.start' });
export const selectApplicationError = (s: S) => s.context.error;
