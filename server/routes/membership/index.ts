// Membership registration (issue 15; docs/decisions/0043-membership.md).
//   GET  /api/membership/mine                       the caller's latest application and whether they may apply
//   POST /api/membership/applications               apply for a plan (the plan's form)
//   GET  /api/membership/applications               the approval queue (administrators), by status
//   POST /api/membership/applications/:id/decision  approve or reject with a reason (administrators); the member is told live
//   GET  /api/membership/card                       the caller's membership card with its signed code
//   GET  /api/membership/verify/:code               public: valid, expired or unknown
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  errorResponseSchema, idTextSchema, MEMBERSHIP_LINKS, MEMBERSHIP_MESSAGES, MEMBERSHIP_PLAN_INFO, membershipApplicationInputSchema, membershipApplicationSchema,
  membershipCardSchema, membershipDecisionSchema, membershipQueueQuerySchema, membershipQueueSchema, membershipVerifySchema, myMembershipSchema,
  verifyCodeParamsSchema,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId, isAdmin } from '../../auth/authorize';
import { sharedSecret } from '../../auth/keys';
import { roles, userRoles } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { applyForMembership, decideMembership, membershipCard, membershipQueue, myMembership, verifyMembershipCode } from '../../membership/service';
import { notifyUsers } from '../../realtime/notify';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['membership'];

async function adminIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db.selectDistinct({ id: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(sql`lower(${roles.roleName}) = 'admin'`, isNull(roles.deletedAt)));
  return rows.map((r) => r.id);
}

const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const secret = await sharedSecret(db, 'membership-card');
  const limit = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `membership:${name}:${request.user?.user_id ?? request.ip}` },
  });
  const requireAdmin = async (request: FastifyRequest) => {
    const me = callerId(request);
    if (!(await isAdmin(db, me))) throw new HttpError(403, MEMBERSHIP_MESSAGES.adminOnly);
    return me;
  };

  app.get('/api/membership/mine', {
    onRequest, schema: { tags, security, summary: 'The caller’s latest membership application and whether they may apply now', response: { 200: myMembershipSchema, ...errors } },
  }, async (request) => myMembership(db, callerId(request)));

  app.post('/api/membership/applications', {
    onRequest, config: limit('apply', 10),
    schema: { tags, security, summary: 'Apply for a membership plan with the plan’s form; administrators are told', body: membershipApplicationInputSchema, response: { 201: membershipApplicationSchema, ...errors } },
  }, async (request, reply) => {
    const me = callerId(request);
    const application = await applyForMembership(db, me, request.body);
    try {
      await notifyUsers(app, (await adminIds(app)).filter((id) => id !== me), {
        notification_type: 'membership',
        notification_body: `${application.applicant_name} applied for ${MEMBERSHIP_PLAN_INFO[application.plan].name} membership.`,
        notification_link: MEMBERSHIP_LINKS.queue,
      }, me);
    } catch (err) {
      app.log.error({ err }, 'membership notification failed');
    }
    return reply.status(201).send(application);
  });

  app.get('/api/membership/applications', {
    onRequest,
    schema: { tags, security, summary: 'The approval queue (administrators): waiting applications oldest first, or decided ones', querystring: membershipQueueQuerySchema, response: { 200: membershipQueueSchema, ...errors } },
  }, async (request) => {
    await requireAdmin(request);
    return { data: await membershipQueue(db, request.query.status) };
  });

  app.post('/api/membership/applications/:id/decision', {
    onRequest, config: limit('decide', 60),
    schema: {
      tags, security, summary: 'Approve (member number, one year, to be invoiced) or reject with a reason (administrators); the member is told live',
      params: z.object({ id: idTextSchema }), body: membershipDecisionSchema, response: { 200: membershipApplicationSchema, ...errors },
    },
  }, async (request) => {
    const me = await requireAdmin(request);
    const { decision, reason } = request.body;
    const application = await decideMembership(db, me, request.params.id, decision, reason);
    const plan = MEMBERSHIP_PLAN_INFO[application.plan].name;
    try {
      await notifyUsers(app, [application.user_id], decision === 'approve'
        ? { notification_type: 'membership', notification_body: `Your ${plan} membership was approved. Member number ${application.member_number}: your card is ready.`, notification_link: MEMBERSHIP_LINKS.card }
        : { notification_type: 'membership', notification_body: `Your ${plan} membership application was not approved. Reason: ${reason.trim()}`, notification_link: MEMBERSHIP_LINKS.register }, me);
    } catch (err) {
      app.log.error({ err }, 'membership notification failed');
    }
    return application;
  });

  app.get('/api/membership/card', {
    onRequest, schema: { tags, security, summary: 'The caller’s membership card with the signed code its QR carries', response: { 200: membershipCardSchema, ...errors } },
  }, async (request) => membershipCard(db, secret, callerId(request)));

  app.get('/api/membership/verify/:code', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Public: whether a membership card’s code is valid, expired or unknown', params: verifyCodeParamsSchema, response: { 200: membershipVerifySchema, ...errors } },
  }, async (request) => verifyMembershipCode(db, secret, request.params.code));
};

export default membershipRoutes;
