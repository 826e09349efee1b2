// Screens read auth state only through these, one value each.
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export type RehydrationStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** The presentation layer's view of rehydration (SPEC §4). */
export type RehydrationPhase = 'idle' | 'loading' | 'ready';
export type LoginStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export const selectUser = (s: AuthSnapshot) => s.context.user;
export const selectIsLoggedIn = (s: AuthSnapshot) => s.hasTag('signedIn');
/** The access token of the signed-in member (its one home, decision 0059), or null. */
export const selectAccessToken = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.identity?.access_token ?? null : null);
export const selectOtpVerified = (s: AuthSnapshot) => s.context.otpVerified;
export const selectAuthError = (s: AuthSnapshot) => s.context.error;
/** A refused sign-in's sentences by field ("username", "password"), shown at the field. */
export const selectAuthFieldErrors = (s: AuthSnapshot) => s.context.fieldErrors;
export const selectActivePhase = (s: AuthSnapshot) => s.context.activePhase;
export const selectIsSigningIn = (s: AuthSnapshot) => s.hasTag('submitting');
export const selectIsPopupOpen = (s: AuthSnapshot) => s.hasTag('popupOpen');

export const selectRehydrationStatus = (s: AuthSnapshot): RehydrationStatus => {
  if (s.matches('idle')) return 'idle';
  if (s.hasTag('loading')) return 'loading';
  return s.hasTag('signedIn') ? 'succeeded' : 'failed';
};

export const selectRehydrationPhase = (s: AuthSnapshot): RehydrationPhase => {
  const status = selectRehydrationStatus(s);
  return status === 'succeeded' || status === 'failed' ? 'ready' : status;
};

/** SPEC §4 login status: loading while signing in, failed with an error, succeeded when signed in. */
export const selectLoginStatus = (s: AuthSnapshot): LoginStatus => {
  if (s.hasTag('submitting')) return 'loading';
  if (s.hasTag('signedIn')) return 'succeeded';
  return s.matches('failed') && s.context.error ? 'failed' : 'idle';
};

export const selectActiveRole = (s: AuthSnapshot) => s.context.user?.active_role ?? null;
export const selectRoles = (s: AuthSnapshot) => s.context.user?.roles ?? null;
export const selectPrivileges = (s: AuthSnapshot) => s.context.user?.privileges ?? null;
export const selectPrivilegesError = (s: AuthSnapshot) => s.context.privilegesError;
export const selectIsLoadingPrivileges = (s: AuthSnapshot) => s.hasTag('loadingPrivileges');
