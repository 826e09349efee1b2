// Member onboarding (/onboarding; issue 15, docs/decisions/0045-onboarding.md): welcome → roles
// and interests → profile basics → community choice → done. Every step is saved on the server
// before the next one shows, so a reload (or another device) resumes where the member stopped.
// Skip is remembered; a skipped setup can be resumed at the step reached. The end links to the
// member's registration_redirect or /user/home (the server's `finish_at`).
import { assign, fromPromise, setup } from 'xstate';
import { ONBOARDING_MESSAGES, ONBOARDING_STEPS, type OnboardingState, type OnboardingStep, type OnboardingStepBody } from '../../contracts';

export type OnboardingAnswers = Omit<OnboardingStepBody, 'step'>;

export type OnboardingEvent =
  | { type: 'onboarding.start' }
  | { type: 'onboarding.next'; answers?: OnboardingAnswers }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.skip' }
  | { type: 'onboarding.resume' }
  | { type: 'onboarding.retry' };

export interface OnboardingContext {
  state: OnboardingState | null;
  /** What the save in flight sends. */
  pending: OnboardingStepBody | null;
  /** Loading failed (the whole page) or a save failed (shown on the step). */
  error: string | null;
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The step after / before this one (done and welcome are the ends). */
export const nextStep = (step: OnboardingStep): OnboardingStep => ONBOARDING_STEPS[Math.min(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length - 1)]!;
export const previousStep = (step: OnboardingStep): OnboardingStep => ONBOARDING_STEPS[Math.max(ONBOARDING_STEPS.indexOf(step) - 1, 0)]!;

const stepOf = (context: OnboardingContext): OnboardingStep => context.state?.step ?? 'welcome';

export const onboardingMachine = setup({
  types: { context: {} as OnboardingContext, events: {} as OnboardingEvent },
  actors: {
    loadOnboarding: fromPromise<OnboardingState, void>(async () => {
      throw new Error('loadOnboarding is not provided');
    }),
    saveStep: fromPromise<OnboardingState, OnboardingStepBody>(async () => {
      throw new Error('saveStep is not provided');
    }),
    skipOnboarding: fromPromise<OnboardingState, void>(async () => {
      throw new Error('skipOnboarding is not provided');
    }),
  },
  guards: {
    isSkipped: ({ context }) => context.state?.status === 'skipped',
    isCompleted: ({ context }) => context.state?.status === 'completed' || stepOf(context) === 'done',
    atRoles: ({ context }) => stepOf(context) === 'roles',
    atProfile: ({ context }) => stepOf(context) === 'profile',
    atCommunity: ({ context }) => stepOf(context) === 'community',
  },
  actions: {
    forward: assign({
      pending: ({ context, event }) => ({ ...(event.type === 'onboarding.next' ? event.answers : {}), step: nextStep(stepOf(context)) }),
      error: null,
    }),
    backward: assign({ pending: ({ context }) => ({ step: previousStep(stepOf(context)) }), error: null }),
    resumeHere: assign({ pending: ({ context }) => ({ step: stepOf(context) }), error: null }),
  },
}).createMachine({
  id: 'onboarding',
  context: { state: null, pending: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The setup page shows a loading message while your progress loads.',
      tags: ['loading'],
      invoke: {
        id: 'loadOnboarding',
        src: 'loadOnboarding',
        onDone: { target: 'route', actions: assign({ state: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, ONBOARDING_MESSAGES.failed) }) },
      },
    },
    failed: {
      description: 'The setup page says your setup could not be loaded, with a Try again button.',
      on: { 'onboarding.retry': 'loading' },
    },
    route: {
      always: [
        { guard: 'isSkipped', target: 'skipped' },
        { guard: 'isCompleted', target: 'done' },
        { guard: 'atRoles', target: 'roles' },
        { guard: 'atProfile', target: 'profile' },
        { guard: 'atCommunity', target: 'community' },
        { target: 'welcome' },
      ],
    },
    welcome: {
      description: 'Step 1 of 5: a welcome with "Let’s start" and "Skip for now".',
      on: { 'onboarding.start': { target: 'saving', actions: 'forward' }, 'onboarding.skip': 'skipping' },
    },
    roles: {
      description: 'Step 2 of 5: the roles you are interested in and your interests as checkboxes, with Back, Continue and Skip for now.',
      on: { 'onboarding.next': { target: 'saving', actions: 'forward' }, 'onboarding.back': { target: 'saving', actions: 'backward' }, 'onboarding.skip': 'skipping' },
    },
    profile: {
      description: 'Step 3 of 5: headline, city and state, with Back, Continue and Skip for now.',
      on: { 'onboarding.next': { target: 'saving', actions: 'forward' }, 'onboarding.back': { target: 'saving', actions: 'backward' }, 'onboarding.skip': 'skipping' },
    },
    community: {
      description: 'Step 4 of 5: community spaces to join as checkboxes, with Back, Finish and Skip for now.',
      on: { 'onboarding.next': { target: 'saving', actions: 'forward' }, 'onboarding.back': { target: 'saving', actions: 'backward' }, 'onboarding.skip': 'skipping' },
    },
    saving: {
      description: 'The step’s buttons are busy while your answers are saved.',
      tags: ['loading'],
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context }) => context.pending ?? { step: stepOf(context) },
        onDone: { target: 'route', actions: assign({ state: ({ event }) => event.output, pending: null, error: null }) },
        onError: { target: 'route', actions: assign({ pending: null, error: ({ event }) => errorText(event.error, ONBOARDING_MESSAGES.saveFailed) }) },
      },
    },
    skipping: {
      description: 'The buttons are busy while the skip is saved.',
      tags: ['loading'],
      invoke: {
        id: 'skipOnboarding',
        src: 'skipOnboarding',
        onDone: { target: 'route', actions: assign({ state: ({ event }) => event.output, error: null }) },
        onError: { target: 'route', actions: assign({ error: ({ event }) => errorText(event.error, ONBOARDING_MESSAGES.saveFailed) }) },
      },
    },
    skipped: {
      description: 'The page says you skipped setup for now, with "Resume setup" and a link to continue to your home.',
      on: { 'onboarding.resume': { target: 'saving', actions: 'resumeHere' } },
    },
    done: {
      description: 'Step 5 of 5: "You’re all set" with a Continue link to your home (or your registration page).',
    },
  },
});
