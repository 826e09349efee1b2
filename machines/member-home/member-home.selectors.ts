import type { SnapshotFrom } from 'xstate';
import type { memberHomeMachine } from './member-home.machine';

type S = SnapshotFrom<typeof memberHomeMachine>;
export const selectHome = (s: S) => s.context.home;
export const selectHomeLoading = (s: S) => s.hasTag('loading');
export const selectHomeError = (s: S) => (s.matches('failed') ? s.context.error : null);
