import { selectIsLoggedIn } from '../../../machines/auth';
import { useAuth } from '../../app/AppActorsContext';
import { NotFoundPage } from '../../components/StatusPage/NotFoundPage';

/** Any unknown path (SPEC §2). */
export default function NotFoundScreen() {
  return <NotFoundPage signedIn={useAuth(selectIsLoggedIn)} />;
}
