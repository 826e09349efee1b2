// Reads of the forum in the API's shapes (contracts/forum.ts), and who may read what.
// A member reads every category except a community space's whose menu (212–217) their active
// role cannot read; hidden topics and posts exist only for administrators (404 for members).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  COMMUNITY_MENUS, FORUM_EMOJI_KEYS, FORUM_MESSAGES, type ForumEmoji, type ForumMember, type ForumPost, type ForumReaction, type ForumTopic,
} from '../../contracts';
import type { Db } from '../db/client';
import { communityCommon, forumCategories, forumPostMentions, forumPosts, forumReactions, forumTopics, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { callerAccess, hasPrivilege } from '../resources/access';

export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result as T[] : (result as { rows: T[] }).rows);
export const iso = (value: string | Date | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/** SQL of a member's display name ("First Last", else the username); `u` is the users alias. */
export const displayNameSql = (u: string) => sql.raw(`coalesce(nullif(trim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.username)`);

const memberColumns = {
  user_id: users.userId,
  username: users.username,
  display_name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
  profile_image: users.profileImage,
};

export async function membersById(db: Db, ids: number[]): Promise<Map<number, ForumMember>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(memberColumns).from(users).where(inArray(users.userId, unique));
  return new Map(rows.map((r) => [r.user_id, r]));
}

export const unknownMember = (userId: number): ForumMember => ({ user_id: userId, username: 'unknown', display_name: 'Former member', profile_image: null });

// ---------------------------------------------------------------- who may read

export interface Viewer {
  userId: number;
  admin: boolean;
  /** Categories the viewer may not read (community spaces without read on their menu). */
  hiddenCategoryIds: Set<number>;
}

/** The caller's forum access: administrator or not, and the space categories closed to them. */
export async function viewerOf(db: Db, userId: number): Promise<Viewer> {
  const access = await callerAccess(db, userId);
  const hiddenCategoryIds = new Set<number>();
  if (!access.admin) {
    const spaces = await db.select({ categoryId: forumCategories.categoryId, type: communityCommon.communityType }).from(forumCategories)
      .innerJoin(communityCommon, eq(communityCommon.communityCommonId, forumCategories.communityCommonId));
    const byMenu = new Map<number, boolean>();
    for (const s of spaces) {
      const menuId = COMMUNITY_MENUS.find((m) => m.community === s.type)?.menu_id;
      if (menuId === undefined) continue;
      if (!byMenu.has(menuId)) byMenu.set(menuId, await hasPrivilege(db, access, menuId, 'read'));
      if (!byMenu.get(menuId)) hiddenCategoryIds.add(s.categoryId);
    }
  }
  return { userId, admin: access.admin, hiddenCategoryIds };
}

// ---------------------------------------------------------------- topics

export type TopicRow = typeof forumTopics.$inferSelect;

export async function topicsToApi(db: Db, rows: TopicRow[]): Promise<ForumTopic[]> {
  if (rows.length === 0) return [];
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
  const cats = await db.select({ category_id: forumCategories.categoryId, slug: forumCategories.slug, name: forumCategories.name })
    .from(forumCategories).where(inArray(forumCategories.categoryId, categoryIds));
  const catById = new Map(cats.map((c) => [c.category_id, c]));
  const authors = await membersById(db, rows.map((r) => r.userId));
  return rows.map((r) => ({
    topic_id: r.topicId,
    category: catById.get(r.categoryId) ?? { category_id: r.categoryId, slug: '', name: '' },
    title: r.title,
    author: authors.get(r.userId) ?? unknownMember(r.userId),
    created_at: iso(r.createdAt)!,
    last_post_at: iso(r.lastPostAt)!,
    reply_count: r.replyCount,
    last_post_number: r.lastPostNumber,
    pinned: r.pinned,
    locked: r.locked,
    hidden: r.hidden,
  }));
}

export async function topicToApi(db: Db, row: TopicRow): Promise<ForumTopic> {
  return (await topicsToApi(db, [row]))[0]!;
}

/** The topic the viewer may read, or 404. */
export async function readableTopic(db: Db, viewer: Viewer, topicId: number): Promise<TopicRow> {
  const [topic] = await db.select().from(forumTopics).where(eq(forumTopics.topicId, topicId));
  if (!topic || (topic.hidden && !viewer.admin) || viewer.hiddenCategoryIds.has(topic.categoryId)) {
    throw new HttpError(404, FORUM_MESSAGES.topicNotFound);
  }
  return topic;
}

// ---------------------------------------------------------------- posts

export type PostRow = typeof forumPosts.$inferSelect;

