import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './identity';

// Competitions (issue 13; docs/decisions/0022-competitions.md): settings of an event of kind
// 'competition', entries (one per lead per competition), judges and their scores.

export const competitionSettings = pgTable('competition_settings', {
  eventId: integer().primaryKey().references(() => events.eventId),
  submissionDeadline: timestamp({ withTimezone: true, mode: 'string' }),
  /** [{ name, max_score, weight }] */
  criteria: jsonb().$type<{ name: string; max_score: number; weight: number }[]>().notNull().default(sql`'[]'::jsonb`),
  leaderboardPublished: boolean().notNull().default(false),
  leaderboardPublishedAt: timestamp({ withTimezone: true }),
  modifiedBy: integer(),
  modifiedAt: timestamp({ withTimezone: true }),
});

export const competitionEntries = pgTable('competition_entries', {
  entryId: serial().primaryKey(),
  eventId: integer().notNull().references(() => events.eventId),
  leadUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  teamName: text().notNull(),
  members: text().array().notNull().default(sql`'{}'::text[]`),
  pitch: text().notNull().default(''),
  pitchDeckUrl: text(),
  status: text().notNull().default('draft'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp({ withTimezone: true }),
  submittedAt: timestamp({ withTimezone: true }),
}, (t) => [
  uniqueIndex('competition_entries_one_per_lead_key').on(t.eventId, t.leadUserId),
  index('competition_entries_event_idx').on(t.eventId, t.status),
  check('competition_entries_status_check', sql`${t.status} in ('draft', 'submitted')`),
]);

export const competitionJudges = pgTable('competition_judges', {
  eventId: integer().notNull().references(() => events.eventId),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  assignedBy: integer(),
  assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('competition_judges_user_idx').on(t.userId)]);

export const competitionScores = pgTable('competition_scores', {
  entryId: integer().notNull().references(() => competitionEntries.entryId, { onDelete: 'cascade' }),
  judgeUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  criterion: text().notNull(),
  score: integer().notNull(),
  comment: text().notNull().default(''),
  modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.entryId, t.judgeUserId, t.criterion] }),
  check('competition_scores_score_check', sql`${t.score} >= 0`),
]);
