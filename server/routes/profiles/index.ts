// Profiles (issue 15; docs/decisions/0039-profiles.md, 0040-typed-profiles.md, 0041-role-pages.md).
//   GET    /api/profiles/me                  the caller's individual profile (+ visibility, completeness)
//   PUT    /api/profiles/me                  change it (only the fields sent)
//   GET    /api/profiles/me/employability    the caller's employability profile
//   PUT    /api/profiles/me/employability    replace it
//   GET    /api/profiles/member/:user_id     a member as the caller may see them (visitors: public fields)
//   GET    /api/profiles/typed               typed profiles: the caller's own, or others' they may see
//   POST   /api/profiles/typed               a new typed profile (owner = caller)
//   GET    /api/profiles/typed/:id           one typed profile (per visibility)
//   PUT    /api/profiles/typed/:id           change it (owner only)
//   DELETE /api/profiles/typed/:id           delete it (owner only)
//   GET    /api/profiles/expert-dashboard    mentoring requests, judging assignments (expert or admin role)
// The User fields (names, phone, age, gender, photo) change through PUT /api/global-user/profile/update.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employabilitySchema, employabilityUpdateSchema, errorResponseSchema, expertDashboardSchema, memberProfileUpdateSchema, memberPublicProfileSchema,
  myProfileSchema, okSchema, PROFILE_FORM_MESSAGES, PROFILES_API, profileIdParamsSchema, typedProfileCreateSchema, typedProfileListQuerySchema, typedProfileListSchema,
  typedProfileSchema, typedProfileUpdateSchema, userIdParamsSchema, type StoredFile,
} from '../../../contracts';
import { HttpError } from '../../lib/http-error';
import { callerId, checkAuditField } from '../../auth/authorize';
import {
  createTyped, deleteTyped, expertDashboard, getTyped, listTyped, memberPublicProfile, readEmployability, readMyProfile, saveEmployability,
  updateMyProfile, updateTyped,
} from '../../profiles/service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['profiles'];

export interface ProfilesOptions {
  /** DATA_DIR/uploads: a pitch deck or CV must be a stored upload. */
  uploadsDir?: string;
}

const profilesRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, opts) => {
  const db = app.db;
  /** A pitch deck or CV must be a stored file (uploads, kind file); its size is read from the disk, not trusted. */
  const checkStored = async (file: StoredFile | null): Promise<StoredFile | null> => {
    if (!file || !opts.uploadsDir) return file;
    try {
      const info = await stat(path.join(path.resolve(opts.uploadsDir), 'files', file.name));
      if (!info.isFile()) throw new Error('not a file');
      return { ...file, size: info.size };
    } catch {
      throw new HttpError(400, PROFILE_FORM_MESSAGES.fileMissing);
    }
  };
  const onRequest = [app.authenticate];
  /** Visitors may read public fields; a request that carries a token must carry a valid one. */
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  const limit = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `profiles:${name}:${request.user?.user_id ?? request.ip}` },
  });

  app.get(PROFILES_API.me, {
    onRequest,
    schema: { tags, summary: 'Your individual profile: User fields, bio, location, skills, interests, links, visibility per field, completeness', response: { 200: myProfileSchema, ...errors } },
  }, async (request) => readMyProfile(db, callerId(request)));

  app.put(PROFILES_API.me, {
    onRequest,
    config: limit('me', 60),
    schema: { tags, summary: 'Change your profile: only the fields sent change', body: memberProfileUpdateSchema, response: { 200: myProfileSchema, ...errors } },
  }, async (request) => {
    const me = checkAuditField(request, 'modified_by', request.body.modified_by);
    return updateMyProfile(db, me, request.body);
  });

  app.get(PROFILES_API.employability, {
    onRequest,
    schema: { tags, summary: 'Your employability profile: education, experience, CV, availability', response: { 200: employabilitySchema, ...errors } },
  }, async (request) => readEmployability(db, callerId(request)));

  app.put(PROFILES_API.employability, {
    onRequest,
    config: limit('employability', 60),
    schema: { tags, summary: 'Replace your employability profile', body: employabilityUpdateSchema, response: { 200: employabilitySchema, ...errors } },
  }, async (request) => {
    const me = checkAuditField(request, 'modified_by', request.body.modified_by);
    const { modified_by: _ignored, ...value } = request.body;
    return saveEmployability(db, me, { ...value, cv: await checkStored(value.cv) });
  });

  app.get('/api/profiles/member/:user_id', {
    onRequest: [optionalAuth],
    schema: {
      tags, summary: 'A member as you may see them: fields by their visibility (visitors: public only), volunteering, typed profiles',
      params: userIdParamsSchema, response: { 200: memberPublicProfileSchema, ...errors },
    },
  }, async (request) => memberPublicProfile(db, request.user?.user_id ?? null, request.params.user_id));

  app.get(PROFILES_API.typed, {
    onRequest,
    schema: {
      tags, summary: "Typed profiles: yours (owner=mine, every visibility) or others' you may see (owner=others, or user_id)",
      querystring: typedProfileListQuerySchema, response: { 200: typedProfileListSchema, ...errors },
    },
  }, async (request) => ({ data: await listTyped(db, callerId(request), request.query) }));

  app.post(PROFILES_API.typed, {
    onRequest,
    config: limit('create', 20),
    schema: { tags, summary: 'A new entrepreneur, idea, incubation, venture, startup or institute profile (yours)', body: typedProfileCreateSchema, response: { 201: typedProfileSchema, ...errors } },
  }, async (request, reply) => {
    const me = checkAuditField(request, 'created_by', request.body.created_by);
    const { created_by: _ignored, ...form } = request.body;
    return reply.status(201).send(await createTyped(db, me, { ...form, pitch_deck: await checkStored(form.pitch_deck) }));
  });

  app.get('/api/profiles/typed/:id', {
    onRequest: [optionalAuth],
    schema: { tags, summary: 'One typed profile, per its visibility', params: profileIdParamsSchema, response: { 200: typedProfileSchema, ...errors } },
  }, async (request) => getTyped(db, request.user?.user_id ?? null, request.params.id));

  app.put('/api/profiles/typed/:id', {
    onRequest,
    config: limit('update', 60),
    schema: { tags, summary: 'Change one of your typed profiles', params: profileIdParamsSchema, body: typedProfileUpdateSchema, response: { 200: typedProfileSchema, ...errors } },
  }, async (request) => {
    const me = checkAuditField(request, 'modified_by', request.body.modified_by);
    const { modified_by: _ignored, ...form } = request.body;
    return updateTyped(db, me, request.params.id, { ...form, pitch_deck: await checkStored(form.pitch_deck) });
  });

  app.delete('/api/profiles/typed/:id', {
    onRequest,
    config: limit('delete', 30),
    schema: { tags, summary: 'Delete one of your typed profiles', params: profileIdParamsSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    await deleteTyped(db, callerId(request), request.params.id);
    return { message: 'Profile deleted.' };
  });

  app.get(PROFILES_API.expertDashboard, {
    onRequest,
    schema: {
      tags, summary: 'Expert dashboard: your mentoring opportunities and requests, judging assignments, startups to meet (expert or admin role)',
      response: { 200: expertDashboardSchema, ...errors },
    },
  }, async (request) => expertDashboard(db, callerId(request)));
};

export default profilesRoutes;
