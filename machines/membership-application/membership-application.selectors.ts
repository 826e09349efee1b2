import type { SnapshotFrom } from 'xstate';
import type { membershipApplicationMachine } from './membership-application.machine';

type S = SnapshotFrom<typeof membershipApplicationMachine>;
export const selectMembershipLoading = (s: S) => s.hasTag('loading');
export const selectMembershipBusy = (s: S) => s.hasTag('busy');
export const selectMembershipStep = (s: S) => (s.matches('submitting') ? 'filling' : s.value) as 'loading' | 'loadFailed' | 'choosing' | 'filling' | 'status';
export const selectMembershipPlan = (s: S) => s.context.plan;
export const selectMembershipApplication = (s: S) => s.context.mine?.application ?? null;
export const selectMembershipCanApply = (s: S) => s.context.mine?.can_apply ?? false;
export const selectMembershipFieldErrors = (s: S) => s.context.fieldErrors;
export const selectMembershipProblem = (s: S) => s.context.problem;
export const selectMembershipError = (s: S) => s.context.error;
