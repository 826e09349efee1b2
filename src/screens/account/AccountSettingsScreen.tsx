import { Link } from 'react-router';
import { selectAuthError, selectIsPopupOpen, selectOtpVerified, selectUser } from '../../../machines/auth';
import { useAppActors, useAuth } from '../../app/AppActorsContext';
import { useRouteHandle } from '../../app/route-handle';
import { Card, FormMessage, formStyles } from '../../components/Form';

/** /account and /settings: who you are, and the account actions (popup) and sign-out. */
export default function AccountSettingsScreen() {
  const { auth } = useAppActors();
  const user = useAuth(selectUser);
  const verified = useAuth(selectOtpVerified);
  const error = useAuth(selectAuthError);
  const popupOpen = useAuth(selectIsPopupOpen);
  const title = useRouteHandle()?.title ?? 'Account Settings';
  if (!user) return null;
  return (
    <Card title={title} wide>
      <dl className={formStyles.dl}>
        <dt>Name</dt><dd>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</dd>
        <dt>Username</dt><dd>{user.username}</dd>
        <dt>E-mail</dt><dd>{user.email} {verified ? '(verified)' : '(not verified yet)'}</dd>
      </dl>
      <FormMessage error={error} success={popupOpen ? 'Finish in the window that opened; this page updates when you are done.' : null} />
      <div className={formStyles.actions}>
        <button type="button" className="button" disabled={popupOpen} onClick={() => auth.send({ type: 'auth.accountAction', action: 'update-profile' })}>Edit profile</button>
        <button type="button" className="button button--ghost" disabled={popupOpen} onClick={() => auth.send({ type: 'auth.accountAction', action: 'update-password' })}>Change password in a window</button>
        <Link className="button button--ghost" to="/change-password">Change password here</Link>
        <button type="button" className="button button--ghost" onClick={() => auth.send({ type: 'auth.logout' })}>Log out</button>
      </div>
    </Card>
  );
}
