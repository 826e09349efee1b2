// Autosave of a publication draft (issue 12): every change waits for a short pause in typing,
// then one save runs at a time; changes made while saving are saved right after. The screen
// shows "Saving…", "Saved" or the failure with "Retry". The save effect (`saveDraft`) is
// supplied by the publications screen's wiring; the application machine invokes this one while
// the draft is editable.
import { assign, fromPromise, setup } from 'xstate';
import type { PublicationDraft } from '../../contracts';

export interface AutosaveInput {
  publicationId: number;
  values: PublicationDraft;
}

export interface SaveDraftRequest {
  publicationId: number;
  values: PublicationDraft;
}

export type PublicationAutosaveEvent =
  /** The author changed the form: the whole draft as it stands now. */
  | { type: 'autosave.change'; values: PublicationDraft }
  | { type: 'autosave.retry' };

export interface PublicationAutosaveContext {
  publicationId: number;
  values: PublicationDraft;
  /** A change arrived while a save was running: save again when it ends. */
  dirty: boolean;
  /** When the last save succeeded (ISO), for "Saved at …". */
  savedAt: string | null;
  error: string | null;
}

export const AUTOSAVE_DELAY_MS = 800;

export const AUTOSAVE_TEXT = {
  network: 'Could not reach the server. Your changes are kept on this page; try again.',
} as const;

const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? AUTOSAVE_TEXT.network : message;
};

export const publicationAutosaveMachine = setup({
  types: {
    input: {} as AutosaveInput,
    context: {} as PublicationAutosaveContext,
    events: {} as PublicationAutosaveEvent,
  },
  delays: { autosaveDelay: AUTOSAVE_DELAY_MS },
  guards: {
    changedWhileSaving: ({ context }) => context.dirty,
  },
  actions: {
    takeValues: assign({ values: ({ context, event }) => (event.type === 'autosave.change' ? event.values : context.values) }),
  },
  actors: {
    saveDraft: fromPromise<unknown, SaveDraftRequest>(async () => {
      throw new Error('saveDraft is not provided');
    }),
  },
}).createMachine({
  id: 'publicationAutosave',
  context: ({ input }) => ({ publicationId: input.publicationId, values: input.values, dirty: false, savedAt: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The draft is as it was last saved: "Saved" shows beside the form.',
      on: { 'autosave.change': { target: 'waiting', actions: 'takeValues' } },
    },
    waiting: {
      description: 'You are typing: "Saving…" shows and the draft is saved once you pause.',
      after: { autosaveDelay: 'saving' },
      on: { 'autosave.change': { target: 'waiting', reenter: true, actions: 'takeValues' } },
    },
    saving: {
      description: '"Saving…" shows while the draft is sent to the server; you can keep typing.',
      tags: ['loading'],
      entry: assign({ dirty: false, error: null }),
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => ({ publicationId: context.publicationId, values: context.values }),
        onDone: [
          { guard: 'changedWhileSaving', target: 'waiting', actions: assign({ savedAt: () => new Date().toISOString() }) },
          { target: 'saved', actions: assign({ savedAt: () => new Date().toISOString() }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'autosave.change': { actions: ['takeValues', assign({ dirty: true })] } },
    },
    saved: {
      description: '"Saved" shows beside the form; reloading the page brings the draft back as it is.',
      on: { 'autosave.change': { target: 'waiting', actions: 'takeValues' } },
    },
    failed: {
      description: '"Couldn’t save" shows with the reason and "Retry"; your changes stay in the form.',
      on: {
        'autosave.retry': 'saving',
        'autosave.change': { target: 'waiting', actions: 'takeValues' },
      },
    },
  },
});

/** What each event means to a person using the form (the QA checklist's steps). */
export const AUTOSAVE_STEPS: Record<string, string> = {
  'autosave.change': 'Type in a field of the draft',
  'autosave.retry': 'Press "Retry"',
  'xstate.after.autosaveDelay.publicationAutosave.waiting': 'Stop typing for a moment',
  'xstate.done.actor.saveDraft': 'The server saves the draft',
  'xstate.error.actor.saveDraft': 'Saving fails (e.g. the connection drops): the reason shows',
};
