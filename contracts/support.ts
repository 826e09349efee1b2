import { z } from './zod';

// Bug reports sent from the "Report Bugs Here" link of the top bar (SPEC §2), read by admins.

export const BUG_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type BugSeverity = (typeof BUG_SEVERITIES)[number];

export const BUG_REPORT_LIMITS = { title: 160, description: 5000, pageUrl: 2000 } as const;

export const BUG_REPORT_MESSAGES = {
  titleRequired: 'Give the report a short title.',
  descriptionRequired: 'Describe what happened and what you expected.',
  received: 'Thank you: your report reached the team.',
} as const;

export const bugReportInputSchema = z.object({
  title: z.string().trim().min(1, BUG_REPORT_MESSAGES.titleRequired).max(BUG_REPORT_LIMITS.title),
  description: z.string().trim().min(1, BUG_REPORT_MESSAGES.descriptionRequired).max(BUG_REPORT_LIMITS.description),
  page_url: z.string().trim().max(BUG_REPORT_LIMITS.pageUrl).optional().default(''),
  severity: z.enum(BUG_SEVERITIES).default('medium'),
});
export type BugReportInput = z.input<typeof bugReportInputSchema>;

export const bugReportSchema = z.object({
  bug_report_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  page_url: z.string(),
  severity: z.enum(BUG_SEVERITIES),
  status: z.string(),
  user_agent: z.string().nullable(),
  created_by: z.number().int(),
  reporter_name: z.string().nullable(),
  created_at: z.string(),
});
export type BugReport = z.infer<typeof bugReportSchema>;
