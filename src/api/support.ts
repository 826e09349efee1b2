// Bug reports (POST/GET /api/support/bug-reports).
import { bugReportSchema, type BugReport, type BugReportInput } from '../../contracts';
import { http, withServerMessage } from './http';

const PATH = '/api/support/bug-reports';

export const sendBugReport = withServerMessage(async (input: BugReportInput): Promise<BugReport> => {
  const { data } = await http.post(PATH, input);
  return bugReportSchema.parse(data);
});

/** The newest reports (administrators). */
export const listBugReports = withServerMessage(async (limit = 20): Promise<{ rows: BugReport[]; total: number }> => {
  const { data } = await http.get<{ data: unknown[]; metadata: { total: number } }>(PATH, { params: { page: 1, limit } });
  return { rows: data.data.map((r) => bugReportSchema.parse(r)), total: data.metadata.total };
});
