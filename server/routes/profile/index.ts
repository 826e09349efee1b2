// Profile calls of SPEC §7 at /api/global-user/profile/ (Bearer token): read a member record,
// update yourself, and (administrators) create a member.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES, batchErrorResponseSchema, createUserSchema, DEFAULT_ROLE, errorResponseSchema, FAMILY_BATCH_MAX, familyAuditSchemas,
  MESSAGES, okSchema, passwordSchema, PROFILE_MESSAGES, profileUpdateSchema, singleQuerySchema, userCreateSchema, userRecordSchema,
} from '../../../contracts';
import { callerId, checkAuditField, isAdmin, requireAdmin } from '../../auth/authorize';
import { roles, userRoles, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { LIST_MESSAGES, parseFields, project, whereOf } from '../../resources/list-query';
import { userFamily } from '../../resources/users-family';
import { readUserRecord, roleIdsOf, USER_RECORD_FIELDS, userLookup } from './user-record';

const BASE = '/api/global-user/profile/';
const tags = ['profile'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

const isUniqueViolation = (err: unknown) => String((err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code) === '23505';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(`${BASE}getUser`, {
    onRequest: [app.authenticate],
    schema: {
      tags,
      summary: 'A member record by user_id, email or username (yourself; administrators: anyone)',
      querystring: singleQuerySchema,
      response: { 200: userRecordSchema.partial(), ...errors },
    },
  }, async (request) => {
    const { fields, filterFields } = request.query;
    if (!filterFields || Object.keys(filterFields).length === 0) throw new HttpError(400, LIST_MESSAGES.filterRequired);
    const projection = parseFields(fields, USER_RECORD_FIELDS);
    const me = callerId(request);
    // Members search their own record only: anyone else's is "not found" like an unknown one, so
    // an e-mail or username cannot be probed for an account (issue 11 #12).
    const self = (await isAdmin(db, me)) ? undefined : eq(users.userId, me);
    const record = await readUserRecord(db, and(whereOf(userLookup, { filterFields }), self));
    if (!record) throw new HttpError(404, MESSAGES.userNotFound);
    return project(record, projection);
  });

  app.put(`${BASE}update`, {
    onRequest: [app.authenticate],
    schema: {
      tags,
      summary: 'Update yourself: names, phone number, age, gender, photo (an uploaded image), the active role (one you hold)',
      body: profileUpdateSchema,
      response: { 200: userRecordSchema, ...errors },
    },
  }, async (request) => {
    const me = checkAuditField(request, 'modified_by', request.body.modified_by);
    const { active_role, firstName, lastName, phone_number, age, gender, profile_image } = request.body;
    if (active_role !== undefined && !(await roleIdsOf(db, me)).includes(active_role)) {
      throw new HttpError(400, PROFILE_MESSAGES.roleNotHeld);
    }
    const updated = await db.update(users).set({
      ...(active_role !== undefined ? { activeRoleId: active_role } : {}),
      ...(firstName !== undefined ? { firstName } : {}),
      ...(lastName !== undefined ? { lastName } : {}),
      ...(phone_number !== undefined ? { phoneNumber: phone_number || null } : {}),
      ...(age !== undefined ? { age } : {}),
      ...(gender !== undefined ? { gender: gender || null } : {}),
      ...(profile_image !== undefined ? { profileImage: profile_image || null } : {}),
      modifiedBy: me,
      modifiedAt: new Date(),
    }).where(and(eq(users.userId, me), isNull(users.deletedAt))).returning({ userId: users.userId });
    if (updated.length === 0) throw new HttpError(404, MESSAGES.userNotFound);
    const record = await readUserRecord(db, eq(users.userId, me));
    if (!record) throw new HttpError(404, MESSAGES.userNotFound);
    return record;
  });

  app.post(`${BASE}createUser`, {
    onRequest: [app.authenticate],
    schema: {
      tags,
      summary: 'Create a member (administrators); no password yet, active role = the first role (default temp)',
      body: createUserSchema,
      response: { 201: userRecordSchema, ...errors },
    },
  }, async (request, reply) => {
    await requireAdmin(db, request);
    const me = checkAuditField(request, 'created_by', request.body.created_by);
    const { username, firstName, lastName, email, registration_redirect } = request.body;
    const clash = await app.auth.users.clash(username, email);
    if (clash === 'username') throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
    if (clash === 'email') throw new HttpError(409, AUTH_MESSAGES.emailTaken);

    const roleIds = await resolveRoles(request.body.roles);
    let userId: number;
    try {
      userId = await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({
          username, firstName, lastName: lastName ?? '', email,
          registrationRedirect: registration_redirect ?? null,
          activeRoleId: roleIds[0],
          createdBy: me,
        }).returning({ userId: users.userId });
        if (!user) throw new Error('insert returned nothing');
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
        return user.userId;
      });
    } catch (err) {
      // Two creations racing for the same name: the unique index decides.
      if (isUniqueViolation(err)) throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
      throw err;
    }
    const record = await readUserRecord(db, eq(users.userId, userId));
    if (!record) throw new Error('created user not readable');
    return reply.status(201).send(record);
  });

  // Same rules as POST /api/global-user/users/createMany (the users family), administrators only.
  app.post(`${BASE}createMany`, {
    onRequest: [app.authenticate, async (request) => {
      await requireAdmin(db, request);
    }],
    attachValidation: true,
    schema: {
      tags,
      summary: `Create up to ${FAMILY_BATCH_MAX} members, all or nothing (administrators)`,
      body: z.array(userCreateSchema.extend({ created_by: familyAuditSchemas.created_by })),
      response: { 201: z.object({ data: z.array(userRecordSchema) }), ...errors, 400: batchErrorResponseSchema },
    },
  }, async (request, reply) => {
    const body: unknown = request.body;
    if (!Array.isArray(body)) throw new HttpError(400, 'Send a list.');
    if (body.length === 0) throw new HttpError(400, 'The list is empty.');
    if (body.length > FAMILY_BATCH_MAX) throw new HttpError(400, `At most ${FAMILY_BATCH_MAX} users per call.`);
    const rows = await userFamily.create(app, request, body, { bulk: true });
    return reply.status(201).send({ data: rows as never });
  });

  app.put(`${BASE}update-password`, {
    onRequest: [app.authenticate],
    schema: {
      tags,
      summary: 'Change your own password (the current one is required)',
      body: z.object({ old_password: z.string().min(1).max(200), new_password: passwordSchema }),
      response: { 200: okSchema, ...errors },
    },
  }, async (request) => {
    const me = await app.auth.users.byId(callerId(request));
    if (!me) throw new HttpError(404, MESSAGES.userNotFound);
    if (!(await app.auth.users.checkPassword(me, request.body.old_password))) throw new HttpError(400, AUTH_MESSAGES.wrongOldPassword);
    // Every other session of the member ends with the old password; this one stays signed in.
    await app.auth.users.setPassword(me.userId, request.body.new_password, me.userId,
      (tx) => app.auth.sessions.revokeOthers(me.userId, request.user!.session_id, 'password changed', tx));
    return { message: 'Password changed.' };
  });

  /** Live role ids in the order given (duplicates dropped), or the temp role; unknown ids → 400. */
  async function resolveRoles(requested: number[] | undefined): Promise<number[]> {
    if (!requested) {
      const [temp] = await db.select({ roleId: roles.roleId }).from(roles)
        .where(and(eq(roles.roleName, DEFAULT_ROLE.role_name), isNull(roles.deletedAt)));
      if (!temp) throw new Error('temp role missing: reference data not seeded');
      return [temp.roleId];
    }
    const wanted = [...new Set(requested)];
    const found = new Set((await db.select({ roleId: roles.roleId }).from(roles)
      .where(and(inArray(roles.roleId, wanted), isNull(roles.deletedAt)))).map((r) => r.roleId));
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0) throw new HttpError(400, PROFILE_MESSAGES.unknownRoles(unknown));
    return wanted;
  }
};

export default profileRoutes;
