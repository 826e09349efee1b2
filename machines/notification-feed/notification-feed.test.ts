import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { adminListMachine, type PageResult } from '../admin-list';
import { notificationsMachine, type NotificationItem } from '../notifications';
import { notificationFeedMachine } from './notification-feed.machine';
import { selectFeedList, selectMarkingAll } from './notification-feed.selectors';

const note = (id: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  notification_id: id, user_id: 7, notification_type: 'role', notification_body: `Note ${id}`, notification_image: null,
  is_read: false, cdate_time: '2026-11-23T10:00:00Z', ...over,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

/** The bell with three unread notifications (ids 3, 2, 1) of twelve, saving nothing for real. */
async function bellActor() {
  const calls = { load: 0, marked: [] as number[][] };
  const bell = createActor(notificationsMachine.provide({
    actors: {
      loadUnread: fromPromise(async () => { calls.load += 1; return { items: [note(3), note(2), note(1)], unread: 12 }; }),
      markRead: fromPromise(async ({ input }) => { calls.marked.push(input.ids); }),
      markAllRead: fromPromise(async () => {}),
    },
  })).start();
  bell.send({ type: 'notifications.load', userId: 7 });
  await waitFor(bell, (s) => s.matches('ready'));
  return { bell, calls };
}

function feedActor(bell: Awaited<ReturnType<typeof bellActor>>['bell'] | null, over: { markRead?: (ids: number[]) => Promise<void>; markAllRead?: () => Promise<void> } = {}) {
  const pages: number[] = [];
  const saved: number[][] = [];
  const rows = [note(20), note(3), note(1, { is_read: true })];
  const feed = createActor(notificationFeedMachine.provide({
    actors: {
      list: adminListMachine.provide({
        actors: { loadPage: fromPromise(async (): Promise<PageResult> => { pages.push(pages.length + 1); return { rows: rows.map((r) => ({ ...r })), total: 3, pages: 1 }; }) },
      }),
      markRead: fromPromise(async ({ input }) => { saved.push(input.ids); await over.markRead?.(input.ids); }),
      markAllRead: fromPromise(async () => { await over.markAllRead?.(); }),
    },
  }), { input: { userId: 7, bell, list: { idField: 'notification_id' } } }).start();
  const list = () => selectFeedList(feed.getSnapshot());
  return { feed, list, pages, saved };
}

describe('notificationFeedMachine', () => {
  it('loads the list again when the bell’s unread count rises (a notification arrived live), not when it falls', async () => {
    const { bell } = await bellActor();
    const { list, pages } = feedActor(bell);
    await waitFor(list(), (s) => s.matches('ready'));
    expect(pages).toHaveLength(1);
    bell.send({ type: 'notifications.received', notification: note(30) });
    await waitFor(list(), (s) => s.matches('ready') && pages.length === 2);
    bell.send({ type: 'notifications.markRead', notificationId: 30 });
    await settle();
    expect(pages).toHaveLength(2);
  });

  it('marks a notification the bell holds through the bell: the row and the badge change at once', async () => {
    const { bell, calls } = await bellActor();
    const { feed, list, saved } = feedActor(bell);
    await waitFor(list(), (s) => s.matches('ready'));
    feed.send({ type: 'feed.markRead', notificationId: 3 });
    expect(list().getSnapshot().context.rows.find((r) => r.notification_id === 3)?.is_read).toBe(true);
    expect(bell.getSnapshot().context.unread).toBe(11);
    await settle();
    expect(calls.marked).toEqual([[3]]);
    expect(saved).toEqual([]);
  });

  it('saves one the bell does not hold itself, then the bell reloads; a failure reloads the list', async () => {
    const { bell, calls } = await bellActor();
    const markRead = vi.fn(async () => {});
    const { feed, list, saved, pages } = feedActor(bell, { markRead });
    await waitFor(list(), (s) => s.matches('ready'));
    feed.send({ type: 'feed.markRead', notificationId: 20 });
    expect(list().getSnapshot().context.rows.find((r) => r.notification_id === 20)?.is_read).toBe(true);
    expect(feed.getSnapshot().value).toBe('saving');
    await waitFor(feed, (s) => s.matches('idle'));
    expect(saved).toEqual([[20]]);
    await waitFor(bell, (s) => s.matches('ready') && calls.load === 2);
    expect(pages).toHaveLength(1);

    markRead.mockRejectedValueOnce(new Error('Network Error'));
    feed.send({ type: 'feed.markRead', notificationId: 20 });
    await waitFor(list(), (s) => s.matches('ready') && pages.length === 2);
  });

  it('keeps marks made during a save and saves them next', async () => {
    let finish!: () => void;
    const { feed, saved } = feedActor(null, { markRead: (ids) => (ids[0] === 20 ? new Promise<void>((r) => { finish = r; }) : Promise.resolve()) });
    feed.send({ type: 'feed.markRead', notificationId: 20 });
    feed.send({ type: 'feed.markRead', notificationId: 21 });
    feed.send({ type: 'feed.markRead', notificationId: 22 });
    expect(saved).toEqual([[20]]);
    finish();
    await waitFor(feed, (s) => s.matches('idle') && saved.length === 2);
    expect(saved).toEqual([[20], [21, 22]]);
  });

  it('takes "Mark all read" pressed while a single mark is saved: it goes next and covers the marks waiting', async () => {
    let finish!: () => void;
    let all = 0;
    const { feed, saved } = feedActor(null, {
      markRead: (ids) => (ids[0] === 20 ? new Promise<void>((r) => { finish = r; }) : Promise.resolve()),
      markAllRead: async () => { all += 1; },
    });
    feed.send({ type: 'feed.markRead', notificationId: 20 });
    feed.send({ type: 'feed.markRead', notificationId: 21 });
    feed.send({ type: 'feed.markAllRead' });
    expect(selectMarkingAll(feed.getSnapshot())).toBe(true);
    finish();
    await waitFor(feed, (s) => s.matches('idle') && all === 1);
    expect(saved).toEqual([[20]]);
    expect(selectMarkingAll(feed.getSnapshot())).toBe(false);
  });

  it('"Mark all read" saves, then reloads the list and the bell', async () => {
    const { bell, calls } = await bellActor();
    const { feed, list, pages } = feedActor(bell);
    await waitFor(list(), (s) => s.matches('ready'));
    feed.send({ type: 'feed.markAllRead' });
    expect(selectMarkingAll(feed.getSnapshot())).toBe(true);
    await waitFor(feed, (s) => s.matches('idle'));
    expect(selectMarkingAll(feed.getSnapshot())).toBe(false);
    await waitFor(list(), (s) => s.matches('ready') && pages.length === 2);
    await waitFor(bell, (s) => s.matches('ready') && calls.load === 2);
  });
});
