// The Admin Center's Memberships tab (issue 15; docs/decisions/0043-membership.md): the approval
// queue and one application's decision, wired to src/api/membership.ts. Beside the Admin Center
// screens, as every area's wiring.
import { fromPromise } from 'xstate';
import type { MembershipApplication, MembershipStatus } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { membershipReviewMachine, type DecisionRequest } from '../../../machines/membership-review';
import * as api from '../../api/membership';

/** Waiting applications (oldest first) by default, or the approved / rejected ones. */
export const membershipQueueLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const status = (input.filters as { status?: MembershipStatus }).status ?? 'submitted';
      const rows = await api.queue(status);
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

export const membershipReviewLogic = membershipReviewMachine.provide({
  actors: {
    decide: fromPromise<MembershipApplication, DecisionRequest>(({ input }) => api.decide(input.membershipId, input.decision, input.reason)),
  },
});
