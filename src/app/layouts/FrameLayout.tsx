import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { selectIsLoggedIn, selectUser } from '../../../machines/auth';
import { TopBar } from '../../components/TopBar/TopBar';
import { useAuth } from '../AppActorsContext';
import { TOP_BAR_LINKS } from '../navigation';
import { useRouteHandle } from '../route-handle';

/** Top bar of the route's variant above the page, and the document title. */
export function FrameLayout() {
  const handle = useRouteHandle();
  const signedIn = useAuth(selectIsLoggedIn);
  const user = useAuth(selectUser);
  const variant = handle?.topBar ?? 'default';
  const title = handle?.title;

  useEffect(() => {
    document.title = title ? `${title} · Summit Platform` : 'Summit Platform';
  }, [title]);

  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <TopBar
        variant={variant}
        links={TOP_BAR_LINKS[variant]}
        signedIn={signedIn}
        userName={user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : undefined}
        homeTo={signedIn ? '/user/home' : '/'}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
