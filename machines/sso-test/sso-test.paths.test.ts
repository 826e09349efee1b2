import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { ssoTestPathModel as model } from './sso-test.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('ssoTestMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"loadingProfile" --sso.start--> "redirecting"',
      '"loadingProfile" --xstate.done.actor.loadProfile--> "showingProfile"',
      '"loadingProfile" --xstate.error.actor.loadProfile--> "noProfile"',
      '"noProfile" --sso.retry--> "loadingProfile"',
      '"noProfile" --sso.start--> "redirecting"',
      '"showingProfile" --sso.start--> "redirecting"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|sso\.\w|"\w+"$/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadProfile: pending } as never, actions: { openHostedFlow: () => {} } })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
