import type { SnapshotFrom } from 'xstate';
import { profileCompleteness, type Completeness, type IndividualProfileForm } from '../../contracts';
import type { profileFormMachine } from './profile-form.machine';

type Snap = SnapshotFrom<typeof profileFormMachine>;
export const selectFormLoading = (s: Snap) => s.hasTag('loading');
export const selectFormLoadFailed = (s: Snap) => s.matches('loadFailed');
export const selectFormBusy = (s: Snap) => s.hasTag('busy');
export const selectFormSaving = (s: Snap) => s.matches('saving');
/** The fields take changes while editing and while a file uploads; while saving or deleting they are disabled (a change would be ignored). */
export const selectFormEditable = (s: Snap) => s.matches('editing') || s.matches('uploading');
export const selectFormDeleting = (s: Snap) => s.matches('deleting');
export const selectFormDeleted = (s: Snap) => s.matches('deleted');
export const selectFormDraft = (s: Snap) => s.context.draft;
export const selectFormFieldErrors = (s: Snap) => s.context.fieldErrors;
export const selectFormError = (s: Snap) => s.context.error;
export const selectFormNotice = (s: Snap) => s.context.notice;
export const selectFormUploading = (s: Snap) => s.context.uploading;
export const selectFormId = (s: Snap) => s.context.id;
/** Whether the draft differs from what was loaded or last saved. */
export const selectFormDirty = (s: Snap) => JSON.stringify(s.context.draft) !== JSON.stringify(s.context.original);

/** The individual profile's completeness as the draft stands (the meter moves while the member types). */
export const selectIndividualCompleteness = (s: Snap): Completeness | null => {
  if (s.context.kind !== 'individual' || !s.context.draft) return null;
  const d = s.context.draft as IndividualProfileForm;
  return profileCompleteness({ ...d, profile_image: d.profile_image || null, phone_number: d.phone_number || null });
};
