import type { SnapshotFrom } from 'xstate';
import type { hubPageMachine } from './hub-page.machine';

type S = SnapshotFrom<typeof hubPageMachine>;

export const selectHub = (s: S) => s.context.hub;
export const selectIsLoading = (s: S) => s.hasTag('loading');
export const selectIsNotFound = (s: S) => s.matches('notFound');
export const selectHubError = (s: S) => (s.matches('failed') ? s.context.error : null);
export const selectIsSearching = (s: S) => s.hasTag('searching');
export const selectQuery = (s: S) => s.context.query;
export const selectResults = (s: S) => (s.matches({ ready: 'results' }) ? s.context.results : null);
export const selectSearchError = (s: S) => s.context.searchError;
