import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { followPathModel } from './follow.paths';

const cases = transitionPaths(followPathModel.machine, followPathModel.events);

describe('followMachine transitions', () => {
  it('has a path for every state-changing transition, and a screen for every state', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --follow.dismiss--> "idle"',
      '"failed" --follow.sync--> "idle"',
      '"failed" --follow.toggle--> "saving"',
      '"idle" --follow.toggle--> "saving"',
      '"saving" --xstate.done.actor.setToggle--> "idle"',
      '"saving" --xstate.error.actor.setToggle--> "failed"',
    ]);
    expect(reachableStates(followPathModel.machine, followPathModel.events)).toEqual(Object.keys(followPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(followPathModel.machine.provide({ actors: { setToggle: fromPromise(() => new Promise<never>(() => {})) } })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });

  it('reads as steps a tester can follow', () => {
    const failing = cases.find((c) => c.name === '"saving" --xstate.error.actor.setToggle--> "failed"')!;
    expect(describeCase(followPathModel, failing)).toEqual([
      `Start: ${followPathModel.screens['"idle"']}`,
      `Press Follow (or Following to unfollow) → ${followPathModel.screens['"saving"']}`,
      `The server refuses the change (or the network fails) → ${followPathModel.screens['"failed"']}`,
    ]);
  });
});
