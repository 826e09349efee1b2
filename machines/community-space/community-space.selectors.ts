import type { SnapshotFrom } from 'xstate';
import type { communitySpaceMachine } from './community-space.machine';

type S = SnapshotFrom<typeof communitySpaceMachine>;
export const selectCommunityLoading = (s: S) => s.hasTag('loading');
export const selectCommunityPage = (s: S) => s.context.page;
export const selectForbidden = (s: S) => s.context.forbidden;
export const selectLoadError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectBusySpaceId = (s: S) => s.context.busySpaceId;
export const selectActionError = (s: S) => s.context.actionError;
