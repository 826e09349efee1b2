// Save / unsave one item (issue 12; docs/decisions/0035-saved-items-and-library.md): the toggle
// shows the new state at once (optimistic) and goes back, with the reason, when the API host
// refuses or cannot be reached. The saved state comes from the caller (a list that knows it) or
// from `checkSaved`. Effects are supplied by wiring (src/app/use-save-toggle.ts).
import { assign, fromPromise, setup } from 'xstate';
import type { SavedItemType } from '../../contracts';

export interface SavedItemRef { itemType: SavedItemType; itemId: number }

export interface SavedItemInput extends SavedItemRef {
  /** Known saved state (a saved list, a page that loaded it); undefined asks `checkSaved`. */
  saved?: boolean;
}

export interface SavedItemContext extends SavedItemRef {
  known: boolean | null;
  /** Why the last save or unsave was undone. */
  error: string | null;
  /** Pressed again while the save or removal is in flight: undo it once the answer is in. */
  undo: boolean;
}

export type SavedItemEvent = { type: 'saved.toggle' };

export const SAVED_ITEM_TEXT = {
  saveFailed: 'Could not save it. Try again.',
  unsaveFailed: 'Could not remove it from your saved items. Try again.',
} as const;

const reason = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export const savedItemMachine = setup({
  types: {
    context: {} as SavedItemContext,
    events: {} as SavedItemEvent,
    input: {} as SavedItemInput,
  },
  actors: {
    checkSaved: fromPromise<boolean, SavedItemRef>(async () => {
      throw new Error('checkSaved is not provided');
    }),
    save: fromPromise<unknown, SavedItemRef>(async () => {
      throw new Error('save is not provided');
    }),
    unsave: fromPromise<unknown, SavedItemRef>(async () => {
      throw new Error('unsave is not provided');
    }),
  },
  guards: {
    knownSaved: ({ context }) => context.known === true,
    knownUnsaved: ({ context }) => context.known === false,
  },
}).createMachine({
  id: 'savedItem',
  context: ({ input }) => ({ itemType: input.itemType, itemId: input.itemId, known: input.saved ?? null, error: null, undo: false }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'knownSaved', target: 'saved' },
        { guard: 'knownUnsaved', target: 'unsaved' },
        { target: 'checking' },
      ],
    },
    checking: {
      description: 'The Save button waits while the app asks whether the item is already saved.',
      tags: ['busy'],
      invoke: {
        id: 'checkSaved',
        src: 'checkSaved',
        input: ({ context }) => ({ itemType: context.itemType, itemId: context.itemId }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'saved' },
          { target: 'unsaved' },
        ],
        // Not knowing is not an error the member can act on: offer Save (saving twice keeps one).
        onError: { target: 'unsaved' },
      },
      // The button reads Save meanwhile; a click means Save and is sent at once (the server keeps one row).
      on: { 'saved.toggle': { target: 'saving', actions: assign({ error: null }) } },
    },
    unsaved: {
      description: 'The button reads Save (not pressed).',
      on: { 'saved.toggle': { target: 'saving', actions: assign({ error: null }) } },
    },
    saving: {
      description: 'The button already reads Saved (pressed) while the save is sent.',
      tags: ['busy'],
      // A press while it is sent is not dropped: the button flips back at once, and the removal
      // follows once the save is answered (one request at a time).
      on: { 'saved.toggle': { actions: assign({ undo: ({ context }) => !context.undo }) } },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ itemType: context.itemType, itemId: context.itemId }),
        onDone: [
          { guard: ({ context }) => context.undo, target: 'unsaving', actions: assign({ undo: false }) },
          { target: 'saved' },
        ],
        // Failed, but pressed again meanwhile: not saved is what the member wanted last, so no message.
        onError: { target: 'unsaved', actions: assign({ error: ({ context, event }) => (context.undo ? null : reason(event.error, SAVED_ITEM_TEXT.saveFailed)), undo: false }) },
      },
    },
    saved: {
      description: 'The button reads Saved (pressed); the item is in Saved content.',
      on: { 'saved.toggle': { target: 'unsaving', actions: assign({ error: null }) } },
    },
    unsaving: {
      description: 'The button already reads Save (not pressed) while the removal is sent.',
      tags: ['busy'],
      on: { 'saved.toggle': { actions: assign({ undo: ({ context }) => !context.undo }) } },
      invoke: {
        id: 'unsave',
        src: 'unsave',
        input: ({ context }) => ({ itemType: context.itemType, itemId: context.itemId }),
        onDone: [
          { guard: ({ context }) => context.undo, target: 'saving', actions: assign({ undo: false }) },
          { target: 'unsaved' },
        ],
        onError: { target: 'saved', actions: assign({ error: ({ context, event }) => (context.undo ? null : reason(event.error, SAVED_ITEM_TEXT.unsaveFailed)), undo: false }) },
      },
    },
  },
});
