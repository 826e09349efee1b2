import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { ideaBoardPathModel as model } from './idea-board.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('ideaBoardMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --board.retry--> "loading"',
      '"loading" --xstate.done.actor.loadBoard--> "ready"',
      '"loading" --xstate.error.actor.loadBoard--> "failed"',
      '"ready" --board.add--> "saving"',
      '"ready" --board.delete--> "saving"',
      '"ready" --board.edit--> "saving"',
      '"ready" --board.move--> "saving"',
      '"ready" --board.step--> "saving"',
      '"saving" --xstate.done.actor.saveChange--> "ready"',
      '"saving" --xstate.error.actor.saveChange--> "ready"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|board\.\w|"\w+"$/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadBoard: pending, saveChange: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
