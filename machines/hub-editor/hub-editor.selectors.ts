import type { SnapshotFrom } from 'xstate';
import type { hubEditorMachine } from './hub-editor.machine';
import type { hubPreviewMachine } from './hub-preview.machine';

type S = SnapshotFrom<typeof hubEditorMachine>;
type P = SnapshotFrom<typeof hubPreviewMachine>;

export const selectIsLoadingHubs = (s: S) => s.matches('loading');
export const selectLoadError = (s: S) => (s.matches('failed') ? s.context.loadError : null);
export const selectHubs = (s: S) => s.context.hubs;
export const selectSlug = (s: S) => s.context.slug;
export const selectDraft = (s: S) => s.context.draft;
export const selectErrors = (s: S) => s.context.errors;
export const selectIsDirty = (s: S) => s.context.dirty;
export const selectIsSaving = (s: S) => s.matches({ editing: 'saving' });
export const selectSaveError = (s: S) => s.context.saveError;
export const selectSavedAt = (s: S) => s.context.savedAt;
/** The live preview child (present while editing). */
export const selectPreviewRef = (s: S) => s.children.preview;

export const selectPreview = (p: P) => p.context.preview;
export const selectPreviewBusy = (p: P) => p.hasTag('loading') || p.matches('waiting');
export const selectPreviewInvalid = (p: P) => p.matches('invalid');
export const selectPreviewError = (p: P) => (p.matches('failed') ? p.context.error : null);
