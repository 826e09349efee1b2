// The onboarding machine wired to its calls (issue 15; docs/decisions/0045-onboarding.md).
import { fromPromise } from 'xstate';
import type { OnboardingState, OnboardingStepBody } from '../../../contracts';
import { onboardingMachine } from '../../../machines/onboarding';
import { loadOnboarding, saveOnboardingStep, skipOnboarding } from '../../api/onboarding';

export const onboardingLogic = onboardingMachine.provide({
  actors: {
    loadOnboarding: fromPromise<OnboardingState, void>(() => loadOnboarding()),
    saveStep: fromPromise<OnboardingState, OnboardingStepBody>(({ input }) => saveOnboardingStep(input)),
    skipOnboarding: fromPromise<OnboardingState, void>(() => skipOnboarding()),
  },
});
