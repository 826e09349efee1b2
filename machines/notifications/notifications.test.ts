import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { notificationsMachine, type NotificationItem, type UnreadPage } from './notifications.machine';
import { selectAnnouncement, selectIsLoading, selectUnreadCount, selectUnreadItems } from './notifications.selectors';

const note = (id: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  notification_id: id, user_id: 7, notification_type: 'role', notification_body: `Note ${id}`, notification_image: null,
  is_read: false, cdate_time: '2026-11-23T10:00:00Z', ...over,
});

function start(over: Partial<{ loadUnread: () => Promise<UnreadPage>; markRead: (i: { ids: number[] }) => Promise<void>; markAllRead: () => Promise<void> }> = {}) {
  const calls = {
    load: vi.fn(over.loadUnread ?? (async () => ({ items: [note(3), note(2), note(1)], unread: 12 }))),
    mark: vi.fn(over.markRead ?? (async () => {})),
    markAll: vi.fn(over.markAllRead ?? (async () => {})),
  };
  const actor = createActor(notificationsMachine.provide({
    actors: {
      loadUnread: fromPromise(() => calls.load()),
      markRead: fromPromise(({ input }) => calls.mark(input)),
      markAllRead: fromPromise(() => calls.markAll()),
    },
  })).start();
  return { actor, calls };
}

const loaded = async (over: Parameters<typeof start>[0] = {}) => {
  const ctx = start(over);
  ctx.actor.send({ type: 'notifications.load', userId: 7 });
  expect(selectIsLoading(ctx.actor.getSnapshot())).toBe(true);
  await waitFor(ctx.actor, (s) => s.matches('ready'));
  return ctx;
};

describe('notificationsMachine', () => {
  it('loads the unread notifications and the unread total of the member', async () => {
    const { actor } = await loaded();
    expect(selectUnreadItems(actor.getSnapshot()).map((n) => n.notification_id)).toEqual([3, 2, 1]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(12);
  });

  it('adds live notifications on top, once, and counts them', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'notifications.received', notification: note(4) });
    actor.send({ type: 'notifications.received', notification: note(4) });
    actor.send({ type: 'notifications.received', notification: note(5, { is_read: true }) });
    expect(selectUnreadItems(actor.getSnapshot()).map((n) => n.notification_id)).toEqual([4, 3, 2, 1]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(13);
  });

  it('a live announcement (one frame for everyone, a provisional id) is marked read by that id, and dropped when another tab reads it', async () => {
    const { actor, calls } = await loaded();
    // decision 0072: the shared frame's notification_id is -announcement_id until the next load.
    actor.send({ type: 'notifications.received', notification: note(-41, { user_id: 0, notification_type: 'announcement' }) });
    actor.send({ type: 'notifications.received', notification: note(-42, { user_id: 0, notification_type: 'announcement' }) });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(14);
    actor.send({ type: 'notifications.markRead', notificationId: -41 });
    await waitFor(actor, (s) => s.matches({ ready: 'settled' }));
    expect(calls.mark).toHaveBeenCalledWith({ userId: 7, ids: [-41] });
    // Another tab marked the other one read: the server names it by its stored id and by its provisional id.
    actor.send({ type: 'notifications.readElsewhere', notificationIds: [9001, -42], unread: 12 });
    expect(selectUnreadItems(actor.getSnapshot()).map((n) => n.notification_id)).toEqual([3, 2, 1]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(12);
  });

  it('announces what arrives live, not what a load brings; a new load clears the announcement', async () => {
    const { actor } = await loaded();
    expect(selectAnnouncement(actor.getSnapshot())).toBe('');
    actor.send({ type: 'notifications.received', notification: note(4, { notification_body: 'Pitch night moves to Friday.' }) });
    expect(selectAnnouncement(actor.getSnapshot())).toBe('New notification: Pitch night moves to Friday.');
    actor.send({ type: 'notifications.received', notification: note(4, { notification_body: 'again' }) });
    expect(selectAnnouncement(actor.getSnapshot())).toBe('New notification: Pitch night moves to Friday.');
    actor.send({ type: 'notifications.load', userId: 7 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectAnnouncement(actor.getSnapshot())).toBe('');
  });

  it('marks one read: gone from the list, badge down, saved; marks made meanwhile are saved next', async () => {
    let release: () => void = () => {};
    const { actor, calls } = await loaded({ markRead: () => new Promise<void>((r) => { release = r; }) });
    actor.send({ type: 'notifications.markRead', notificationId: 2 });
    actor.send({ type: 'notifications.markRead', notificationId: 3 });
    actor.send({ type: 'notifications.markRead', notificationId: 99 });
    expect(selectUnreadItems(actor.getSnapshot()).map((n) => n.notification_id)).toEqual([1]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(10);
    expect(calls.mark).toHaveBeenCalledTimes(1);
    expect(calls.mark).toHaveBeenLastCalledWith({ userId: 7, ids: [2] });
    release();
    await vi.waitFor(() => expect(calls.mark).toHaveBeenLastCalledWith({ userId: 7, ids: [3] }));
    release();
    await waitFor(actor, (s) => s.matches({ ready: 'settled' }));
  });

  it('marks all read: empty list, badge 0', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'notifications.markAllRead' });
    expect(selectUnreadItems(actor.getSnapshot())).toEqual([]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    await waitFor(actor, (s) => s.matches({ ready: 'settled' }));
    expect(calls.markAll).toHaveBeenCalledTimes(1);
  });

  it('swallows errors silently: a failed load shows an empty panel; a failed mark reloads the truth', async () => {
    const failing = await loaded({ loadUnread: async () => { throw new Error('500'); } });
    expect(selectUnreadItems(failing.actor.getSnapshot())).toEqual([]);
    expect(selectUnreadCount(failing.actor.getSnapshot())).toBe(0);

    const { actor, calls } = await loaded({ markRead: async () => { throw new Error('500'); } });
    actor.send({ type: 'notifications.markRead', notificationId: 2 });
    await vi.waitFor(() => expect(calls.load).toHaveBeenCalledTimes(2));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectUnreadCount(actor.getSnapshot())).toBe(12);
  });

  it('forgets everything on reset (sign-out)', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'notifications.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
  });

  it('follows the server when notifications are read elsewhere (another tab, or by opening what they are about)', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'notifications.readElsewhere', notificationIds: [2, 40], unread: 10 });
    expect(selectUnreadItems(actor.getSnapshot()).map((n) => n.notification_id)).toEqual([3, 1]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(10);
    expect(calls.mark).not.toHaveBeenCalled();
  });

  it('does not count twice a mark this tab has queued but not yet saved', async () => {
    let release!: () => void;
    const { actor } = await loaded({ markRead: () => new Promise<void>((resolve) => { release = resolve; }) });
    actor.send({ type: 'notifications.markRead', notificationId: 3 });
    actor.send({ type: 'notifications.markRead', notificationId: 2 });
    // The server has saved 3 (and counts 2 as unread still); 2 waits in this tab's queue.
    actor.send({ type: 'notifications.readElsewhere', notificationIds: [3], unread: 11 });
    expect(selectUnreadCount(actor.getSnapshot())).toBe(10);
    expect(selectUnreadItems(actor.getSnapshot()).map((n) => n.notification_id)).toEqual([1]);
    release();
  });
});
