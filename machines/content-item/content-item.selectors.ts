import type { SnapshotFrom } from 'xstate';
import type { contentItemMachine } from './content-item.machine';

type S = SnapshotFrom<typeof contentItemMachine>;
export const selectItem = (s: S) => s.context.item;
export const selectItemLoading = (s: S) => s.hasTag('loading');
export const selectItemNotFound = (s: S) => s.matches('notFound');
export const selectItemError = (s: S) => (s.matches('failed') ? s.context.error : null);
