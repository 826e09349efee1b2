import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { authPathModel } from './auth.paths';

const cases = transitionPaths(authPathModel.machine, authPathModel.events);

describe('authMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --auth.rehydrate--> "rehydrating"',
      '"idle" --auth.rehydrate--> "rehydrating"',
      '"rehydrating" --xstate.done.actor.fetchProfile--> "authenticated"',
      '"rehydrating" --xstate.error.actor.fetchProfile--> "failed"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    const states = reachableStates(authPathModel.machine, authPathModel.events);
    expect(states).toEqual(['"authenticated"', '"failed"', '"idle"', '"rehydrating"']);
    expect(Object.keys(authPathModel.screens).sort()).toEqual(states);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(authPathModel.machine.provide({
      actors: { fetchProfile: fromPromise(() => new Promise(() => {})) }, // outcomes arrive as path events
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
