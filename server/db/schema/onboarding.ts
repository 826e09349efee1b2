import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

// Member onboarding progress (issue 15; docs/decisions/0045-onboarding.md): one row per member,
// so setup resumes where it stopped, on any device; a skip is remembered. Interests and profile
// basics are stored where the rest of the profile lives (member_profiles).
export const onboardingProgress = pgTable('onboarding_progress', {
  userId: integer().primaryKey().references(() => users.userId, { onDelete: 'cascade' }),
  /** 'welcome' | 'roles' | 'profile' | 'community' | 'done' (contracts ONBOARDING_STEPS). */
  step: text().notNull().default('welcome'),
  /** 'in_progress' | 'skipped' | 'completed'; no row = not started. */
  status: text().notNull().default('in_progress'),
  /** Roles the member is interested in (an administrator grants roles). */
  interestedRoles: text().array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  completedAt: timestamp({ withTimezone: true, mode: 'string' }),
}, () => [
  check('onboarding_progress_step_check', sql`step in ('welcome', 'roles', 'profile', 'community', 'done')`),
  check('onboarding_progress_status_check', sql`status in ('in_progress', 'skipped', 'completed')`),
]);
