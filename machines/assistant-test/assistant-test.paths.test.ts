import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { assistantTestPathModel as model } from './assistant-test.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('assistantTestMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"asking" --xstate.done.actor.ask--> "ready"',
      '"asking" --xstate.error.actor.ask--> "ready"',
      '"loadingStatus" --xstate.done.actor.loadStatus--> "notConfigured"',
      '"loadingStatus" --xstate.done.actor.loadStatus--> "ready"',
      '"loadingStatus" --xstate.error.actor.loadStatus--> "statusFailed"',
      '"ready" --assistant.ask--> "asking"',
      '"statusFailed" --assistant.retry--> "loadingStatus"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|assistant\.\w|"\w+"$/);
  });

  it.each(cases.map((c, i) => [`${i + 1}. ${c.name}`, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadStatus: pending, ask: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
