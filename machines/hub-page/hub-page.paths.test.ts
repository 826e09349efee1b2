import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { hubPagePathModel } from './hub-page.paths';

const model = hubPagePathModel;
const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('hubPageMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --hub.retry--> "loading"',
      '"loading" --xstate.done.actor.0.hubPage.loading--> {"ready":"browsing"}',
      '"loading" --xstate.error.actor.0.hubPage.loading--> "failed"',
      '"loading" --xstate.error.actor.0.hubPage.loading--> "notFound"',
      '{"ready":"browsing"} --search.submit--> {"ready":"searching"}',
      '{"ready":"results"} --search.clear--> {"ready":"browsing"}',
      '{"ready":"results"} --search.submit--> {"ready":"browsing"}',
      '{"ready":"results"} --search.submit--> {"ready":"searching"}',
      '{"ready":"searchFailed"} --search.clear--> {"ready":"browsing"}',
      '{"ready":"searchFailed"} --search.submit--> {"ready":"browsing"}',
      '{"ready":"searchFailed"} --search.submit--> {"ready":"searching"}',
      '{"ready":"searching"} --search.clear--> {"ready":"browsing"}',
      '{"ready":"searching"} --search.submit--> {"ready":"browsing"}',
      '{"ready":"searching"} --xstate.done.actor.0.hubPage.ready.searching--> {"ready":"results"}',
      '{"ready":"searching"} --xstate.error.actor.0.hubPage.ready.searching--> {"ready":"searchFailed"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadHub: pending, searchHub: pending } } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
