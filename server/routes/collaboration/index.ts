// Collaboration boards under /api/collaboration/ (issue 14; docs/decisions/0032-collaboration.md).
// Any signed-in member reads the board and posts calls; only the poster picks, declines and
// closes; interest is refused in one's own call, twice, after the deadline or once closed.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collabCallCreateSchema, collabCallDetailSchema, collabCallsQuerySchema, collabCallsResponseSchema, collabCommunitySummarySchema,
  collabDecisionSchema, collabInterestCreateSchema, collabMineSchema, errorResponseSchema, idTextSchema,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import { createCollabStore, type Outcome } from '../../collaboration/collab-store';
import { notifyUsers } from '../../realtime/notify';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const tags = ['collaboration'];
const security = [{ bearerAuth: [] }];
const idParam = z.object({ id: idTextSchema });

const collaborationRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createCollabStore(app.db);
  const onRequest = [app.authenticate];
  // Posting is where abuse is plausible: calls and interest are capped per member (counted after
  // authentication, so one busy address shared by many members does not block them all).
  const posting = {
    rateLimit: { max: 20, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `collab:${request.user?.user_id ?? request.ip}` },
  };

  /** Tells everyone involved; a failed notification never undoes the change already made. */
  async function tell<T>(outcome: Outcome<T>, me: number): Promise<T> {
    for (const n of outcome.notify) {
      if (n.userIds.length === 0) continue;
      const note = { notification_type: 'collaboration', notification_body: n.body, notification_link: n.link };
      try {
        await notifyUsers(app, n.userIds, note, me);
      } catch (err) {
        app.log.error({ err }, 'collaboration notification failed');
      }
    }
    return outcome.value;
  }

  app.get('/api/collaboration/calls', {
    onRequest, schema: { tags, security, summary: 'The board: calls with search, skill, community, status and deadline filters', querystring: collabCallsQuerySchema, response: { 200: collabCallsResponseSchema, ...errors } },
  }, async (request) => store.list(callerId(request), request.query));

  app.get('/api/collaboration/communities', {
    onRequest, schema: { tags, security, summary: 'Open and total calls per community', response: { 200: collabCommunitySummarySchema, ...errors } },
  }, async () => store.communities());

  app.get('/api/collaboration/mine', {
    onRequest, schema: { tags, security, summary: 'My calls (with pending interest counts) and my interest in others’ calls', response: { 200: collabMineSchema, ...errors } },
  }, async (request) => store.mine(callerId(request)));

  app.get('/api/collaboration/calls/:id', {
    onRequest, schema: { tags, security, summary: 'One call; its poster also sees every interest', params: idParam, response: { 200: collabCallDetailSchema, ...errors } },
  }, async (request) => store.detail(request.params.id, callerId(request)));

  app.post('/api/collaboration/calls', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Post a collaboration call', body: collabCallCreateSchema, response: { 201: collabCallDetailSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await store.create(callerId(request), request.body)));

  app.post('/api/collaboration/calls/:id/interest', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Express interest in a call with a short message (once; not in one’s own; before the deadline)', params: idParam, body: collabInterestCreateSchema, response: { 201: collabCallDetailSchema, ...errors } },
  }, async (request, reply) => {
    const me = callerId(request);
    return reply.status(201).send(await tell(await store.expressInterest(me, request.params.id, request.body.message), me));
  });

  app.post('/api/collaboration/interests/:id/withdraw', {
    onRequest, schema: { tags, security, summary: 'Withdraw my pending interest', params: idParam, response: { 200: collabCallDetailSchema, ...errors } },
  }, async (request) => store.withdraw(callerId(request), request.params.id));

  app.post('/api/collaboration/calls/:id/pick', {
    onRequest, schema: { tags, security, summary: 'Poster only: pick a collaborator; they join the call’s group conversation', params: idParam, body: collabDecisionSchema, response: { 200: collabCallDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    return tell(await store.decide(me, request.params.id, request.body.interest_id, 'picked'), me);
  });

  app.post('/api/collaboration/calls/:id/decline', {
    onRequest, schema: { tags, security, summary: 'Poster only: decline an interest', params: idParam, body: collabDecisionSchema, response: { 200: collabCallDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    return tell(await store.decide(me, request.params.id, request.body.interest_id, 'declined'), me);
  });

  app.post('/api/collaboration/calls/:id/close', {
    onRequest, schema: { tags, security, summary: 'Poster only: close the call; interest still pending is declined', params: idParam, response: { 200: collabCallDetailSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    return tell(await store.close(me, request.params.id), me);
  });
};

export default collaborationRoutes;
