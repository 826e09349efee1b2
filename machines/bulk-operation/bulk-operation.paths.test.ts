import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { bulkOperationPathModel } from './bulk-operation.paths';

const cases = transitionPaths(bulkOperationPathModel.machine, bulkOperationPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('bulkOperationMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"confirming" --bulk.cancel--> "idle"',
      '"confirming" --bulk.confirm--> "running"',
      '"done" --bulk.close--> "idle"',
      '"failed" --bulk.close--> "idle"',
      '"failed" --bulk.retry--> "running"',
      '"idle" --bulk.request--> "confirming"',
      '"running" --xstate.done.actor.runChunk--> "done"',
      '"running" --xstate.error.actor.runChunk--> "done"',
      '"running" --xstate.error.actor.runChunk--> "failed"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(bulkOperationPathModel.machine, bulkOperationPathModel.events)).toEqual(Object.keys(bulkOperationPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(bulkOperationPathModel.machine.provide({ actors: { runChunk: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
