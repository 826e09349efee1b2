import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { socketConnectionPathModel } from './socket-connection.paths';

const cases = transitionPaths(socketConnectionPathModel.machine, socketConnectionPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));
const quietSocket = fromCallback(() => () => {});

describe('socketConnectionMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toMatchInlineSnapshot(`
      [
        ""idle" --socket.start--> {"active":"connecting"}",
        ""renewingToken" --socket.stop--> "idle"",
        ""renewingToken" --xstate.done.actor.refreshToken--> {"active":"connecting"}",
        ""renewingToken" --xstate.error.actor.refreshToken--> "idle"",
        "{"active":"connected"} --socket.connectError--> "renewingToken"",
        "{"active":"connected"} --socket.connectError--> {"active":"reconnecting"}",
        "{"active":"connected"} --socket.disconnected--> {"active":"reconnecting"}",
        "{"active":"connected"} --socket.stop--> "idle"",
        "{"active":"connected"} --socket.tokenChanged--> {"active":"connecting"}",
        "{"active":"connecting"} --socket.connectError--> "renewingToken"",
        "{"active":"connecting"} --socket.connectError--> {"active":"reconnecting"}",
        "{"active":"connecting"} --socket.connected--> {"active":"connected"}",
        "{"active":"connecting"} --socket.stop--> "idle"",
        "{"active":"reconnecting"} --socket.connectError--> "renewingToken"",
        "{"active":"reconnecting"} --socket.connected--> {"active":"connected"}",
        "{"active":"reconnecting"} --socket.stop--> "idle"",
        "{"active":"reconnecting"} --socket.tokenChanged--> {"active":"connecting"}",
      ]
    `);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(socketConnectionPathModel.machine, socketConnectionPathModel.events)).toEqual(Object.keys(socketConnectionPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(socketConnectionPathModel.machine.provide({ actors: { socket: quietSocket, refreshToken: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
