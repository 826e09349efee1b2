import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';

/** Development only: the mails that would have gone out (OTP codes). Never registered in production. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dev/outbox', {
    schema: {
      tags: ['development'],
      summary: 'Mails kept in the outbox (no SMTP_URL); newest first',
      querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: z.array(z.object({ mail_id: z.number(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() })) },
    },
  }, async (request) => {
    const rows = await app.db.select().from(outbox)
      .where(request.query.to ? eq(outbox.to, request.query.to.toLowerCase()) : undefined)
      .orderBy(desc(outbox.mailId)).limit(request.query.limit);
    return rows.map((r) => ({ mail_id: r.mailId, to: r.to, subject: r.subject, text: r.text, created_at: r.createdAt.toISOString() }));
  });
};

export default outboxRoutes;
