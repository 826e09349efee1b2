import type { IdentityProfile } from '../../contracts';

/** Events the auth machine accepts from the outside. */
export type AuthEvent =
  | { type: 'auth.rehydrate' };

/** Output of the fetchProfile effect. */
export type ProfileResult = IdentityProfile;
