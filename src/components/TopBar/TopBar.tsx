import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Drawer } from '../Drawer/Drawer';
import { NavMenuButton } from './NavMenuButton';
import styles from './TopBar.module.css';
import type { NavMenu, TopBarLink, TopBarVariant } from './nav-types';

export type { NavItem, NavMenu, TopBarLink, TopBarVariant } from './nav-types';

export interface TopBarProps {
  variant: TopBarVariant;
  links: TopBarLink[];
  /** Menus after the links (community mega-menu, profile menu, services menu). */
  menus?: NavMenu[];
  /** Menu state: the selected menu and sub-menu (kept in the app's menu store). */
  selectedMenu?: string | null;
  selectedSubMenu?: string | null;
  onSelectMenuItem?: (menuId: string, item: string) => void;
  signedIn: boolean;
  /**
   * Not yet known to be signed out (the session is being restored): on a page the server marked
   * `data-session="restoring"`, "Log In / Register" keeps its place but stays hidden meanwhile.
   */
  authPending?: boolean;
  /** The account menu (ProfileMenu) when signed in: by role in the app, My Account and Logout on public pages. */
  account?: ReactNode;
  /** The notification bell (and its panel), shown before the account menu when signed in. */
  notifications?: ReactNode;
  /** A second row of links under the bar (e.g. the community tabs a role may read). */
  subNav?: { label: string; links: TopBarLink[] };
  homeTo: string;
}

/** SPEC §9 mobile breakpoint: the bar collapses into a drawer at 760 px and below. */
const NARROW = '(max-width: 760px)';

/**
 * The bar above every page: release strip with the bug link, brand, navigation and menus, and
 * the account. At 760 px and below, navigation and sign-in move into a drawer.
 */
export function TopBar({
  variant, links, menus = [], selectedMenu = null, selectedSubMenu = null, onSelectMenuItem = () => {},
  signedIn, authPending = false, account, notifications, subNav, homeTo,
}: TopBarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  // Widening past the breakpoint closes the drawer: its contents are in the bar again.
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW);
    const onChange = () => {
      if (!query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [drawerOpen]);

  const closeDrawer = () => setDrawerOpen(false);
  const portal = signedIn && variant === 'default';
  const pending = authPending ? { 'data-auth-pending': '' } : {};

  return (
    <header className={`${styles.bar} ${styles[variant] ?? ''}`} data-variant={variant}>
      <div className={styles.strip}>
        <div className={styles.stripInner}>
          <span className={styles.banner}>Limited Release Edition</span>
          {/* The page the visitor was on travels in the history state, so the form can prefill it. */}
          <Link to="/report-bugs" state={{ from }} className={styles.bugLink}>Report Bugs Here</Link>
        </div>
      </div>
      <div className={styles.inner}>
        <Link to={homeTo} className={styles.brand} aria-label="Summit Platform home">
          <img src="/logo.webp" alt="" width={32} height={32} />
          <span className={styles.wordmark}>Summit</span>
        </Link>
        {(links.length > 0 || menus.length > 0) && (
          <nav className={styles.nav} aria-label="Main">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>{link.label}</NavLink>
                </li>
              ))}
              {menus.map((menu) => (
                <li key={menu.id}>
                  <NavMenuButton menu={menu} selected={selectedMenu === menu.id} selectedItem={selectedSubMenu} onSelect={onSelectMenuItem} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.end}>
          {portal && <Link to="/user/home" className={`button ${styles.wide}`}>Go to Portal</Link>}
          {signedIn && notifications}
          {signedIn && account}
          {!signedIn && <Link to="/auth" className={`button ${styles.wide}`} {...pending}>Log In / Register</Link>}
          <button
            ref={toggleRef}
            type="button"
            className={styles.drawerToggle}
            aria-expanded={drawerOpen}
            aria-controls="site-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>Menu</span>
          </button>
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
      <Drawer open={drawerOpen} onClose={closeDrawer} label="Site menu" id="site-drawer" returnFocusTo={toggleRef}>
        <div className={styles.drawerHead}>
          <span className={styles.wordmark}>Summit</span>
          <button type="button" className={styles.drawerClose} aria-label="Close menu" onClick={closeDrawer}>×</button>
        </div>
        <nav aria-label="Site">
          <ul className={styles.drawerList}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={({ isActive }) => `${styles.drawerLink} ${isActive ? styles.active : ''}`} onClick={closeDrawer}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
          {menus.map((menu) => menu.sections.map((section) => (
            <section key={`${menu.id}-${section.title}`} className={styles.drawerSection} aria-label={menu.sections.length > 1 ? `${menu.label}: ${section.title}` : menu.label}>
              <h2 className={styles.drawerTitle}>{menu.sections.length > 1 ? `${menu.label} · ${section.title}` : menu.label}</h2>
              <ul className={styles.drawerList}>
                {section.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to} className={styles.drawerLink} onClick={() => { onSelectMenuItem(menu.id, item.label); closeDrawer(); }}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )))}
        </nav>
        <div className={styles.drawerActions}>
          {portal && <Link to="/user/home" className="button" onClick={closeDrawer}>Go to Portal</Link>}
          {!signedIn && <Link to="/auth" className="button" onClick={closeDrawer} {...pending}>Log In / Register</Link>}
        </div>
      </Drawer>
    </header>
  );
}
