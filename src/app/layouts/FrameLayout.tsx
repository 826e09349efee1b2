import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { selectActiveRole, selectIsLoggedIn, selectPrivileges, selectUser } from '../../../machines/auth';
import { communityTabs, profileMenuFor } from '../../../machines/privileges/permissions';
import type { ProfileMenuEntry } from '../../components/ProfileMenu/ProfileMenu';
import { SiteFooter } from '../../components/SiteFooter/SiteFooter';
import { TopBar } from '../../components/TopBar/TopBar';
import { imageLink, isLink } from '../../lib/links';
import { useAppActors, useAuth } from '../AppActorsContext';
import { useMenuValue } from '../menu';
import { prefetchOnLinkIntent } from '../prefetch';
import { FOOTER_COLUMNS, TOP_BAR_LINKS, TOP_BAR_MENUS } from '../navigation';
import { selectSelectedMenu, selectSelectedSubMenu } from '../../../machines/menu-state';
import { useRouteHandle } from '../route-handle';

// The bell and its panel show only to a signed-in member: their code loads after sign-in (decision 0064).
const NotificationCenter = lazy(() => import('./NotificationCenter').then((m) => ({ default: m.NotificationCenter })));

/** SPEC §2 public header: an account menu with My Account and Logout. */
const PUBLIC_ACCOUNT_MENU: ProfileMenuEntry[] = [{ label: 'My Account', to: '/account' }, { label: 'Logout', action: 'logout' }];

/** Top bar of the route's variant above the page, and the document title. */
export function FrameLayout() {
  const { auth, cookieConsent, menu: menuStore } = useAppActors();
  const selectedMenu = useMenuValue(menuStore, selectSelectedMenu);
  const selectedSubMenu = useMenuValue(menuStore, selectSelectedSubMenu);
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

  // A link about to be used starts loading its screen; a guest's private links lead to /auth instead.
  useEffect(() => prefetchOnLinkIntent(document, (entry) => entry.access === 'public' || selectIsLoggedIn(auth.getSnapshot())), [auth]);

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
        menus={TOP_BAR_MENUS[variant]}
        selectedMenu={selectedMenu}
        selectedSubMenu={selectedSubMenu}
        onSelectMenuItem={(menuId, item) => menuStore.send({ type: 'menu.selectSub', menu: menuId, subMenu: item })}
        signedIn={signedIn}
        account={user ? {
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
          roleLabel: user.display_name,
          items: menu,
          onLogout: () => {
            menuStore.send({ type: 'menu.reset' });
            auth.send({ type: 'auth.logout' });
          },
          onSelect: (item) => menuStore.send({ type: 'menu.selectAccount', item }),
          imageUrl: user.profile_image && isLink(imageLink(user.profile_image)) ? imageLink(user.profile_image) : null,
        } : undefined}
        notifications={<Suspense fallback={null}><NotificationCenter /></Suspense>}
        subNav={variant === 'community' ? { label: 'Communities', links: tabs } : undefined}
        homeTo={signedIn ? '/user/home' : '/'}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter columns={FOOTER_COLUMNS} onCookieSettings={() => cookieConsent.send({ type: 'consent.openPreferences' })} />
    </>
  );
}
