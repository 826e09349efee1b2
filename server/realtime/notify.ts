import type { FastifyInstance } from 'fastify';
import { sql, type SQLWrapper } from 'drizzle-orm';
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

/**
 * Stores the same notification for every member a query selects (one column: their user id), in
 * ONE statement (INSERT … SELECT): an announcement to 5,000 members is one statement that never
 * brings the member list into the process, instead of 5,000 rows of parameters (decision 0063).
 * Returns the stored notifications (each with its own id), to push once the caller has committed.
 */
export async function storeForAudience(db: Db, recipients: SQLWrapper, note: NewNotification, actingUserId: number): Promise<Notification[]> {
  // The ids come back as two arrays in one row (one array_agg pass keeps them aligned): 5,000
  // rows of three text fields cost more to decode than the insert's own index work.
  const result = await db.execute(sql`
    with stored as (
      insert into ${notifications} (user_id, notification_type, notification_body, notification_image, notification_link, created_by)
      select distinct audience.user_id, ${note.notification_type}::text, ${note.notification_body}::text,
        ${note.notification_image ?? null}::text, ${note.notification_link ?? null}::text, ${actingUserId}::integer
      from (${recipients}) as audience(user_id)
      returning notification_id, user_id, cdate_time
    )
    select array_agg(notification_id) as ids, array_agg(user_id) as user_ids, min(cdate_time) as at from stored`);
  const [row] = (result as { rows?: AudienceRow[] }).rows ?? (result as unknown as AudienceRow[]);
  if (!row?.ids || !row.user_ids || row.at === null) return [];
  // Every row of one statement has the same time (now() is the transaction's): formatted once.
  const at = new Date(row.at).toISOString();
  const userIds = row.user_ids;
  return row.ids.map((id, i) => ({
    notification_id: id,
    user_id: userIds[i]!,
    notification_type: note.notification_type,
    notification_body: note.notification_body,
    notification_image: note.notification_image ?? null,
    notification_link: note.notification_link ?? null,
    is_read: false,
    cdate_time: at,
    created_by: actingUserId,
    modified_by: null,
  }));
}

interface AudienceRow {
  /** null when the audience is empty (array_agg of no rows). */
  ids: number[] | null;
  user_ids: number[] | null;
  at: string | Date | null;
}
