import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { ecosystemMapPathModel as model } from './ecosystem-map.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));
const cases = transitionPaths(model.machine, model.events);

describe('ecosystemMapMachine transitions', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadOverview: pending, loadRegion: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });

  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --ecosystem.retry--> "loading"',
      '"loading" --xstate.done.actor.0.ecosystemMap.loading--> {"ready":"idle"}',
      '"loading" --xstate.error.actor.0.ecosystemMap.loading--> "failed"',
      '{"ready":"idle"} --ecosystem.selectRegion--> {"ready":"regionLoading"}', // Karnataka
      '{"ready":"idle"} --ecosystem.selectRegion--> {"ready":"regionLoading"}', // Maharashtra
      '{"ready":"regionFailed"} --ecosystem.clearRegion--> {"ready":"idle"}',
      '{"ready":"regionFailed"} --ecosystem.retryRegion--> {"ready":"regionLoading"}',
      '{"ready":"regionFailed"} --ecosystem.selectRegion--> {"ready":"idle"}',
      '{"ready":"regionFailed"} --ecosystem.selectRegion--> {"ready":"regionLoading"}',
      '{"ready":"regionLoading"} --ecosystem.clearRegion--> {"ready":"idle"}',
      '{"ready":"regionLoading"} --ecosystem.selectRegion--> {"ready":"idle"}',
      '{"ready":"regionLoading"} --xstate.done.actor.0.ecosystemMap.ready.regionLoading--> {"ready":"regionShown"}',
      '{"ready":"regionLoading"} --xstate.error.actor.0.ecosystemMap.ready.regionLoading--> {"ready":"regionFailed"}',
      '{"ready":"regionShown"} --ecosystem.clearRegion--> {"ready":"idle"}',
      '{"ready":"regionShown"} --ecosystem.selectRegion--> {"ready":"idle"}',
      '{"ready":"regionShown"} --ecosystem.selectRegion--> {"ready":"regionLoading"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|ecosystem\.|"\w+"$/);
  });

  it('stays small enough for a person to walk', () => {
    expect(cases.length).toBeLessThanOrEqual(40);
  });
});
