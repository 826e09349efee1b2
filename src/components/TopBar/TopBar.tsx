import { Link, NavLink } from 'react-router';
import { ProfileMenu, type ProfileMenuProps } from '../ProfileMenu/ProfileMenu';
import styles from './TopBar.module.css';

export type TopBarVariant = 'default' | 'in-app' | 'inner-nav' | 'community';
export interface TopBarLink { label: string; to: string }

export interface TopBarProps {
  variant: TopBarVariant;
  links: TopBarLink[];
  signedIn: boolean;
  /** The account menu when signed in (by role in the app; My Account and Logout on public pages). */
  account?: ProfileMenuProps;
  /** A second row of links under the bar (e.g. the community tabs a role may read). */
  subNav?: { label: string; links: TopBarLink[] };
  homeTo: string;
}

/** The bar above every page: brand, release banner, navigation, bug link and account. */
export function TopBar({ variant, links, signedIn, account, subNav, homeTo }: TopBarProps) {
  return (
    <header className={`${styles.bar} ${styles[variant] ?? ''}`} data-variant={variant}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <span className={styles.banner}>Limited Release Edition</span>
          <Link to="/report-bugs" className={styles.bugLink}>Report Bugs Here</Link>
        </div>
      </div>
      <div className={styles.inner}>
        <Link to={homeTo} className={styles.brand} aria-label="Summit Platform home">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className={styles.wordmark}>Summit</span>
        </Link>
        {links.length > 0 && (
          <nav className={styles.nav} aria-label="Main">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.end}>
          {signedIn && variant === 'default' && <Link to="/user/home" className="button">Go to Portal</Link>}
          {signedIn && account && <ProfileMenu {...account} />}
          {!signedIn && <Link to="/auth" className="button">Log In / Register</Link>}
        </div>
      </div>
      {subNav && subNav.links.length > 0 && (
        <nav className={styles.subNav} aria-label={subNav.label}>
          <ul>
            <li className={styles.subLabel} aria-hidden="true">{subNav.label}</li>
            {subNav.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
