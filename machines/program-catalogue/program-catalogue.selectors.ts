import type { SnapshotFrom } from 'xstate';
import type { programCatalogueMachine } from './program-catalogue.machine';

type S = SnapshotFrom<typeof programCatalogueMachine>;

export const selectPlan = (s: S) => s.context.plan;
export const selectSearchDraft = (s: S) => s.context.searchDraft;
export const selectCataloguePage = (s: S) => s.context.page;
export const selectIsSearching = (s: S) => s.hasTag('loading');
export const selectCatalogueFailed = (s: S) => s.matches('failed');
export const selectCatalogueError = (s: S) => s.context.error;
/** The programs of the current page, once the answer to the current query is in (else null). */
export const selectPrograms = (s: S) => (s.matches('ready') ? s.context.programs : null);
/** Total, page and pages of the current answer, once it is in (else null). */
export const selectMetadata = (s: S) => (s.matches('ready') ? s.context.metadata : null);
