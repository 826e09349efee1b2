import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { selectActiveRole, selectIsLoggedIn, selectPrivileges, selectUser } from '../../../machines/auth';
import { communityTabs, profileMenuFor } from '../../../machines/privileges';
import type { ProfileMenuEntry } from '../../components/ProfileMenu/ProfileMenu';
import { TopBar } from '../../components/TopBar/TopBar';
import { useAppActors, useAuth } from '../AppActorsContext';
import { TOP_BAR_LINKS } from '../navigation';
import { useRouteHandle } from '../route-handle';

/** SPEC §2 public header: an account menu with My Account and Logout. */
const PUBLIC_ACCOUNT_MENU: ProfileMenuEntry[] = [{ label: 'My Account', to: '/account' }, { label: 'Logout', action: 'logout' }];

/** Top bar of the route's variant above the page, and the document title. */
export function FrameLayout() {
  const { auth } = useAppActors();
  const handle = useRouteHandle();
  const signedIn = useAuth(selectIsLoggedIn);
  const user = useAuth(selectUser);
  const activeRole = useAuth(selectActiveRole);
  const privileges = useAuth(selectPrivileges);
  const variant = handle?.topBar ?? 'default';
  const title = handle?.title;

  useEffect(() => {
    document.title = title ? `${title} · Summit Platform` : 'Summit Platform';
  }, [title]);

  const userId = user?.user_id ?? 0;
  const menu = useMemo(
    () => (variant === 'default' ? PUBLIC_ACCOUNT_MENU : profileMenuFor(activeRole, userId)),
    [variant, activeRole, userId],
  );
  const tabs = useMemo(() => communityTabs(privileges).map((t) => ({ label: t.label, to: t.to })), [privileges]);

  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <TopBar
        variant={variant}
        links={TOP_BAR_LINKS[variant]}
        signedIn={signedIn}
        account={user ? {
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
          roleLabel: user.display_name,
          items: menu,
          onLogout: () => auth.send({ type: 'auth.logout' }),
        } : undefined}
        subNav={variant === 'community' ? { label: 'Communities', links: tabs } : undefined}
        homeTo={signedIn ? '/user/home' : '/'}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
