import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { OnboardingState, OnboardingStepBody } from '../../contracts';
import { nextStep, onboardingMachine, previousStep } from './onboarding.machine';
import { onboardingAt } from './onboarding.paths';
import { selectOnboardingFailed, selectOnboardingSaveError, selectOnboardingView } from './onboarding.selectors';

/** A fake server holding one member's progress, as the real one does. */
function fakeServer(start: OnboardingState) {
  let state = start;
  const sent: OnboardingStepBody[] = [];
  let failNext = false;
  return {
    sent,
    failOnce: () => { failNext = true; },
    get state() { return state; },
    actors: {
      loadOnboarding: fromPromise<OnboardingState, void>(async () => state),
      saveStep: fromPromise<OnboardingState, OnboardingStepBody>(async ({ input }) => {
        sent.push(input);
        if (failNext) { failNext = false; throw new Error('Network Error'); }
        state = { ...state, step: input.step, status: input.step === 'done' ? 'completed' : 'in_progress', interests: input.interests ?? state.interests };
        return state;
      }),
      skipOnboarding: fromPromise<OnboardingState, void>(async () => { state = { ...state, status: 'skipped' }; return state; }),
    },
  };
}

const settle = (actor: ReturnType<typeof createActor<typeof onboardingMachine>>) => waitFor(actor, (s) => !s.hasTag('loading'));

describe('onboardingMachine', () => {
  it('orders the steps', () => {
    expect(nextStep('welcome')).toBe('roles');
    expect(nextStep('community')).toBe('done');
    expect(nextStep('done')).toBe('done');
    expect(previousStep('roles')).toBe('welcome');
    expect(previousStep('welcome')).toBe('welcome');
  });

  it('walks welcome → roles → profile → community → done, saving each step’s answers with the next step', async () => {
    const server = fakeServer(onboardingAt('welcome', 'not_started'));
    const actor = createActor(onboardingMachine.provide({ actors: server.actors })).start();
    await settle(actor);
    expect(selectOnboardingView(actor.getSnapshot())).toBe('welcome');
    actor.send({ type: 'onboarding.start' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('roles');
    actor.send({ type: 'onboarding.next', answers: { interested_roles: ['expert'], interests: ['Fintech'] } });
    await settle(actor);
    actor.send({ type: 'onboarding.back' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('roles');
    actor.send({ type: 'onboarding.next', answers: { interests: ['Fintech'] } });
    await settle(actor);
    actor.send({ type: 'onboarding.next', answers: { headline: 'Founder', city: 'Pune', state: 'Maharashtra' } });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('community');
    actor.send({ type: 'onboarding.next', answers: { space_ids: [3] } });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('done');
    expect(server.sent).toEqual([
      { step: 'roles' },
      { step: 'profile', interested_roles: ['expert'], interests: ['Fintech'] },
      { step: 'roles' },
      { step: 'profile', interests: ['Fintech'] },
      { step: 'community', headline: 'Founder', city: 'Pune', state: 'Maharashtra' },
      { step: 'done', space_ids: [3] },
    ]);
  });

  it('resumes at the step the server holds (a reload or another device)', async () => {
    const server = fakeServer(onboardingAt('profile'));
    const actor = createActor(onboardingMachine.provide({ actors: server.actors })).start();
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('profile');
  });

  it('a failed save keeps the member on the step with the reason; the next try clears it', async () => {
    const server = fakeServer(onboardingAt('roles'));
    const actor = createActor(onboardingMachine.provide({ actors: server.actors })).start();
    await settle(actor);
    server.failOnce();
    actor.send({ type: 'onboarding.next', answers: { interests: ['SaaS'] } });
    expect(selectOnboardingView(actor.getSnapshot())).toBe('roles'); // still shown while saving
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('roles');
    expect(selectOnboardingSaveError(actor.getSnapshot())).toBe('Network Error');
    actor.send({ type: 'onboarding.next', answers: { interests: ['SaaS'] } });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('profile');
    expect(selectOnboardingSaveError(actor.getSnapshot())).toBeNull();
  });

  it('skip is remembered; resume continues at the step reached', async () => {
    const server = fakeServer(onboardingAt('profile'));
    const actor = createActor(onboardingMachine.provide({ actors: server.actors })).start();
    await settle(actor);
    actor.send({ type: 'onboarding.skip' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('skipped');
    const again = createActor(onboardingMachine.provide({ actors: server.actors })).start();
    await settle(again);
    expect(again.getSnapshot().value).toBe('skipped');
    again.send({ type: 'onboarding.resume' });
    await settle(again);
    expect(again.getSnapshot().value).toBe('profile');
    expect(server.sent.at(-1)).toEqual({ step: 'profile' });
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    const actor = createActor(onboardingMachine.provide({
      actors: { loadOnboarding: fromPromise<OnboardingState, void>(async () => { if (fail) throw new Error(''); return onboardingAt('done', 'completed'); }) },
    })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectOnboardingFailed(actor.getSnapshot())).toBe('Your setup could not be loaded.');
    fail = false;
    actor.send({ type: 'onboarding.retry' });
    await waitFor(actor, (s) => s.matches('done'));
  });
});
