import { z } from './zod';

/** GET /auth/profile: the identity profile (Keycloak-style claims) plus the access token. */
export const identityProfileSchema = z.object({
  /** Our service always sends it; SPEC §5 has the app look the member up by e-mail when it is missing. */
  user_id: z.number().int().nullable().optional(),
  preferred_username: z.string(),
  email: z.string(),
  given_name: z.string().nullable().optional(),
  family_name: z.string().nullable().optional(),
  email_verified: z.boolean(),
  access_token: z.string(),
});
export type IdentityProfile = z.infer<typeof identityProfileSchema>;
