import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { roleSelectionPathModel } from './role-selection.paths';

const cases = transitionPaths(roleSelectionPathModel.machine, roleSelectionPathModel.events);
// Effects never settle on their own: their outcomes arrive as path events.
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('roleSelectionMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"choosing" --role.choose--> "done"',
      '"choosing" --role.choose--> "saving"',
      '"saving" --xstate.done.actor.saveActiveRole--> "done"',
      '"saving" --xstate.error.actor.saveActiveRole--> "choosing"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(roleSelectionPathModel.machine, roleSelectionPathModel.events)).toEqual(Object.keys(roleSelectionPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(roleSelectionPathModel.machine.provide({ actors: { saveActiveRole: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
