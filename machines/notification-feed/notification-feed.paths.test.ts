import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { notificationFeedPathModel as model } from './notification-feed.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('notificationFeedMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"idle" --feed.markAllRead--> "markingAll"',
      '"idle" --feed.markRead--> "saving"',
      '"markingAll" --xstate.done.actor.markAllRead--> "idle"',
      '"markingAll" --xstate.error.actor.markAllRead--> "idle"',
      '"saving" --xstate.done.actor.markRead--> "idle"',
      '"saving" --xstate.error.actor.markRead--> "idle"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { markRead: pending, markAllRead: pending, list: pending } } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
