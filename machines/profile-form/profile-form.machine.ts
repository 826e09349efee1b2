// One profile form (issue 15; docs/decisions/0039-profiles.md): the individual profile, a typed
// profile (startup, idea, …) or the employability profile. Load → edit a draft → (upload a photo,
// pitch deck or CV) → save, with the contract's zod schema checked before anything is sent, so
// bad input (phone, age, URLs, an oversized photo) gets its message at the field and nothing
// changes. A saved typed profile can be deleted. Effects (`loadForm`, `uploadFile`, `saveForm`,
// `deleteForm`) are supplied by the profile screens' wiring (src/screens/profile/profile.actors.ts).
import { assign, fromPromise, setup } from 'xstate';
import {
  employabilitySchema, individualProfileFormSchema, MAX_FILE_BYTES, MAX_IMAGE_BYTES, PROFILE_FORM_MESSAGES, typedProfileFormSchema, UPLOAD_TYPES,
  type Employability, type IndividualProfileForm, type StoredFile, type TypedProfileForm, type TypedProfileKind,
} from '../../contracts';

export type ProfileFormKind = 'individual' | 'typed' | 'employability';
export type ProfileFormValues = IndividualProfileForm | TypedProfileForm | Employability;

export interface ProfileFormInput {
  kind: ProfileFormKind;
  /** A typed profile's id (null: a new one of `typedKind`). */
  id?: number | null;
  typedKind?: TypedProfileKind;
}

export interface LoadRequest { kind: ProfileFormKind; id: number | null; typedKind: TypedProfileKind | null }
export interface LoadResult { values: ProfileFormValues; id: number | null }
export interface SaveRequest { kind: ProfileFormKind; id: number | null; values: ProfileFormValues; original: ProfileFormValues | null }
export interface DeleteRequest { kind: ProfileFormKind; id: number }

/** A file the member picked (a browser File fits). */
export interface PickedFile { name: string; type: string; size: number }
/** The photo is an image (its URL goes in the draft); pitch decks and CVs are files (a stored file). */
export type UploadField = 'profile_image' | 'pitch_deck' | 'cv';
export interface UploadRequest { field: UploadField; file: PickedFile }
export type UploadResult = string | StoredFile;

export type ProfileFormEvent =
  | { type: 'profile.change'; field: string; value: unknown }
  | { type: 'profile.pickFile'; field: UploadField; file: PickedFile }
  | { type: 'profile.removeFile'; field: UploadField }
  | { type: 'profile.save' }
  | { type: 'profile.reset' }
  | { type: 'profile.retry' }
  | { type: 'profile.delete' };

export interface ProfileFormContext {
  kind: ProfileFormKind;
  id: number | null;
  typedKind: TypedProfileKind | null;
  /** The values as last loaded or saved. */
  original: ProfileFormValues | null;
  draft: ProfileFormValues | null;
  /** Messages by field path ("phone_number", "links.0.url"). */
  fieldErrors: Record<string, string>;
  error: string | null;
  notice: string | null;
  /** The field whose file is uploading. */
  uploading: UploadField | null;
}

export const PROFILE_FORM_TEXT = {
  network: 'Could not reach the server. Check your connection and try again.',
  fix: 'Some fields need attention: see the messages below.',
  saved: 'Saved.',
  photoSaved: 'Photo uploaded. Save to keep it.',
  fileSaved: 'File uploaded. Save to keep it.',
} as const;

export const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? PROFILE_FORM_TEXT.network : message;
};

const SCHEMAS = { individual: individualProfileFormSchema, typed: typedProfileFormSchema, employability: employabilitySchema } as const;

/** Problems of a draft by field path (first message per path); empty when it may be sent. */
export function validateProfile(kind: ProfileFormKind, values: ProfileFormValues | null): Record<string, string> {
  if (!values) return { form: PROFILE_FORM_TEXT.fix };
  const parsed = SCHEMAS[kind].safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form';
    out[key] ??= issue.message;
  }
  return out;
}

const IMAGE_TYPES: readonly string[] = Object.keys(UPLOAD_TYPES.image);
const DOCUMENT_TYPES: readonly string[] = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'];

/** Why a picked file cannot be used for the field, before any upload (the API host checks again). */
export function fileProblem(field: UploadField, file: PickedFile): string | null {
  if (field === 'profile_image') {
    if (!IMAGE_TYPES.includes(file.type)) return PROFILE_FORM_MESSAGES.photoType;
    return file.size > MAX_IMAGE_BYTES ? PROFILE_FORM_MESSAGES.photoTooLarge : null;
  }
  if (!DOCUMENT_TYPES.includes(file.type)) return PROFILE_FORM_MESSAGES.fileType;
  return file.size > MAX_FILE_BYTES ? PROFILE_FORM_MESSAGES.fileTooLarge : null;
}

