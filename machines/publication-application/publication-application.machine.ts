// A member's publication application (issue 12; docs/decisions/0037-publications.md):
// draft → submitted → in review → changes requested ⇄ resubmitted → accepted | rejected.
// The author edits while it is a draft or changes are requested (autosaved by the invoked
// `autosave` machine; the manuscript is uploaded through the existing uploads), then submits.
// Reviews happen on the server (administrators); `publication.refresh` reloads to follow them.
// Effects (`loadPublication`, `uploadManuscript`, `submitPublication`, `autosave`'s `saveDraft`)
// are supplied by the publications screen's wiring.
import { assign, fromCallback, fromPromise, sendTo, setup, type AnyActorRef } from 'xstate';
import {
  MANUSCRIPT_TYPES, missingForSubmit, PUBLICATION_LIMITS, PUBLICATION_MESSAGES,
  type Manuscript, type Publication, type PublicationDraft, type PublicationStatus,
} from '../../contracts';
import { publicationAutosaveMachine } from './publication-autosave.machine';

export interface PublicationApplicationInput {
  /** The application to open; null starts a new draft (the wiring creates it on the server). */
  publicationId: number | null;
  /** Where news about it arrives (the member's live notifications); `watchUpdates` listens to it while a reviewer may act. */
  updates?: AnyActorRef | null;
}

export interface WatchUpdatesInput {
  publicationId: number;
  updates: AnyActorRef | null;
}

/** A file the author picked (a browser File fits). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface SubmitRequest {
  publicationId: number;
  values: PublicationDraft;
  comment: string;
}

export type PublicationApplicationEvent =
  | { type: 'publication.change'; values: PublicationDraft }
  | { type: 'publication.attach'; file: PickedFile }
  | { type: 'publication.detach' }
  | { type: 'publication.comment'; comment: string }
  | { type: 'publication.submit' }
  | { type: 'publication.retry' }
  | { type: 'publication.refresh' }
  | { type: 'publication.dismiss' };

export interface PublicationApplicationContext {
  publicationId: number | null;
  updates: AnyActorRef | null;
  publication: Publication | null;
  values: PublicationDraft;
  /** The note sent with a resubmission ("What changed"). */
  comment: string;
  /** The file being uploaded (its name for "Uploading paper.pdf…"). */
  uploading: string | null;
  /** What stops the author (an incomplete draft, a wrong file): shown beside the form. */
  problem: string | null;
  error: string | null;
}

export const APPLICATION_TEXT = {
  network: 'Could not reach the server. Check your connection and try again.',
} as const;

export const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? APPLICATION_TEXT.network : message;
};

export const EMPTY_DRAFT: PublicationDraft = { title: '', abstract: '', authors: [], category: null, keywords: [], manuscript: null };

/** The editable fields of a stored publication. */
export const draftOf = (p: Publication): PublicationDraft => ({
  title: p.title, abstract: p.abstract, authors: p.authors.map((a) => ({ name: a.name, user_id: a.user_id })), category: p.category,
  keywords: p.keywords, manuscript: p.manuscript ? { name: p.manuscript.name, file_name: p.manuscript.file_name, size: p.manuscript.size } : null,
});

const MANUSCRIPT_EXTENSIONS = Object.values(MANUSCRIPT_TYPES) as string[];
/** Why a picked file cannot be the manuscript, or null. Browsers may not know a DOCX type: the extension decides then. */
export function manuscriptProblem(file: PickedFile): string | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const typeOk = file.type === '' || file.type === 'application/octet-stream' || file.type in MANUSCRIPT_TYPES;
  if (!MANUSCRIPT_EXTENSIONS.includes(ext) || !typeOk) return PUBLICATION_MESSAGES.manuscriptType;
  if (file.size > PUBLICATION_LIMITS.manuscriptBytes) return PUBLICATION_MESSAGES.manuscriptTooLarge;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

const statusIs = (status: PublicationStatus) => (_: unknown, p: Publication) => p.status === status;


type Ctx = { context: PublicationApplicationContext };
const autosaveInput = ({ context }: Ctx) => ({ publicationId: context.publicationId!, values: context.values });
const uploadInput = ({ event }: { event: { type: string; file?: PickedFile } }) => ({ file: event.file! });
const submitInput = ({ context }: Ctx) => ({ publicationId: context.publicationId!, values: context.values, comment: context.comment });

