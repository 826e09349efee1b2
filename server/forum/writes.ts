// Forum writes (decision 0025): topics, replies (optionally quoting), edits by the author only,
// reactions, reports and administrators' moderation. Each write is one transaction; notifications
// and socket events go out after it commits, so a refused write never announces anything.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FORUM_LIMITS, FORUM_MESSAGES, FORUM_NOTIFICATION_TYPES, FORUM_PATHS, FORUM_REPORT_THANKS,
  type ForumEmoji, type ForumPostAction, type ForumPostWriteResult, type ForumReactionsResult, type ForumReportCreate, type ForumTopic,
  type ForumTopicAction,
} from '../../contracts';
import type { Db } from '../db/client';
import { forumCategories, forumPostMentions, forumPosts, forumReactions, forumReadState, forumReports, forumTopics, roles, userRoles, users } from '../db/schema';
import { followerIds } from '../community/follows';
import { HttpError } from '../lib/http-error';
import { markdownToText } from '../lib/markdown';
import { notifyUsers } from '../realtime/notify';
import { emitPostEdited, emitPostHidden, emitPostNew, emitTopicUpdated } from './live';
import { renderPostBody } from './mentions';
import {
  postToApi, reactionsOf, readablePost, readableTopic, rowsOf, topicToApi, viewerOf, type PostRow, type TopicRow, type Viewer,
} from './store';

type Tx = Db;
const inTx = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Tx));

const excerptOf = (body: string) => {
  const text = markdownToText(body);
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
};

/**
 * The posting rate limit: at most postsPerMinute topics + replies per member in any minute,
 * counted from the stored posts (shared by every process, survives restarts). The advisory lock
 * makes two simultaneous posts of one member count one after the other.
 */
