import type { SnapshotFrom } from 'xstate';
import type { eventEditorMachine } from './event-editor.machine';

type S = SnapshotFrom<typeof eventEditorMachine>;
export const selectSaving = (s: S) => s.hasTag('busy');
export const selectFieldErrors = (s: S) => s.context.fieldErrors;
export const selectSaveError = (s: S) => s.context.error;
/** The saved event while the editor shows it as saved. */
export const selectSaved = (s: S) => (s.matches('saved') ? s.context.saved : null);
/** The event as last saved by this editor (kept while it is edited again); null before a save. */
export const selectLastSaved = (s: S) => s.context.saved;
