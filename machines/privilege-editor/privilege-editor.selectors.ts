import type { SnapshotFrom } from 'xstate';
import { changeCount, diffMatrix, type privilegeEditorMachine } from './privilege-editor.machine';

type S = SnapshotFrom<typeof privilegeEditorMachine>;

export const selectRole = (s: S) => s.context.role;
export const selectMenus = (s: S) => s.context.menus;
export const selectDraft = (s: S) => s.context.draft;
export const selectError = (s: S) => s.context.error;
export const selectIsLoading = (s: S) => s.hasTag('loading');
export const selectIsSaving = (s: S) => s.hasTag('saving');
export const selectIsFailed = (s: S) => s.matches('failed');
export const selectIsEditing = (s: S) => s.matches('editing') || s.matches('saving');
/** How many privilege rows a save would create, change or remove (0 = nothing unsaved). */
export const selectUnsavedCount = (s: S) => (s.context.role ? changeCount(diffMatrix(s.context.role.role_id, s.context.privileges, s.context.draft)) : 0);
