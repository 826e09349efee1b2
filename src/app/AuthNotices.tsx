import { useEffect } from 'react';
import { toast } from '../lib/toasts';
import { MESSAGES } from '../../contracts';
import { selectAuthError, selectPrivilegesError } from '../../machines/auth';
import { flash } from '../lib/flash';
import { useAuth } from './AppActorsContext';

/**
 * SPEC §8 messages that have no form to appear in, as toasts: a notice carried over the logout
 * reload ("Logout failed", "Token refresh failed"), a session lost on a public page, and the
 * privilege fallbacks.
 */
export function AuthNotices() {
  const privilegesError = useAuth(selectPrivilegesError);
  const authError = useAuth(selectAuthError);

  useEffect(() => {
    const carried = flash.take();
    if (carried) toast.error(carried, { toastId: carried });
  }, []);

  useEffect(() => {
    if (privilegesError) toast.error(privilegesError, { toastId: privilegesError });
  }, [privilegesError]);

  // A lost session on a public page leaves no form to say why; /auth shows it inline.
  useEffect(() => {
    if (authError === MESSAGES.tokenRefreshFailed && window.location.pathname.toLowerCase() !== '/auth') {
      toast.error(authError, { toastId: authError });
    }
  }, [authError]);

  return null;
}
