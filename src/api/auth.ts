import { identityProfileSchema, type IdentityProfile } from '../../contracts';
import { http } from './http';

/** GET /auth/profile: the session's identity profile; any failure means signed out. */
export async function fetchIdentityProfile(): Promise<IdentityProfile> {
  const { data } = await http.get('/auth/profile');
  return identityProfileSchema.parse(data);
}
