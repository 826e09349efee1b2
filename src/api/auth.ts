import {
  identityProfileSchema, SUMMIT_TENANT_ID, type GenerateOtpPayload, type IdentityProfile, type SignInPayload,
  type SignUpPayload, type UpdatePasswordPayload, type VerifyOtpPayload,
} from '../../contracts';
import { http } from './http';

// The central auth service (absolute paths) and the auth calls under /api/auth (SPEC §7).

/** GET /auth/profile: the session's identity profile; any failure means signed out. */
export async function fetchIdentityProfile(): Promise<IdentityProfile> {
  const { data } = await http.get('/auth/profile', { skipAuthRefresh: true });
  return identityProfileSchema.parse(data);
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
  return identityProfileSchema.parse(data);
}

export async function signUp(payload: SignUpPayload): Promise<IdentityProfile> {
  const { data } = await http.post('/api/auth/signup', payload, { skipAuthRefresh: true });
  return identityProfileSchema.parse(data);
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

/** The address of the hosted sign-in / account pages (SPEC §7 /auth/redirect). */
export function authRedirectUrl(options: { redirectUri: string; tenantId?: string; action?: 'register' | 'update-profile' | 'update-password' }): string {
  const base = import.meta.env.VITE_API_URL ?? '';
  const query = new URLSearchParams({ redirect_uri: options.redirectUri });
  if (options.tenantId) query.set('tenant_id', options.tenantId);
  if (options.action) query.set('action', options.action);
  return `${base}/auth/redirect?${query}`;
}
