import type { SnapshotFrom } from 'xstate';
import type { savedItemMachine } from './saved-item.machine';

type S = SnapshotFrom<typeof savedItemMachine>;
/** What the toggle shows: saved while saving (optimistic), not saved while unsaving — each flipped by a press made meanwhile. */
export const selectIsSaved = (s: S) => (s.matches('saved') || s.matches('saving')) !== ((s.matches('saving') || s.matches('unsaving')) && s.context.undo);
export const selectIsBusy = (s: S) => s.hasTag('busy');
export const selectSavedError = (s: S) => s.context.error;
