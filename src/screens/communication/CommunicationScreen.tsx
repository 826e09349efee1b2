import { NavLink, useLocation } from 'react-router';
import { selectUser } from '../../../machines/auth';
import { useAuth } from '../../app/AppActorsContext';
import { useRouteHandle } from '../../app/route-handle';
import { AnnouncementsView } from './AnnouncementsView';
import { CalendarView } from './CalendarView';
import styles from './Communication.module.css';
import { MessagesView } from './MessagesView';
import { NotificationsView } from './NotificationsView';

type View = 'notifications' | 'announcements' | 'messages' | 'calendar';

const VIEWS: { view: View; to: string; label: string; lead: string }[] = [
  { view: 'notifications', to: '/notifications', label: 'Notifications', lead: 'Everything the community has told you, newest first.' },
  { view: 'announcements', to: '/announcements', label: 'Announcements', lead: 'News from the summit team to members.' },
  { view: 'messages', to: '/messages', label: 'Messages', lead: 'Chat with other members, one to one or in groups.' },
  { view: 'calendar', to: '/calendar', label: 'Calendar', lead: 'The events you registered for and your programs, by day.' },
];

/** /notifications, /announcements, /messages and /calendar: one screen, one view per path (SPEC §2). */
export default function CommunicationScreen() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const user = useAuth(selectUser);
  const current = VIEWS.find((v) => pathname.toLowerCase().startsWith(v.to)) ?? VIEWS[0]!;
  if (!user) return null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{handle?.title ?? current.label}</h1>
        <p className={styles.lead}>{current.lead}</p>
      </header>
      <nav aria-label="Communication" className={styles.nav}>
        {VIEWS.map((v) => (
          <NavLink key={v.view} to={v.to} className={styles.navLink} aria-current={v.view === current.view ? 'page' : undefined}>
            {v.label}
          </NavLink>
        ))}
      </nav>
      {current.view === 'notifications' && <NotificationsView userId={user.user_id} />}
      {current.view === 'announcements' && <AnnouncementsView userId={user.user_id} />}
      {current.view === 'messages' && <MessagesView userId={user.user_id} />}
      {current.view === 'calendar' && <CalendarView userId={user.user_id} />}
    </div>
  );
}
