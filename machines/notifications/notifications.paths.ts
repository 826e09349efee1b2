import type { AnyEventObject } from 'xstate';
import { notificationsMachine, type NotificationItem } from './notifications.machine';

const note: NotificationItem = {
  notification_id: 1, user_id: 7, notification_type: 'role', notification_body: 'You are now an Expert.', notification_image: null,
  is_read: false, cdate_time: '2026-11-23T10:00:00Z',
};

export const notificationsPathModel = {
  name: 'notifications',
  machine: notificationsMachine,
  events: [
    { type: 'notifications.load', userId: 7 },
    { type: 'notifications.reset' },
    { type: 'notifications.received', notification: { ...note, notification_id: 2 } },
    { type: 'notifications.markRead', notificationId: 1 },
    { type: 'notifications.markAllRead' },
    { type: 'notifications.readElsewhere', notificationIds: [1], unread: 0 },
    { type: 'xstate.done.actor.loadUnread', output: { items: [note], unread: 1 } },
    { type: 'xstate.error.actor.loadUnread', error: new Error('Request failed with status code 500') },
    { type: 'xstate.done.actor.markRead' },
    { type: 'xstate.error.actor.markRead', error: new Error('Request failed with status code 500') },
    { type: 'xstate.done.actor.markAllRead' },
    { type: 'xstate.error.actor.markAllRead', error: new Error('Request failed with status code 500') },
  ] as AnyEventObject[],
  screens: {
    '"idle"': 'signed out: no bell badge',
    '"loading"': 'the bell without a number yet; the panel shows "Loading…"',
    '{"ready":"settled"}': 'the bell with the unread count; the panel lists unread notifications (or "No Unread Notifications")',
    '{"ready":{"saving":"some"}}': 'the marked notification has left the panel and the count went down',
    '{"ready":{"saving":"all"}}': 'the panel shows "No Unread Notifications" and the count is gone',
  },
  actions: {
    'notifications.load': 'Sign in (the app loads your unread notifications)',
    'notifications.reset': 'Sign out',
    'notifications.received': 'Something happens for you (e.g. an admin grants you a role): it appears at the top without reloading',
    'notifications.markRead': 'In the panel, mark one notification read',
    'notifications.markAllRead': 'In the panel, press "Mark all read"',
    'notifications.readElsewhere': 'In another tab, open or mark read that notification: it leaves this panel and the count follows',
    'xstate.done.actor.loadUnread': 'The unread notifications arrive',
    'xstate.error.actor.loadUnread': 'Loading fails: nothing is shown, no error',
    'xstate.done.actor.markRead': 'The server saves it',
    'xstate.error.actor.markRead': 'Saving fails: the panel quietly reloads',
    'xstate.done.actor.markAllRead': 'The server saves it',
    'xstate.error.actor.markAllRead': 'Saving fails: the panel quietly reloads',
  },
};
