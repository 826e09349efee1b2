import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { notificationsMachine } from '../notifications';
import { socketConnectionMachine } from '../socket-connection';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { sessionPathModel } from './session.paths';

const cases = transitionPaths(sessionPathModel.machine, sessionPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));
const quiet = fromCallback(() => () => {});

describe('sessionMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toMatchInlineSnapshot(`
      [
        ""signedOut" --session.auth--> {"signedIn":"connecting"}",
        ""signedOut" --session.auth--> {"signedIn":"connecting"}",
        ""signedOut" --session.auth--> {"signedIn":"connecting"}",
        "{"signedIn":"connecting"} --session.auth--> "signedOut"",
        "{"signedIn":"connecting"} --session.socketUp--> {"signedIn":"live"}",
        "{"signedIn":"interrupted"} --session.auth--> "signedOut"",
        "{"signedIn":"interrupted"} --session.auth--> {"signedIn":"connecting"}",
        "{"signedIn":"interrupted"} --session.socketUp--> {"signedIn":"live"}",
        "{"signedIn":"live"} --session.auth--> "signedOut"",
        "{"signedIn":"live"} --session.auth--> {"signedIn":"connecting"}",
        "{"signedIn":"live"} --session.socketDown--> {"signedIn":"interrupted"}",
      ]
    `);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(sessionPathModel.machine, sessionPathModel.events)).toEqual(Object.keys(sessionPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(sessionPathModel.machine.provide({
      actors: {
        notifications: notificationsMachine.provide({ actors: { loadUnread: pending, markRead: pending, markAllRead: pending } as never }),
        socket: socketConnectionMachine.provide({ actors: { socket: quiet, refreshToken: pending } as never }),
        authUpdates: quiet,
      } as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
