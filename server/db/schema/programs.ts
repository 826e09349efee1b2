import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';

// The learning hierarchy of SPEC §3: Program → Course → Module → Unit, and enrolments.
// `sequence` orders children inside their parent (unit navigation, SPEC §4).
// Timestamps the API accepts and filters on are read in string mode: the family engine passes
// ISO strings through to PostgreSQL, and toApi normalises what comes back to ISO 8601.

export const programs = pgTable('programs', {
  programId: serial().primaryKey(),
  programName: text().notNull(),
  programDescription: text().notNull().default(''),
  programCategory: text().notNull(),
  programImage: text(),
  startDate: timestamp({ withTimezone: true, mode: 'string' }),
  endDate: timestamp({ withTimezone: true, mode: 'string' }),
  isPublished: boolean().notNull().default(true),
  ...auditColumns(),
}, (t) => [
  index('programs_category_idx').on(t.programCategory),
  index('programs_start_date_idx').on(t.startDate),
  check('programs_dates_check', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
]);

export const courses = pgTable('courses', {
  courseId: serial().primaryKey(),
  programId: integer().notNull().references(() => programs.programId),
  courseName: text().notNull(),
  courseDescription: text().notNull().default(''),
  sequence: integer().notNull().default(0),
  ...auditColumns(),
}, (t) => [index('courses_program_seq_idx').on(t.programId, t.sequence)]);

export const modules = pgTable('modules', {
  moduleId: serial().primaryKey(),
  courseId: integer().notNull().references(() => courses.courseId),
  moduleName: text().notNull(),
  moduleDescription: text(),
  sequence: integer().notNull().default(0),
  /** Wellness-style modules are grouped in phases 1 to 5 (SPEC §3 "Local data"). */
  phase: integer(),
  ...auditColumns(),
}, (t) => [
  index('modules_course_seq_idx').on(t.courseId, t.sequence),
  check('modules_phase_check', sql`${t.phase} is null or ${t.phase} between 1 and 5`),
]);

export const units = pgTable('units', {
  unitId: serial().primaryKey(),
  moduleId: integer().notNull().references(() => modules.moduleId),
  unitName: text().notNull(),
  /** 'text' | 'video' | 'file' | 'quiz' (contracts UNIT_TYPES). */
  unitType: text().notNull(),
  unitBody: text().notNull().default(''),
  sequence: integer().notNull().default(0),
  durationMinutes: integer(),
  ...auditColumns(),
}, (t) => [
  index('units_module_seq_idx').on(t.moduleId, t.sequence),
  check('units_type_check', sql`${t.unitType} in ('text', 'video', 'file', 'quiz')`),
]);

export const programsEnrolled = pgTable('programs_enrolled', {
  enrollmentId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  programId: integer().notNull().references(() => programs.programId),
  status: text().notNull().default('active'),
  progress: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  enrolledAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('programs_enrolled_user_program_key').on(t.userId, t.programId).where(sql`${t.deletedAt} is null`),
  index('programs_enrolled_program_idx').on(t.programId),
  check('programs_enrolled_status_check', sql`${t.status} in ('active', 'completed', 'paused', 'withdrawn')`),
]);
