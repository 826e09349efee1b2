import type { AnyEventObject } from 'xstate';
import { withInput } from '../../tests/paths/with-input';
import { notificationFeedMachine } from './notification-feed.machine';

export const notificationFeedPathModel = {
  name: 'notification-feed',
  // Walked without a bell: a mark the bell does not hold is saved by the list itself.
  machine: withInput(notificationFeedMachine, { userId: 7, bell: null, list: { idField: 'notification_id' } }),
  events: [
    { type: 'feed.markRead', notificationId: 20 },
    { type: 'feed.markAllRead' },
    { type: 'feed.bellUnread', unread: 3 },
    { type: 'xstate.done.actor.markRead' },
    { type: 'xstate.error.actor.markRead', error: new Error('Network Error') },
    { type: 'xstate.done.actor.markAllRead' },
    { type: 'xstate.error.actor.markAllRead', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: {
    '"idle"': 'the notifications, newest first, with "Mark all read" and "Mark read" on each unread one',
    '"saving"': 'the notification shows as read at once',
    '"markingAll"': '"Mark all read" reads "Marking…" and is disabled',
  },
  actions: {
    'feed.markRead': 'Press "Mark read" on an older notification (not among the bell’s ten)',
    'feed.markAllRead': 'Press "Mark all read"',
    'feed.bellUnread': 'A notification arrives live (the bell’s count goes up; the list loads again)',
    'xstate.done.actor.markRead': 'It is saved (the bell’s count follows)',
    'xstate.error.actor.markRead': 'Saving fails (the list shows what is stored)',
    'xstate.done.actor.markAllRead': 'They are saved (the list and the bell show none unread)',
    'xstate.error.actor.markAllRead': 'Saving fails (the list shows what is stored)',
  },
};