/** One editable status (draft, changes requested): autosaved form, manuscript upload, submit. Actions and guards by name. */
const editable = (description: string, submittedTarget: string, submitLabel: string) => ({
  description,
  invoke: { id: 'autosave', src: 'autosave', input: autosaveInput },
  on: {
    'publication.change': { actions: ['takeValues', 'forwardToAutosave'] },
    'publication.comment': { actions: 'takeComment' },
    'publication.dismiss': { actions: 'clearMessages' },
  },
  initial: 'editing',
  states: {
    editing: {
      description: `${description} "${submitLabel}" is offered.`,
      on: {
        'publication.attach': [
          { guard: 'unfitFile', actions: 'refuseFile' },
          { target: 'uploading', actions: 'startUpload' },
        ],
        'publication.detach': { actions: ['dropManuscript', 'forwardToAutosave'] },
        'publication.submit': [
          { guard: 'incomplete', actions: 'noteMissing' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
      },
    },
    uploading: {
      description: 'The manuscript uploads: "Uploading <file>…" shows and "Submit" waits; you can keep typing.',
      tags: ['loading'],
      invoke: {
        id: 'uploadManuscript',
        src: 'uploadManuscript',
        input: uploadInput,
        onDone: { target: 'editing', actions: ['takeManuscript', 'forwardToAutosave'] },
        onError: { target: 'editing', actions: 'uploadFailed' },
      },
    },
    submitting: {
      description: `"${submitLabel}" shows "Submitting…" and the form is disabled.`,
      tags: ['loading'],
      invoke: {
        id: 'submitPublication',
        src: 'submitPublication',
        input: submitInput,
        onDone: { target: submittedTarget, actions: 'loaded' },
        onError: { target: 'editing', actions: 'failed' },
      },
    },
  },
}) as const;

export const publicationApplicationMachine = setup({
  types: {
    input: {} as PublicationApplicationInput,
    context: {} as PublicationApplicationContext,
    events: {} as PublicationApplicationEvent,
  },
  guards: {
    isDraft: statusIs('draft'),
    isSubmitted: statusIs('submitted'),
    isInReview: statusIs('in-review'),
    isChangesRequested: statusIs('changes-requested'),
    isResubmitted: statusIs('resubmitted'),
    isAccepted: statusIs('accepted'),
    incomplete: ({ context }) => missingForSubmit(context.values).length > 0,
    unfitFile: ({ event }) => event.type === 'publication.attach' && manuscriptProblem(event.file) !== null,
  },
  actions: {
    loaded: assign(({ event }) => {
      const p = (event as unknown as { output: Publication }).output;
      return { publication: p, publicationId: p.publication_id, values: draftOf(p), comment: '', error: null, problem: null, uploading: null };
    }),
    failed: assign({ error: ({ event }) => errorText((event as unknown as { error: unknown }).error) }),
    takeValues: assign({ values: ({ context, event }) => (event.type === 'publication.change' ? event.values : context.values), problem: null }),
    forwardToAutosave: sendTo('autosave', ({ context }) => ({ type: 'autosave.change' as const, values: context.values })),
    takeComment: assign({ comment: ({ context, event }) => (event.type === 'publication.comment' ? event.comment : context.comment) }),
    clearMessages: assign({ problem: null, error: null }),
    refuseFile: assign({ problem: ({ event }) => (event.type === 'publication.attach' ? manuscriptProblem(event.file) : null) }),
    startUpload: assign({ uploading: ({ event }) => (event.type === 'publication.attach' ? event.file.name : null), problem: null, error: null }),
    dropManuscript: assign({ values: ({ context }) => ({ ...context.values, manuscript: null }) }),
    takeManuscript: assign({
      values: ({ context, event }) => ({ ...context.values, manuscript: (event as unknown as { output: Manuscript }).output }),
      uploading: null,
    }),
    uploadFailed: assign({ uploading: null, problem: ({ event }) => errorText((event as unknown as { error: unknown }).error) }),
    noteMissing: assign({ problem: ({ context }) => PUBLICATION_MESSAGES.incomplete(missingForSubmit(context.values)) }),
  },
  actors: {
    loadPublication: fromPromise<Publication, { publicationId: number | null }>(async () => {
      throw new Error('loadPublication is not provided');
    }),
    uploadManuscript: fromPromise<Manuscript, { file: PickedFile }>(async () => {
      throw new Error('uploadManuscript is not provided');
    }),
    submitPublication: fromPromise<Publication, SubmitRequest>(async () => {
      throw new Error('submitPublication is not provided');
    }),
    autosave: publicationAutosaveMachine,
    /** Sends `publication.refresh` when news about the application arrives (supplied by the wiring; silent here). */
    watchUpdates: fromCallback<{ type: 'publication.refresh' }, WatchUpdatesInput>(() => () => {}),
  },
}).createMachine({
  id: 'publicationApplication',
  context: ({ input }) => ({
    publicationId: input.publicationId, updates: input.updates ?? null, publication: null, values: EMPTY_DRAFT, comment: '', uploading: null, problem: null, error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The application loads (a new one is created as an empty draft): "Loading…" shows.',
      tags: ['loading'],
      invoke: {
        id: 'loadPublication',
        src: 'loadPublication',
        input: ({ context }) => ({ publicationId: context.publicationId }),
        onDone: [
          { guard: { type: 'isDraft', params: ({ event }) => event.output }, target: 'draft', actions: 'loaded' },
          { guard: { type: 'isSubmitted', params: ({ event }) => event.output }, target: 'submitted', actions: 'loaded' },
          { guard: { type: 'isInReview', params: ({ event }) => event.output }, target: 'inReview', actions: 'loaded' },
          { guard: { type: 'isChangesRequested', params: ({ event }) => event.output }, target: 'changesRequested', actions: 'loaded' },
          { guard: { type: 'isResubmitted', params: ({ event }) => event.output }, target: 'resubmitted', actions: 'loaded' },
          { guard: { type: 'isAccepted', params: ({ event }) => event.output }, target: 'accepted', actions: 'loaded' },
          { target: 'rejected', actions: 'loaded' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The application could not be loaded: the reason shows with "Try again".',
      on: { 'publication.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    draft: editable('The draft form (title, abstract, authors, category, keywords, manuscript) with its save status.', '#publicationApplication.submitted', 'Submit for review'),
    submitted: {
      description: 'Status "Submitted": the application is read-only and waits for an administrator; the timeline shows the submission. It updates by itself when a reviewer acts.',
      invoke: { id: 'watchUpdates', src: 'watchUpdates', input: ({ context }) => ({ publicationId: context.publicationId!, updates: context.updates }) },
      on: { 'publication.refresh': 'loading' },
    },
    inReview: {
      description: 'Status "In review": an administrator is reviewing it; the application is read-only and updates by itself when they decide.',
      invoke: { id: 'watchUpdates', src: 'watchUpdates', input: ({ context }) => ({ publicationId: context.publicationId!, updates: context.updates }) },
      on: { 'publication.refresh': 'loading' },
    },
    changesRequested: editable('Status "Changes requested": the reviewer’s comment is shown above the form, which is editable again.', '#publicationApplication.resubmitted', 'Resubmit'),
    resubmitted: {
      description: 'Status "Resubmitted": the revised application waits for an administrator; it is read-only and updates by itself when a reviewer acts.',
      invoke: { id: 'watchUpdates', src: 'watchUpdates', input: ({ context }) => ({ publicationId: context.publicationId!, updates: context.updates }) },
      on: { 'publication.refresh': 'loading' },
    },
    accepted: {
      description: 'Status "Accepted": the decision and its comment are shown, with a link to the publication in the knowledge hub.',
    },
    rejected: {
      description: 'Status "Rejected": the decision and its comment are shown in the timeline.',
    },
  },
});

/** The QA step for one answer of the server to loading. */
export function loadAnswerStep(event: { type: string; output?: unknown }): string | undefined {
  if (event.type === 'xstate.done.actor.loadPublication') return `The application arrives with status "${(event.output as Publication).status}"`;
  if (event.type === 'xstate.done.actor.submitPublication') return 'The server accepts the submission';
  return undefined;
}

/** What each event means to a person using the screen (the QA checklist's steps). */
export const APPLICATION_STEPS: Record<string, string> = {
  'publication.change': 'Type in a field of the form',
  'publication.attach': 'Choose a manuscript file (PDF or DOCX)',
  'publication.detach': 'Press "Remove file"',
  'publication.comment': 'Type in "What changed"',
  'publication.submit': 'Press "Submit for review" (or "Resubmit")',
  'publication.retry': 'Press "Try again"',
  'publication.refresh': 'A reviewer changes the status (its notification arrives), or press "Refresh"',
  'publication.dismiss': 'Close the message',
  'xstate.done.actor.loadPublication': 'The application arrives',
  'xstate.error.actor.loadPublication': 'Loading fails: the reason shows',
  'xstate.done.actor.uploadManuscript': 'The upload finishes: the file name shows',
  'xstate.error.actor.uploadManuscript': 'The upload is refused (too large, wrong type) or fails: the reason shows',
  'xstate.done.actor.submitPublication': 'The server accepts the submission',
  'xstate.error.actor.submitPublication': 'Submitting fails: the server’s message shows',
};