/** The post the viewer may read (in a topic they may read), or 404. */
export async function readablePost(db: Db, viewer: Viewer, postId: number): Promise<{ post: PostRow; topic: TopicRow }> {
  const [post] = await db.select().from(forumPosts).where(eq(forumPosts.postId, postId));
  if (!post || (post.hidden && !viewer.admin)) throw new HttpError(404, FORUM_MESSAGES.postNotFound);
  const topic = await readableTopic(db, viewer, post.topicId).catch(() => {
    throw new HttpError(404, FORUM_MESSAGES.postNotFound);
  });
  return { post, topic };
}

/** Reactions of these posts: counts per emoji (in the offered order) and whether the viewer is among them. */
export async function reactionsOf(db: Db, postIds: number[], viewerId: number | null): Promise<Map<number, ForumReaction[]>> {
  const out = new Map<number, ForumReaction[]>();
  if (postIds.length === 0) return out;
  const rows = await db.select({
    postId: forumReactions.postId,
    emoji: forumReactions.emoji,
    n: sql<number>`count(*)::int`,
    mine: viewerId === null ? sql<boolean>`false` : sql<boolean>`bool_or(${forumReactions.userId} = ${viewerId})`,
  }).from(forumReactions).where(inArray(forumReactions.postId, postIds)).groupBy(forumReactions.postId, forumReactions.emoji);
  for (const r of rows) out.set(r.postId, [...(out.get(r.postId) ?? []), { emoji: r.emoji as ForumEmoji, count: Number(r.n), mine: Boolean(r.mine) }]);
  const order = (e: ForumEmoji) => FORUM_EMOJI_KEYS.indexOf(e);
  for (const list of out.values()) list.sort((a, b) => order(a.emoji) - order(b.emoji));
  return out;
}

/** Posts in the API's shape: authors, reactions (mine for viewerId; null: all false), quotes, mentions. */
export async function postsToApi(db: Db, rows: PostRow[], viewerId: number | null): Promise<ForumPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.postId);
  const quoteIds = [...new Set(rows.map((r) => r.quotePostId).filter((id): id is number => id !== null))];
  const quotes = quoteIds.length === 0 ? [] : await db.select().from(forumPosts).where(inArray(forumPosts.postId, quoteIds));
  const quoteById = new Map(quotes.map((q) => [q.postId, q]));
  const [authors, reactions, mentionRows] = await Promise.all([
    membersById(db, [...rows.map((r) => r.userId), ...quotes.map((q) => q.userId)]),
    reactionsOf(db, ids, viewerId),
    db.select({ postId: forumPostMentions.postId, user_id: users.userId, username: users.username }).from(forumPostMentions)
      .innerJoin(users, eq(users.userId, forumPostMentions.userId)).where(inArray(forumPostMentions.postId, ids)).orderBy(asc(users.username)),
  ]);
  const mentions = new Map<number, { user_id: number; username: string }[]>();
  for (const m of mentionRows) mentions.set(m.postId, [...(mentions.get(m.postId) ?? []), { user_id: m.user_id, username: m.username }]);
  return rows.map((r) => {
    const q = r.quotePostId === null ? undefined : quoteById.get(r.quotePostId);
    return {
      post_id: r.postId,
      topic_id: r.topicId,
      post_number: r.postNumber,
      author: authors.get(r.userId) ?? unknownMember(r.userId),
      body: r.body,
      body_html: r.bodyHtml,
      created_at: iso(r.createdAt)!,
      edited_at: iso(r.editedAt),
      hidden: r.hidden,
      reactions: reactions.get(r.postId) ?? [],
      quote: q ? {
        post_id: q.postId, post_number: q.postNumber, author: authors.get(q.userId) ?? unknownMember(q.userId), body_html: q.hidden ? '' : q.bodyHtml,
      } : null,
      mentions: mentions.get(r.postId) ?? [],
    };
  });
}

export async function postToApi(db: Db, row: PostRow, viewerId: number | null): Promise<ForumPost> {
  return (await postsToApi(db, [row], viewerId))[0]!;
}

/** Posts of a topic with post_number in [from, to], hidden ones only for administrators. */
export async function postsInRange(db: Db, topicId: number, from: number, to: number, includeHidden: boolean): Promise<PostRow[]> {
  return db.select().from(forumPosts).where(and(
    eq(forumPosts.topicId, topicId),
    sql`${forumPosts.postNumber} between ${from} and ${to}`,
    includeHidden ? undefined : eq(forumPosts.hidden, false),
  )).orderBy(asc(forumPosts.postNumber));
}
