// The community forum's calls (issue 14; contracts/forum.ts FORUM_API; decisions 0025, 0026).
// Every call needs a signed-in member; moderation and the report queue need an administrator.
// Bodies are checked with the contract's schemas by the handler (attachValidation), so a refusal
// reads as the contract's own sentence ("Write something before posting."), not a schema path.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, FORUM_LIMITS, FORUM_MESSAGES, forumCategoriesResponseSchema, forumEmojiSchema, forumMentionQuerySchema,
  forumMentionSuggestionsSchema, forumPostEditSchema, forumPostModerationSchema, forumPostSchema, forumPostWriteResultSchema,
  forumReactionsResultSchema, forumReadPayloadSchema, forumReadStateSchema, forumReplyCreateSchema, forumReportCreatedSchema,
  forumReportCreateSchema, forumReportItemSchema, forumReportQueueQuerySchema, forumReportQueueSchema, forumReportResolveSchema,
  forumSearchQuerySchema, forumSearchResponseSchema, forumTopicCreateSchema, forumTopicListQuerySchema, forumTopicListResponseSchema,
  forumTopicModerationSchema, forumTopicPageQuerySchema, forumTopicPageSchema, forumTopicSchema, idTextSchema,
  type ForumReportItem, type ForumReportStatus,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import type { Db } from '../../db/client';
import { forumPosts, forumReadState, forumReports, forumTopics, users } from '../../db/schema';
import { escapeLike } from '../../lib/batch';
import { HttpError } from '../../lib/http-error';
import { listCategories } from '../../forum/categories';
import { registerForumSockets } from '../../forum/live';
import { searchForum } from '../../forum/search';
import {
  iso, membersById, postsInRange, postsToApi, readableTopic, topicsToApi, unknownMember, viewerOf,
} from '../../forum/store';
import { listTopics } from '../../forum/topic-list';
import { markReadByLink, readLinks } from '../../realtime/read-state';
import { followedBy, followerCounts } from '../../community/follows';
import {
  closeReports, createTopic, editPost, markRead, moderatePost, moderateTopic, react, replyTo, reportPost,
} from '../../forum/writes';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const writeErrors = { ...errors, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['forum'];

/** The contract's schema applied to a body: its first message as a 400. */
function valid<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data;
}

async function reportItems(db: Db, viewerId: number, status: ForumReportStatus | 'all', reportId?: number): Promise<ForumReportItem[]> {
  const rows = await db.select().from(forumReports)
    .where(and(status === 'all' ? undefined : eq(forumReports.status, status), reportId === undefined ? undefined : eq(forumReports.reportId, reportId)))
    .orderBy(desc(forumReports.createdAt), desc(forumReports.reportId)).limit(200);
  if (rows.length === 0) return [];
  const postRows = await db.select().from(forumPosts).where(inArray(forumPosts.postId, [...new Set(rows.map((r) => r.postId))]));
  const posts = new Map((await postsToApi(db, postRows, viewerId)).map((p) => [p.post_id, p]));
  const topicRows = await db.select().from(forumTopics).where(inArray(forumTopics.topicId, [...new Set(postRows.map((p) => p.topicId))]));
  const topics = new Map((await topicsToApi(db, topicRows)).map((t) => [t.topic_id, t]));
  const members = await membersById(db, rows.flatMap((r) => [r.reporterUserId, ...(r.resolvedBy ? [r.resolvedBy] : [])]));
  return rows.flatMap((r) => {
    const post = posts.get(r.postId);
    const topic = post ? topics.get(post.topic_id) : undefined;
    if (!post || !topic) return [];
    return [{
      report_id: r.reportId,
      status: r.status as ForumReportStatus,
      reason: r.reason as ForumReportItem['reason'],
      details: r.details,
      reporter: members.get(r.reporterUserId) ?? unknownMember(r.reporterUserId),
      created_at: iso(r.createdAt)!,
      resolved_at: iso(r.resolvedAt),
      resolved_by: r.resolvedBy ? members.get(r.resolvedBy) ?? unknownMember(r.resolvedBy) : null,
      post,
      topic,
    }];
  });
}

