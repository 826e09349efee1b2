import type { ActiveRole, IdentityProfile } from '../../contracts';

export type AccountAction = 'register' | 'update-profile' | 'update-password';

/** Events the auth machine accepts from the outside. */
export type AuthEvent =
  | { type: 'auth.rehydrate' }
  /** Sign in on the hosted pages (full-page redirect flow). */
  | { type: 'auth.login' }
  /** Sign in with the form on /auth. */
  | { type: 'auth.signIn'; username: string; password: string }
  /** Sign-up finished on the OTP flow: the server already started a session. */
  | { type: 'auth.signedUp'; profile: IdentityProfile }
  | { type: 'auth.logout' }
  | { type: 'auth.refresh' }
  /** The HTTP client renewed the session on its own (single-flight refresh). */
  | { type: 'auth.profileUpdated'; profile: IdentityProfile }
  /** The HTTP client could not renew the session. */
  | { type: 'auth.sessionLost' }
  /** Account action in a 500×600 popup (SPEC §7). */
  | { type: 'auth.accountAction'; action: AccountAction }
  | { type: 'auth.dismissError' }
  /** The member chose another of their roles (role selection saved it): privileges reload. */
  | { type: 'auth.activeRoleChanged'; activeRole: ActiveRole }
  /** The readiness journey moved the member's current phase (e.g. Awakening completed). */
  | { type: 'auth.phaseChanged'; phase: string }
  /** Another tab of this browser signed in (BroadcastChannel, or the storage event where there is none). */
  | { type: 'auth.otherTabSignedIn'; userId: number }
  /** Another tab of this browser logged out deliberately: the session is gone here too, without an error. */
  | { type: 'auth.otherTabSignedOut' }
  /** Another tab switched the active role (Switch View). */
  | { type: 'auth.otherTabRoleChanged'; userId: number; activeRole: ActiveRole };

/** What one tab tells the others (src/lib/tab-sync.ts carries it). */
export type TabMessage =
  | { kind: 'signedIn'; userId: number }
  | { kind: 'signedOut' }
  | { kind: 'roleChanged'; userId: number; activeRole: ActiveRole };

/** Output of the profile-returning effects. */
export type ProfileResult = IdentityProfile;
