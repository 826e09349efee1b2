// An administrator decides one membership application in the Admin Center (issue 15;
// docs/decisions/0043-membership.md): approve, or reject with a reason the applicant reads.
// The server decides each application once; a refusal (already decided) shows its message.
import { assign, fromPromise, setup } from 'xstate';
import { MEMBERSHIP_MESSAGES, type MembershipApplication, type MembershipDecision } from '../../contracts';

export interface DecisionRequest { membershipId: number; decision: MembershipDecision; reason: string }

export type MembershipReviewEvent =
  | { type: 'review.reason'; reason: string }
  | { type: 'review.approve' }
  | { type: 'review.reject' };

export interface MembershipReviewContext {
  application: MembershipApplication;
  reason: string;
  deciding: MembershipDecision | null;
  problem: string | null;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const membershipReviewMachine = setup({
  types: {
    input: {} as { application: MembershipApplication },
    context: {} as MembershipReviewContext,
    events: {} as MembershipReviewEvent,
  },
  guards: {
    waiting: ({ context }) => context.application.status === 'submitted',
    reasonMissing: ({ context }) => !context.reason.trim(),
  },
  actors: {
    decide: fromPromise<MembershipApplication, DecisionRequest>(async () => {
      throw new Error('decide is not provided');
    }),
  },
}).createMachine({
  id: 'membershipReview',
  context: ({ input }) => ({ application: input.application, reason: '', deciding: null, problem: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'waiting', target: 'open' }, { target: 'decided' }] },
    open: {
      description: 'The application with a reason box and "Approve" and "Reject".',
      on: {
        'review.reason': { actions: assign({ reason: ({ event }) => event.reason, problem: null }) },
        'review.approve': { target: 'deciding', actions: assign({ deciding: 'approve', problem: null }) },
        'review.reject': [
          { guard: 'reasonMissing', actions: assign({ problem: MEMBERSHIP_MESSAGES.reasonRequired }) },
          { target: 'deciding', actions: assign({ deciding: 'reject', problem: null }) },
        ],
      },
    },
    deciding: {
      description: 'The pressed button says "Saving…"; both buttons wait.',
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ membershipId: context.application.membership_id, decision: context.deciding!, reason: context.reason }),
        onDone: { target: 'decided', actions: assign({ application: ({ event }) => event.output, deciding: null }) },
        onError: { target: 'open', actions: assign({ problem: ({ event }) => errorText(event.error), deciding: null }) },
      },
    },
    decided: {
      description: 'The decision shows in the row: "Approved — member number SUM-…, to be invoiced" or "Not approved" with the reason.',
    },
  },
});

export const MEMBERSHIP_REVIEW_STEPS: Record<string, string> = {
  'review.reason': 'Type the reason for a rejection',
  'review.approve': 'Press "Approve"',
  'review.reject': 'Press "Reject"',
  'xstate.done.actor.decide': 'The server records the decision and tells the member',
  'xstate.error.actor.decide': 'The server refuses (e.g. "This application has already been decided."): its message shows',
};