const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const idParams = z.object({ id: idTextSchema });
  const viewer = (request: Parameters<typeof callerId>[0]) => viewerOf(db, callerId(request));
  /**
   * A flood guard per member (after sign-in is checked) on every write, in front of the stricter
   * per-member posting limit that counts stored posts (writes.ts checkRate).
   */
  const posting = {
    rateLimit: {
      max: 60, timeWindow: '1 minute', hook: 'preHandler' as const,
      keyGenerator: (request: { user?: { user_id: number } | null; ip: string }) => (request.user ? `forum:${request.user.user_id}` : request.ip),
    },
  };

  registerForumSockets(app);

  app.get('/api/forum/categories', {
    onRequest,
    schema: { tags, security, summary: 'Forum categories the caller can read, with topic counts', response: { 200: forumCategoriesResponseSchema, ...errors } },
  }, async (request) => ({ data: await listCategories(db, await viewer(request)) }));

  app.get('/api/forum/topics', {
    onRequest,
    schema: {
      tags, security, summary: 'Topics: pinned first, then last activity; keyset pages (?cursor=next_cursor); unread markers for the caller',
      querystring: forumTopicListQuerySchema, response: { 200: forumTopicListResponseSchema, ...errors },
    },
  }, async (request) => listTopics(db, await viewer(request), request.query));

  app.post('/api/forum/topics', {
    onRequest, attachValidation: true, config: posting,
    schema: {
      tags, security, summary: 'Open a topic (Markdown body; @mentions notify members)',
      body: forumTopicCreateSchema, response: { 201: forumPostWriteResultSchema, ...writeErrors },
    },
  }, async (request, reply) => {
    const body = valid(forumTopicCreateSchema, request.body);
    return reply.status(201).send(await createTopic(app, await viewer(request), body));
  });

  app.get('/api/forum/topics/:id', {
    onRequest,
    schema: {
      tags, security, summary: 'A topic with one page of posts (?page= or ?post=N); marks that page read for the caller',
      params: idParams, querystring: forumTopicPageQuerySchema, response: { 200: forumTopicPageSchema, ...errors },
    },
  }, async (request) => {
    const v = await viewer(request);
    const topic = await readableTopic(db, v, request.params.id);
    const per = FORUM_LIMITS.postsPerPage;
    const pages = Math.max(1, Math.ceil(topic.lastPostNumber / per));
    const wanted = request.query.post !== undefined ? Math.ceil(request.query.post / per) : (request.query.page ?? 1);
    const page = Math.min(Math.max(1, wanted), pages);
    const rows = await postsInRange(db, topic.topicId, (page - 1) * per + 1, page * per, v.admin);
    const [read] = await db.select({ n: forumReadState.lastReadPostNumber }).from(forumReadState)
      .where(and(eq(forumReadState.userId, v.userId), eq(forumReadState.topicId, topic.topicId)));
    await markRead(db, v.userId, topic.topicId, Math.min(page * per, topic.lastPostNumber));
    // Opening the topic reads the notifications about it (mentions, replies), in every tab.
    await markReadByLink(app, v.userId, readLinks.topic(topic.topicId));
    const [api] = await topicsToApi(db, [topic]);
    const following = (await followedBy(db, v.userId, 'topic', [topic.topicId])).has(topic.topicId);
    const followers = (await followerCounts(db, 'topic', [topic.topicId])).get(topic.topicId) ?? 0;
    return {
      topic: api!,
      posts: await postsToApi(db, rows, v.userId),
      page, pages, per_page: per,
      last_read_post_number: read?.n ?? 0,
      viewer: { user_id: v.userId, can_reply: !topic.locked || v.admin, can_moderate: v.admin, following, followers },
    };
  });

  app.put('/api/forum/topics/:id/read', {
    onRequest,
    schema: {
      tags, security, summary: 'Mark the topic read up to a post (e.g. a reply that arrived live); never moves back',
      params: idParams, body: forumReadPayloadSchema, response: { 200: forumReadStateSchema, ...errors },
    },
  }, async (request) => {
    const v = await viewer(request);
    const topic = await readableTopic(db, v, request.params.id);
    await markRead(db, v.userId, topic.topicId, Math.min(request.body.post_number, topic.lastPostNumber));
    const [read] = await db.select({ n: forumReadState.lastReadPostNumber }).from(forumReadState)
      .where(and(eq(forumReadState.userId, v.userId), eq(forumReadState.topicId, topic.topicId)));
    return { topic_id: topic.topicId, last_read_post_number: read?.n ?? 0 };
  });

  app.post('/api/forum/topics/:id/posts', {
    onRequest, attachValidation: true, config: posting,
    schema: {
      tags, security, summary: 'Reply to a topic (optionally quoting one of its posts); refused when the topic is locked',
      params: idParams, body: forumReplyCreateSchema, response: { 201: forumPostWriteResultSchema, ...writeErrors },
    },
  }, async (request, reply) => {
    const params = valid(idParams, request.params);
    const body = valid(forumReplyCreateSchema, request.body);
    return reply.status(201).send(await replyTo(app, await viewer(request), params.id, body));
  });

  app.patch('/api/forum/posts/:id', {
    onRequest, attachValidation: true, config: posting,
    schema: {
      tags, security, summary: 'Edit one of the caller’s own posts (shows as edited)',
      params: idParams, body: forumPostEditSchema, response: { 200: forumPostWriteResultSchema, ...writeErrors },
    },
  }, async (request) => {
    const params = valid(idParams, request.params);
    const body = valid(forumPostEditSchema, request.body);
    return editPost(app, await viewer(request), params.id, body.body);
  });

  const reactionParams = z.object({ id: idTextSchema, emoji: forumEmojiSchema });
  app.put('/api/forum/posts/:id/reactions/:emoji', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'React to a post (idempotent)', params: reactionParams, response: { 200: forumReactionsResultSchema, ...errors } },
  }, async (request) => react(app, await viewer(request), request.params.id, request.params.emoji, true));
  app.delete('/api/forum/posts/:id/reactions/:emoji', {
    onRequest, config: posting,
    schema: { tags, security, summary: 'Take a reaction back (idempotent)', params: reactionParams, response: { 200: forumReactionsResultSchema, ...errors } },
  }, async (request) => react(app, await viewer(request), request.params.id, request.params.emoji, false));

  app.post('/api/forum/posts/:id/report', {
    onRequest, attachValidation: true, config: posting,
    schema: {
      tags, security, summary: 'Report a post to the administrators (once per member and post)',
      params: idParams, body: forumReportCreateSchema, response: { 201: forumReportCreatedSchema, ...errors },
    },
  }, async (request, reply) => {
    const params = valid(idParams, request.params);
    const body = valid(forumReportCreateSchema, request.body);
    return reply.status(201).send(await reportPost(app, await viewer(request), params.id, body));
  });

  app.get('/api/forum/search', {
    onRequest, attachValidation: true,
    schema: {
      tags, security, summary: 'Full-text search over titles and posts: one result per topic, ranked, with highlighted snippets',
      querystring: forumSearchQuerySchema, response: { 200: forumSearchResponseSchema, ...errors },
    },
  }, async (request) => searchForum(db, await viewer(request), valid(forumSearchQuerySchema, request.query)));

  app.get('/api/forum/mentions', {
    onRequest,
    schema: {
      tags, security, summary: 'Members whose username (or first name) starts with q, for @mention autocomplete',
      querystring: forumMentionQuerySchema, response: { 200: forumMentionSuggestionsSchema, ...errors },
    },
  }, async (request) => {
    callerId(request);
    const prefix = `${escapeLike(request.query.q.replace(/^@/, '').toLowerCase())}%`;
    const rows = await db.select({ id: users.userId }).from(users)
      .where(and(isNull(users.deletedAt), eq(users.enabled, true),
        sql`(lower(${users.username}) like ${prefix} or lower(${users.firstName}) like ${prefix})`))
      .orderBy(sql`lower(${users.username}) like ${prefix} desc`, users.username).limit(FORUM_LIMITS.mentionSuggestions);
    const members = await membersById(db, rows.map((r) => r.id));
    return { data: rows.map((r) => members.get(r.id)!).filter(Boolean) };
  });

  // ---------------------------------------------------------------- moderation

  app.post('/api/forum/topics/:id/moderate', {
    onRequest, attachValidation: true,
    schema: {
      tags, security, summary: 'Administrators: pin, unpin, lock, unlock, hide, unhide or move a topic',
      params: idParams, body: forumTopicModerationSchema, response: { 200: forumTopicSchema, ...errors },
    },
  }, async (request) => {
    const params = valid(idParams, request.params);
    const body = valid(forumTopicModerationSchema, request.body);
    return moderateTopic(app, await viewer(request), params.id, body.action, body.category_id);
  });

  app.post('/api/forum/posts/:id/moderate', {
    onRequest, attachValidation: true,
    schema: {
      tags, security, summary: 'Administrators: hide or show again a post',
      params: idParams, body: forumPostModerationSchema, response: { 200: forumPostSchema, ...errors },
    },
  }, async (request) => {
    const params = valid(idParams, request.params);
    const body = valid(forumPostModerationSchema, request.body);
    return moderatePost(app, await viewer(request), params.id, body.action);
  });

  app.get('/api/forum/reports', {
    onRequest,
    schema: {
      tags, security, summary: 'Administrators: the report queue (newest first)',
      querystring: forumReportQueueQuerySchema, response: { 200: forumReportQueueSchema, ...errors },
    },
  }, async (request) => {
    const v = await viewer(request);
    if (!v.admin) throw new HttpError(403, FORUM_MESSAGES.moderatorsOnly);
    const [open] = await db.select({ n: sql<number>`count(*)::int` }).from(forumReports).where(eq(forumReports.status, 'open'));
    return { data: await reportItems(db, v.userId, request.query.status), open_count: Number(open?.n ?? 0) };
  });

  app.post('/api/forum/reports/:id/resolve', {
    onRequest, attachValidation: true,
    schema: {
      tags, security, summary: 'Administrators: resolve (optionally hiding the post) or dismiss a report; closes every open report of that post',
      params: idParams, body: forumReportResolveSchema, response: { 200: forumReportItemSchema, ...errors },
    },
  }, async (request) => {
    const params = valid(idParams, request.params);
    const body = valid(forumReportResolveSchema, request.body);
    const v = await viewer(request);
    if (!v.admin) throw new HttpError(403, FORUM_MESSAGES.moderatorsOnly);
    const [report] = await db.select().from(forumReports).where(eq(forumReports.reportId, params.id));
    if (!report) throw new HttpError(404, FORUM_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw new HttpError(409, FORUM_MESSAGES.reportClosed);
    if (body.status === 'resolved' && body.hide_post) await moderatePost(app, v, report.postId, 'hide');
    await closeReports(db, [report.postId], body.status, v.userId);
    const [item] = await reportItems(db, v.userId, 'all', report.reportId);
    if (!item) throw new HttpError(404, FORUM_MESSAGES.reportNotFound);
    return item;
  });
};

export default forumRoutes;
