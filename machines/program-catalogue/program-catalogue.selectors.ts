import type { SnapshotFrom } from 'xstate';
import type { programCatalogueMachine } from './program-catalogue.machine';

type S = SnapshotFrom<typeof programCatalogueMachine>;

export const selectIsSearching = (s: S) => s.hasTag('loading');
export const selectCatalogueFailed = (s: S) => s.matches('failed');
export const selectCatalogueError = (s: S) => s.context.error;
/** The programs of the plan's page, once the answer is in (else null). */
export const selectPrograms = (s: S) => (s.matches('ready') ? s.context.programs : null);
/** Total, page and pages of the answer, once it is in (else null). */
export const selectMetadata = (s: S) => (s.matches('ready') ? s.context.metadata : null);
