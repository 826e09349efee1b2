import type { SnapshotFrom } from 'xstate';
import type { csvImportMachine } from './csv-import.machine';

type S = SnapshotFrom<typeof csvImportMachine>;

export const selectStep = (s: S) => (s.matches('parsing') ? 'parsing' : s.matches('checking') ? 'checking' : s.matches('preview') ? 'preview' : s.matches('importing') ? 'importing' : s.matches('done') ? 'done' : 'choosing');
export const selectFileName = (s: S) => s.context.fileName;
export const selectRows = (s: S) => s.context.rows;
export const selectValidCount = (s: S) => s.context.rows.filter((r) => r.item !== null).length;
export const selectInvalidCount = (s: S) => s.context.rows.filter((r) => r.item === null).length;
export const selectError = (s: S) => s.context.error;
export const selectCreated = (s: S) => s.context.created;
export const selectIsBusy = (s: S) => s.hasTag('loading');
