import { Outlet } from 'react-router';
import { selectRehydrationPhase } from '../../../machines/auth';
import { LoadingScreen } from '../../components/LoadingScreen/LoadingScreen';
import { useAuth } from '../AppActorsContext';
import { useRouteHandle } from '../route-handle';

/**
 * Nothing renders until the session is known: idle or loading shows the logo screen. Prerendered
 * public pages are the exception (decision 0065): their content is already on screen from the
 * HTML, so they stay, signed out, while the session is restored.
 */
export function RootLayout() {
  const phase = useAuth(selectRehydrationPhase);
  const prerendered = useRouteHandle()?.prerendered === true;
  return phase === 'ready' || prerendered ? <Outlet /> : <LoadingScreen />;
}
