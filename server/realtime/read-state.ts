import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, isNotNull, isNull, like, or } from 'drizzle-orm';
import { FORUM_PATHS, provisionalNotificationId, SOCKET_EVENTS, type NotificationsRead } from '../../contracts';
import { notifications } from '../db/schema';

// Read state is the server's: whenever notifications become read (a tab marks them, or the
// member opens what they are about), every socket of the member hears which ones and the new
// unread total, so all tabs and devices show the same bell (ARCHITECTURE: tabs in sync).

// Marks saved in one request arrive one row at a time (family updateMany hooks); they are
// gathered per member and sent as one message once the request's effects have run.
const pending = new WeakMap<FastifyInstance, Map<number, Set<number>>>();

async function flush(app: FastifyInstance, byUser: Map<number, Set<number>>): Promise<void> {
  for (const [userId, ids] of byUser) {
    const [row] = await app.db.select({ unread: count() }).from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), isNull(notifications.deletedAt)));
    // A tab may hold an announcement under its provisional id (it arrived live as one shared
    // frame): it is named by that id too, so every tab drops it (decision 0072).
    const copies = await app.db.select({ announcementId: notifications.announcementId }).from(notifications)
      .where(and(inArray(notifications.notificationId, [...ids]), isNotNull(notifications.announcementId)));
    const provisional = copies.map((c) => provisionalNotificationId(c.announcementId!));
    const payload: NotificationsRead = { notification_ids: [...ids, ...provisional], unread: Number(row?.unread ?? 0) };
    app.realtime.toUsers(app.realtime.notifications, [userId], SOCKET_EVENTS.notificationsRead, payload);
  }
}

/** Tells the member's sockets, shortly, that these notifications are read now. Call after the commit. */
export function announceRead(app: FastifyInstance, userId: number, notificationIds: number[]): void {
  if (notificationIds.length === 0) return;
  let byUser = pending.get(app);
  if (!byUser) {
    const fresh = new Map<number, Set<number>>();
    pending.set(app, fresh);
    byUser = fresh;
    setImmediate(() => {
      pending.delete(app);
      flush(app, fresh).catch((err: unknown) => app.log.warn({ err }, 'notification read state push failed'));
    });
  }
  const ids = byUser.get(userId) ?? new Set<number>();
  for (const id of notificationIds) ids.add(id);
  byUser.set(userId, ids);
}

/**
 * Opening what notifications are about reads them: the member's unread notifications linking to
 * `link` (a conversation, a topic) — or to a place inside it (`?post=7#post-7`) — become read,
 * and their tabs are told.
 */
export async function markReadByLink(app: FastifyInstance, userId: number, link: string): Promise<number[]> {
  const base = link.replace(/[\\%_]/g, (c) => `\\${c}`);
  const aboutIt = or(eq(notifications.notificationLink, link), ...['?', '#', '&'].map((next) => like(notifications.notificationLink, `${base}${next}%`)));
  const rows = await app.db.update(notifications).set({ isRead: true, modifiedBy: userId })
    .where(and(eq(notifications.userId, userId), aboutIt, eq(notifications.isRead, false), isNull(notifications.deletedAt)))
    .returning({ id: notifications.notificationId });
  const ids = rows.map((r) => r.id);
  announceRead(app, userId, ids);
  return ids;
}

/** For links stored by several producers: the in-app paths whose opening marks notifications read. */
export const readLinks = { conversation: (id: number) => `/messages?c=${id}`, topic: (id: number) => FORUM_PATHS.topic(id) };
