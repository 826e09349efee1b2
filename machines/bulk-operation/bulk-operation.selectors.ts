import type { SnapshotFrom } from 'xstate';
import type { bulkOperationMachine } from './bulk-operation.machine';

type S = SnapshotFrom<typeof bulkOperationMachine>;

export const selectAction = (s: S) => s.context.action;
export const selectCount = (s: S) => s.context.items.length;
export const selectIsConfirming = (s: S) => s.matches('confirming');
export const selectIsRunning = (s: S) => s.hasTag('loading');
export const selectIsDone = (s: S) => s.matches('done');
export const selectIsFailed = (s: S) => s.matches('failed');
export const selectIsOpen = (s: S) => !s.matches('idle');
export const selectCancelRequested = (s: S) => s.context.cancelRequested;
export const selectError = (s: S) => s.context.error;
/** Items handled so far (succeeded or failed) of the total. */
export const selectProgress = (s: S) => ({ done: s.context.succeeded + s.context.failed, total: s.context.items.length });
export const selectSummary = (s: S) => ({
  succeeded: s.context.succeeded,
  failed: s.context.failed,
  skipped: s.context.items.length - s.context.succeeded - s.context.failed,
  errors: s.context.errors,
});
export const selectItems = (s: S) => s.context.items;
