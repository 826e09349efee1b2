// What the network reads from the forum (topics as follow targets, members' latest posts), kept
// in one place so the forum's tables are read the same way everywhere in this module.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forumPosts, forumTopics, users } from '../db/schema';

/** A visible (not hidden) topic exists. */
export async function topicExists(db: Db, topicId: number): Promise<boolean> {
  const rows = await db.select({ id: forumTopics.topicId }).from(forumTopics)
    .where(and(eq(forumTopics.topicId, topicId), eq(forumTopics.hidden, false)));
  return rows.length > 0;
}

export interface TopicSummary { topic_id: number; title: string; reply_count: number }
export interface PostActivity { topic_id: number; title: string; post_number: number; body: string; created_at: string; author_user_id: number; author: string }

/** Titles and reply counts of these topics (visible ones only). */
export async function topicSummaries(db: Db, topicIds: number[]): Promise<Map<number, TopicSummary>> {
  if (topicIds.length === 0) return new Map();
  const rows = await db.select({ topic_id: forumTopics.topicId, title: forumTopics.title, reply_count: forumTopics.replyCount }).from(forumTopics)
    .where(and(inArray(forumTopics.topicId, topicIds), eq(forumTopics.hidden, false)));
  return new Map(rows.map((r) => [r.topic_id, r]));
}

const authorName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/** The newest visible post of each topic (one query). */
export async function latestPostOfTopics(db: Db, topicIds: number[]): Promise<Map<number, PostActivity>> {
  if (topicIds.length === 0) return new Map();
  const rows = await db.selectDistinctOn([forumPosts.topicId], {
    topic_id: forumPosts.topicId, title: forumTopics.title, post_number: forumPosts.postNumber, body: forumPosts.body,
    created_at: forumPosts.createdAt, author_user_id: forumPosts.userId, author: authorName,
  }).from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.topicId, forumPosts.topicId))
    .innerJoin(users, eq(users.userId, forumPosts.userId))
    .where(and(inArray(forumPosts.topicId, topicIds), eq(forumPosts.hidden, false), eq(forumTopics.hidden, false)))
    .orderBy(forumPosts.topicId, sql`${forumPosts.postNumber} desc`);
  return new Map(rows.map((r) => [r.topic_id, normalise(r)]));
}

/** The newest visible posts (topics opened and replies) of each member, at most `perMember` each (one query). */
export async function latestPostsOfMembers(db: Db, userIds: number[], perMember: number): Promise<Map<number, PostActivity[]>> {
  const out = new Map<number, PostActivity[]>();
  if (userIds.length === 0) return out;
  const ranked = db.select({
    topic_id: forumPosts.topicId, title: forumTopics.title, post_number: forumPosts.postNumber, body: forumPosts.body,
    created_at: forumPosts.createdAt, author_user_id: forumPosts.userId,
    rn: sql<number>`row_number() over (partition by ${forumPosts.userId} order by ${forumPosts.createdAt} desc, ${forumPosts.postId} desc)`.as('rn'),
  }).from(forumPosts)
    .innerJoin(forumTopics, eq(forumTopics.topicId, forumPosts.topicId))
    .where(and(inArray(forumPosts.userId, userIds), eq(forumPosts.hidden, false), eq(forumTopics.hidden, false)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.rn} <= ${perMember}`).orderBy(sql`${ranked.created_at} desc`);
  for (const r of rows) {
    const item = normalise({ ...r, author: '' });
    out.set(item.author_user_id, [...(out.get(item.author_user_id) ?? []), item]);
  }
  return out;
}

const normalise = (r: PostActivity): PostActivity => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/** Plain text of Markdown, cut to about `max` characters (for activity excerpts). */
export function excerptOf(markdown: string, max = 160): string {
  const text = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[#>*_`~[\]()!|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
