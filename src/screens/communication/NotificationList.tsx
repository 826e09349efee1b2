import { NotificationImage, NotificationLink } from '../../components/NotificationPanel/NotificationPanel';
import { formatRelativeTime } from '../../lib/relative-time';
import styles from './Communication.module.css';

export interface ListedNotification {
  notification_id: number;
  notification_type: string;
  notification_body: string;
  notification_image: string | null;
  notification_link: string | null;
  is_read: boolean;
  cdate_time: string;
}

export const NOTIFICATION_TYPE_LABELS: Record<string, string> = {
  announcement: 'Announcement',
  message: 'Message',
  role: 'Role',
  enrolment: 'Enrolment',
};

const typeLabel = (type: string) => NOTIFICATION_TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

export interface PagerProps {
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  pageSize: number;
  pageSizes: number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  noun: string;
}

/** "Showing 1–10 of 42", Previous / Next and the page size. */
export function Pager({ page, pages, from, to, total, pageSize, pageSizes, onPage, onPageSize, noun }: PagerProps) {
  if (total === 0) return null;
  return (
    <nav className={styles.pager} aria-label={`${noun} pages`}>
      <p className={styles.muted} aria-live="polite">Showing {from}–{to} of {total.toLocaleString('en')}</p>
      <div className={styles.pagerButtons}>
        <label className={styles.control}>
          <span className="visually-hidden">Per page</span>
          <select className={styles.select} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} aria-label="Per page">
            {pageSizes.map((n) => <option key={n} value={n}>{n} per page</option>)}
          </select>
        </label>
        {pages > 1 && (
          <>
            <button type="button" className={`button button--ghost ${styles.small}`} disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
            <span className={styles.muted}>Page {page} of {pages}</span>
            <button type="button" className={`button button--ghost ${styles.small}`} disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
          </>
        )}
      </div>
    </nav>
  );
}

/** Notifications as a list: image (or the default), text as text, type, relative time, and "Mark read" on unread ones. */
export function NotificationList({ items, label, onMarkRead, onOpen }: {
  items: ListedNotification[]; label: string; onMarkRead?: (id: number) => void; onOpen?: (id: number, link: string, isRead: boolean) => void;
}) {
  return (
    <ul className={styles.noteList} aria-label={label}>
      {items.map((n) => (
        <li key={n.notification_id} className={`${styles.note} ${n.is_read ? '' : styles.unread}`}>
          <NotificationImage className={styles.noteImage} src={n.notification_image} />
          <div className={styles.noteText}>
            <p className={styles.noteBody}>
              {n.notification_link && onOpen
                ? <NotificationLink href={n.notification_link} onOpen={() => onOpen(n.notification_id, n.notification_link!, n.is_read)}>{n.notification_body}</NotificationLink>
                : n.notification_body}
            </p>
            <p className={styles.noteMeta}>
              {!n.is_read && <span className={`${styles.badge} ${styles.newBadge}`}>Unread</span>}
              <span className={styles.badge}>{typeLabel(n.notification_type)}</span>
              <time dateTime={n.cdate_time} title={new Date(n.cdate_time).toLocaleString()}>{formatRelativeTime(n.cdate_time)}</time>
            </p>
          </div>
          {onMarkRead && !n.is_read ? (
            <button type="button" className={styles.linkButton} onClick={() => onMarkRead(n.notification_id)} aria-label={`Mark read: ${n.notification_body.slice(0, 60)}`}>
              Mark read
            </button>
          ) : <span />}
        </li>
      ))}
    </ul>
  );
}
