import { useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectAnnouncement, selectIsLoading, selectUnreadCount, selectUnreadItems } from '../../../machines/notifications';
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
  const announcement = useSelector(notifications, selectAnnouncement);
  const [open, setOpen] = useState(false);

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
