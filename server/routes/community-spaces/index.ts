// Community spaces, get involved and the school-of-study lookup (issue 14; decisions 0030,
// 0031). Every read of a community's data checks the caller's ACTIVE role's read privilege on
// the community's menu (SPEC §6: 212–217) and answers 403 otherwise; creating a space needs write.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationSchema, applyPayloadSchema, communityHomeSchema, communityPageParamsSchema, communityPageSchema, decidePayloadSchema,
  errorResponseSchema, idParamsSchema, opportunityCreateSchema, opportunityQuerySchema, opportunitySchema, schoolOfStudyQuerySchema,
  schoolOfStudyResponseSchema, spaceCreateSchema, spaceDetailSchema, spaceSchema,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import {
  apply, createOpportunity, decide, listOpportunities, myApplications, receivedApplications, schoolOfStudy,
} from '../../community/opportunities';
import { communityHome, communityPage, createSpace, joinSpace, leaveSpace, spaceDetail } from '../../community/spaces';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['community'];
/** Posting is rate limited per member and call (issue 14, abuse): after authentication, keyed by the member. */
const posting = (name: string, max = 30) => ({
  rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `community:${name}:${request.user?.user_id ?? request.ip}` },
});

const communitySpacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];

  app.get('/api/community/home', {
    onRequest,
    schema: { tags, security, summary: 'The communities the active role may read, their newest spaces, the caller’s spaces and latest activity', response: { 200: communityHomeSchema, ...errors } },
  }, async (request) => communityHome(db, callerId(request)));

  app.get('/api/community/pages/:page', {
    onRequest,
    schema: {
      tags, security, summary: 'One community (page 1, 5, 6, 7, 8 or 9): spaces, members, events; 403 without read on its menu',
      params: communityPageParamsSchema, response: { 200: communityPageSchema, ...errors },
    },
  }, async (request) => communityPage(db, callerId(request), request.params.page));

  app.get('/api/community/spaces/:id', {
    onRequest,
    schema: { tags, security, summary: 'A space with its members; 403 without read on its community', params: idParamsSchema, response: { 200: spaceDetailSchema, ...errors } },
  }, async (request) => spaceDetail(db, callerId(request), request.params.id));

  app.post('/api/community/spaces', {
    onRequest,
    config: posting('space-create'),
    schema: { tags, security, summary: 'Create a space (write privilege on the community’s menu); the caller owns it', body: spaceCreateSchema, response: { 201: spaceSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await createSpace(app, callerId(request), request.body)));

  app.post('/api/community/spaces/:id/join', {
    onRequest,
    config: posting('space-join'),
    schema: { tags, security, summary: 'Join a space (its owner is told)', params: idParamsSchema, response: { 200: spaceSchema, ...errors } },
  }, async (request) => joinSpace(app, callerId(request), request.params.id));

  app.post('/api/community/spaces/:id/leave', {
    onRequest,
    config: posting('space-leave'),
    schema: { tags, security, summary: 'Leave a space (not its owner)', params: idParamsSchema, response: { 200: spaceSchema, ...errors } },
  }, async (request) => leaveSpace(app, callerId(request), request.params.id));

  app.get('/api/community/opportunities', {
    onRequest,
    schema: { tags, security, summary: 'Volunteer and mentoring opportunities the caller may see, with the caller’s application', querystring: opportunityQuerySchema, response: { 200: z.array(opportunitySchema), ...errors } },
  }, async (request) => listOpportunities(db, callerId(request), request.query.kind));

  app.post('/api/community/opportunities', {
    onRequest,
    config: posting('opportunity-create'),
    schema: { tags, security, summary: 'Offer a volunteer or mentoring opportunity', body: opportunityCreateSchema, response: { 201: opportunitySchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await createOpportunity(db, callerId(request), request.body)));

  app.post('/api/community/opportunities/:id/apply', {
    onRequest,
    config: posting('apply'),
    schema: { tags, security, summary: 'Apply with a short message (the owner is told)', params: idParamsSchema, body: applyPayloadSchema, response: { 201: applicationSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await apply(app, callerId(request), request.params.id, request.body)));

  app.get('/api/community/applications/mine', {
    onRequest,
    schema: { tags, security, summary: 'The caller’s applications and their state', response: { 200: z.array(applicationSchema), ...errors } },
  }, async (request) => myApplications(db, callerId(request)));

  app.get('/api/community/applications/received', {
    onRequest,
    schema: { tags, security, summary: 'Applications to the caller’s opportunities', response: { 200: z.array(applicationSchema), ...errors } },
  }, async (request) => receivedApplications(db, callerId(request)));

  app.post('/api/community/applications/:id/decide', {
    onRequest,
    config: posting('decide'),
    schema: { tags, security, summary: 'Accept or decline an application (the opportunity’s owner; the applicant is told)', params: idParamsSchema, body: decidePayloadSchema, response: { 200: applicationSchema, ...errors } },
  }, async (request) => decide(app, callerId(request), request.params.id, request.body));

  app.get('/api/community/school-of-study', {
    onRequest,
    schema: {
      tags, security, summary: 'School-of-study items (SPEC §5) by user_id or by a community’s owner (communityCommonId)',
      querystring: schoolOfStudyQuerySchema, response: { 200: schoolOfStudyResponseSchema, ...errors },
    },
  }, async (request) => schoolOfStudy(db, callerId(request), request.query));
};

export default communitySpacesRoutes;
