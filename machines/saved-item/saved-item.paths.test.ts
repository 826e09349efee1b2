import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { savedItemPathModel as model } from './saved-item.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('savedItemMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"checking" --saved.toggle--> "saving"',
      '"checking" --xstate.done.actor.checkSaved--> "saved"',
      '"checking" --xstate.done.actor.checkSaved--> "unsaved"',
      '"checking" --xstate.error.actor.checkSaved--> "unsaved"',
      '"saved" --saved.toggle--> "unsaving"',
      '"saving" --xstate.done.actor.save--> "saved"',
      '"saving" --xstate.error.actor.save--> "unsaved"',
      '"unsaved" --saved.toggle--> "saving"',
      '"unsaving" --xstate.done.actor.unsave--> "unsaved"',
      '"unsaving" --xstate.error.actor.unsave--> "saved"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|saved\.toggle|"\w+"$/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { checkSaved: pending, save: pending, unsave: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
