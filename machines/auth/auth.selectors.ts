// Screens read auth state only through these, one value each.
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export type RehydrationStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** The presentation layer's view of rehydration (SPEC §4). */
export type RehydrationPhase = 'idle' | 'loading' | 'ready';

export const selectUser = (s: AuthSnapshot) => s.context.user;
export const selectIsLoggedIn = (s: AuthSnapshot) => s.matches('authenticated');
export const selectOtpVerified = (s: AuthSnapshot) => s.context.otpVerified;
export const selectAuthError = (s: AuthSnapshot) => s.context.error;
export const selectActivePhase = (s: AuthSnapshot) => s.context.activePhase;

export const selectRehydrationStatus = (s: AuthSnapshot): RehydrationStatus => {
  if (s.hasTag('loading')) return 'loading';
  if (s.matches('authenticated')) return 'succeeded';
  if (s.matches('failed')) return 'failed';
  return 'idle';
};

export const selectRehydrationPhase = (s: AuthSnapshot): RehydrationPhase => {
  const status = selectRehydrationStatus(s);
  return status === 'succeeded' || status === 'failed' ? 'ready' : status;
};
