import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MEMBERS_ROOM, provisionalNotificationId, SOCKET_EVENTS, userRoom, type Notification } from '../../contracts';
import type { Db } from '../db/client';
import { announcements, notifications, userRoles, users } from '../db/schema';
import type { NewNotification } from './notify';
import { announceRead } from './read-state';

// An announcement reaches 5,000 members without per-member work before they see it (decision
// 0072): it is stored ONCE (one row), pushed as ONE frame that socket.io encodes once for the
// whole room, and only then are the members' own rows written, in one statement. Nothing is lost
// when that write fails: the announcement row is already stored, and every read of notifications
// first writes the rows of any announcement still pending (settleAnnouncements), on any process.

/** Stores of this process still running: a read here waits for them instead of racing them. */
const inFlight = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();

/**
 * Stores the announcement, pushes it live to its audience (every enabled member, or a role's
 * holders) and writes each member's row. Returns how many members it is stored for.
 */
export async function announce(app: FastifyInstance, note: NewNotification, roleId: number | null, by: number): Promise<number> {
  const [row] = await app.db.insert(announcements).values({
    notificationType: note.notification_type, notificationBody: note.notification_body,
    notificationImage: note.notification_image ?? null, notificationLink: note.notification_link ?? null, roleId, createdBy: by,
  }).returning({ id: announcements.announcementId, at: announcements.cdateTime });
  const frame: Notification = {
    notification_id: provisionalNotificationId(row!.id), user_id: 0,
    notification_type: note.notification_type, notification_body: note.notification_body,
    notification_image: note.notification_image ?? null, notification_link: note.notification_link ?? null,
    is_read: false, cdate_time: new Date(row!.at).toISOString(), created_by: by, modified_by: null,
  };
  const live = app.realtime.notifications;
  if (roleId === null) {
    // Every socket of the default namespace is a signed-in member's with a live session (revoked
    // sessions' sockets are closed), so this room is exactly the connected audience.
    live.to(MEMBERS_ROOM).emit(SOCKET_EVENTS.newNotification, frame);
  } else {
    const holders = await app.db.selectDistinct({ id: users.userId }).from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.userId))
      .where(and(isNull(users.deletedAt), eq(users.enabled, true), eq(userRoles.roleId, roleId)));
    if (holders.length > 0) live.to(holders.map((h) => userRoom(h.id))).emit(SOCKET_EVENTS.newNotification, frame);
  }
  return track(app, storeAnnouncement(app.db, row!.id));
}

function track<T>(app: FastifyInstance, work: Promise<T>): Promise<T> {
  let mine = inFlight.get(app);
  if (!mine) inFlight.set(app, (mine = new Set()));
  const running = mine;
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
  return work;
}

/**
 * Writes every audience member's row of one announcement in ONE statement, and marks it stored.
 * Running it again (another process, a retry) writes nothing twice: one row per member and
 * announcement. Members who joined after the announcement do not get it. Returns how many members
 * have it.
 */
export async function storeAnnouncement(db: Db, announcementId: number): Promise<number> {
  const result = await db.execute(sql`
    with a as (select * from ${announcements} where announcement_id = ${announcementId}),
    written as (
      insert into ${notifications} (user_id, notification_type, notification_body, notification_image, notification_link, created_by, cdate_time, announcement_id)
      select u.user_id, a.notification_type, a.notification_body, a.notification_image, a.notification_link, a.created_by, a.cdate_time, a.announcement_id
      from a join ${users} u on u.deleted_at is null and u.enabled and u.created_at <= a.cdate_time
      where a.role_id is null or exists (select 1 from ${userRoles} ur where ur.user_id = u.user_id and ur.role_id = a.role_id)
      on conflict (announcement_id, user_id) where announcement_id is not null do nothing
      returning 1
    ),
    marked as (update ${announcements} set stored_time = now() where announcement_id = ${announcementId} and stored_time is null returning 1)
    select (select count(*) from written)::int
      + (select count(*) from ${notifications} where announcement_id = ${announcementId})::int as sent`);
  const [first] = (result as { rows?: { sent: number }[] }).rows ?? (result as unknown as { sent: number }[]);
  return Number(first?.sent ?? 0);
}

/**
 * Before notifications are read or changed: the rows of every announcement still being written
 * (here, or on another process, or left by a failed write) are there. Usually one indexed lookup
 * that finds nothing.
 */
export async function settleAnnouncements(app: FastifyInstance): Promise<void> {
  const mine = inFlight.get(app);
  if (mine && mine.size > 0) await Promise.allSettled([...mine]);
  const pending = await app.db.select({ id: announcements.announcementId }).from(announcements).where(isNull(announcements.storedTime));
  for (const { id } of pending) {
    await track(app, storeAnnouncement(app.db, id)).catch((err: unknown) => app.log.warn({ err, announcementId: id }, 'storing an announcement for its members failed; retried on the next read'));
  }
}

/** Marks the member's copies of these announcements read (a live one's row id is not known to the tab); their tabs are told. */
export async function markAnnouncementsRead(app: FastifyInstance, userId: number, announcementIds: number[]): Promise<number[]> {
  await settleAnnouncements(app);
  const rows = await app.db.update(notifications).set({ isRead: true, modifiedBy: userId, modifiedAt: new Date() })
    .where(and(eq(notifications.userId, userId), inArray(notifications.announcementId, announcementIds), eq(notifications.isRead, false), isNull(notifications.deletedAt)))
    .returning({ id: notifications.notificationId });
  const ids = rows.map((r) => r.id);
  announceRead(app, userId, ids);
  return ids;
}
