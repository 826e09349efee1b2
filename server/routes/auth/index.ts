import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, identityProfileSchema, MESSAGES } from '../../../contracts';

/**
 * The central auth service. For now only the profile call exists, and with no session
 * mechanism yet it always answers 401: the SPA treats that as signed out (SPEC §8).
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/profile', {
    schema: {
      tags: ['auth'],
      summary: 'Identity profile of the current session',
      response: { 200: identityProfileSchema, 401: errorResponseSchema },
    },
  }, async (_request, reply) => reply.status(401).send({ message: MESSAGES.notSignedIn, statusCode: 401 }));
};

export default authRoutes;
