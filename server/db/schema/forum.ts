import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { communityCommon } from './content';
import { users } from './identity';

// The community forum (issue 14; docs/decisions/0025-forum-api.md, 0026-forum-search-pagination.md).
// Topics keep their counters (reply_count, last_post_number, last_post_at) so the list never
// counts posts; posts are numbered per topic so a page of a topic is a range of post_number.
// Full-text search: generated tsvector columns with GIN indexes (titles weighted A, bodies B).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const forumCategories = pgTable('forum_categories', {
  categoryId: serial().primaryKey(),
  slug: text().notNull(),
  name: text().notNull(),
  description: text().notNull().default(''),
  position: integer().notNull().default(0),
  /** Set when this is a community space's own category (one per space). */
  communityCommonId: integer().references(() => communityCommon.communityCommonId, { onDelete: 'set null' }),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('forum_categories_slug_key').on(t.slug),
  uniqueIndex('forum_categories_community_key').on(t.communityCommonId),
]);

export const forumTopics = pgTable('forum_topics', {
  topicId: serial().primaryKey(),
  categoryId: integer().notNull().references(() => forumCategories.categoryId),
  title: text().notNull(),
  userId: integer().notNull().references(() => users.userId),
  /** The opening post as plain text, cut (the list's excerpt). */
  excerpt: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lastPostAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  lastPostNumber: integer().notNull().default(1),
  /** Visible replies (hidden ones not counted). */
  replyCount: integer().notNull().default(0),
  pinned: boolean().notNull().default(false),
  locked: boolean().notNull().default(false),
  hidden: boolean().notNull().default(false),
  modifiedBy: integer(),
  modifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
  search: tsvector().generatedAlwaysAs((): SQL => sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')`),
}, (t) => [
  // The list: pinned first, then last activity (keyset on these three columns).
  index('forum_topics_list_idx').on(t.pinned.desc(), t.lastPostAt.desc(), t.topicId.desc()),
  index('forum_topics_category_list_idx').on(t.categoryId, t.pinned.desc(), t.lastPostAt.desc(), t.topicId.desc()),
  index('forum_topics_user_idx').on(t.userId),
  index('forum_topics_search_idx').using('gin', t.search),
]);

export const forumPosts = pgTable('forum_posts', {
  postId: serial().primaryKey(),
  topicId: integer().notNull().references(() => forumTopics.topicId),
  /** 1 is the opening post; replies count up from 2. */
  postNumber: integer().notNull(),
  userId: integer().notNull().references(() => users.userId),
  /** Markdown source, as written. */
  body: text().notNull(),
  /** renderMarkdown(body) with mentions linked: what the API serves. */
  bodyHtml: text().notNull(),
  quotePostId: integer(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  editedAt: timestamp({ withTimezone: true, mode: 'string' }),
  hidden: boolean().notNull().default(false),
  hiddenBy: integer(),
  hiddenAt: timestamp({ withTimezone: true, mode: 'string' }),
  search: tsvector().generatedAlwaysAs((): SQL => sql`setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B')`),
}, (t) => [
  uniqueIndex('forum_posts_topic_number_key').on(t.topicId, t.postNumber),
  // The posting rate limit counts a member's posts of the last minute.
  index('forum_posts_user_created_idx').on(t.userId, t.createdAt),
  index('forum_posts_search_idx').using('gin', t.search),
]);

export const forumReactions = pgTable('forum_reactions', {
  postId: integer().notNull().references(() => forumPosts.postId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  emoji: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.postId, t.userId, t.emoji] }),
  check('forum_reactions_emoji_check', sql`${t.emoji} in ('thumbs_up', 'heart', 'laugh', 'tada', 'bulb', 'eyes')`),
]);

/** Members a post mentions (linked, notified once: an edit notifies only newly mentioned members). */
export const forumPostMentions = pgTable('forum_post_mentions', {
  postId: integer().notNull().references(() => forumPosts.postId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_post_mentions_user_idx').on(t.userId)]);

/** How far each member has read each topic: unread counts and "new" markers. */
export const forumReadState = pgTable('forum_read_state', {
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  topicId: integer().notNull().references(() => forumTopics.topicId, { onDelete: 'cascade' }),
  lastReadPostNumber: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.topicId] })]);

export const forumReports = pgTable('forum_reports', {
  reportId: serial().primaryKey(),
  postId: integer().notNull().references(() => forumPosts.postId, { onDelete: 'cascade' }),
  reporterUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  reason: text().notNull(),
  details: text(),
  status: text().notNull().default('open'),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  resolvedAt: timestamp({ withTimezone: true, mode: 'string' }),
  resolvedBy: integer().references(() => users.userId),
}, (t) => [
  uniqueIndex('forum_reports_post_reporter_key').on(t.postId, t.reporterUserId),
  index('forum_reports_status_idx').on(t.status, t.createdAt),
  check('forum_reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  check('forum_reports_reason_check', sql`${t.reason} in ('spam', 'abuse', 'off_topic', 'other')`),
]);
