import { Link, useLocation } from 'react-router';
import styles from './Network.module.css';

const TABS = [
  { to: '/community/network', label: 'Members', match: '/community/network' },
  { to: '/community/following', label: 'Following', match: '/community/following' },
  { to: '/community/organization/startups', label: 'Organisations', match: '/community/organization' },
];

/** The network area's own tabs: members, following, organisations. */
export function NetworkNav() {
  const path = useLocation().pathname.toLowerCase();
  return (
    <nav aria-label="Network">
      <ul className={styles.tabs}>
        {TABS.map((t) => (
          <li key={t.to}><Link to={t.to} aria-current={path.startsWith(t.match) ? 'page' : undefined}>{t.label}</Link></li>
        ))}
      </ul>
    </nav>
  );
}
