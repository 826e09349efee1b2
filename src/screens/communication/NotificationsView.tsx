import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import {
  selectError, selectIsLoading, selectPage, selectPages, selectPageSize, selectPageSizes, selectRange, selectRows, selectTotal,
} from '../../../machines/admin-list';
import { selectFeedList, selectMarkingAll } from '../../../machines/notification-feed';
import { selectUnreadCount } from '../../../machines/notifications';
import { useAppActors } from '../../app/AppActorsContext';
import { notificationFeedInput, notificationFeedLogic, notificationFilters, type NotificationFilter } from './communication.actors';
import styles from './Communication.module.css';
import { NOTIFICATION_TYPE_LABELS, NotificationList, Pager, type ListedNotification } from './NotificationList';
import { useScreenActor } from '../../app/use-screen-actor';

/** /notifications: every notification of the member, paged, filtered by read state and type. */
export function NotificationsView({ userId }: { userId: number }) {
  const { notifications: panel } = useAppActors();
  const navigate = useNavigate();
  // The feed machine keeps the list in step with the bell (a live notification reloads it, marks go through the bell).
  const feed = useScreenActor(notificationFeedLogic, { input: notificationFeedInput(userId, panel) });
  const list = useSelector(feed, selectFeedList);
  const markingAll = useSelector(feed, selectMarkingAll);
  const rows = useSelector(list, selectRows) as unknown as ListedNotification[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const pageSize = useSelector(list, selectPageSize);
  const pageSizes = useSelector(list, selectPageSizes);
  const range = useSelector(list, selectRange);
  const unread = useSelector(panel, selectUnreadCount);
  const [filter, setFilter] = useState<NotificationFilter>({ unreadOnly: false, type: '' });

  const applyFilter = (next: NotificationFilter) => {
    setFilter(next);
    list.send({ type: 'list.filter', filters: notificationFilters(userId, next) });
  };

  const emptyText = useMemo(() => {
    if (filter.unreadOnly && filter.type) return `No unread ${NOTIFICATION_TYPE_LABELS[filter.type]?.toLowerCase() ?? filter.type} notifications.`;
    if (filter.unreadOnly) return 'No unread notifications. You are all caught up.';
    if (filter.type) return `No ${NOTIFICATION_TYPE_LABELS[filter.type]?.toLowerCase() ?? filter.type} notifications yet.`;
    return 'No notifications yet. Roles you are given, programs you join, messages while you are away and announcements will appear here.';
  }, [filter]);

  return (
    <section className={styles.section} aria-labelledby="all-notifications">
      <h2 id="all-notifications" className="visually-hidden">All notifications</h2>
      <div className={styles.toolbar}>
        <div className={styles.segmented} role="group" aria-label="Show">
          <button type="button" aria-pressed={!filter.unreadOnly} onClick={() => applyFilter({ ...filter, unreadOnly: false })}>All</button>
          <button type="button" aria-pressed={filter.unreadOnly} onClick={() => applyFilter({ ...filter, unreadOnly: true })}>Unread</button>
        </div>
        <label className={styles.control}>
          Type
          <select className={styles.select} value={filter.type} onChange={(e) => applyFilter({ ...filter, type: e.target.value })}>
            <option value="">All types</option>
            {Object.entries(NOTIFICATION_TYPE_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <span className={styles.spacer} />
        <button
          type="button"
          className={`button button--ghost ${styles.small}`}
          disabled={markingAll || unread === 0}
          onClick={() => feed.send({ type: 'feed.markAllRead' })}
        >
          {markingAll ? 'Marking…' : 'Mark all read'}
        </button>
      </div>

      {error ? (
        <div className={styles.errorBox} role="alert">
          <p>Your notifications could not be loaded.</p>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      ) : loading && rows.length === 0 ? (
        <p className={styles.muted} role="status">Loading notifications…</p>
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <p>{emptyText}</p>
          {(filter.unreadOnly || filter.type) && <button type="button" className={styles.linkButton} onClick={() => applyFilter({ unreadOnly: false, type: '' })}>Show all notifications</button>}
          {!filter.unreadOnly && !filter.type && <Link to="/messages">Start a conversation</Link>}
        </div>
      ) : (
        <NotificationList
          items={rows}
          label="Notifications"
          onMarkRead={(id) => feed.send({ type: 'feed.markRead', notificationId: id })}
          onOpen={(id, link, isRead) => {
            if (!isRead) feed.send({ type: 'feed.markRead', notificationId: id });
            navigate(link);
          }}
        />
      )}
      <Pager
        noun="Notification"
        page={page}
        pages={pages}
        from={range.from}
        to={range.to}
        total={total}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={(p) => list.send({ type: 'list.page', page: p })}
        onPageSize={(n) => list.send({ type: 'list.pageSize', limit: n })}
      />
    </section>
  );
}
