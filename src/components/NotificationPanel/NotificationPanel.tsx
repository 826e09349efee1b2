import { useEffect, useRef, type ReactNode } from 'react';
import styles from './NotificationPanel.module.css';

export interface PanelNotification {
  notification_id: number;
  notification_type: string;
  notification_body: string;
  notification_image: string | null;
  /** Where opening it leads (in-app path), when it is about something. */
  notification_link: string | null;
  /** Already formatted for reading ("5 minutes ago"). */
  when: string;
}

export interface NotificationPanelProps {
  open: boolean;
  items: PanelNotification[];
  /** Unread in all; the panel shows the newest few and offers the rest on /notifications. */
  unread: number;
  loading: boolean;
  onClose: () => void;
  onMarkRead: (id: number) => void;
  /** Opens what the notification is about (and marks it read). */
  onOpen: (id: number, link: string) => void;
  onMarkAllRead: () => void;
  onCheckAll: () => void;
}

export const DEFAULT_NOTIFICATION_IMAGE = '/default-notification.svg';

/** A notification's image (decorative), or the default one when it has none or it fails to load (SPEC §2). */
export function NotificationImage({ src, className }: { src: string | null; className?: string }) {
  return (
    <img
      className={className}
      src={src || DEFAULT_NOTIFICATION_IMAGE}
      alt=""
      width={48}
      height={48}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_NOTIFICATION_IMAGE)) event.currentTarget.src = DEFAULT_NOTIFICATION_IMAGE;
      }}
    />
  );
}

/**
 * A notification's text as a link to what it is about. A plain click opens it in the app (the
 * caller marks it read and navigates); a click with a modifier keeps the browser's behaviour.
 */
export function NotificationLink({ href, onOpen, children }: { href: string; onOpen: () => void; children: ReactNode }) {
  return (
    <a
      href={href}
      className={styles.link}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/**
 * The notification side panel of SPEC §2 (500 px): unread notifications, each clamped to three
 * lines with its image (or the default one), "Mark all read" and Close; when empty, "No Unread
 * Notifications" and "Check All Notifications". Escape closes it and focus returns to the bell.
 */
export function NotificationPanel({ open, items, unread, loading, onClose, onMarkRead, onOpen, onMarkAllRead, onCheckAll }: NotificationPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
      <aside ref={panelRef} className={styles.panel} role="dialog" aria-modal="false" aria-labelledby="notification-panel-title" tabIndex={-1}>
        <header className={styles.header}>
          <h2 id="notification-panel-title" className={styles.title}>Notifications</h2>
          <div className={styles.headerActions}>
            {items.length > 0 && <button type="button" className="button button--ghost" onClick={onMarkAllRead}>Mark all read</button>}
            <button type="button" className={styles.close} onClick={onClose}>Close</button>
          </div>
        </header>
        {loading && items.length === 0 ? (
          <p className={styles.empty}>Loading…</p>
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <p>No Unread Notifications</p>
            <button type="button" className="button" onClick={onCheckAll}>Check All Notifications</button>
          </div>
        ) : (
          <ul className={styles.list}>
            {items.map((n) => (
              <li key={n.notification_id} className={styles.item}>
                <NotificationImage className={styles.image} src={n.notification_image} />
                <div className={styles.text}>
                  <p className={styles.body}>
                    {n.notification_link ? <NotificationLink href={n.notification_link} onOpen={() => onOpen(n.notification_id, n.notification_link!)}>{n.notification_body}</NotificationLink> : n.notification_body}
                  </p>
                  <p className={styles.meta}>{n.when}</p>
                </div>
                <button type="button" className={styles.markRead} onClick={() => onMarkRead(n.notification_id)} aria-label={`Mark read: ${n.notification_body.slice(0, 60)}`}>
                  Mark read
                </button>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && unread > items.length && (
          <footer className={styles.footer}>
            <button type="button" className="button button--ghost" onClick={onCheckAll}>See all {unread.toLocaleString('en')} unread</button>
          </footer>
        )}
      </aside>
    </>
  );
}

export interface NotificationBellProps {
  unread: number;
  expanded: boolean;
  onToggle: () => void;
}

/** The bell in the top bar with the unread count (the count is part of its name for screen readers). */
export function NotificationBell({ unread, expanded, onToggle }: NotificationBellProps) {
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <button type="button" className={styles.bell} aria-label={label} aria-expanded={expanded} onClick={onToggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path fill="currentColor" d="M12 3a6 6 0 0 0-6 6v3.9l-1.8 3A1.2 1.2 0 0 0 5.2 18h13.6a1.2 1.2 0 0 0 1-1.8l-1.8-3V9a6 6 0 0 0-6-6Zm-2.6 16.5a2.7 2.7 0 0 0 5.2 0Z" /></svg>
      {unread > 0 && <span className={styles.badge} aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
    </button>
  );
}
