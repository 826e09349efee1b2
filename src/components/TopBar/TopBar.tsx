import { Link, NavLink } from 'react-router';
import styles from './TopBar.module.css';

export type TopBarVariant = 'default' | 'in-app' | 'inner-nav' | 'community';
export interface TopBarLink { label: string; to: string }

export interface TopBarProps {
  variant: TopBarVariant;
  links: TopBarLink[];
  signedIn: boolean;
  /** Shown on the account link when signed in. */
  userName?: string;
  homeTo: string;
}

/** The bar above every page: brand, release banner, navigation, bug link and account. */
export function TopBar({ variant, links, signedIn, userName, homeTo }: TopBarProps) {
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
          {signedIn ? (
            <Link to={variant === 'default' ? '/user/home' : '/account'} className="button">
              {variant === 'default' ? 'Go to Portal' : (userName ?? 'My Account')}
            </Link>
          ) : (
            <Link to="/auth" className="button">Log In / Register</Link>
          )}
        </div>
      </div>
    </header>
  );
}
