import type { SnapshotFrom } from 'xstate';
import type { savedItemMachine } from './saved-item.machine';

type S = SnapshotFrom<typeof savedItemMachine>;
/** What the toggle shows: saved while saving (optimistic), not saved while unsaving. */
export const selectIsSaved = (s: S) => s.matches('saved') || s.matches('saving');
export const selectIsBusy = (s: S) => s.hasTag('busy');
export const selectSavedError = (s: S) => s.context.error;
