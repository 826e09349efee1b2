import type { SnapshotFrom } from 'xstate';
import { outlineOf, percentComplete } from '../../contracts';
import type { programPageMachine } from './program-page.machine';

type S = SnapshotFrom<typeof programPageMachine>;

export const selectProgram = (s: S) => s.context.program;
export const selectIsLoading = (s: S) => s.matches('loading');
export const selectLoadError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectActionError = (s: S) => (s.matches('ready') ? s.context.error : null);
export const selectSaveError = (s: S) => s.context.saveError;
export const selectIsEnrolled = (s: S) => s.matches({ ready: 'enrolled' });
export const selectIsEnrolling = (s: S) => s.matches({ ready: 'enrolling' });
export const selectIsUnenrolling = (s: S) => s.matches({ ready: 'unenrolling' });
export const selectIsSaving = (s: S) => s.matches({ ready: { enrolled: 'saving' } });
export const selectProgress = (s: S) => s.context.progress;
export const selectResumeUnitId = (s: S) => s.context.progress.last_unit_id;
export const selectPercent = (s: S) => (s.context.program ? percentComplete(s.context.progress, outlineOf(s.context.program).map((u) => u.unit_id)) : 0);
