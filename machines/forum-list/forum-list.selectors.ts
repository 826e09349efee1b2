import type { SnapshotFrom } from 'xstate';
import type { forumListMachine } from './forum-list.machine';

type S = SnapshotFrom<typeof forumListMachine>;

export const selectTopicRows = (s: S) => s.context.rows;
export const selectListCategory = (s: S) => s.context.category;
export const selectListLoading = (s: S) => s.hasTag('loading');
export const selectListError = (s: S) => s.context.error;
export const selectHasNext = (s: S) => s.context.nextCursor !== null;
export const selectHasPrevious = (s: S) => s.context.cursors.length > 1;
/** Previous and Next are taken only once the page shown has loaded (the machine ignores them while a page loads), so they are disabled meanwhile. */
export const selectCanTurnPage = (s: S) => s.matches('ready');
/** 1-based number of the page shown. */
export const selectListPage = (s: S) => s.context.cursors.length;
