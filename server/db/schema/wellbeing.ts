import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

// UpMyMind self-checks (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md): the answers
// (1–5 each), the score 0–100 and its band, kept so the overview shows them over time.
export const wellbeingChecks = pgTable('wellbeing_checks', {
  checkId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  answers: integer().array().notNull(),
  score: integer().notNull(),
  band: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('wellbeing_checks_user_time_idx').on(t.userId, t.createdAt.desc()),
  check('wellbeing_checks_band_check', sql`${t.band} in ('thriving', 'steady', 'stretched')`),
  check('wellbeing_checks_score_check', sql`${t.score} between 0 and 100`),
]);
