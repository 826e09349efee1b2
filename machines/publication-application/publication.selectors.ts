import type { SnapshotFrom } from 'xstate';
import type { publicationApplicationMachine } from './publication-application.machine';
import type { publicationAutosaveMachine } from './publication-autosave.machine';
import type { publicationReviewMachine } from './publication-review.machine';

type AppSnap = SnapshotFrom<typeof publicationApplicationMachine>;
type SaveSnap = SnapshotFrom<typeof publicationAutosaveMachine>;
type ReviewSnap = SnapshotFrom<typeof publicationReviewMachine>;

export const selectPublication = (s: AppSnap) => s.context.publication;
export const selectValues = (s: AppSnap) => s.context.values;
export const selectComment = (s: AppSnap) => s.context.comment;
export const selectProblem = (s: AppSnap) => s.context.problem;
export const selectError = (s: AppSnap) => s.context.error;
export const selectUploading = (s: AppSnap) => s.context.uploading;
export const selectIsLoading = (s: AppSnap) => s.matches('loading');
export const selectLoadFailed = (s: AppSnap) => s.matches('loadFailed');
export const selectEditable = (s: AppSnap) => s.matches('draft') || s.matches('changesRequested');
export const selectIsSubmitting = (s: AppSnap) => s.matches({ draft: 'submitting' }) || s.matches({ changesRequested: 'submitting' });
export const selectIsUploading = (s: AppSnap) => s.matches({ draft: 'uploading' }) || s.matches({ changesRequested: 'uploading' });
export const selectIsResubmission = (s: AppSnap) => s.matches('changesRequested');
export const selectAutosaveRef = (s: AppSnap) => s.children.autosave;

/** The autosave line: what the author sees beside the form. */
export type SaveStatus = 'saved' | 'saving' | 'failed';
export const selectSaveStatus = (s: SaveSnap): SaveStatus => (s.matches('failed') ? 'failed' : s.matches('waiting') || s.matches('saving') ? 'saving' : 'saved');
export const selectSaveError = (s: SaveSnap) => s.context.error;

export const selectReviewPublication = (s: ReviewSnap) => s.context.publication;
export const selectReviewComment = (s: ReviewSnap) => s.context.comment;
export const selectReviewActing = (s: ReviewSnap) => s.context.acting;
export const selectReviewProblem = (s: ReviewSnap) => s.context.problem;
export const selectReviewError = (s: ReviewSnap) => s.context.error;
export const selectReviewLoading = (s: ReviewSnap) => s.matches('loading');
export const selectReviewLoadFailed = (s: ReviewSnap) => s.matches('loadFailed');
