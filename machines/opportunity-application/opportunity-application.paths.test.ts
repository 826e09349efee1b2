import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../contracts';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { opportunityApplicationPathModel } from './opportunity-application.paths';

const cases = transitionPaths(opportunityApplicationPathModel.machine, opportunityApplicationPathModel.events);

describe('opportunityApplicationMachine transitions', () => {
  it('has a path for every state-changing transition and a screen for every state', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"composing" --application.cancel--> "idle"',
      '"composing" --application.submit--> "submitting"',
      '"idle" --application.start--> "composing"',
      '"submitting" --xstate.done.actor.apply--> "applied"',
      '"submitting" --xstate.error.actor.apply--> "composing"',
    ]);
    expect(reachableStates(opportunityApplicationPathModel.machine, opportunityApplicationPathModel.events)).toEqual(Object.keys(opportunityApplicationPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(opportunityApplicationPathModel.machine.provide({ actors: { apply: fromPromise(() => new Promise<{ status: ApplicationStatus }>(() => {})) } }), { input: { opportunityId: 1 } }).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
