import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectIsLoading, selectUnreadCount, selectUnreadItems } from '../../../machines/notifications';
import { NotificationBell, NotificationPanel } from '../../components/NotificationPanel/NotificationPanel';
import { formatRelativeTime } from '../../lib/relative-time';
import { useAppActors } from '../AppActorsContext';

/**
 * The bell with the unread count, the side panel (SPEC §2) and a polite live region that
 * announces notifications arriving while the member is here.
 */
export function NotificationCenter() {
  const { notifications } = useAppActors();
  const navigate = useNavigate();
  const items = useSelector(notifications, selectUnreadItems);
  const unread = useSelector(notifications, selectUnreadCount);
  const loading = useSelector(notifications, selectIsLoading);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (loading) return;
    const ids = new Set(items.map((n) => n.notification_id));
    // The first list after a load is not news; what appears on top afterwards is.
    if (known.current) {
      const fresh = items.find((n) => !known.current!.has(n.notification_id));
      if (fresh) setAnnouncement(`New notification: ${fresh.notification_body}`);
    }
    known.current = ids;
  }, [items, loading]);

  const close = useCallback(() => setOpen(false), []);
  const shown = useMemo(() => items.map((n) => ({ ...n, notification_link: n.notification_link ?? null, when: formatRelativeTime(n.cdate_time) })), [items]);

  return (
    <>
      <NotificationBell unread={unread} expanded={open} onToggle={() => setOpen((v) => !v)} />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">{announcement}</div>
      {createPortal(
        <NotificationPanel
          open={open}
          items={shown}
          unread={unread}
          loading={loading}
          onClose={close}
          onMarkRead={(id) => notifications.send({ type: 'notifications.markRead', notificationId: id })}
          onOpen={(id, link) => {
            notifications.send({ type: 'notifications.markRead', notificationId: id });
            setOpen(false);
            navigate(link);
          }}
          onMarkAllRead={() => notifications.send({ type: 'notifications.markAllRead' })}
          onCheckAll={() => {
            setOpen(false);
            navigate('/notifications');
          }}
        />,
        document.body,
      )}
    </>
  );
}
