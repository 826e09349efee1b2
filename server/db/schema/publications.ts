import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { contentItems } from './hubs';
import { users } from './identity';

// Publication applications (issue 12; docs/decisions/0037-publications.md).

/** One application: the author's draft fields and where it stands in review. */
export const publications = pgTable('publications', {
  publicationId: serial().primaryKey(),
  authorUserId: integer().notNull().references(() => users.userId),
  title: text().notNull().default(''),
  /** Markdown source; the API serves renderMarkdown(abstract) as abstract_html. */
  abstract: text().notNull().default(''),
  /** [{ name, user_id }]: free-text names, optionally linked to members. */
  authors: jsonb().$type<{ name: string; user_id: number | null }[]>().notNull().default([]),
  category: text(),
  keywords: text().array().notNull().default(sql`'{}'::text[]`),
  /** Stored upload name (multimedia files), the author's file name and its size. */
  manuscriptName: text(),
  manuscriptFileName: text(),
  manuscriptSize: bigint({ mode: 'number' }),
  status: text().notNull().default('draft'),
  submittedAt: timestamp({ withTimezone: true, mode: 'string' }),
  decidedAt: timestamp({ withTimezone: true, mode: 'string' }),
  /** The published content item an accepted publication became (knowledge hub). */
  contentId: integer().references(() => contentItems.contentId, { onDelete: 'set null' }),
  ...auditColumns(),
}, (t) => [
  index('publications_author_idx').on(t.authorUserId, t.modifiedAt),
  index('publications_status_idx').on(t.status, t.submittedAt),
  check('publications_status_check', sql`${t.status} in ('draft', 'submitted', 'in-review', 'changes-requested', 'resubmitted', 'accepted', 'rejected')`),
]);

/** The timeline: every status change with who made it and the comment given. */
export const publicationEvents = pgTable('publication_events', {
  eventId: serial().primaryKey(),
  publicationId: integer().notNull().references(() => publications.publicationId, { onDelete: 'cascade' }),
  actorUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
  byAdmin: boolean().notNull().default(false),
  fromStatus: text(),
  toStatus: text().notNull(),
  comment: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('publication_events_publication_idx').on(t.publicationId, t.eventId),
]);
