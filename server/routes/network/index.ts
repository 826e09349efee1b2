// The member network's calls (issue 14; docs/decisions/0028-network.md, 0029-organizations.md):
// member directory, organisation directory by category, follow/unfollow, my follows, follower
// counts and the /community/following overview. Every call needs a signed-in member.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionRequestPayloadSchema, connectionsResponseSchema, connectionStateSchema, errorResponseSchema, followingResponseSchema, followStateSchema, followTargetParamsSchema, followTargetSchema, idTextSchema,
  memberCardSchema, memberDirectoryQuerySchema, memberDirectoryResponseSchema, memberFacetsSchema, myFollowsQuerySchema,
  myFollowsResponseSchema, NETWORK_API, organizationCardSchema, organizationDirectoryQuerySchema, organizationDirectoryResponseSchema,
  type OrganizationCategory,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import { follows } from '../../db/schema';
import { answerConnection, endConnection, requestConnection } from '../../community/connections';
import { connectionsOverview, followingOverview, memberCard, memberFacets, organizationCard, searchMembers, searchOrganizations } from '../../community/directory';
import { follow, followState, unfollow } from '../../community/follows';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['community'];
const idParams = z.object({ id: idTextSchema });

const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  // Following is cheap to abuse (each member follow notifies): a generous per-member limit.
  const followLimit = { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: (req: { user?: { user_id: number } | null; ip: string }) => req.user ? `u${req.user.user_id}` : req.ip } };

  app.get(NETWORK_API.members, {
    onRequest,
    schema: {
      tags, security, summary: 'Member directory: search (name, username, headline), filters (role, community, interests), paged',
      querystring: memberDirectoryQuerySchema, response: { 200: memberDirectoryResponseSchema, ...errors },
    },
  }, async (request) => searchMembers(db, callerId(request), request.query));

  app.get(`${NETWORK_API.members}/facets`, {
    onRequest,
    schema: { tags, security, summary: 'The directory\'s filter choices: roles held and interests in use', response: { 200: memberFacetsSchema, ...errors } },
  }, async () => memberFacets(db));

  app.get(`${NETWORK_API.members}/:id`, {
    onRequest,
    schema: { tags, security, summary: 'One member\'s directory card', params: idParams, response: { 200: memberCardSchema, ...errors } },
  }, async (request) => memberCard(db, callerId(request), request.params.id));

  app.get(NETWORK_API.organizations, {
    onRequest,
    schema: {
      tags, security, summary: 'Organisations of one category (startups, investors, businesses, government, educators, experts), by name, paged',
      querystring: organizationDirectoryQuerySchema, response: { 200: organizationDirectoryResponseSchema, ...errors },
    },
  }, async (request) => searchOrganizations(db, callerId(request), { ...request.query, category: request.query.category as OrganizationCategory }));

  app.get(`${NETWORK_API.organizations}/:id`, {
    onRequest,
    schema: { tags, security, summary: 'One organisation\'s card', params: idParams, response: { 200: organizationCardSchema, ...errors } },
  }, async (request) => organizationCard(db, callerId(request), request.params.id));

  app.post(NETWORK_API.follows, {
    onRequest,
    config: followLimit,
    schema: {
      tags, security, summary: 'Follow a member, forum topic or organisation (idempotent: 201 when new, 200 when already following)',
      body: followTargetSchema, response: { 200: followStateSchema, 201: followStateSchema, ...errors },
    },
  }, async (request, reply) => {
    const { created, state } = await follow(app, callerId(request), request.body.target_type, request.body.target_id);
    return reply.status(created ? 201 : 200).send(state);
  });

  app.delete(`${NETWORK_API.follows}/:target_type/:target_id`, {
    onRequest,
    config: followLimit,
    schema: {
      tags, security, summary: 'Unfollow (idempotent: not following is not an error)',
      params: followTargetParamsSchema, response: { 200: followStateSchema, ...errors },
    },
  }, async (request) => unfollow(db, callerId(request), request.params.target_type, request.params.target_id));

  app.get(NETWORK_API.myFollows, {
    onRequest,
    schema: {
      tags, security, summary: 'What the caller follows (optionally one target type), newest first',
      querystring: myFollowsQuerySchema, response: { 200: myFollowsResponseSchema, ...errors },
    },
  }, async (request) => {
    const rows = await db.select({ target_type: follows.targetType, target_id: follows.targetId, created_at: follows.createdAt }).from(follows)
      .where(and(eq(follows.followerUserId, callerId(request)), isNull(follows.deletedAt),
        request.query.target_type ? eq(follows.targetType, request.query.target_type) : undefined))
      .orderBy(follows.createdAt);
    return { data: rows.reverse().map((r) => ({ ...r, target_type: r.target_type as 'member', created_at: new Date(r.created_at).toISOString() })) };
  });

  app.get(`${NETWORK_API.follows}/:target_type/:target_id`, {
    onRequest,
    schema: {
      tags, security, summary: 'Whether the caller follows a target, and its follower count',
      params: followTargetParamsSchema, response: { 200: followStateSchema, ...errors },
    },
  }, async (request) => followState(db, callerId(request), request.params.target_type, request.params.target_id));

  app.get(NETWORK_API.connections, {
    onRequest,
    schema: {
      tags, security, summary: 'Connection requests to answer, requests sent, and connections (newest first)',
      response: { 200: connectionsResponseSchema, ...errors },
    },
  }, async (request) => connectionsOverview(db, callerId(request)));

  app.post(NETWORK_API.connections, {
    onRequest,
    config: followLimit,
    schema: {
      tags, security, summary: 'Ask a member to connect (409 when already asked, asked by them, or connected); they are notified',
      body: connectionRequestPayloadSchema, response: { 201: connectionStateSchema, ...errors },
    },
  }, async (request, reply) => reply.status(201).send(await requestConnection(app, callerId(request), request.body.user_id, request.body.message ?? '')));

  app.post(`${NETWORK_API.connections}/:id/:answer`, {
    onRequest,
    config: followLimit,
    schema: {
      tags, security, summary: 'Accept or decline a request made to the caller (the requester is told of an acceptance)',
      params: z.object({ id: idTextSchema, answer: z.enum(['accept', 'decline'], { error: 'answer must be accept or decline.' }) }),
      response: { 200: connectionStateSchema, ...errors },
    },
  }, async (request) => answerConnection(app, callerId(request), request.params.id, request.params.answer));

  app.delete(`${NETWORK_API.connections}/member/:id`, {
    onRequest,
    config: followLimit,
    schema: {
      tags, security, summary: 'Withdraw my request, decline theirs, or end the connection with a member (idempotent)',
      params: idParams, response: { 200: connectionStateSchema, ...errors },
    },
  }, async (request) => endConnection(db, callerId(request), request.params.id));

  app.get(NETWORK_API.following, {
    onRequest,
    schema: {
      tags, security, summary: 'People, topics and organisations the caller follows, with their latest activity (one call)',
      response: { 200: followingResponseSchema, ...errors },
    },
  }, async (request) => followingOverview(db, callerId(request)));
};

export default networkRoutes;
