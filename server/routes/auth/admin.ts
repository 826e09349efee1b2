import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authUserSchema, authUsersResponseSchema, batchErrorResponseSchema, createManyAuthUsersSchema, deletedCountSchema,
  deleteManyAuthUsersSchema, errorResponseSchema, listResponseSchema, searchUsersQuerySchema, updateAuthUserSchema,
  updateManyAuthUsersSchema, idTextSchema,
} from '../../../contracts';
import { checkAuditField, requireAdmin } from '../../auth/authorize';
import { batchList, createUserAdmin } from '../../auth/user-admin';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const batchErrors = { ...errors, 400: batchErrorResponseSchema };

/**
 * Audit ids of a batch: every item naming someone other than the caller refuses the whole call
 * (ARCHITECTURE: audit fields come from the token). Items with no number are left to the
 * per-item checks.
 */
function checkBatchAudit(request: FastifyRequest, items: unknown[], field: 'created_by' | 'modified_by'): number {
  for (const item of items) {
    const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined;
    checkAuditField(request, field, typeof value === 'number' ? value : undefined);
  }
  return checkAuditField(request, field, undefined);
}

/** The identity admin calls of SPEC §7 under /api/auth/: administrators only. */
const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.auth.settings.rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['auth'];
  const admin = createUserAdmin(app.db, app.auth.sessions);
  // Checked before the input is validated: a non-admin learns nothing about the payload rules.
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(app.db, request);
  };
  const onRequest = [app.authenticate, adminOnly];

  app.get('/api/auth/searchUsers', {
    config,
    onRequest,
    schema: {
      tags, summary: 'Auth users by page, search (username, e-mail, names) and filters; lists comma-joined (admin)',
      querystring: searchUsersQuerySchema, response: { 200: listResponseSchema(authUserSchema), ...errors },
    },
  }, async (request) => {
    return admin.search(request.query);
  });

  app.put('/api/auth/updateAuthUser/:id', {
    config,
    onRequest,
    schema: {
      tags, summary: 'Change an auth user’s username, names, e-mail or enabled flag; disabling ends their sessions (admin)',
      params: z.object({ id: idTextSchema }), body: updateAuthUserSchema, response: { 200: authUserSchema, ...errors },
    },
  }, async (request) => {
    const { modified_by, ...fields } = request.body;
    const me = checkAuditField(request, 'modified_by', modified_by);
    return admin.updateOne(request.params.id, fields, me);
  });

  // The batch calls validate each item themselves (attachValidation) so that every failure is
  // reported with its index; the declared body schema documents the items.
  app.post('/api/auth/createMany', {
    config,
    onRequest,
    attachValidation: true,
    schema: {
      tags, summary: 'Create up to 1000 members with the temp role, all or nothing (admin)',
      body: createManyAuthUsersSchema, response: { 201: authUsersResponseSchema, ...batchErrors },
    },
  }, async (request, reply) => {
    const items = batchList(request.body as unknown);
    const me = checkBatchAudit(request, items, 'created_by');
    return reply.status(201).send({ data: await admin.createMany(items, me) });
  });

  app.post('/api/auth/updateMany', {
    config,
    onRequest,
    attachValidation: true,
    schema: {
      tags, summary: 'Update up to 1000 auth users, all or nothing (admin)',
      body: updateManyAuthUsersSchema, response: { 200: authUsersResponseSchema, ...batchErrors },
    },
  }, async (request) => {
    const items = batchList(request.body as unknown);
    const me = checkBatchAudit(request, items, 'modified_by');
    return { data: await admin.updateMany(items, me) };
  });

  app.put('/api/auth/deleteMany', {
    config,
    onRequest,
    schema: {
      tags, summary: 'Soft-delete up to 1000 auth users and end their sessions, all or nothing (admin)',
      body: deleteManyAuthUsersSchema, response: { 200: deletedCountSchema, ...batchErrors },
    },
  }, async (request) => {
    const me = checkAuditField(request, 'deleted_by', request.body.deleted_by);
    return { deleted: await admin.deleteMany(request.body.user_ids, me) };
  });
};

export default authAdminRoutes;
