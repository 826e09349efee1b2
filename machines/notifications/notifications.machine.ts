// The notification panel's state (SPEC §2, §4, §7): unread notifications of the member, loaded
// with a user_id filter (page 1, limit 10, newest first), live ones added as they arrive, marked
// read one by one or all at once. The unread badge is the server's count, kept in step with every
// change. Load and mark-read errors are swallowed silently (SPEC §8): the list is reloaded quietly.
import { assign, fromPromise, setup } from 'xstate';
import { LIST_DEFAULTS } from '../../contracts';

/** A notification as the panel shows it (SPEC §3). */
export interface NotificationItem {
  notification_id: number;
  user_id: number;
  notification_type: string;
  notification_body: string;
  notification_image: string | null;
  /** In-app path of what it is about (older notifications have none). */
  notification_link?: string | null;
  is_read: boolean;
  cdate_time: string;
}

export interface UnreadPage {
  items: NotificationItem[];
  /** How many unread notifications the member has in all. */
  unread: number;
}

export interface NotificationsContext {
  userId: number | null;
  items: NotificationItem[];
  unread: number;
  /** Marked read on screen, not yet saved. */
  queued: number[];
  /** Being saved now. */
  saving: number[] | 'all' | null;
  allQueued: boolean;
  /** What a screen reader hears when a notification arrives live ("New notification: …"); empty after a load. */
  announcement: string;
}

export type NotificationsEvent =
  | { type: 'notifications.load'; userId: number }
  | { type: 'notifications.reset' }
  | { type: 'notifications.received'; notification: NotificationItem }
  | { type: 'notifications.markRead'; notificationId: number }
  | { type: 'notifications.markAllRead' }
  /** Read somewhere else (another tab, another device, or by opening what it is about): the server's word. */
  | { type: 'notifications.readElsewhere'; notificationIds: number[]; unread: number };

export const NOTIFICATIONS_PAGE = { page: LIST_DEFAULTS.page, limit: LIST_DEFAULTS.limit, sortOrder: LIST_DEFAULTS.sortOrder } as const;

const empty: Omit<NotificationsContext, 'userId'> = { items: [], unread: 0, queued: [], saving: null, allQueued: false, announcement: '' };

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    /** Unread notifications of a member: page 1, limit 10, newest first, and the unread total. */
    loadUnread: fromPromise<UnreadPage, { userId: number }>(async () => {
      throw new Error('loadUnread is not provided');
    }),
    /** Sets is_read on these notifications. */
    markRead: fromPromise<void, { userId: number; ids: number[] }>(async () => {
      throw new Error('markRead is not provided');
    }),
    /** Sets is_read on every unread notification of the member. */
    markAllRead: fromPromise<void, { userId: number }>(async () => {
      throw new Error('markAllRead is not provided');
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.allQueued || context.queued.length > 0,
    queuedAll: ({ context }) => context.allQueued,
    isKnownUnread: ({ context, event }) => event.type === 'notifications.markRead' && context.items.some((n) => n.notification_id === event.notificationId),
  },
  actions: {
    addLive: assign(({ context, event }) => {
      if (event.type !== 'notifications.received' || event.notification.is_read) return {};
      if (context.items.some((n) => n.notification_id === event.notification.notification_id)) return {};
      return {
        items: [event.notification, ...context.items],
        unread: context.unread + 1,
        announcement: `New notification: ${event.notification.notification_body}`,
      };
    }),
    markOneOnScreen: assign(({ context, event }) => {
      if (event.type !== 'notifications.markRead') return {};
      return {
        items: context.items.filter((n) => n.notification_id !== event.notificationId),
        unread: Math.max(0, context.unread - 1),
        queued: [...context.queued, event.notificationId],
      };
    }),
    markAllOnScreen: assign({ items: [], unread: 0, queued: [], allQueued: true }),
    // The server's total counts marks this tab has queued but not yet sent as unread still.
    applyReadElsewhere: assign(({ context, event }) => {
      if (event.type !== 'notifications.readElsewhere') return {};
      const read = new Set(event.notificationIds);
      const pending = context.allQueued ? event.unread : context.queued.filter((id) => !read.has(id)).length;
      return { items: context.items.filter((n) => !read.has(n.notification_id)), unread: Math.max(0, event.unread - pending) };
    }),
    takeQueue: assign(({ context }) => ({
      saving: context.allQueued ? 'all' as const : context.queued,
      queued: [],
      allQueued: false,
    })),
  },
}).createMachine({
  id: 'notifications',
  context: { userId: null, ...empty },
  initial: 'idle',
  on: {
    'notifications.reset': { target: '.idle', actions: assign({ userId: null, ...empty }) },
  },
  states: {
    idle: {
      on: { 'notifications.load': { target: 'loading', actions: assign({ userId: ({ event }) => event.userId, ...empty }) } },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadUnread',
        src: 'loadUnread',
        input: ({ context }) => ({ userId: context.userId! }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ items: event.output.items, unread: event.output.unread })) },
        // Swallowed silently (SPEC §8): an empty panel rather than an error.
        onError: 'ready',
      },
      on: {
        'notifications.load': { target: 'loading', reenter: true, actions: assign({ userId: ({ event }) => event.userId, ...empty }) },
      },
    },
    ready: {
      initial: 'settled',
      on: {
        'notifications.load': { target: 'loading', actions: assign({ userId: ({ event }) => event.userId, ...empty }) },
        'notifications.received': { actions: 'addLive' },
        'notifications.readElsewhere': { actions: 'applyReadElsewhere' },
        'notifications.markRead': { guard: 'isKnownUnread', actions: 'markOneOnScreen', target: '.saving' },
        'notifications.markAllRead': { actions: 'markAllOnScreen', target: '.saving' },
      },
      states: {
        settled: {},
        saving: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                { guard: 'queuedAll', target: 'all', actions: 'takeQueue' },
                { guard: 'hasQueue', target: 'some', actions: 'takeQueue' },
                { target: '#notifications.ready.settled' },
              ],
            },
            some: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ userId: context.userId!, ids: context.saving === 'all' ? [] : context.saving ?? [] }),
                onDone: { target: 'choosing', actions: assign({ saving: null }) },
                onError: { target: '#notifications.loading', actions: assign({ saving: null }) },
              },
            },
            all: {
              invoke: {
                id: 'markAllRead',
                src: 'markAllRead',
                input: ({ context }) => ({ userId: context.userId! }),
                onDone: { target: 'choosing', actions: assign({ saving: null }) },
                onError: { target: '#notifications.loading', actions: assign({ saving: null }) },
              },
            },
          },
          // Marks made while saving wait in the queue; the running save is not interrupted.
          on: {
            'notifications.markRead': { guard: 'isKnownUnread', actions: 'markOneOnScreen' },
            'notifications.markAllRead': { actions: 'markAllOnScreen' },
          },
        },
      },
    },
  },
});
