import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { privilegeEditorPathModel } from './privilege-editor.paths';

const cases = transitionPaths(privilegeEditorPathModel.machine, privilegeEditorPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('privilegeEditorMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --editor.retry--> "loading"',
      '"failed" --editor.selectRole--> "loading"',
      '"idle" --editor.selectRole--> "loading"',
      '"loading" --xstate.done.actor.loadMatrix--> {"editing":"clean"}',
      '"loading" --xstate.error.actor.loadMatrix--> "failed"',
      '"saving" --xstate.done.actor.saveMatrix--> "loading"',
      '"saving" --xstate.error.actor.saveMatrix--> {"editing":"dirty"}',
      '{"editing":"clean"} --editor.selectRole--> "loading"',
      '{"editing":"clean"} --editor.toggle--> {"editing":"dirty"}',
      '{"editing":"dirty"} --editor.discard--> {"editing":"clean"}',
      '{"editing":"dirty"} --editor.save--> "saving"',
      '{"editing":"dirty"} --editor.selectRole--> "loading"',
      '{"editing":"dirty"} --editor.toggle--> {"editing":"clean"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(privilegeEditorPathModel.machine, privilegeEditorPathModel.events)).toEqual(Object.keys(privilegeEditorPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(privilegeEditorPathModel.machine.provide({ actors: { loadMatrix: pending, saveMatrix: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
