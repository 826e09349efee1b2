// The support area's wiring: the bug report form (machines/form-submit) and, for administrators,
// the reports received (machines/admin-list), both with the support API.
import { toast } from '../../lib/toasts';
import { fromPromise } from 'xstate';
import { BUG_REPORT_MESSAGES, type BugReportInput } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { formSubmitMachine } from '../../../machines/form-submit';
import { listBugReports, sendBugReport } from '../../api/support';

/** The newest 20 reports received (administrators); loaded by the list machine, read again after a report is sent. */
export const receivedReportsLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async () => {
      const { rows, total } = await listBugReports(20);
      return { rows: rows as unknown as PageResult['rows'], total, pages: 1 };
    }),
  },
});

export const reportBugLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      await sendBugReport(input as unknown as BugReportInput);
      toast.success(BUG_REPORT_MESSAGES.received);
      return BUG_REPORT_MESSAGES.received;
    }),
  },
});
