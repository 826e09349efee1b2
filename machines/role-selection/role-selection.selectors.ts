import type { SnapshotFrom } from 'xstate';
import type { roleSelectionMachine } from './role-selection.machine';

type S = SnapshotFrom<typeof roleSelectionMachine>;

export const selectRoles = (s: S) => s.context.roles;
export const selectActiveRoleId = (s: S) => s.context.activeRoleId;
export const selectSelectedRoleId = (s: S) => s.context.selectedRoleId;
export const selectIsSaving = (s: S) => s.hasTag('loading');
export const selectError = (s: S) => s.context.error;
export const selectIsDone = (s: S) => s.matches('done');
