// Publications (issue 12; docs/decisions/0037-publications.md).
//   GET  /api/publications/mine          the caller's applications
//   POST /api/publications               a new draft (author = caller)
//   GET  /api/publications/:id           one application with its timeline (author or administrator)
//   PUT  /api/publications/:id           autosave the draft (author; draft or changes requested)
//   POST /api/publications/:id/submit    submit or resubmit with the latest draft (author)
//   GET  /api/publications/queue         the review queue (administrators)
//   POST /api/publications/:id/review    start review, request changes, accept, reject (administrators)
// Each transition notifies the author live (and a submission the administrators).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, idTextSchema, PUBLICATION_MESSAGES, PUBLICATION_LIMITS, publicationDraftSchema, publicationLink, publicationListResponseSchema,
  publicationNotificationBody, publicationQueueQuerySchema, publicationReviewSchema, publicationSchema, publicationSubmitSchema,
  type PublicationDraft, type PublicationTransition,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId, isAdmin } from '../../auth/authorize';
import { roles, userRoles } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  createDraft, listMine, listQueue, publicationToApi, reviewPublication, saveDraft, submitPublication, visiblePublication,
} from '../../publications/service';
import { notifyUsers } from '../../realtime/notify';
import { and, eq, isNull, sql } from 'drizzle-orm';

export interface PublicationsOptions {
  /** DATA_DIR/uploads: a manuscript must be a stored upload. */
  uploadsDir?: string;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['publications'];
const idParams = z.object({ id: idTextSchema });

async function adminIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db.selectDistinct({ id: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(sql`lower(${roles.roleName}) = 'admin'`, isNull(roles.deletedAt)));
  return rows.map((r) => r.id);
}

const publicationsRoutes: FastifyPluginAsyncZod<PublicationsOptions> = async (app, opts) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const viewerOf = async (request: FastifyRequest) => {
    const userId = callerId(request);
    return { userId, admin: await isAdmin(db, userId) };
  };
  // Autosave writes often; posting (create, submit, review) less so.
  // Per member (after authentication), so members behind one address do not share a budget.
  const limit = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => `publications:${name}:${request.user?.user_id ?? request.ip}` },
  });
  const saving = limit('save', 120);
  const posting = limit('post', 30);

  /** The manuscript must be a stored PDF/DOCX upload; its size is read from the file, not trusted from the client. */
  const checkManuscript = async (draft: PublicationDraft): Promise<PublicationDraft> => {
    // Sample manuscripts (site paths) are files of the site itself; uploads must exist in the uploads folder.
    if (!draft.manuscript || draft.manuscript.name.startsWith('/') || !opts.uploadsDir) return draft;
    try {
      const info = await stat(path.join(path.resolve(opts.uploadsDir), 'files', draft.manuscript.name));
      if (!info.isFile()) throw new Error('not a file');
      if (info.size > PUBLICATION_LIMITS.manuscriptBytes) throw new HttpError(400, PUBLICATION_MESSAGES.manuscriptTooLarge);
      return { ...draft, manuscript: { ...draft.manuscript, size: info.size } };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(400, PUBLICATION_MESSAGES.manuscriptMissing);
    }
  };

  const notifyAuthor = async (authorId: number, publicationId: number, action: PublicationTransition, title: string, comment: string, actorId: number) => {
    try {
      await notifyUsers(app, [authorId], {
        notification_type: 'publication', notification_body: publicationNotificationBody(action, title, comment), notification_link: publicationLink(publicationId),
      }, actorId);
      if (action === 'submit' || action === 'resubmit') {
        const admins = (await adminIds(app)).filter((id) => id !== authorId);
        await notifyUsers(app, admins, {
          notification_type: 'publication',
          notification_body: `A publication is waiting for review: “${title}”.`,
          notification_link: `/admin-center?tab=publications&id=${publicationId}`,
        }, actorId);
      }
    } catch (err) {
      app.log.error({ err }, 'publication notification failed');
    }
  };

  app.get('/api/publications/mine', {
    onRequest,
    schema: { tags, security, summary: 'The caller’s publication applications, latest change first', response: { 200: publicationListResponseSchema, ...errors } },
  }, async (request) => ({ data: await listMine(db, callerId(request)) }));

  app.get('/api/publications/queue', {
    onRequest,
    schema: {
      tags, security, summary: 'The review queue (administrators): submitted, resubmitted and in review, oldest first; or one status',
      querystring: publicationQueueQuerySchema, response: { 200: publicationListResponseSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    if (!viewer.admin) throw new HttpError(403, PUBLICATION_MESSAGES.adminOnly);
    return { data: await listQueue(db, request.query.status) };
  });

  app.post('/api/publications', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Start a new draft (the caller is its author)', body: publicationDraftSchema, response: { 201: publicationSchema, ...errors } },
  }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const row = await createDraft(db, viewer.userId, await checkManuscript(request.body));
    return reply.status(201).send(await publicationToApi(db, row, viewer));
  });

  app.get('/api/publications/:id', {
    onRequest,
    schema: { tags, security, summary: 'One publication with its timeline (its author or an administrator)', params: idParams, response: { 200: publicationSchema, ...errors } },
  }, async (request) => {
    const viewer = await viewerOf(request);
    return publicationToApi(db, await visiblePublication(db, request.params.id, viewer), viewer);
  });

  app.put('/api/publications/:id', {
    onRequest, config: saving,
    schema: {
      tags, security, summary: 'Save the draft (autosave): its author, while it is a draft or changes are requested',
      params: idParams, body: publicationDraftSchema, response: { 200: publicationSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    const row = await saveDraft(db, request.params.id, viewer.userId, viewer.admin, await checkManuscript(request.body));
    return publicationToApi(db, row, viewer);
  });

  app.post('/api/publications/:id/submit', {
    onRequest, config: posting,
    schema: {
      tags, security, summary: 'Submit a draft, or resubmit after changes were requested, with its latest fields (author)',
      params: idParams, body: publicationSubmitSchema, response: { 200: publicationSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    const { draft, comment } = request.body;
    const { row, action } = await submitPublication(db, request.params.id, viewer.userId, viewer.admin, await checkManuscript(draft), comment);
    await notifyAuthor(row.authorUserId, row.publicationId, action, row.title, comment, viewer.userId);
    return publicationToApi(db, row, viewer);
  });

  app.post('/api/publications/:id/review', {
    onRequest, config: posting,
    schema: {
      tags, security, summary: 'Review (administrators): start review, request changes, accept (publishes it in the knowledge hub) or reject, with a comment',
      params: idParams, body: publicationReviewSchema, response: { 200: publicationSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    if (!viewer.admin) {
      await visiblePublication(db, request.params.id, viewer); // 404 for what the caller cannot see
      throw new HttpError(403, PUBLICATION_MESSAGES.adminOnly);
    }
    const { action, comment } = request.body;
    const row = await reviewPublication(db, request.params.id, viewer.userId, action, comment);
    await notifyAuthor(row.authorUserId, row.publicationId, action, row.title, comment, viewer.userId);
    return publicationToApi(db, row, viewer);
  });
};

export default publicationsRoutes;
