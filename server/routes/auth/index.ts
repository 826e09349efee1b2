import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, identityProfileSchema, MESSAGES, SUMMIT_TENANT_ID, tenantBodySchema } from '../../../contracts';
import { HttpError } from '../../lib/http-error';

/** The central auth service's session calls (SPEC §7): profile, refresh, logout. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.auth.settings.rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/auth/profile', {
    config: limit,
    schema: {
      tags: ['auth'],
      summary: 'Identity profile of the current session, with a fresh access token',
      response: { 200: identityProfileSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    reply.header('cache-control', 'no-store');
    return app.auth.currentProfile(request);
  });

  app.post('/auth/refresh', {
    config: limit,
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh cookie; a replayed old one revokes the session',
      body: tenantBodySchema.optional(),
      response: { 200: z.object({ ok: z.literal(true), expires_in: z.number() }), 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    const token = app.auth.refreshCookie(request);
    const result = token ? await app.auth.sessions.rotate(token) : { ok: false as const, reason: 'unknown' as const };
    if (!result.ok) {
      app.auth.clearRefreshCookie(reply);
      throw new HttpError(401, MESSAGES.tokenRefreshFailed);
    }
    const tenant = request.body?.tenant_id ?? SUMMIT_TENANT_ID;
    if (tenant !== result.tenantId) throw new HttpError(401, MESSAGES.tokenRefreshFailed);
    app.auth.setRefreshCookie(reply, result.refreshToken);
    reply.header('cache-control', 'no-store');
    return { ok: true as const, expires_in: app.auth.settings.accessTtlSeconds };
  });

  app.post('/auth/logout', {
    config: limit,
    schema: { tags: ['auth'], summary: 'End the session behind the refresh cookie', response: { 204: z.null(), 403: errorResponseSchema } },
  }, async (request, reply) => {
    app.auth.requireSameSite(request);
    const token = app.auth.refreshCookie(request);
    const session = token ? await app.auth.sessions.current(token) : null;
    if (session) await app.auth.sessions.revoke(session.sessionId, 'logout');
    app.auth.clearRefreshCookie(reply);
    return reply.status(204).send(null);
  });
};

export default authRoutes;
