import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, healthResponseSchema } from '../../../contracts';

const version = process.env.npm_package_version ?? '0.1.0';

/** Liveness and readiness in one: answers ok only when the database answers too. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['system'],
      summary: 'Health of the API host and its database',
      response: { 200: healthResponseSchema, 503: errorResponseSchema },
    },
  }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send({ message: 'Database unavailable', statusCode: 503 });
    }
    return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), version };
  });
};

export default healthRoutes;
