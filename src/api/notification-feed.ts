import { ANNOUNCEMENT_PATHS, announcementOfProvisional, announcementReadResultSchema, LIST_DEFAULTS } from '../../contracts';
import type { UnreadPage } from '../../machines/notifications';
import { notifications } from './families';
import { http } from './http';

// The notification panel's calls (SPEC §7: loaded with a user_id filter, page 1, limit 10, newest
// first; marking read updates is_read), on the notifications family.

const BATCH = 1000;

export async function loadUnread(userId: number): Promise<UnreadPage> {
  const { data, metadata } = await notifications.getAll({
    page: LIST_DEFAULTS.page, limit: LIST_DEFAULTS.limit, sortField: 'cdate_time', sortOrder: 'desc',
    filterFields: { user_id: userId, is_read: false },
  });
  return { items: data, unread: metadata.total };
}

export async function markRead(ids: readonly number[]): Promise<void> {
  // An announcement that arrived live has a provisional id (one frame for everyone, decision
  // 0072): it is marked read by its announcement; stored rows by their own id.
  const announcementIds = ids.map(announcementOfProvisional).filter((a): a is number => a !== null);
  const stored = ids.filter((id) => announcementOfProvisional(id) === null);
  for (let i = 0; i < announcementIds.length; i += BATCH) {
    const { data } = await http.post(ANNOUNCEMENT_PATHS.read, { announcement_ids: announcementIds.slice(i, i + BATCH) });
    announcementReadResultSchema.parse(data);
  }
  for (let i = 0; i < stored.length; i += BATCH) {
    await notifications.updateMany(stored.slice(i, i + BATCH).map((id) => ({ notification_id: id, is_read: true })));
  }
}

/** Every unread notification of the member, not only the ten on screen. */
export async function markAllRead(userId: number): Promise<void> {
  const { data } = await notifications.getAll({ limit: LIST_DEFAULTS.all, fields: ['notification_id'], filterFields: { user_id: userId, is_read: false } });
  await markRead(data.map((n) => Number(n.notification_id)));
}
