import { LIST_DEFAULTS } from '../../contracts';
import type { UnreadPage } from '../../machines/notifications';
import { notifications } from './families';

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
  for (let i = 0; i < ids.length; i += BATCH) {
    await notifications.updateMany(ids.slice(i, i + BATCH).map((id) => ({ notification_id: id, is_read: true })));
  }
}

/** Every unread notification of the member, not only the ten on screen. */
export async function markAllRead(userId: number): Promise<void> {
  const { data } = await notifications.getAll({ limit: LIST_DEFAULTS.all, fields: ['notification_id'], filterFields: { user_id: userId, is_read: false } });
  await markRead(data.map((n) => Number(n.notification_id)));
}
