import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

// The innovation workspace's idea board (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md):
// each member's own cards in four fixed columns, ordered by position within a column.
export const ideaCards = pgTable('idea_cards', {
  cardId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** 'ideas' | 'exploring' | 'validating' | 'building' (contracts IDEA_COLUMNS). */
  columnKey: text().notNull().default('ideas'),
  position: integer().notNull().default(0),
  title: text().notNull(),
  notes: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('idea_cards_user_column_idx').on(t.userId, t.columnKey, t.position),
  check('idea_cards_column_check', sql`${t.columnKey} in ('ideas', 'exploring', 'validating', 'building')`),
]);