async function checkRate(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('forum-post'), ${userId})`);
  const [row] = rowsOf<{ n: number; wait: number | null }>(await tx.execute(sql`
    select count(*)::int as n, ceil(extract(epoch from min(created_at) + interval '1 minute' - now()))::int as wait
    from forum_posts where user_id = ${userId} and created_at > now() - interval '1 minute'`));
  if (Number(row?.n ?? 0) >= FORUM_LIMITS.postsPerMinute) {
    const wait = Math.max(1, Math.min(60, Number(row?.wait ?? 60)));
    throw new HttpError(429, FORUM_MESSAGES.rateLimited, { 'retry-after': String(wait) });
  }
}

async function nameOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ username: users.username, first: users.firstName, last: users.lastName }).from(users).where(eq(users.userId, userId));
  return u ? `${u.first} ${u.last}`.trim() || u.username : 'A member';
}

const categoryOf = async (db: Db, viewer: Viewer, categoryId: number) => {
  const [category] = await db.select().from(forumCategories).where(and(eq(forumCategories.categoryId, categoryId), isNull(forumCategories.deletedAt)));
  if (!category || viewer.hiddenCategoryIds.has(category.categoryId)) throw new HttpError(404, FORUM_MESSAGES.categoryNotFound);
  return category;
};

async function markRead(db: Db, userId: number, topicId: number, postNumber: number): Promise<void> {
  await db.insert(forumReadState).values({ userId, topicId, lastReadPostNumber: postNumber })
    .onConflictDoUpdate({
      target: [forumReadState.userId, forumReadState.topicId],
      set: { lastReadPostNumber: sql`greatest(${forumReadState.lastReadPostNumber}, excluded.last_read_post_number)`, updatedAt: sql`now()` },
    });
}
export { markRead };

/** Of these members, those who may read the topic's category (a community space's category needs read on its menu). */
async function readersOf(db: Db, topic: TopicRow, userIds: number[]): Promise<number[]> {
  const [category] = await db.select({ space: forumCategories.communityCommonId }).from(forumCategories).where(eq(forumCategories.categoryId, topic.categoryId));
  if (!category || category.space === null) return userIds;
  const allowed: number[] = [];
  for (const id of userIds) if (!(await viewerOf(db, id)).hiddenCategoryIds.has(topic.categoryId)) allowed.push(id);
  return allowed;
}

/** Mentions notify each mentioned member (not the author) once, linking to the post — if they may read it. */
async function notifyMentions(app: FastifyInstance, authorId: number, userIds: number[], topic: TopicRow, postNumber: number): Promise<number[]> {
  const to = await readersOf(app.db, topic, userIds.filter((id) => id !== authorId));
  if (to.length === 0 || topic.hidden) return [];
  const name = await nameOf(app.db, authorId);
  await notifyUsers(app, to, {
    notification_type: FORUM_NOTIFICATION_TYPES.mention,
    notification_body: `${name} mentioned you in “${topic.title}”`,
    notification_link: FORUM_PATHS.topic(topic.topicId, postNumber),
  }, authorId);
  return to;
}

export async function createTopic(app: FastifyInstance, viewer: Viewer, input: { category_id: number; title: string; body: string }): Promise<ForumPostWriteResult> {
  const db = app.db;
  await categoryOf(db, viewer, input.category_id);
  const rendered = await renderPostBody(db, input.body);
  const { topic, post } = await inTx(db, async (tx) => {
    await checkRate(tx, viewer.userId);
    const [topic] = await tx.insert(forumTopics).values({
      categoryId: input.category_id, title: input.title.trim(), userId: viewer.userId, excerpt: excerptOf(input.body),
    }).returning();
    const [post] = await tx.insert(forumPosts).values({
      topicId: topic!.topicId, postNumber: 1, userId: viewer.userId, body: input.body, bodyHtml: rendered.html,
    }).returning();
    if (rendered.mentioned.length > 0) {
      await tx.insert(forumPostMentions).values(rendered.mentioned.map((m) => ({ postId: post!.postId, userId: m.user_id }))).onConflictDoNothing();
    }
    await tx.insert(forumReadState).values({ userId: viewer.userId, topicId: topic!.topicId, lastReadPostNumber: 1 });
    return { topic: topic!, post: post! };
  });
  await notifyMentions(app, viewer.userId, rendered.mentioned.map((m) => m.user_id), topic, 1);
  return { post: await postToApi(db, post, viewer.userId), topic: await topicToApi(db, topic), unknown_mentions: rendered.unknown };
}

export async function replyTo(app: FastifyInstance, viewer: Viewer, topicId: number, input: { body: string; quote_post_id?: number }): Promise<ForumPostWriteResult> {
  const db = app.db;
  await readableTopic(db, viewer, topicId);
  const rendered = await renderPostBody(db, input.body);
  const { topic, post } = await inTx(db, async (tx) => {
    const [locked] = await tx.select().from(forumTopics).where(eq(forumTopics.topicId, topicId)).for('update');
    const current = locked!;
    if (current.locked && !viewer.admin) throw new HttpError(403, FORUM_MESSAGES.locked);
    if (input.quote_post_id !== undefined) {
      const [quoted] = await tx.select({ topicId: forumPosts.topicId, hidden: forumPosts.hidden }).from(forumPosts).where(eq(forumPosts.postId, input.quote_post_id));
      if (!quoted || quoted.topicId !== topicId || (quoted.hidden && !viewer.admin)) throw new HttpError(400, FORUM_MESSAGES.quoteNotInTopic);
    }
    await checkRate(tx, viewer.userId);
    const postNumber = current.lastPostNumber + 1;
    const [post] = await tx.insert(forumPosts).values({
      topicId, postNumber, userId: viewer.userId, body: input.body, bodyHtml: rendered.html, quotePostId: input.quote_post_id ?? null,
    }).returning();
    const [topic] = await tx.update(forumTopics).set({
      lastPostNumber: postNumber, lastPostAt: sql`now()`, replyCount: sql`${forumTopics.replyCount} + 1`,
    }).where(eq(forumTopics.topicId, topicId)).returning();
    if (rendered.mentioned.length > 0) {
      await tx.insert(forumPostMentions).values(rendered.mentioned.map((m) => ({ postId: post!.postId, userId: m.user_id }))).onConflictDoNothing();
    }
    await markRead(tx, viewer.userId, topicId, postNumber);
    return { topic: topic!, post: post! };
  });
  const apiPost = await postToApi(db, post, viewer.userId);
  emitPostNew(app, apiPost);
  const mentioned = await notifyMentions(app, viewer.userId, rendered.mentioned.map((m) => m.user_id), topic, post.postNumber);
  if (!topic.hidden) {
    const skip = new Set([viewer.userId, ...mentioned]);
    const to = await readersOf(db, topic, [...new Set([topic.userId, ...(await followerIds(db, 'topic', topicId))])].filter((id) => !skip.has(id)));
    if (to.length > 0) {
      await notifyUsers(app, to, {
        notification_type: FORUM_NOTIFICATION_TYPES.reply,
        notification_body: `${await nameOf(db, viewer.userId)} replied to “${topic.title}”`,
        notification_link: FORUM_PATHS.topic(topicId, post.postNumber),
      }, viewer.userId);
    }
  }
  return { post: apiPost, topic: await topicToApi(db, topic), unknown_mentions: rendered.unknown };
}

export async function editPost(app: FastifyInstance, viewer: Viewer, postId: number, body: string): Promise<ForumPostWriteResult> {
  const db = app.db;
  const { post, topic } = await readablePost(db, viewer, postId);
  if (post.userId !== viewer.userId) throw new HttpError(403, FORUM_MESSAGES.editOthers);
  if (post.hidden) throw new HttpError(403, FORUM_MESSAGES.editHidden);
  const rendered = await renderPostBody(db, body);
  if (body === post.body) {
    return { post: await postToApi(db, post, viewer.userId), topic: await topicToApi(db, topic), unknown_mentions: rendered.unknown };
  }
  const { updated, added } = await inTx(db, async (tx) => {
    const [updated] = await tx.update(forumPosts).set({ body, bodyHtml: rendered.html, editedAt: sql`now()` }).where(eq(forumPosts.postId, postId)).returning();
    if (post.postNumber === 1) await tx.update(forumTopics).set({ excerpt: excerptOf(body) }).where(eq(forumTopics.topicId, topic.topicId));
    const before = new Set((await tx.select({ id: forumPostMentions.userId }).from(forumPostMentions).where(eq(forumPostMentions.postId, postId))).map((r) => r.id));
    const now = rendered.mentioned.map((m) => m.user_id);
    await tx.delete(forumPostMentions).where(and(eq(forumPostMentions.postId, postId), now.length > 0 ? notInArray(forumPostMentions.userId, now) : undefined));
    const added = now.filter((id) => !before.has(id));
    if (added.length > 0) await tx.insert(forumPostMentions).values(added.map((userId) => ({ postId, userId }))).onConflictDoNothing();
    return { updated: updated!, added };
  });
  const apiPost = await postToApi(db, updated, viewer.userId);
  emitPostEdited(app, apiPost);
  await notifyMentions(app, viewer.userId, added, topic, post.postNumber);
  return { post: apiPost, topic: await topicToApi(db, topic), unknown_mentions: rendered.unknown };
}

export async function react(app: FastifyInstance, viewer: Viewer, postId: number, emoji: ForumEmoji, on: boolean): Promise<ForumReactionsResult> {
  const db = app.db;
  const { post } = await readablePost(db, viewer, postId);
  const changed = on
    ? await db.insert(forumReactions).values({ postId, userId: viewer.userId, emoji }).onConflictDoNothing().returning({ id: forumReactions.postId })
    : await db.delete(forumReactions).where(and(eq(forumReactions.postId, postId), eq(forumReactions.userId, viewer.userId), eq(forumReactions.emoji, emoji)))
      .returning({ id: forumReactions.postId });
  if (changed.length > 0) emitPostEdited(app, await postToApi(db, post, null));
  return { post_id: postId, reactions: (await reactionsOf(db, [postId], viewer.userId)).get(postId) ?? [] };
}

async function adminIds(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ id: userRoles.userId }).from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId)).innerJoin(users, eq(users.userId, userRoles.userId))
    .where(and(sql`lower(${roles.roleName}) = 'admin'`, isNull(roles.parentUserId), isNull(roles.deletedAt), isNull(users.deletedAt), eq(users.enabled, true)));
  return rows.map((r) => r.id);
}

export async function reportPost(app: FastifyInstance, viewer: Viewer, postId: number, input: ForumReportCreate): Promise<{ report_id: number; message: string }> {
  const db = app.db;
  const { post, topic } = await readablePost(db, viewer, postId);
  if (post.userId === viewer.userId) throw new HttpError(400, FORUM_MESSAGES.reportOwn);
  const [row] = await db.insert(forumReports).values({
    postId, reporterUserId: viewer.userId, reason: input.reason, details: input.details?.trim() || null,
  }).onConflictDoNothing().returning();
  if (!row) throw new HttpError(409, FORUM_MESSAGES.alreadyReported);
  const admins = (await adminIds(db)).filter((id) => id !== viewer.userId);
  if (admins.length > 0) {
    await notifyUsers(app, admins, {
      notification_type: 'forum_report',
      notification_body: `A post in “${topic.title}” was reported`,
      notification_link: FORUM_PATHS.reports,
    }, viewer.userId);
  }
  return { report_id: row.reportId, message: FORUM_REPORT_THANKS };
}

// ---------------------------------------------------------------- moderation (administrators)

export async function moderateTopic(app: FastifyInstance, viewer: Viewer, topicId: number, action: ForumTopicAction, categoryId?: number): Promise<ForumTopic> {
  const db = app.db;
  if (!viewer.admin) throw new HttpError(403, FORUM_MESSAGES.moderatorsOnly);
  const topic = await readableTopic(db, viewer, topicId);
  const set: Partial<typeof forumTopics.$inferInsert> = {};
  if (action === 'pin' || action === 'unpin') set.pinned = action === 'pin';
  if (action === 'lock' || action === 'unlock') set.locked = action === 'lock';
  if (action === 'hide' || action === 'unhide') set.hidden = action === 'hide';
  if (action === 'move') {
    if (categoryId === undefined) throw new HttpError(400, FORUM_MESSAGES.moveNeedsCategory);
    await categoryOf(db, viewer, categoryId);
    if (categoryId === topic.categoryId) throw new HttpError(400, FORUM_MESSAGES.sameCategory);
    set.categoryId = categoryId;
  }
  const [updated] = await db.update(forumTopics).set({ ...set, modifiedBy: viewer.userId, modifiedAt: sql`now()` })
    .where(eq(forumTopics.topicId, topicId)).returning();
  const api = await topicToApi(db, updated!);
  emitTopicUpdated(app, api);
  return api;
}

export async function setPostHidden(db: Db, viewerId: number, post: PostRow, hidden: boolean): Promise<PostRow> {
  return inTx(db, async (tx) => {
    const [updated] = await tx.update(forumPosts).set({ hidden, hiddenBy: hidden ? viewerId : null, hiddenAt: hidden ? sql`now()` : null })
      .where(and(eq(forumPosts.postId, post.postId), eq(forumPosts.hidden, !hidden))).returning();
    if (!updated) return post; // already in that state
    if (post.postNumber > 1) {
      await tx.update(forumTopics).set({ replyCount: sql`greatest(0, ${forumTopics.replyCount} ${hidden ? sql`- 1` : sql`+ 1`})` })
        .where(eq(forumTopics.topicId, post.topicId));
    }
    return updated;
  });
}

export async function moderatePost(app: FastifyInstance, viewer: Viewer, postId: number, action: ForumPostAction) {
  const db = app.db;
  if (!viewer.admin) throw new HttpError(403, FORUM_MESSAGES.moderatorsOnly);
  const { post } = await readablePost(db, viewer, postId);
  const updated = await setPostHidden(db, viewer.userId, post, action === 'hide');
  const api = await postToApi(db, updated, viewer.userId);
  if (updated.hidden !== post.hidden) emitPostHidden(app, api);
  return api;
}

/** Open reports of these posts are closed together (resolving one report of a post handles the post). */
export async function closeReports(db: Db, postIds: number[], status: 'resolved' | 'dismissed', viewerId: number): Promise<void> {
  if (postIds.length === 0) return;
  await db.update(forumReports).set({ status, resolvedAt: sql`now()`, resolvedBy: viewerId })
    .where(and(inArray(forumReports.postId, postIds), eq(forumReports.status, 'open')));
}
