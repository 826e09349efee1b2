import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppActors } from './actors';
import { AppActorsProvider } from './AppActorsContext';
import { AuthNotices } from './AuthNotices';
import { CookieConsent } from './CookieConsent';
import { Toasts } from './Toasts';

export function App({ actors, router }: { actors: AppActors; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppFrame actors={actors}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** Everything around the router; the build's prerender (src/prerender/) puts its static router in here, so both trees match. */
export function AppFrame({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return (
    <AppActorsProvider actors={actors}>
      {children}
      <Toasts />
      <AuthNotices />
      <CookieConsent />
    </AppActorsProvider>
  );
}
