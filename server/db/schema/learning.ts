import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';
import { modules, programsEnrolled, units } from './programs';

// Learner records of SPEC §3 beyond the hierarchy: assessment metadata, study details and
// sample statistics with scores (docs/decisions/0016-learning.md). Read by their owner.

export const assessments = pgTable('assessments', {
  assessmentId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  assessmentName: text().notNull(),
  responseForType: text().notNull(),
  instituteName: text(),
  isCompleted: boolean().notNull().default(false),
  completedAt: timestamp({ withTimezone: true, mode: 'string' }),
  ...auditColumns(),
}, (t) => [index('assessments_user_idx').on(t.userId)]);

export const studyDetails = pgTable('study_details', {
  studyDetailId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  studyType: text(),
  studyYear: integer(),
  instituteName: text(),
  fieldOfStudy: text(),
  ...auditColumns(),
}, (t) => [uniqueIndex('study_details_user_key').on(t.userId).where(sql`${t.deletedAt} is null`)]);

export const sampleStats = pgTable('sample_stats', {
  statId: serial().primaryKey(),
  statName: text().notNull(),
  moduleId: integer().references(() => modules.moduleId),
  parentStatId: integer(),
  category: text().notNull(),
  ...auditColumns(),
}, (t) => [index('sample_stats_category_idx').on(t.category)]);

export const statScores = pgTable('stat_scores', {
  tableId: serial().primaryKey(),
  statId: integer().notNull().references(() => sampleStats.statId),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  timePeriod: text().notNull(),
  scoreValue: doublePrecision().notNull(),
  scoreUnit: text().notNull(),
  ...auditColumns(),
}, (t) => [
  index('stat_scores_user_stat_idx').on(t.userId, t.statId),
  uniqueIndex('stat_scores_user_stat_period_key').on(t.userId, t.statId, t.timePeriod).where(sql`${t.deletedAt} is null`),
]);

// Quiz answers per enrolment (issue 16, docs/decisions/0053-quiz-results.md): one row per
// submitted attempt, scored on the API host against the unit's quiz body. A quiz unit counts as
// completed in the enrolment's progress only once an attempt has passed.
export const quizResults = pgTable('quiz_results', {
  resultId: serial().primaryKey(),
  enrollmentId: integer().notNull().references(() => programsEnrolled.enrollmentId, { onDelete: 'cascade' }),
  unitId: integer().notNull().references(() => units.unitId),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** The option index chosen per question (null: left unanswered). */
  answers: jsonb().$type<(number | null)[]>().notNull(),
  correctCount: integer().notNull(),
  questionCount: integer().notNull(),
  scorePercent: integer().notNull(),
  passMark: integer().notNull(),
  passed: boolean().notNull(),
  submittedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  ...auditColumns(),
}, (t) => [
  index('quiz_results_enrolment_unit_idx').on(t.enrollmentId, t.unitId),
  index('quiz_results_user_idx').on(t.userId, t.submittedAt),
]);
