// Every tunable of the auth service in one place; tests pass their own (e.g. a fake clock).

export interface AuthSettings {
  /** Access token (JWT) lifetime. */
  accessTtlSeconds: number;
  /** Refresh token lifetime; each refresh rotates it. */
  refreshTtlSeconds: number;
  /** A rotated refresh token still works this long, so two tabs refreshing at once both stay signed in. */
  reuseGraceMs: number;
  /** Our own origin (PUBLIC_ORIGIN): where the SPA is served, the default redirect target. */
  publicOrigin: string;
  /** Origins allowed as redirect_uri and as Origin of cookie-authenticated calls, besides our own. */
  allowedOrigins: string[];
  cookieName: string;
  /** Secure cookies: true behind HTTPS. */
  secureCookies: boolean;
  otp: { ttlMs: number; maxTries: number; resendAfterMs: number; maxPerHour: number; maxPerIpPerHour: number; verifiedForMs: number };
  lockout: { accountFreeFailures: number; ipFreeFailures: number; baseWaitMs: number; maxWaitMs: number; decayMs: number };
  /** Requests per minute per client address on auth routes (rate limit). */
  rateLimitPerMinute: number;
  /** Expose the development mail outbox over HTTP. Never in production. */
  exposeOutbox: boolean;
  now: () => number;
  /** JWT signing secret; when absent one is generated once and kept in the database. */
  jwtSecret?: string;
}

export function defaultAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    accessTtlSeconds: 15 * 60,
    refreshTtlSeconds: 30 * 24 * 3600,
    reuseGraceMs: 5000,
    publicOrigin: 'http://localhost',
    allowedOrigins: [],
    cookieName: 'summit_refresh',
    secureCookies: false,
    otp: { ttlMs: 10 * 60_000, maxTries: 5, resendAfterMs: 30_000, maxPerHour: 5, maxPerIpPerHour: 10, verifiedForMs: 30 * 60_000 },
    lockout: { accountFreeFailures: 5, ipFreeFailures: 20, baseWaitMs: 1000, maxWaitMs: 15 * 60_000, decayMs: 5 * 60_000 },
    rateLimitPerMinute: 60,
    exposeOutbox: false,
    now: () => Date.now(),
    ...overrides,
  };
}
