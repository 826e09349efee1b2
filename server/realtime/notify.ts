import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENTS, type Notification } from '../../contracts';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  notification_type: string;
  notification_body: string;
  notification_image?: string | null;
  /** In-app path of what it is about; the bell and /notifications open it. */
  notification_link?: string | null;
}

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification in the API's shape (SPEC §3). */
export const notificationToApi = (row: NotificationRow): Notification => ({
  notification_id: row.notificationId,
  user_id: row.userId,
  notification_type: row.notificationType,
  notification_body: row.notificationBody,
  notification_image: row.notificationImage,
  notification_link: row.notificationLink,
  is_read: row.isRead,
  cdate_time: new Date(row.cdateTime).toISOString(),
  created_by: row.createdBy,
  modified_by: row.modifiedBy,
});

/**
 * Stores one notification per member, then pushes each to its member's sockets on every process
 * (new_notification). Stored first: a member who is offline finds it on the next load.
 */
export async function notifyUsers(app: FastifyInstance, userIds: number[], note: NewNotification, actingUserId: number, db: Db = app.db): Promise<Notification[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await db.insert(notifications).values(unique.map((userId) => ({
    userId,
    notificationType: note.notification_type,
    notificationBody: note.notification_body,
    notificationImage: note.notification_image ?? null,
    notificationLink: note.notification_link ?? null,
    createdBy: actingUserId,
  }))).returning();
  const stored = rows.map(notificationToApi);
  pushNotifications(app, stored);
  return stored;
}

/**
 * Stores notifications inside a family write's transaction and pushes them once it commits, so a
 * rolled-back write never announces anything.
 */
export async function notifyAfterCommit(
  ctx: { app: FastifyInstance; tx: Db; callerId: number; afterCommit: (effect: () => unknown) => void },
  userIds: number[],
  note: NewNotification,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await ctx.tx.insert(notifications).values(unique.map((userId) => ({
    userId, notificationType: note.notification_type, notificationBody: note.notification_body,
    notificationImage: note.notification_image ?? null, notificationLink: note.notification_link ?? null, createdBy: ctx.callerId,
  }))).returning();
  const stored = rows.map(notificationToApi);
  ctx.afterCommit(() => pushNotifications(ctx.app, stored));
}

/** Pushes notifications already stored (e.g. created through the notifications family), each to its member. */
export function pushNotifications(app: FastifyInstance, stored: Notification[]): void {
  app.realtime.toEach(app.realtime.notifications, SOCKET_EVENTS.newNotification, stored.map((n) => ({ userId: n.user_id, payload: n })));
}
