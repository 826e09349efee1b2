import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { readinessJourneyPathModel } from './readiness-journey.paths';

const model = readinessJourneyPathModel;
const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('readinessJourneyMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --journey.retry--> "loading"',
      '"loading" --xstate.done.actor.loadJourney--> {"ready":"idle"}',
      '"loading" --xstate.error.actor.loadJourney--> "failed"',
      '{"ready":"idle"} --journey.complete--> {"ready":"saving"}',
      '{"ready":"idle"} --journey.reopen--> {"ready":"saving"}',
      '{"ready":"saving"} --xstate.done.actor.saveJourney--> {"ready":"idle"}',
      '{"ready":"saving"} --xstate.error.actor.saveJourney--> {"ready":"idle"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadJourney: pending, saveJourney: pending } } as never), { input: {} }).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
