import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { selectAuthError, selectAuthFieldErrors, selectIsLoggedIn, selectIsSigningIn } from '../../../machines/auth';
import { useAppActors, useAuth } from '../../app/AppActorsContext';
import { afterLoginTarget } from '../../app/navigation-targets';
import { Card, Field, FIELDS_NEED_ATTENTION, FormMessage, formStyles } from '../../components/Form';
import { SignUpForm } from './SignUpForm';

/** /auth: sign in with the form (or the hosted page), or create an account with an e-mailed code. */
export default function SignInScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { auth } = useAppActors();
  const signedIn = useAuth(selectIsLoggedIn);
  const busy = useAuth(selectIsSigningIn);
  const error = useAuth(selectAuthError);
  // A refused field's sentence shows at the field (decision 0057); the form then points at it.
  const fieldErrors = useAuth(selectAuthFieldErrors);
  const fieldsNamed = Object.keys(fieldErrors).length > 0;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const returnTo = params.get('returnTo');
  const registering = params.get('mode') === 'register';
  const modeLink = (mode?: string) => {
    const q = new URLSearchParams(params);
    if (mode) q.set('mode', mode); else q.delete('mode');
    return `/auth?${q}`;
  };

  if (signedIn) return <Navigate to={afterLoginTarget({ navigate: () => {}, state: { location } })} replace />;

  if (registering) {
    return (
      <Card title="Create your account" lead="Join the summit community. We will e-mail you a code to confirm your address." wide>
        <SignUpForm />
        <p className={formStyles.alt}>Already a member? <Link to={modeLink()}>Sign in</Link></p>
      </Card>
    );
  }

  // Correcting a field answers the message: it goes, as on any form that was refused.
  const edit = (set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    if (error || fieldsNamed) auth.send({ type: 'auth.dismissError' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'auth.signIn', username, password });
  };

  return (
    <Card
      title="Sign in to Summit Platform"
      lead={returnTo ? <>You need to be signed in to open <strong>{returnTo}</strong>.</> : 'Sign in to join events, programs and the community.'}
    >
      <form onSubmit={submit} noValidate>
        <Field label="Username or e-mail" name="username" autoComplete="username" required error={fieldErrors.username} value={username} onChange={edit(setUsername)} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} value={password} onChange={edit(setPassword)} />
        <FormMessage error={fieldsNamed ? FIELDS_NEED_ATTENTION : error} />
        <button type="submit" className="button" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
      <p className={formStyles.alt}>
        New here? <Link to={modeLink('register')}>Create an account</Link>
        {' · '}
        <button type="button" className={formStyles.linkButton} onClick={() => auth.send({ type: 'auth.login' })}>Use the secure sign-in page</button>
      </p>
    </Card>
  );
}
