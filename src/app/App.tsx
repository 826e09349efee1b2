import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppActors } from './actors';
import { AppActorsProvider } from './AppActorsContext';
import { AuthNotices } from './AuthNotices';
import { CookieConsent } from './CookieConsent';
import { Toasts } from './Toasts';

export function App({ actors, router }: { actors: AppActors; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
      <Toasts />
      <AuthNotices />
      <CookieConsent />
    </AppActorsProvider>
  );
}
