// Content editing (decision 0038), administrators only, like the hub editing calls:
//   GET  /api/content/admin/items       every live item (published or not), common list query
//   POST /api/content/items             create (slug from the title unless given)
//   PUT  /api/content/items/:slug       update (unpublishing hides it from members at once)
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_EDIT_MESSAGES, contentAdminItemSchema, contentInputSchema, errorResponseSchema, HUB_MESSAGES, listQuerySchema, listResponseSchema, slugSchema,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId, isAdmin } from '../../auth/authorize';
import { createContent, listContentForAdmin, updateContent } from '../../hubs/content-admin';
import { HttpError } from '../../lib/http-error';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];

const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const requireAdmin = async (request: FastifyRequest) => {
    const me = callerId(request);
    if (!(await isAdmin(db, me))) throw new HttpError(403, CONTENT_EDIT_MESSAGES.adminOnly);
    return me;
  };

  app.get('/api/content/admin/items', {
    onRequest,
    schema: {
      tags: ['content'], security, summary: 'Every content item, published or not, for the editor (administrators); filterFields: content_type, is_published',
      querystring: listQuerySchema, response: { 200: listResponseSchema(contentAdminItemSchema), ...errors },
    },
  }, async (request) => {
    await requireAdmin(request);
    const q = request.query;
    const { data, total: { total, capped } } = await listContentForAdmin(db, q);
    const limit = q.limit === -1 ? Math.max(1, total) : q.limit;
    const metadata = { total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / limit)) };
    return { data, metadata: capped ? { ...metadata, totalCapped: true as const } : metadata };
  });

  app.post('/api/content/items', {
    onRequest,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['content'], security, summary: 'Create a content item (administrators); the slug comes from the title unless given',
      body: contentInputSchema, response: { 201: contentAdminItemSchema, ...errors },
    },
  }, async (request, reply) => {
    const me = await requireAdmin(request);
    return reply.status(201).send(await createContent(db, me, request.body));
  });

  app.put('/api/content/items/:slug', {
    onRequest,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['content'], security, summary: 'Update a content item (administrators); unpublished items are hidden from members at once',
      params: z.object({ slug: slugSchema }), body: contentInputSchema, response: { 200: contentAdminItemSchema, ...errors },
    },
  }, async (request) => {
    const me = await requireAdmin(request);
    const item = await updateContent(db, me, request.params.slug, request.body);
    if (!item) throw new HttpError(404, HUB_MESSAGES.contentNotFound);
    return item;
  });
};

export default contentAdminRoutes;
