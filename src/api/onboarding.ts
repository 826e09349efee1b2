// Onboarding (issue 15; docs/decisions/0045-onboarding.md): the caller's setup progress.
import { onboardingStateSchema, type OnboardingState, type OnboardingStepBody } from '../../contracts';
import { http, withServerMessage } from './http';

export const loadOnboarding = withServerMessage(async (): Promise<OnboardingState> => onboardingStateSchema.parse((await http.get('/api/onboarding')).data));
export const saveOnboardingStep = withServerMessage(async (body: OnboardingStepBody): Promise<OnboardingState> =>
  onboardingStateSchema.parse((await http.put('/api/onboarding/step', body)).data));
export const skipOnboarding = withServerMessage(async (): Promise<OnboardingState> => onboardingStateSchema.parse((await http.post('/api/onboarding/skip')).data));
