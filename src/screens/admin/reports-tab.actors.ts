// The Admin Center's Reports tab (issue 14): the forum's report queue and its resolve/dismiss
// command, wired to src/api/forum.ts. Started by src/screens/admin/ReportsTab.tsx.
import { fromPromise } from 'xstate';
import type { ForumReportStatus } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { formSubmitMachine } from '../../../machines/form-submit';
import * as forum from '../../api/forum';

/** The queue by status (open first); the server answers the whole queue with the open count as `total`. */
export const reportQueueLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const status = (input.filters.status as ForumReportStatus | 'all' | undefined) ?? 'open';
      const { data, open_count } = await forum.reportQueue(status);
      return { rows: data, total: open_count, pages: 1 };
    }),
  },
});

/** Resolve (optionally hiding the post) or dismiss one report. */
export const reportCommandLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const status = input.status === 'dismissed' ? 'dismissed' : 'resolved';
      await forum.resolveReport(Number(input.report_id), { status, ...(input.hide_post ? { hide_post: true } : {}) });
      return status === 'dismissed' ? 'Report dismissed.' : input.hide_post ? 'Post hidden and report resolved.' : 'Report resolved.';
    }),
  },
});
