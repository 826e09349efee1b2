import type { SnapshotFrom } from 'xstate';
import { outlineOf, percentComplete } from '../../contracts';
import { canComplete, type programPageMachine } from './program-page.machine';

type S = SnapshotFrom<typeof programPageMachine>;

export const selectProgram = (s: S) => s.context.program;
export const selectIsLoading = (s: S) => s.matches('loading');
export const selectLoadError = (s: S) => (s.matches('failed') ? s.context.error : null);
/** The program does not exist (or is not open to this member): a 404, not a failure to retry. */
export const selectIsMissing = (s: S) => s.matches('missing');
export const selectActionError = (s: S) => (s.matches('ready') ? s.context.error : null);
export const selectSaveError = (s: S) => s.context.saveError;
export const selectIsEnrolled = (s: S) => s.matches({ ready: 'enrolled' });
export const selectIsEnrolling = (s: S) => s.matches({ ready: 'enrolling' });
export const selectIsUnenrolling = (s: S) => s.matches({ ready: 'unenrolling' });
export const selectIsSaving = (s: S) => s.matches({ ready: { enrolled: { progress: 'saving' } } });
export const selectIsSubmittingQuiz = (s: S) => s.matches({ ready: { enrolled: { quiz: 'submitting' } } });
export const selectQuizError = (s: S) => s.context.quizError;
export const selectQuizResults = (s: S) => s.context.results;
export const selectProgress = (s: S) => s.context.progress;
export const selectResumeUnitId = (s: S) => s.context.progress.last_unit_id;
export const selectPercent = (s: S) => (s.context.program ? percentComplete(s.context.progress, outlineOf(s.context.program).map((u) => u.unit_id)) : 0);
/** Whether "Mark complete" would count for this unit now (a quiz must be passed first). */
export const selectCanComplete = (unitId: number) => (s: S) => canComplete(s.context, unitId);
