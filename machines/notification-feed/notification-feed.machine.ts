// The member's full notification list (/notifications, /announcements) and the bell, kept in
// step by this machine rather than by view effects (issue 17). It invokes the paged list
// (admin-list, `list`) and follows the bell (the app's notifications actor, given as input):
// when the bell's unread count rises — a notification arrived live — the list loads again.
// Marking read: a notification the bell holds is marked through the bell (its badge drops at
// once, it saves); one it does not hold (older than its ten) is saved here, then the bell
// reloads so its count stays right. "Mark all read" saves here, then list and bell reload.
// Save failures are swallowed (SPEC §8): the list reloads to show what is stored.
import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { adminListMachine, type AdminListInput } from '../admin-list';
import type { notificationsMachine } from '../notifications';

export type BellRef = ActorRefFrom<typeof notificationsMachine>;

export interface NotificationFeedInput {
  userId: number;
  /** The app's notification bell (null where there is none, e.g. a test of the list alone). */
  bell: BellRef | null;
  list: AdminListInput;
}

export interface NotificationFeedContext {
  userId: number;
  bell: BellRef | null;
  listInput: AdminListInput;
  /** The bell's unread count last seen: a rise means a notification arrived. */
  bellUnread: number;
  /** Marked read on screen (not held by the bell), waiting to be saved. */
  queued: number[];
  /** Being saved now. */
  saving: number[];
  /** "Mark all read" was pressed while a mark was being saved: it goes next (the press is never dropped). */
  allQueued: boolean;
}

export type NotificationFeedEvent =
  | { type: 'feed.markRead'; notificationId: number }
  | { type: 'feed.markAllRead' }
  /** The bell's unread count now (sent by the invoked `followBell`). */
  | { type: 'feed.bellUnread'; unread: number };

/**
 * Tells the machine the bell's unread count whenever it changes, while the list is open. A bell
 * that is loading has no count yet (it reads 0 until the server answers), so only a settled
 * bell's count is told: reloading the bell is not taken for a notification arriving.
 */
export const followBell = fromCallback<NotificationFeedEvent, { bell: BellRef | null }>(({ input, sendBack }) => {
  if (!input.bell) return () => {};
  let last = input.bell.getSnapshot().context.unread;
  const subscription = input.bell.subscribe((snapshot) => {
    if (!snapshot.matches('ready') || snapshot.context.unread === last) return;
    last = snapshot.context.unread;
    sendBack({ type: 'feed.bellUnread', unread: last });
  });
  return () => subscription.unsubscribe();
});

export const notificationFeedMachine = setup({
  types: {
    input: {} as NotificationFeedInput,
    context: {} as NotificationFeedContext,
    events: {} as NotificationFeedEvent,
  },
  actors: {
    /** The paged list (provided with its loadPage in the area's wiring). */
    list: adminListMachine,
    followBell,
    /** Sets is_read on these notifications. */
    markRead: fromPromise<void, { ids: number[] }>(async () => {
      throw new Error('markRead is not provided');
    }),
    /** Sets is_read on every unread notification of the member. */
    markAllRead: fromPromise<void, { userId: number }>(async () => {
      throw new Error('markAllRead is not provided');
    }),
  },
  guards: {
    bellHolds: ({ context }, { id }: { id: number }) => context.bell?.getSnapshot().context.items.some((n) => n.notification_id === id) ?? false,
    bellRose: ({ context }, { unread }: { unread: number }) => unread > context.bellUnread,
    hasQueue: ({ context }) => context.queued.length > 0,
    allQueued: ({ context }) => context.allQueued,
  },
  actions: {
    showRead: enqueueActions(({ enqueue }, { id }: { id: number }) => {
      enqueue.sendTo('list', { type: 'list.patchRow', row: { notification_id: id, is_read: true } });
    }),
    reloadList: enqueueActions(({ enqueue }) => enqueue.sendTo('list', { type: 'list.reload' })),
    markReadOnBell: enqueueActions(({ context, enqueue }, { id }: { id: number }) => {
      if (context.bell) enqueue.sendTo(context.bell, { type: 'notifications.markRead', notificationId: id });
    }),
    reloadBell: enqueueActions(({ context, enqueue }) => {
      if (context.bell) enqueue.sendTo(context.bell, { type: 'notifications.load', userId: context.userId });
    }),
    queue: assign({ queued: ({ context }, { id }: { id: number }) => [...context.queued, id] }),
  },
}).createMachine({
  id: 'notificationFeed',
  context: ({ input }) => ({
    userId: input.userId, bell: input.bell, listInput: input.list, bellUnread: input.bell?.getSnapshot().context.unread ?? 0, queued: [], saving: [], allQueued: false,
  }),
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.listInput },
    { id: 'followBell', src: 'followBell', input: ({ context }) => ({ bell: context.bell }) },
  ],
  on: {
    'feed.bellUnread': [
      {
        guard: { type: 'bellRose', params: ({ event }) => ({ unread: event.unread }) },
        actions: [assign({ bellUnread: ({ event }) => event.unread }), 'reloadList'],
      },
      { actions: assign({ bellUnread: ({ event }) => event.unread }) },
    ],
    'feed.markRead': [
      {
        guard: { type: 'bellHolds', params: ({ event }) => ({ id: event.notificationId }) },
        actions: [{ type: 'showRead', params: ({ event }) => ({ id: event.notificationId }) }, { type: 'markReadOnBell', params: ({ event }) => ({ id: event.notificationId }) }],
      },
      { actions: [{ type: 'showRead', params: ({ event }) => ({ id: event.notificationId }) }, { type: 'queue', params: ({ event }) => ({ id: event.notificationId }) }] },
    ],
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The list of notifications with "Mark all read" and a "Mark read" button on each unread one.',
      // Marks made while a save runs wait in the queue and go next; a waiting "Mark all read"
      // covers them all.
      always: [
        { guard: 'allQueued', target: 'markingAll', actions: assign({ allQueued: false, queued: [] }) },
        { guard: 'hasQueue', target: 'saving', actions: assign(({ context }) => ({ saving: context.queued, queued: [] })) },
      ],
      on: { 'feed.markAllRead': 'markingAll' },
    },
    saving: {
      description: 'The notification shows as read at once while it is saved.',
      on: { 'feed.markAllRead': { actions: assign({ allQueued: true }) } },
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ ids: context.saving }),
        onDone: { target: 'idle', actions: 'reloadBell' },
        onError: { target: 'idle', actions: ['reloadList', 'reloadBell'] },
      },
    },
    markingAll: {
      description: '"Mark all read" reads "Marking…" and is disabled.',
      tags: ['markingAll'],
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'idle', actions: ['reloadList', 'reloadBell'] },
        onError: { target: 'idle', actions: ['reloadList', 'reloadBell'] },
      },
    },
  },
});
