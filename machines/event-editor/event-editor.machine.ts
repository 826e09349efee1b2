// The event editor (issue 13, create and edit an event in the browser): the form's values are
// checked against the contract before anything is sent (field errors come with the submit), the
// save goes to the API host once at a time, and a refusal (400 texts) is kept next to the form.
// editing → saving → saved | failed; an invalid submit stays in editing with its field errors.
import { assign, fromPromise, setup } from 'xstate';

/** Field name → the first message for it (the contract's, or the form's own). */
export type EventFieldErrors = Record<string, string>;
export interface SavedEvent { event_id: number }

export type EventEditorEvent =
  | { type: 'editor.submit'; payload: Record<string, unknown>; fieldErrors: EventFieldErrors }
  | { type: 'editor.edit' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const eventEditorMachine = setup({
  types: {
    context: {} as { fieldErrors: EventFieldErrors; error: string | null; saved: SavedEvent | null },
    events: {} as EventEditorEvent,
  },
  actors: {
    save: fromPromise<SavedEvent, Record<string, unknown>>(async () => {
      throw new Error('save is not provided');
    }),
  },
  guards: {
    hasFieldErrors: ({ event }) => event.type === 'editor.submit' && Object.keys(event.fieldErrors).length > 0,
  },
}).createMachine({
  id: 'eventEditor',
  description: 'The event editor: fill in the event, save it, see what the server says.',
  context: { fieldErrors: {}, error: null, saved: null },
  initial: 'editing',
  on: {
    'editor.submit': [
      { guard: 'hasFieldErrors', target: '.editing', actions: assign({ fieldErrors: ({ event }) => event.fieldErrors, error: null }) },
      { target: '.saving', actions: assign({ fieldErrors: {}, error: null }) },
    ],
  },
  states: {
    editing: { description: 'The form, ready (with any field messages under their fields).' },
    saving: {
      description: 'The save button is busy.',
      tags: ['busy'],
      on: { 'editor.submit': {} },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => (event.type === 'editor.submit' ? event.payload : {}),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    saved: { description: 'The event is saved.', on: { 'editor.edit': 'editing' } },
    failed: { description: 'The server’s message shows next to the form.', on: { 'editor.edit': { target: 'editing', actions: assign({ error: null }) } } },
  },
});
