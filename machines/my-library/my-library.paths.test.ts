import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { myLibraryPathModel as model } from './my-library.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('myLibraryMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    const names = cases.map((c) => c.name);
    expect(names.length).toBeLessThanOrEqual(40);
    expect([...new Set(names)].sort()).toEqual([
      '"failed" --library.retry--> "loading"',
      '"loading" --xstate.done.actor.loadLibrary--> {"ready":"idle"}',
      '"loading" --xstate.error.actor.loadLibrary--> "failed"',
      '{"ready":"idle"} --library.remove--> {"ready":"removing"}',
      '{"ready":"idle"} --library.upload--> {"ready":"refused"}',
      '{"ready":"idle"} --library.upload--> {"ready":"uploading"}',
      '{"ready":"refused"} --library.remove--> {"ready":"removing"}',
      '{"ready":"refused"} --library.upload--> {"ready":"uploading"}',
      '{"ready":"removing"} --xstate.done.actor.remove--> {"ready":"idle"}',
      '{"ready":"removing"} --xstate.error.actor.remove--> {"ready":"refused"}',
      '{"ready":"uploaded"} --library.remove--> {"ready":"removing"}',
      '{"ready":"uploaded"} --library.upload--> {"ready":"refused"}',
      '{"ready":"uploaded"} --library.upload--> {"ready":"uploading"}',
      '{"ready":"uploading"} --xstate.done.actor.upload--> {"ready":"uploaded"}',
      '{"ready":"uploading"} --xstate.error.actor.upload--> {"ready":"refused"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|library\.\w|"\w+"$/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadLibrary: pending, upload: pending, remove: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
