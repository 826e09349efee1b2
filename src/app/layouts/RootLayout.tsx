import { Outlet } from 'react-router';
import { selectRehydrationPhase } from '../../../machines/auth';
import { LoadingScreen } from '../../components/LoadingScreen/LoadingScreen';
import { useAuth } from '../AppActorsContext';

/** Nothing renders until the session is known: idle or loading shows the logo screen. */
export function RootLayout() {
  const phase = useAuth(selectRehydrationPhase);
  return phase === 'ready' ? <Outlet /> : <LoadingScreen />;
}
