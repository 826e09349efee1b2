// The hosted sign-in pages' address: plain string building, apart from the HTTP client, so the
// app shell can send a visitor there without loading axios (decision 0064).

/** The address of the hosted sign-in / account pages (SPEC §7 /auth/redirect). */
export function authRedirectUrl(options: { redirectUri: string; tenantId?: string; action?: 'register' | 'update-profile' | 'update-password' }): string {
  const base = import.meta.env.VITE_API_URL ?? '';
  const query = new URLSearchParams({ redirect_uri: options.redirectUri });
  if (options.tenantId) query.set('tenant_id', options.tenantId);
  if (options.action) query.set('action', options.action);
  return `${base}/auth/redirect?${query}`;
}
