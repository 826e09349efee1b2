import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { programPagePathModel } from './program-page.paths';

const model = programPagePathModel;
const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));
const actors = { loadProgram: pending, enrol: pending, unenrol: pending, saveProgress: pending };

describe('programPageMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --program.retry--> "loading"',
      '"loading" --xstate.done.actor.0.programPage.loading--> {"ready":"notEnrolled"}',
      '"loading" --xstate.done.actor.0.programPage.loading--> {"ready":{"enrolled":"idle"}}',
      '"loading" --xstate.error.actor.0.programPage.loading--> "failed"',
      '{"ready":"enrolling"} --xstate.done.actor.0.programPage.ready.enrolling--> {"ready":{"enrolled":"idle"}}',
      '{"ready":"enrolling"} --xstate.error.actor.0.programPage.ready.enrolling--> {"ready":"notEnrolled"}',
      '{"ready":"notEnrolled"} --program.enrol--> {"ready":"enrolling"}',
      '{"ready":"unenrolling"} --xstate.done.actor.0.programPage.ready.unenrolling--> {"ready":"notEnrolled"}',
      '{"ready":"unenrolling"} --xstate.error.actor.0.programPage.ready.unenrolling--> {"ready":{"enrolled":"idle"}}',
      '{"ready":{"enrolled":"idle"}} --program.unenrol--> {"ready":"unenrolling"}',
      '{"ready":{"enrolled":"idle"}} --unit.completed--> {"ready":{"enrolled":"saving"}}',
      '{"ready":{"enrolled":"idle"}} --unit.visited--> {"ready":{"enrolled":"saving"}}',
      '{"ready":{"enrolled":"saving"}} --program.unenrol--> {"ready":"unenrolling"}',
      '{"ready":{"enrolled":"saving"}} --xstate.done.actor.0.programPage.ready.enrolled.saving--> {"ready":{"enrolled":"idle"}}',
      '{"ready":{"enrolled":"saving"}} --xstate.error.actor.0.programPage.ready.enrolled.saving--> {"ready":{"enrolled":"idle"}}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors } as never)).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
