import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { adminListMachine } from '../admin-list';
import type { notificationFeedMachine } from './notification-feed.machine';

type S = SnapshotFrom<typeof notificationFeedMachine>;

/** The paged list the feed invokes (read it with the admin-list selectors). */
export const selectFeedList = (s: S) => s.children.list as ActorRefFrom<typeof adminListMachine>;
/** "Mark all read" is on its way (or waits for a single mark being saved to finish). */
export const selectMarkingAll = (s: S) => s.hasTag('markingAll') || s.context.allQueued;
