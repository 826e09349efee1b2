import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { notificationsPathModel } from './notifications.paths';

const cases = transitionPaths(notificationsPathModel.machine, notificationsPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('notificationsMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toMatchInlineSnapshot(`
      [
        ""idle" --notifications.load--> "loading"",
        ""loading" --notifications.reset--> "idle"",
        ""loading" --xstate.done.actor.loadUnread--> {"ready":"settled"}",
        ""loading" --xstate.error.actor.loadUnread--> {"ready":"settled"}",
        "{"ready":"settled"} --notifications.load--> "loading"",
        "{"ready":"settled"} --notifications.markAllRead--> {"ready":{"saving":"all"}}",
        "{"ready":"settled"} --notifications.markRead--> {"ready":{"saving":"some"}}",
        "{"ready":"settled"} --notifications.reset--> "idle"",
        "{"ready":{"saving":"all"}} --notifications.load--> "loading"",
        "{"ready":{"saving":"all"}} --notifications.reset--> "idle"",
        "{"ready":{"saving":"all"}} --xstate.done.actor.markAllRead--> {"ready":"settled"}",
        "{"ready":{"saving":"all"}} --xstate.error.actor.markAllRead--> "loading"",
        "{"ready":{"saving":"some"}} --notifications.load--> "loading"",
        "{"ready":{"saving":"some"}} --notifications.reset--> "idle"",
        "{"ready":{"saving":"some"}} --xstate.done.actor.markRead--> {"ready":"settled"}",
        "{"ready":{"saving":"some"}} --xstate.error.actor.markRead--> "loading"",
      ]
    `);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(notificationsPathModel.machine, notificationsPathModel.events)).toEqual(Object.keys(notificationsPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(notificationsPathModel.machine.provide({ actors: { loadUnread: pending, markRead: pending, markAllRead: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
