import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { conversations } from './chat';
import { users } from './identity';

// Collaboration boards (issue 14; docs/decisions/0032-collaboration.md): calls posted by members,
// the interest others express (one per member and call), and the group conversation in the chat
// that the poster and the picked collaborators share.

export const collabCalls = pgTable('collab_calls', {
  callId: serial().primaryKey(),
  posterUserId: integer().notNull().references(() => users.userId),
  title: text().notNull(),
  /** Markdown source; served rendered and sanitised. */
  need: text().notNull(),
  skills: text().array().notNull().default(sql`'{}'::text[]`),
  tags: text().array().notNull().default(sql`'{}'::text[]`),
  communityType: text(),
  /** End of the deadline day (UTC): interest is taken until then. */
  deadline: timestamp({ withTimezone: true }).notNull(),
  status: text().notNull().default('open'),
  conversationId: integer().references(() => conversations.conversationId, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp({ withTimezone: true }),
}, (t) => [
  index('collab_calls_status_deadline_idx').on(t.status, t.deadline),
  index('collab_calls_poster_idx').on(t.posterUserId),
  index('collab_calls_skills_idx').using('gin', t.skills),
  check('collab_calls_status_check', sql`${t.status} in ('open', 'closed')`),
  check('collab_calls_community_check', sql`${t.communityType} is null or ${t.communityType} in ('startup', 'investor', 'business', 'government', 'educator', 'expert')`),
]);

export const collabInterests = pgTable('collab_interests', {
  interestId: serial().primaryKey(),
  callId: integer().notNull().references(() => collabCalls.callId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId),
  message: text().notNull(),
  status: text().notNull().default('pending'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp({ withTimezone: true }),
}, (t) => [
  uniqueIndex('collab_interests_call_user_idx').on(t.callId, t.userId),
  index('collab_interests_user_idx').on(t.userId),
  check('collab_interests_status_check', sql`${t.status} in ('pending', 'picked', 'declined', 'withdrawn')`),
]);
