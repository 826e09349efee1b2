import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, MESSAGES, SUMMIT_TENANT_ID, type IdentityProfile } from '../../contracts';
import { sharedSecret } from '../auth/keys';
import { createLockout } from '../auth/lockout';
import { createMailer } from '../auth/mailer';
import { createOtpService } from '../auth/otp';
import { createSessionStore } from '../auth/sessions';
import type { AuthSettings } from '../auth/settings';
import { createTokenService, type AccessClaims } from '../auth/tokens';
import { createUserStore, type UserRow } from '../auth/users';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Awaited<ReturnType<typeof buildAuth>>;
    /** preHandler: a valid Bearer access token of a live session, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

async function buildAuth(app: import('fastify').FastifyInstance, settings: AuthSettings, smtpUrl: string | undefined) {
  const db = app.db;
  const tokens = createTokenService(settings.jwtSecret ?? await sharedSecret(db, 'jwt'), settings.accessTtlSeconds, settings.now);
  const mailer = createMailer(db, smtpUrl);
  const users = createUserStore(db);
  const sessions = createSessionStore(db, settings);
  const otp = createOtpService(db, mailer, settings, await sharedSecret(db, 'otp'));
  const lockout = createLockout(db, settings);

  // Normalised through URL so that a default port (http://host:80) compares equal to none.
  const normalise = (origin: string) => {
    try {
      return new URL(origin).origin;
    } catch {
      return 'invalid';
    }
  };
  // Our own origin comes from configuration, never from Host or X-Forwarded-Host: a request
  // cannot talk the server into trusting, or redirecting to, an origin it names itself.
  const publicOrigin = normalise(settings.publicOrigin);
  const allowed = new Set([publicOrigin, ...settings.allowedOrigins.map(normalise)]);
  const ownOrigin = () => publicOrigin;
  const isAllowedOrigin = (origin: string) => {
    const o = normalise(origin);
    return o !== 'invalid' && o !== 'null' && allowed.has(o);
  };

  /**
   * CSRF guard for calls the refresh cookie authenticates: the browser must say the request
   * comes from one of our origins. Non-browser clients send neither header and hold no cookie jar
   * an attacker could ride.
   */
  function requireSameSite(request: FastifyRequest): void {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin && origin !== 'null') {
      if (!isAllowedOrigin(origin)) throw new HttpError(403, AUTH_MESSAGES.crossSite);
      return;
    }
    // `Origin: null` (sandboxed frames, privacy modes, some redirects) says nothing about where
    // the request came from: only a browser's Sec-Fetch-Site saying it is ours lets it through.
    if (origin === 'null' && site !== 'same-origin' && site !== 'none') throw new HttpError(403, AUTH_MESSAGES.crossSite);
    if (site && site !== 'same-origin' && site !== 'none') throw new HttpError(403, AUTH_MESSAGES.crossSite);
  }

  function setRefreshCookie(reply: FastifyReply, token: string) {
    reply.setCookie(settings.cookieName, token, {
      httpOnly: true, sameSite: 'strict', secure: settings.secureCookies, path: '/', maxAge: settings.refreshTtlSeconds,
    });
  }
  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(settings.cookieName, { path: '/', httpOnly: true, sameSite: 'strict', secure: settings.secureCookies });
  }
  const refreshCookie = (request: FastifyRequest) => request.cookies[settings.cookieName];

  async function profileFor(user: UserRow, sessionId: string, tenantId: string): Promise<IdentityProfile> {
    const claims: AccessClaims = {
      user_id: user.userId, session_id: sessionId, tenant_id: tenantId,
      preferred_username: user.username, email: user.email, email_verified: user.emailVerified,
      given_name: user.firstName, family_name: user.lastName,
    };
    return {
      user_id: user.userId, preferred_username: user.username, email: user.email,
      given_name: user.firstName, family_name: user.lastName, email_verified: user.emailVerified,
      access_token: await tokens.sign(claims),
    };
  }

  /** Signs a member in: a new session (new id), the refresh cookie, and their profile. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, tenantId = SUMMIT_TENANT_ID) {
    const { sessionId, refreshToken } = await sessions.create(user.userId, {
      tenantId, userAgent: request.headers['user-agent'], ip: request.ip,
    });
    setRefreshCookie(reply, refreshToken);
    return profileFor(user, sessionId, tenantId);
  }

  /** The profile of the session behind the refresh cookie, or 401. */
  async function currentProfile(request: FastifyRequest): Promise<IdentityProfile> {
    const token = refreshCookie(request);
    const session = token ? await sessions.current(token) : null;
    const user = session ? await users.byId(session.userId) : undefined;
    if (!session || !user || !user.enabled) throw new HttpError(401, MESSAGES.notSignedIn);
    return profileFor(user, session.sessionId, session.tenantId);
  }

  return {
    settings, tokens, mailer, users, sessions, otp, lockout,
    requireSameSite, isAllowedOrigin, ownOrigin, setRefreshCookie, clearRefreshCookie, refreshCookie, profileFor, startSession, currentProfile,
  };
}

/** The auth service's shared parts: tokens, sessions, users, OTP, lockout, CSRF guard. */
export default fp<{ settings: AuthSettings; smtpUrl?: string }>(async (app, { settings, smtpUrl }) => {
  await app.register(cookie);
  app.decorate('auth', await buildAuth(app, settings, smtpUrl));
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await app.auth.tokens.verify(token) : null;
    // A revoked session (logout, disabled, deleted, password changed elsewhere) ends on the next request.
    if (!claims || !(await app.auth.sessions.isLive(claims.session_id, claims.user_id))) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    request.user = claims;
  });
}, { name: 'auth', dependencies: ['db'] });
