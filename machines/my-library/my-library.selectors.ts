import type { SnapshotFrom } from 'xstate';
import type { myLibraryMachine } from './my-library.machine';

type S = SnapshotFrom<typeof myLibraryMachine>;
export const selectDocuments = (s: S) => s.context.library?.documents ?? null;
export const selectProgramFiles = (s: S) => s.context.library?.program_files ?? null;
export const selectLibraryLoading = (s: S) => s.hasTag('loading');
export const selectLibraryError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectUploading = (s: S) => s.matches({ ready: 'uploading' });
/** Uploads are taken only once the library is loaded and nothing else is in flight; the form is disabled otherwise, so no click is silently dropped. */
export const selectCanUpload = (s: S) => s.matches('ready') && !s.hasTag('busy');
/** Removal likewise: while an upload or another removal is in flight it would be ignored, so Remove is disabled. */
export const selectCanRemove = (s: S) => s.matches('ready') && !s.hasTag('busy');
export const selectRemovingId = (s: S) => s.context.removing;
export const selectRefusal = (s: S) => (s.matches({ ready: 'refused' }) ? s.context.refusal : null);
export const selectLibraryNotice = (s: S) => s.context.notice;
