import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsLoggedIn } from '../../../machines/auth';
import { useAuth } from '../AppActorsContext';
import { useRouteHandle } from '../route-handle';

/**
 * Private routes: a signed-out visitor goes to the route's own redirect target, or to /auth
 * with the address to come back to.
 */
export function RequireSession() {
  const signedIn = useAuth(selectIsLoggedIn);
  const handle = useRouteHandle();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  if (handle?.redirectTo) return <Navigate to={handle.redirectTo} replace />;
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/auth?returnTo=${encodeURIComponent(returnTo)}`} replace />;
}
