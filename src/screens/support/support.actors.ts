// The bug report form's submit effect: machines/form-submit with the support API.
import { toast } from 'react-toastify';
import { fromPromise } from 'xstate';
import { BUG_REPORT_MESSAGES, type BugReportInput } from '../../../contracts';
import { formSubmitMachine } from '../../../machines/form-submit';
import { sendBugReport } from '../../api/support';

export const reportBugLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      await sendBugReport(input as unknown as BugReportInput);
      toast.success(BUG_REPORT_MESSAGES.received);
      return BUG_REPORT_MESSAGES.received;
    }),
  },
});
