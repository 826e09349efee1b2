import { z } from 'zod';

/** GET /auth/profile: the identity profile (Keycloak-style claims) plus the access token. */
export const identityProfileSchema = z.object({
  user_id: z.number().int(),
  preferred_username: z.string(),
  email: z.string(),
  given_name: z.string().nullable().optional(),
  family_name: z.string().nullable().optional(),
  email_verified: z.boolean(),
  access_token: z.string(),
});
export type IdentityProfile = z.infer<typeof identityProfileSchema>;

/** The signed-in user as the SPA holds it (SPEC §3); later issues fill roles and privileges. */
export interface SessionUser {
  user_id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The readiness journey starts here (SPEC §4 activePhase). */
export const INITIAL_READINESS_PHASE = 'awakening';
