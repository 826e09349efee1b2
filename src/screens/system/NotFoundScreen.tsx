import { Link } from 'react-router';
import { NOT_FOUND_TEXT } from '../../../contracts';
import { selectIsLoggedIn } from '../../../machines/auth';
import { useAuth } from '../../app/AppActorsContext';
import { StatusPage } from '../../components/StatusPage/StatusPage';

/** Any unknown path (SPEC §2): the exact text, and a way back that fits the visitor. */
export default function NotFoundScreen() {
  const signedIn = useAuth(selectIsLoggedIn);
  return (
    <StatusPage code="404" title="Page not found">
      <p>{NOT_FOUND_TEXT}</p>
      <Link className="button" to={signedIn ? '/user/home' : '/home'}>
        {signedIn ? 'Go to my home' : 'Go to the home page'}
      </Link>
    </StatusPage>
  );
}
