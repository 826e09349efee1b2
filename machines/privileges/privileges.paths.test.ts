import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { privilegesCustomPathModel, privilegesPathModels, privilegesSystemPathModel } from './privileges.paths';

// Effects never settle on their own: their outcomes arrive as path events.
const pending = fromPromise(() => new Promise<never>(() => {}));
const names = (model: typeof privilegesSystemPathModel) => transitionPaths(model.machine, model.events).map((c) => c.name).sort();

describe('privilegesMachine transitions', () => {
  it('has a path for every state-changing transition of a system role', () => {
    expect(names(privilegesSystemPathModel)).toEqual([
      '"loadingSystem" --xstate.done.actor.fetchSystemPrivileges--> "loaded"',
      '"loadingSystem" --xstate.error.actor.fetchSystemPrivileges--> "failed"',
    ]);
  });

  it('has a path for every state-changing transition of a custom role', () => {
    expect(names(privilegesCustomPathModel)).toEqual([
      '"loadingCustom" --xstate.done.actor.fetchCustomPrivileges--> "loaded"',
      '"loadingCustom" --xstate.done.actor.fetchCustomPrivileges--> "loadingMenus"',
      '"loadingCustom" --xstate.error.actor.fetchCustomPrivileges--> "failed"',
      '"loadingMenuParents" --xstate.done.actor.fetchMenuParents--> "loaded"',
      '"loadingMenuParents" --xstate.error.actor.fetchMenuParents--> "failed"',
      '"loadingMenus" --xstate.done.actor.fetchMenus--> "loaded"',
      '"loadingMenus" --xstate.done.actor.fetchMenus--> "loadingMenuParents"',
      '"loadingMenus" --xstate.error.actor.fetchMenus--> "failed"',
    ]);
  });

  it('reaches every state with the two roles, and QA has a description of each', () => {
    const reached = new Set(privilegesPathModels.flatMap((m) => reachableStates(m.machine, m.events)));
    expect([...reached].sort()).toEqual(Object.keys(privilegesSystemPathModel.screens).sort());
  });

  describe.each(privilegesPathModels.map((m) => [m.name, m] as const))('%s', (_model, model) => {
    const cases = transitionPaths(model.machine, model.events);
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
      const actor = createActor(model.machine.provide({
        actors: { fetchSystemPrivileges: pending, fetchCustomPrivileges: pending, fetchMenus: pending } as never,
      })).start();
      for (const e of c.steps) actor.send(e as never);
      expect(actor.getSnapshot().value).toEqual(c.expected);
      actor.stop();
    });
  });
});
