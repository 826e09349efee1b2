import type { SnapshotFrom } from 'xstate';
import type { membershipReviewMachine } from './membership-review.machine';

type S = SnapshotFrom<typeof membershipReviewMachine>;
export const selectReviewApplication = (s: S) => s.context.application;
export const selectReviewReason = (s: S) => s.context.reason;
export const selectReviewDeciding = (s: S) => s.context.deciding;
export const selectReviewDecided = (s: S) => s.matches('decided');
export const selectReviewProblem = (s: S) => s.context.problem;
