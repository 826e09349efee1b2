import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

type S = SnapshotFrom<typeof notificationsMachine>;

export const selectUnreadItems = (s: S) => s.context.items;
export const selectUnreadCount = (s: S) => s.context.unread;
export const selectIsLoading = (s: S) => s.hasTag('loading');
export const selectIsSaving = (s: S) => s.matches({ ready: 'saving' });
/** The live region's text: the latest notification that arrived while the member was here (a load is not news). */
export const selectAnnouncement = (s: S) => s.context.announcement;
