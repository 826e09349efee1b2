import type { SnapshotFrom } from 'xstate';
import type { privilegesMachine } from './privileges.machine';

type S = SnapshotFrom<typeof privilegesMachine>;

export const selectIsLoading = (s: S) => s.hasTag('loading');
export const selectError = (s: S) => s.context.error;
/** The active role's privileges once loaded, else null. */
export const selectPrivileges = (s: S) => s.context.privileges;
export const selectIsLoaded = (s: S) => s.matches('loaded');
