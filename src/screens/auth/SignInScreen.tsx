import { useSearchParams } from 'react-router';
import { StatusPage } from '../../components/StatusPage/StatusPage';

/**
 * /auth: where signed-out visitors land. The hosted sign-in pages arrive with the identity
 * issue; until then this explains where the visitor was going and why they are here.
 */
export default function SignInScreen() {
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  return (
    <StatusPage title="Sign in to Summit Platform">
      <p>
        {returnTo
          ? <>You need to be signed in to open <strong>{returnTo}</strong>.</>
          : 'Sign in to join events, programs and the community.'}
      </p>
      <p>Member sign-in and registration open with the next release of this limited edition.</p>
      <button type="button" className="button" disabled aria-describedby="sign-in-note">Continue to sign in</button>
      <p id="sign-in-note" className="visually-hidden">Sign-in is not available yet in this release.</p>
    </StatusPage>
  );
}
