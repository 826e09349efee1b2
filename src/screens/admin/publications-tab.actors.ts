// The Admin Center's Publications tab (issue 12; docs/decisions/0037-publications.md): the review
// queue and one submission's review, wired to src/api/publications.ts. Beside the Admin Center
// screens, as every area's wiring (admin.actors.ts for the other tabs).
import { fromPromise } from 'xstate';
import type { Publication, PublicationStatus } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { publicationReviewMachine, type ReviewRequest } from '../../../machines/publication-application';
import * as api from '../../api/publications';

/** The review queue: waiting ones by default (oldest first), or one status. */
export const reviewQueueLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const status = (input.filters as { status?: PublicationStatus }).status;
      const rows = await api.queue(status);
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** An administrator's review of one submission. */
export const publicationReviewLogic = publicationReviewMachine.provide({
  actors: {
    loadPublication: fromPromise<Publication, { publicationId: number }>(({ input }) => api.get(input.publicationId)),
    review: fromPromise<Publication, ReviewRequest>(({ input }) => api.review(input.publicationId, input.action, input.comment)),
  },
});
