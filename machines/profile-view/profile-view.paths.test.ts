import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { profileViewPathModel } from './profile-view.paths';

const cases = transitionPaths(profileViewPathModel.machine, profileViewPathModel.events);

describe('profileViewMachine transitions', () => {
  it('has a path for every state-changing transition and reaches every described state', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --view.retry--> "loading"',
      '"loading" --xstate.done.actor.loadView--> "shown"',
      '"loading" --xstate.error.actor.loadView--> "failed"',
      '"shown" --view.refresh--> "loading"',
    ]);
    expect(reachableStates(profileViewPathModel.machine, profileViewPathModel.events)).toEqual(Object.keys(profileViewPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(profileViewPathModel.machine.provide({ actors: { loadView: fromPromise(() => new Promise<never>(() => {})) } })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
