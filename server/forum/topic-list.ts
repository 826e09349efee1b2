// The topic list: pinned first, then last activity, newest first; keyset pagination on
// (pinned, last_post_at, topic_id) so page 500 costs what page 1 costs (forum_topics_list_idx,
// forum_topics_category_list_idx; bench/forum.ts). Unread markers from the caller's read state.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { FORUM_MESSAGES, type ForumTopicListItem } from '../../contracts';
import type { Db } from '../db/client';
import { forumReadState, forumTopics } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { topicsToApi, type Viewer } from './store';

/** A timestamptz as PostgreSQL prints it ('2026-11-23 16:00:43.123456+00'). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

interface Cursor { pinned: boolean; last: string; id: number }

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.pinned ? 1 : 0, c.last, c.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [pinned, last, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if ((pinned === 0 || pinned === 1) && typeof last === 'string' && TIMESTAMP.test(last)
      && typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) {
      return { pinned: pinned === 1, last, id };
    }
  } catch { /* refused below */ }
  throw new HttpError(400, FORUM_MESSAGES.badCursor);
}

export async function listTopics(db: Db, viewer: Viewer, query: { category?: number; cursor?: string; limit: number }): Promise<{ data: ForumTopicListItem[]; next_cursor: string | null }> {
  if (query.category !== undefined && viewer.hiddenCategoryIds.has(query.category)) throw new HttpError(404, FORUM_MESSAGES.categoryNotFound);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db.select({
    topic: forumTopics,
    lastText: sql<string>`${forumTopics.lastPostAt}::text`,
    lastRead: forumReadState.lastReadPostNumber,
  }).from(forumTopics)
    .leftJoin(forumReadState, and(eq(forumReadState.topicId, forumTopics.topicId), eq(forumReadState.userId, viewer.userId)))
    .where(and(
      query.category !== undefined ? eq(forumTopics.categoryId, query.category) : undefined,
      viewer.admin ? undefined : eq(forumTopics.hidden, false),
      query.category === undefined && viewer.hiddenCategoryIds.size > 0 ? notInArray(forumTopics.categoryId, [...viewer.hiddenCategoryIds]) : undefined,
      after ? sql`(${forumTopics.pinned}, ${forumTopics.lastPostAt}, ${forumTopics.topicId}) < (${after.pinned}, ${after.last}::timestamptz, ${after.id})` : undefined,
    ))
    .orderBy(sql`${forumTopics.pinned} desc nulls last, ${forumTopics.lastPostAt} desc nulls last, ${forumTopics.topicId} desc nulls last`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const topics = await topicsToApi(db, page.map((r) => r.topic));
  const data = topics.map((t, i) => {
    const r = page[i]!;
    const lastRead = r.lastRead ?? null;
    return {
      ...t,
      is_new: lastRead === null,
      unread_count: lastRead === null ? r.topic.lastPostNumber : Math.max(0, r.topic.lastPostNumber - lastRead),
      excerpt: r.topic.excerpt,
    };
  });
  const last = page[page.length - 1];
  const next_cursor = rows.length > query.limit && last ? encodeCursor({ pinned: last.topic.pinned, last: last.lastText, id: last.topic.topicId }) : null;
  return { data, next_cursor };
}
