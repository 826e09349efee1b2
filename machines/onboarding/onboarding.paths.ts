import type { EventObject } from 'xstate';
import type { OnboardingState, OnboardingStatus, OnboardingStep } from '../../contracts';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { onboardingMachine } from './onboarding.machine';

/** A server answer at a step and status. */
export const onboardingAt = (step: OnboardingStep, status: OnboardingStatus = 'in_progress'): OnboardingState => ({
  status, step, percent: 0, held_roles: ['learner'], interested_roles: [], interests: [], headline: '', city: '', state: '',
  spaces: [], finish_at: '/user/home', updated_at: null,
});

const answer = (src: string, state: OnboardingState) => ({ type: `xstate.done.actor.${src}`, output: state }) as EventObject;
const labels: Record<string, string> = {};
const answers: EventObject[] = [];
for (const [src, step, status] of [
  ['0', 'welcome', 'not_started'], ['0', 'community', 'in_progress'], ['0', 'profile', 'skipped'], ['0', 'done', 'completed'],
  ['1', 'roles', 'in_progress'], ['1', 'profile', 'in_progress'], ['1', 'done', 'completed'],
  ['2', 'roles', 'skipped'],
] as const) {
  const actor = src === '0' ? 'loadOnboarding' : src === '1' ? 'saveStep' : 'skipOnboarding';
  const e = answer(actor, onboardingAt(step, status));
  answers.push(e);
  labels[JSON.stringify(e)] = `The server answers: ${status.replace('_', ' ')} at the ${step} step`;
}

export const onboardingPathModel = {
  name: 'onboarding',
  machine: onboardingMachine,
  events: [
    { type: 'onboarding.start' },
    { type: 'onboarding.next', answers: { interests: ['Fintech'] } },
    { type: 'onboarding.back' },
    { type: 'onboarding.skip' },
    { type: 'onboarding.resume' },
    { type: 'onboarding.retry' },
    ...answers,
    { type: 'xstate.error.actor.loadOnboarding', error: new Error('Network Error') },
    { type: 'xstate.error.actor.saveStep', error: new Error('Network Error') },
    { type: 'xstate.error.actor.skipOnboarding', error: new Error('Network Error') },
  ] as EventObject[],
  screens: stateDescriptions(onboardingMachine),
  actions: {
    'onboarding.start': 'Press "Let’s start"',
    'onboarding.next': 'Fill in the step and press Continue (Finish on the last step)',
    'onboarding.back': 'Press Back',
    'onboarding.skip': 'Press "Skip for now"',
    'onboarding.resume': 'Press "Resume setup"',
    'onboarding.retry': 'Press "Try again"',
    'xstate.error.actor.loadOnboarding': 'Loading fails (e.g. offline)',
    'xstate.error.actor.saveStep': 'Saving fails (e.g. offline); the step stays with the reason',
    'xstate.error.actor.skipOnboarding': 'Saving the skip fails; the step stays with the reason',
  },
  step: (event: EventObject) => labels[JSON.stringify(event)],
};