const withoutKey = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== prefix && !k.startsWith(`${prefix}.`)));

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
  },
  actors: {
    loadForm: fromPromise<LoadResult, LoadRequest>(() => new Promise<never>(() => {})),
    uploadFile: fromPromise<UploadResult, UploadRequest>(() => new Promise<never>(() => {})),
    saveForm: fromPromise<LoadResult, SaveRequest>(() => new Promise<never>(() => {})),
    deleteForm: fromPromise<unknown, DeleteRequest>(() => new Promise<never>(() => {})),
  },
  guards: {
    fileRefused: ({ event }) => event.type === 'profile.pickFile' && fileProblem(event.field, event.file) !== null,
    draftValid: ({ context }) => Object.keys(validateProfile(context.kind, context.draft)).length === 0,
    isStored: ({ context }) => context.kind === 'typed' && context.id !== null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'profile.change' || !context.draft) return {};
      return {
        draft: { ...context.draft, [event.field]: event.value } as ProfileFormValues,
        fieldErrors: withoutKey(context.fieldErrors, event.field),
        notice: null,
        error: null,
      };
    }),
    refuseFile: assign(({ context, event }) => (event.type === 'profile.pickFile'
      ? { fieldErrors: { ...context.fieldErrors, [event.field]: fileProblem(event.field, event.file)! }, notice: null } : {})),
    removeFile: assign(({ context, event }) => (event.type === 'profile.removeFile' && context.draft
      ? { draft: { ...context.draft, [event.field]: event.field === 'profile_image' ? '' : null } as ProfileFormValues, fieldErrors: withoutKey(context.fieldErrors, event.field), notice: null }
      : {})),
    showProblems: assign(({ context }) => ({ fieldErrors: validateProfile(context.kind, context.draft), error: PROFILE_FORM_TEXT.fix, notice: null })),
    reset: assign(({ context }) => ({ draft: context.original, fieldErrors: {}, error: null, notice: null })),
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    kind: input.kind, id: input.id ?? null, typedKind: input.typedKind ?? null,
    original: null, draft: null, fieldErrors: {}, error: null, notice: null, uploading: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The form shows "Loading your profile…".',
      tags: ['loading'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ kind: context.kind, id: context.id, typedKind: context.typedKind }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ original: event.output.values, draft: event.output.values, id: event.output.id, error: null })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The page says why the profile could not be loaded, with a Try again button.',
      on: { 'profile.retry': { target: 'loading', description: 'Press Try again.' } },
    },
    editing: {
      description: 'The form with the profile filled in, ready to change; messages appear beside fields that need attention.',
      on: {
        'profile.change': { actions: 'change', description: 'Change a field.' },
        'profile.pickFile': [
          { guard: 'fileRefused', actions: 'refuseFile', description: 'Pick a file that is too large or of the wrong type: its message shows at the field.' },
          { target: 'uploading', description: 'Pick a photo, pitch deck or CV.' },
        ],
        'profile.removeFile': { actions: 'removeFile', description: 'Remove the photo or file.' },
        'profile.save': [
          { guard: 'draftValid', target: 'saving', description: 'Press Save with every field valid.' },
          { actions: 'showProblems', description: 'Press Save with a field that needs attention: messages appear, nothing is sent.' },
        ],
        'profile.reset': { actions: 'reset', description: 'Press Discard changes.' },
        'profile.delete': { guard: 'isStored', target: 'deleting', description: 'Confirm Delete profile.' },
      },
    },
    uploading: {
      description: 'The file field says "Uploading…"; the other fields can still be changed, Save waits.',
      tags: ['busy'],
      // Typing goes on while a photo or file uploads: a change here is kept, never dropped.
      on: { 'profile.change': { actions: 'change', description: 'Change a field while the file uploads.' } },
      entry: assign(({ event }) => (event.type === 'profile.pickFile' ? { uploading: event.field, notice: null, error: null } : {})),
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ event }) => (event.type === 'profile.pickFile' ? { field: event.field, file: event.file } : { field: 'profile_image' as const, file: { name: '', type: '', size: 0 } }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            draft: context.draft && context.uploading ? { ...context.draft, [context.uploading]: event.output } as ProfileFormValues : context.draft,
            fieldErrors: context.uploading ? withoutKey(context.fieldErrors, context.uploading) : context.fieldErrors,
            notice: context.uploading === 'profile_image' ? PROFILE_FORM_TEXT.photoSaved : PROFILE_FORM_TEXT.fileSaved,
            uploading: null,
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            fieldErrors: context.uploading ? { ...context.fieldErrors, [context.uploading]: errorText(event.error) } : context.fieldErrors,
            uploading: null,
          })),
        },
      },
    },
    saving: {
      description: 'The Save button says "Saving…".',
      tags: ['busy'],
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({ kind: context.kind, id: context.id, values: context.draft!, original: context.original }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            original: event.output.values, draft: event.output.values, id: event.output.id, fieldErrors: {}, error: null, notice: PROFILE_FORM_TEXT.saved,
          })),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error), notice: null }) },
      },
    },
    deleting: {
      description: 'The Delete button says "Deleting…".',
      tags: ['busy'],
      invoke: {
        id: 'deleteForm',
        src: 'deleteForm',
        input: ({ context }) => ({ kind: context.kind, id: context.id! }),
        onDone: { target: 'deleted' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    deleted: {
      description: 'The page says the profile was deleted, with a link back to the list.',
      type: 'final',
    },
  },
});

/** What a tester does for each event (npm run paths). */
export const PROFILE_FORM_STEPS: Record<string, string> = {
  'profile.change': 'Change a field',
  'profile.pickFile': 'Pick a photo (or a pitch deck / CV)',
  'profile.removeFile': 'Remove the photo or file',
  'profile.save': 'Press Save',
  'profile.reset': 'Press Discard changes',
  'profile.retry': 'Press Try again',
  'profile.delete': 'Press Delete profile and confirm',
  'xstate.done.actor.loadForm': 'The profile loads',
  'xstate.error.actor.loadForm': 'The profile cannot be loaded',
  'xstate.done.actor.uploadFile': 'The upload is stored',
  'xstate.error.actor.uploadFile': 'The upload is refused (e.g. "The image is larger than 5 MB.")',
  'xstate.done.actor.saveForm': 'The server saves it',
  'xstate.error.actor.saveForm': 'The server refuses it with a message',
  'xstate.done.actor.deleteForm': 'The server deletes it',
  'xstate.error.actor.deleteForm': 'The server refuses to delete it',
};
