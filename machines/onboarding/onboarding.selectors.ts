import type { SnapshotFrom } from 'xstate';
import { ONBOARDING_STEPS } from '../../contracts';
import type { onboardingMachine } from './onboarding.machine';

type S = SnapshotFrom<typeof onboardingMachine>;
export const selectOnboardingState = (s: S) => s.context.state;
export const selectOnboardingBusy = (s: S) => s.hasTag('loading');
export const selectOnboardingLoading = (s: S) => s.matches('loading');
export const selectOnboardingFailed = (s: S) => (s.matches('failed') ? s.context.error : null);
/** A failed save or skip, shown on the step (null while loading failed: that is the whole page). */
export const selectOnboardingSaveError = (s: S) => (s.matches('failed') ? null : s.context.error);
/** The screen to show: one of the five steps, skipped, or null while loading / failed. */
export const selectOnboardingView = (s: S) => {
  for (const v of ['welcome', 'roles', 'profile', 'community', 'done', 'skipped'] as const) if (s.matches(v)) return v;
  // While saving, keep showing the step the member is on.
  if ((s.matches('saving') || s.matches('skipping')) && s.context.state) return s.context.state.status === 'skipped' ? 'skipped' : s.context.state.step;
  return null;
};
/** 1-based step number of the view, for "Step n of 5". */
export const stepNumber = (view: string | null) => Math.max(ONBOARDING_STEPS.indexOf(view as never), 0) + 1;
