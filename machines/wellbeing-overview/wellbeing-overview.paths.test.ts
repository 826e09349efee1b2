import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { wellbeingOverviewPathModel as model } from './wellbeing-overview.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('wellbeingOverviewMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"checking" --check.cancel--> "ready"',
      '"checking" --check.submit--> "savingCheck"',
      '"failed" --overview.retry--> "loading"',
      '"loading" --xstate.done.actor.loadOverview--> "ready"',
      '"loading" --xstate.error.actor.loadOverview--> "failed"',
      '"ready" --check.start--> "checking"',
      '"savingCheck" --xstate.done.actor.saveCheck--> "ready"',
      '"savingCheck" --xstate.error.actor.saveCheck--> "checking"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|check\.\w|overview\.\w|"\w+"$/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadOverview: pending, saveCheck: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
