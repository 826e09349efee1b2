import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { onboardingPathModel as model } from './onboarding.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('onboardingMachine transitions', () => {
  it('stays small enough to walk by hand', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.length).toBeLessThanOrEqual(40);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('covers the flow: each step forward and back, skip from every step, resume, retry', () => {
    const names = new Set(cases.map((c) => c.name));
    for (const n of [
      '"welcome" --onboarding.start--> "saving"', '"roles" --onboarding.next--> "saving"', '"roles" --onboarding.back--> "saving"',
      '"profile" --onboarding.next--> "saving"', '"community" --onboarding.next--> "saving"', '"community" --onboarding.back--> "saving"',
      '"welcome" --onboarding.skip--> "skipping"', '"community" --onboarding.skip--> "skipping"', '"skipped" --onboarding.resume--> "saving"',
      '"failed" --onboarding.retry--> "loading"', '"saving" --xstate.done.actor.saveStep--> "done"', '"skipping" --xstate.done.actor.skipOnboarding--> "skipped"',
      '"loading" --xstate.done.actor.loadOnboarding--> "community"', '"loading" --xstate.error.actor.loadOnboarding--> "failed"',
    ]) expect(names, n).toContain(n);
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|onboarding\.\w|"\w+"$/);
  });

  it.each(cases.map((c, i) => [`${i + 1}. ${c.name}`, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadOnboarding: pending, saveStep: pending, skipOnboarding: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
