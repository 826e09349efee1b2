// UpMyMind (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md): the caller's own overview
// and self-checks only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, wellbeingCheckBodySchema, wellbeingCheckSchema, wellbeingOverviewSchema } from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { recordCheck, wellbeingOverview } from '../../wellbeing/overview';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const wellbeingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wellbeing'];

  app.get('/api/wellbeing/overview', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'The caller’s phases (readiness journey), learning figures and self-check results over time', response: { 200: wellbeingOverviewSchema, ...errors } },
  }, async (request) => wellbeingOverview(app.db, callerId(request)));

  app.post('/api/wellbeing/checks', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Record a self-check (five answers, 1–5); answers its score and band', body: wellbeingCheckBodySchema, response: { 201: wellbeingCheckSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await recordCheck(app.db, callerId(request), request.body)));
};

export default wellbeingRoutes;
