import { z } from './zod';
import { idSchema } from './input-limits';
import { spaceSchema } from './community-spaces';

// Member onboarding (issue 15; docs/decisions/0045-onboarding.md): welcome → roles and
// interests → profile basics → community choice → done. Progress lives on the server (one row
// per member), so it resumes after a reload and on another device; a skip is remembered.

export const ONBOARDING_STEPS = ['welcome', 'roles', 'profile', 'community', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ONBOARDING_STEP_TITLES: Record<OnboardingStep, string> = {
  welcome: 'Welcome', roles: 'Roles and interests', profile: 'Profile basics', community: 'Communities', done: 'Done',
};
export const ONBOARDING_STATUSES = ['not_started', 'in_progress', 'skipped', 'completed'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** Roles a member may say they are interested in; an administrator grants roles (SPEC §6). */
export const ONBOARDING_ROLE_CHOICES = [
  { role_name: 'learner', label: 'Learner — programs and courses' },
  { role_name: 'volunteer', label: 'Volunteer — help at events and programs' },
  { role_name: 'expert', label: 'Expert — mentor founders and judge competitions' },
  { role_name: 'institute', label: 'Institute — represent a college or incubator' },
  { role_name: 'organization', label: 'Organization — represent a company or agency' },
] as const;
export const ONBOARDING_ROLE_NAMES = ONBOARDING_ROLE_CHOICES.map((r) => r.role_name) as [string, ...string[]];

/** Interests offered as checkboxes; members may add their own (up to 12 in all). */
export const ONBOARDING_INTEREST_CHOICES = [
  'Agritech', 'Climate tech', 'Edtech', 'Fintech', 'Healthtech', 'SaaS', 'Social impact', 'Deep tech',
  'Fundraising', 'Product strategy', 'Mentoring', 'Community building',
] as const;

export const ONBOARDING_MESSAGES = {
  interestsTooMany: 'Choose at most 12 interests.',
  interestTooLong: 'An interest is at most 40 characters.',
  headlineTooLong: 'The headline is at most 140 characters.',
  placeTooLong: 'City and state are at most 80 characters each.',
  spacesTooMany: 'Join at most 10 spaces here; you can join more in the community.',
  failed: 'Your setup could not be loaded.',
  saveFailed: 'Your answers could not be saved. Try again.',
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, message);

export const onboardingStateSchema = z.object({
  status: z.enum(ONBOARDING_STATUSES),
  step: z.enum(ONBOARDING_STEPS),
  /** Steps done out of the four before "done", for the progress bar and the home card. */
  percent: z.number().int().min(0).max(100),
  held_roles: z.array(z.string()),
  interested_roles: z.array(z.string()),
  interests: z.array(z.string()),
  headline: z.string(),
  city: z.string(),
  state: z.string(),
  /** Spaces the member may join (communities their role reads), joined ones marked. */
  spaces: z.array(spaceSchema),
  /** Where "Continue" leads at the end: the member's registration_redirect (a local path other than /onboarding) or /user/home. */
  finish_at: z.string(),
  updated_at: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/** PUT /api/onboarding/step: saves what the step collected and moves to `step`. */
export const onboardingStepBodySchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  interested_roles: z.array(z.enum(ONBOARDING_ROLE_NAMES)).max(ONBOARDING_ROLE_NAMES.length).optional(),
  interests: z.array(text(40, ONBOARDING_MESSAGES.interestTooLong).min(1)).max(12, ONBOARDING_MESSAGES.interestsTooMany).optional(),
  headline: text(140, ONBOARDING_MESSAGES.headlineTooLong).optional(),
  city: text(80, ONBOARDING_MESSAGES.placeTooLong).optional(),
  state: text(80, ONBOARDING_MESSAGES.placeTooLong).optional(),
  space_ids: z.array(idSchema).max(10, ONBOARDING_MESSAGES.spacesTooMany).optional(),
});
export type OnboardingStepBody = z.infer<typeof onboardingStepBodySchema>;

/** The little the member home needs for its "Finish setting up your profile" card. */
export const onboardingSummarySchema = z.object({ status: z.enum(ONBOARDING_STATUSES), step: z.enum(ONBOARDING_STEPS), percent: z.number().int() });
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>;

export const onboardingPercent = (step: OnboardingStep, status: OnboardingStatus) =>
  status === 'completed' ? 100 : Math.round((ONBOARDING_STEPS.indexOf(step) / (ONBOARDING_STEPS.length - 1)) * 100);
