import { Link } from 'react-router';
import { NOT_FOUND_TEXT } from '../../../contracts';
import { StatusPage } from './StatusPage';

/** The SPEC §2 not-found page with a way back that fits the visitor; every screen that finds nothing shows this one. */
export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  return (
    <StatusPage code="404" title="Page not found">
      <p>{NOT_FOUND_TEXT}</p>
      <Link className="button" to={signedIn ? '/user/home' : '/home'}>
        {signedIn ? 'Go to my home' : 'Go to the home page'}
      </Link>
    </StatusPage>
  );
}
