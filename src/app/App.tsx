import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../contracts';
import type { AppActors } from './actors';
import { AppActorsProvider } from './AppActorsContext';
import { AuthNotices } from './AuthNotices';
import { CookieConsent } from './CookieConsent';

export function App({ actors, router }: { actors: AppActors; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <AuthNotices />
      <CookieConsent />
    </AppActorsProvider>
  );
}
