import type { SnapshotFrom } from 'xstate';
import type { profileViewMachine } from './profile-view.machine';

type Snap = SnapshotFrom<typeof profileViewMachine>;
export const selectViewLoading = (s: Snap) => s.hasTag('loading');
export const selectViewFailed = (s: Snap) => s.matches('failed');
export const selectViewData = (s: Snap) => s.context.data;
export const selectViewError = (s: Snap) => s.context.error;
