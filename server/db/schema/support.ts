import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';

// Bug reports from the "Report Bugs Here" form (SPEC §2); the reporter is created_by.
export const bugReports = pgTable('bug_reports', {
  bugReportId: serial().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  pageUrl: text().notNull().default(''),
  severity: text().notNull().default('medium'),
  status: text().notNull().default('open'),
  userAgent: text(),
  ...auditColumns(),
}, (t) => [index('bug_reports_created_at_idx').on(t.createdAt)]);
