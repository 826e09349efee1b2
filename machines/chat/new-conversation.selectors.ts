import type { SnapshotFrom } from 'xstate';
import type { newConversationMachine } from './new-conversation.machine';

type S = SnapshotFrom<typeof newConversationMachine>;

export const selectSearch = (s: S) => s.context.search;
export const selectResults = (s: S) => s.context.results;
export const selectPicked = (s: S) => s.context.picked;
export const selectIsSearching = (s: S) => s.hasTag('searching') || s.matches('debouncing');
export const selectIsCreating = (s: S) => s.hasTag('creating');
export const selectStarterError = (s: S) => s.context.error;
/** Several members make a group, which may have a title. */
export const selectIsGroup = (s: S) => s.context.picked.length > 1;
export const selectCreated = (s: S) => (s.status === 'done' ? s.output ?? null : null);
