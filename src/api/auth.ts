import {
  SUMMIT_TENANT_ID, type GenerateOtpPayload, type IdentityProfile, type SignInPayload,
  type SignUpPayload, type UpdatePasswordPayload, type VerifyOtpPayload,
} from '../../contracts';
import { http } from './http';

export { authRedirectUrl } from './auth-redirect';

// The central auth service (absolute paths) and the auth calls under /api/auth (SPEC §7).

/**
 * The profile's schema (and zod) load with the first profile to check: a guest's session
 * restore gets a 401 and never needs them (decision 0064).
 */
async function parseProfile(data: unknown): Promise<IdentityProfile> {
  const { identityProfileSchema } = await import('../../contracts/auth');
  return identityProfileSchema.parse(data);
}

/** GET /auth/profile: the session's identity profile; any failure means signed out. */
export async function fetchIdentityProfile(): Promise<IdentityProfile> {
  const { data } = await http.get('/auth/profile', { skipAuthRefresh: true });
  return parseProfile(data);
}

/** POST /auth/refresh {tenant_id}: rotates the refresh cookie. */
export async function refreshSession(tenantId: string = SUMMIT_TENANT_ID): Promise<void> {
  await http.post('/auth/refresh', { tenant_id: tenantId }, { skipAuthRefresh: true });
}

export async function logout(): Promise<void> {
  await http.post('/auth/logout', undefined, { skipAuthRefresh: true });
}

export async function signIn(payload: SignInPayload): Promise<IdentityProfile> {
  const { data } = await http.post('/api/auth/signin', payload, { skipAuthRefresh: true });
  return parseProfile(data);
}

export async function signUp(payload: SignUpPayload): Promise<IdentityProfile> {
  const { data } = await http.post('/api/auth/signup', payload, { skipAuthRefresh: true });
  return parseProfile(data);
}

export async function generateOtp(payload: GenerateOtpPayload): Promise<void> {
  await http.post('/api/auth/generateOtp', payload, { skipAuthRefresh: true });
}

export async function verifyOtp(payload: VerifyOtpPayload): Promise<void> {
  await http.post('/api/auth/verifyOtp', payload, { skipAuthRefresh: true });
}

export async function updatePassword(payload: UpdatePasswordPayload): Promise<void> {
  await http.post('/api/auth/updatePassword', payload);
}
