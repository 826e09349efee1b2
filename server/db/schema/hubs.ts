import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';

// Hubs and content (issue 12; docs/decisions/0033-hub-engine.md, 0034-content-search.md).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Articles, videos, documents, toolkits, opportunities, success stories and insights. */
export const contentItems = pgTable('content_items', {
  contentId: serial().primaryKey(),
  slug: text().notNull(),
  contentType: text().notNull(),
  title: text().notNull(),
  summary: text().notNull().default(''),
  /** Markdown source; the API serves renderMarkdown(body) as body_html. */
  body: text().notNull().default(''),
  tags: text().array().notNull().default(sql`'{}'::text[]`),
  /** Hubs the item belongs to (hub slugs): a hub's search box searches these. */
  hubSlugs: text().array().notNull().default(sql`'{}'::text[]`),
  authorUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
  isPublished: boolean().notNull().default(false),
  publishedAt: timestamp({ withTimezone: true, mode: 'string' }),
  coverImage: text(),
  /** [{ name, file }]: files from the multimedia uploads (stored name) or site paths. */
  attachments: jsonb().$type<{ name: string; file: string }[]>().notNull().default([]),
  videoUrl: text(),
  /** Opportunities: when applications close. */
  deadline: timestamp({ withTimezone: true, mode: 'string' }),
  /** Full-text search document: title (A), summary (B), body (C) (ts_rank weighs them). */
  search: tsvector().generatedAlwaysAs((): SQL => sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')`),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('content_items_slug_key').on(t.slug).where(sql`${t.deletedAt} is null`),
  index('content_items_search_idx').using('gin', t.search),
  index('content_items_tags_idx').using('gin', t.tags),
  index('content_items_hubs_idx').using('gin', t.hubSlugs),
  index('content_items_type_published_idx').on(t.contentType, t.publishedAt),
  check('content_items_type_check', sql`${t.contentType} in ('article', 'video', 'document', 'toolkit', 'opportunity', 'success-story', 'insight')`),
]);

/** A hub: data the one hub screen renders. `sections` is the ordered list of section configs (contracts/hubs.ts). */
export const hubs = pgTable('hubs', {
  hubId: serial().primaryKey(),
  slug: text().notNull(),
  path: text().notNull(),
  title: text().notNull(),
  intro: text().notNull().default(''),
  audienceRoles: text().array().notNull().default(sql`'{}'::text[]`),
  coverImage: text(),
  visibility: text().notNull().default('members'),
  sections: jsonb().$type<unknown[]>().notNull().default([]),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('hubs_slug_key').on(t.slug),
  check('hubs_visibility_check', sql`${t.visibility} in ('public', 'members', 'admins')`),
]);
