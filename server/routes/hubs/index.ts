// Hubs and content (issue 12; docs/decisions/0033-hub-engine.md, 0034-content-search.md).
//   GET  /api/hubs/:slug            a hub with every section resolved (public hubs: signed out too)
//   GET  /api/hubs                  every hub's stored configuration (admins)
//   PUT  /api/hubs/:slug            title, intro, visibility, sections (admins)
//   POST /api/hubs/preview          resolve an unsaved draft for the editor's live preview (admins)
//   GET  /api/content/search        full-text search / list of content (ranked, with snippets)
//   GET  /api/content/items/:slug   one content item with body_html (unpublished: 404 except for admins)
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentItemSchema, contentSearchQuerySchema, contentSearchResponseSchema, errorResponseSchema, HUB_MESSAGES, hubListResponseSchema,
  hubPreviewResponseSchema, hubSchema, hubSummarySchema, hubUpdateSchema, slugSchema, type HubSummary, type HubVisibility,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId, isAdmin } from '../../auth/authorize';
import { hubs } from '../../db/schema';
import { contentBySlug, contentTags, searchContent } from '../../hubs/content';
import { parseSections, resolveSections, savedIdsOf, type Viewer } from '../../hubs/resolve';
import { HttpError } from '../../lib/http-error';
import { renderMarkdown } from '../../lib/markdown';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const slugParams = z.object({ slug: slugSchema });

const hubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];

  /** Signed out is fine here; a Bearer token that is sent must be valid (401 lets the SPA renew it). */
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    if (!request.headers.authorization) return { userId: null, admin: false };
    await app.authenticate(request);
    const userId = callerId(request);
    return { userId, admin: await isAdmin(db, userId) };
  };
  const requireHubAdmin = async (request: FastifyRequest) => {
    const me = callerId(request);
    if (!(await isAdmin(db, me))) throw new HttpError(403, HUB_MESSAGES.adminOnly);
    return me;
  };
  const summaryOf = (row: typeof hubs.$inferSelect): HubSummary => ({
    hub_id: row.hubId, slug: row.slug, path: row.path, title: row.title, intro: row.intro,
    visibility: row.visibility as HubVisibility, sections: parseSections(row.sections),
  });

  app.get('/api/hubs/:slug', {
    schema: {
      tags: ['hubs'], security, summary: 'A hub with every section’s items (one request per hub page); public hubs answer signed-out callers',
      params: slugParams, response: { 200: hubSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    const [row] = await db.select().from(hubs).where(eq(hubs.slug, request.params.slug));
    if (!row || row.deletedAt || (row.visibility === 'admins' && !viewer.admin)) throw new HttpError(404, HUB_MESSAGES.hubNotFound);
    if (row.visibility === 'members' && viewer.userId === null) throw new HttpError(401, 'Sign in to see this hub.');
    return {
      hub_id: row.hubId, slug: row.slug, path: row.path, title: row.title, intro: row.intro, intro_html: renderMarkdown(row.intro),
      audience_roles: row.audienceRoles, cover_image: row.coverImage, visibility: row.visibility as HubVisibility,
      sections: await resolveSections(db, viewer, parseSections(row.sections)), can_edit: viewer.admin,
      saved: await savedIdsOf(db, viewer),
    };
  });

  app.get('/api/hubs', {
    onRequest,
    schema: { tags: ['hubs'], security, summary: 'Every hub’s stored configuration (administrators)', response: { 200: hubListResponseSchema, ...errors } },
  }, async (request) => {
    await requireHubAdmin(request);
    const rows = await db.select().from(hubs).orderBy(hubs.path);
    return { data: rows.filter((r) => !r.deletedAt).map(summaryOf) };
  });

  app.put('/api/hubs/:slug', {
    onRequest,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['hubs'], security, summary: 'Save a hub’s title, intro, visibility and ordered sections (administrators)',
      params: slugParams, body: hubUpdateSchema, response: { 200: hubSummarySchema, ...errors },
    },
  }, async (request) => {
    const me = await requireHubAdmin(request);
    const { title, intro, visibility, sections } = request.body;
    const [row] = await db.update(hubs).set({ title, intro, visibility, sections, modifiedBy: me, modifiedAt: new Date() })
      .where(eq(hubs.slug, request.params.slug)).returning();
    if (!row || row.deletedAt) throw new HttpError(404, HUB_MESSAGES.hubNotFound);
    return summaryOf(row);
  });

  app.post('/api/hubs/preview', {
    onRequest,
    config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
    schema: {
      tags: ['hubs'], security, summary: 'Resolve an unsaved hub draft for the editor’s live preview (administrators)',
      body: hubUpdateSchema, response: { 200: hubPreviewResponseSchema, ...errors },
    },
  }, async (request) => {
    const me = await requireHubAdmin(request);
    return {
      intro_html: renderMarkdown(request.body.intro),
      sections: await resolveSections(db, { userId: me, admin: true }, request.body.sections),
    };
  });

  app.get('/api/content/search', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['content'], security,
      summary: 'Search content (PostgreSQL full text: ranked, with snippets) or list it newest first; filters: type, tag, hub',
      querystring: contentSearchQuerySchema, response: { 200: contentSearchResponseSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    const q = request.query;
    const { cards, total } = await searchContent(db, viewer.admin, { q: q.q, type: q.type, tag: q.tag, hub: q.hub, page: q.page, limit: q.limit });
    return {
      data: cards,
      metadata: { total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / q.limit)) },
      tags: await contentTags(db, viewer.admin),
      saved_content_ids: (await savedIdsOf(db, viewer)).content,
    };
  });

  app.get('/api/content/items/:slug', {
    schema: {
      tags: ['content'], security, summary: 'One content item with its sanitised body_html (unpublished items: administrators only)',
      params: slugParams, response: { 200: contentItemSchema, ...errors },
    },
  }, async (request) => {
    const viewer = await viewerOf(request);
    const item = await contentBySlug(db, viewer.admin, request.params.slug);
    if (!item) throw new HttpError(404, HUB_MESSAGES.contentNotFound);
    return item;
  });
};

export default hubsRoutes;
