import type { SnapshotFrom } from 'xstate';
import type { followMachine } from './follow.machine';

type Snapshot = SnapshotFrom<typeof followMachine>;

/** Whether the button shows "on" (following, saved) — the optimistic state while saving. */
export const selectOn = (s: Snapshot) => s.context.on;
export const selectCount = (s: Snapshot) => s.context.count;
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectError = (s: Snapshot) => s.context.error;
/** The server's name of the state (e.g. 'requested' or 'connected'); null while unconfirmed. */
export const selectDetail = (s: Snapshot) => s.context.detail;
