import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { formSubmitPathModel } from './form-submit.paths';

const cases = transitionPaths(formSubmitPathModel.machine, formSubmitPathModel.events);

describe('formSubmitMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"failed" --form.reset--> "idle"',
      '"failed" --form.submit--> "submitting"',
      '"idle" --form.submit--> "submitting"',
      '"submitting" --xstate.done.actor.submit--> "succeeded"',
      '"submitting" --xstate.error.actor.submit--> "failed"',
      '"succeeded" --form.reset--> "idle"',
      '"succeeded" --form.submit--> "submitting"',
    ]);
    expect(reachableStates(formSubmitPathModel.machine, formSubmitPathModel.events)).toEqual(Object.keys(formSubmitPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(formSubmitPathModel.machine.provide({ actors: { submit: fromPromise(() => new Promise<string>(() => {})) } }), { input: {} }).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
