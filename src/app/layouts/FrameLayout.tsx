import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet } from 'react-router';
import { selectIsLoggedIn, selectRehydrationPhase } from '../../../machines/auth';
import { SiteFooter } from '../../components/SiteFooter/SiteFooter';
import { TopBar } from '../../components/TopBar/TopBar';
import { useAppActors, useAuth } from '../AppActorsContext';
import { useMenuValue } from '../menu';
import { prefetchOnLinkIntent } from '../prefetch';
import { EXPLORE_MENU, FOOTER_COLUMNS, PUBLIC_LINKS } from '../navigation';
import { selectSelectedMenu, selectSelectedSubMenu } from '../../../machines/menu-state';
import { useRouteHandle } from '../route-handle';
import { MemberTopBarSlot } from './member-top-bar';

// The bell and its panel, the account menu and the signed-in variants of the bar show only to a
// signed-in member: their code loads with the member's session (decisions 0064, 0068).
const NotificationCenter = lazy(() => import('./NotificationCenter').then((m) => ({ default: m.NotificationCenter })));

/** Top bar of the route's variant above the page, and the document title. */
export function FrameLayout() {
  const { auth, cookieConsent, menu: menuStore } = useAppActors();
  const selectedMenu = useMenuValue(menuStore, selectSelectedMenu);
  const selectedSubMenu = useMenuValue(menuStore, selectSelectedSubMenu);
  const handle = useRouteHandle();
  const signedIn = useAuth(selectIsLoggedIn);
  // Until a restored session is known to be gone; also while a member's own bar loads.
  const authPending = useAuth((s) => selectRehydrationPhase(s) !== 'ready' || selectIsLoggedIn(s));
  const variant = handle?.topBar ?? 'default';
  const title = handle?.title;

  useEffect(() => {
    document.title = title ? `${title} · Summit Platform` : 'Summit Platform';
  }, [title]);

  // A link about to be used starts loading its screen; a guest's private links lead to /auth instead.
  useEffect(() => prefetchOnLinkIntent(document, (entry) => entry.access === 'public' || selectIsLoggedIn(auth.getSnapshot())), [auth]);

  const openCookieSettings = useCallback(() => cookieConsent.send({ type: 'consent.openPreferences' }), [cookieConsent]);
  const onSelectMenuItem = (menuId: string, item: string) => menuStore.send({ type: 'menu.selectSub', menu: menuId, subMenu: item });
  // A visitor (and a private page's first render before the redirect to sign-in) has the public bar.
  const publicBar = (
    <TopBar
      variant="default"
      links={PUBLIC_LINKS}
      menus={[EXPLORE_MENU]}
      selectedMenu={selectedMenu}
      selectedSubMenu={selectedSubMenu}
      onSelectMenuItem={onSelectMenuItem}
      signedIn={false}
      authPending={authPending}
      homeTo="/"
    />
  );

  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {signedIn ? (
        <Suspense fallback={publicBar}>
          <MemberTopBarSlot
            variant={variant}
            selectedMenu={selectedMenu}
            selectedSubMenu={selectedSubMenu}
            onSelectMenuItem={onSelectMenuItem}
            notifications={<Suspense fallback={null}><NotificationCenter /></Suspense>}
          />
        </Suspense>
      ) : publicBar}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter columns={FOOTER_COLUMNS} onCookieSettings={openCookieSettings} />
    </>
  );
}
