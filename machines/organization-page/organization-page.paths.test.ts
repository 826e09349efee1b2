import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { organizationPagePathModel } from './organization-page.paths';

const cases = transitionPaths(organizationPagePathModel.machine, organizationPagePathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('organizationPageMachine transitions', () => {
  it('has a path for every state-changing transition and reaches every state', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"acting" --xstate.done.actor.act--> {"ready":"viewing"}',
      '"acting" --xstate.error.actor.act--> {"ready":"editing"}',
      '"loadFailed" --organization.retry--> "loading"',
      '"loading" --xstate.done.actor.load--> {"ready":"viewing"}',
      '"loading" --xstate.error.actor.load--> "loadFailed"',
      '{"ready":"confirming"} --organization.cancel--> {"ready":"viewing"}',
      '{"ready":"confirming"} --organization.confirm--> "acting"',
      '{"ready":"confirming"} --organization.reload--> "loading"',
      '{"ready":"editing"} --organization.act--> "acting"',
      '{"ready":"editing"} --organization.cancel--> {"ready":"viewing"}',
      '{"ready":"editing"} --organization.reload--> "loading"',
      '{"ready":"viewing"} --organization.act--> "acting"',
      '{"ready":"viewing"} --organization.act--> {"ready":"confirming"}',
      '{"ready":"viewing"} --organization.edit--> {"ready":"editing"}',
      '{"ready":"viewing"} --organization.reload--> "loading"',
    ]);
    expect(reachableStates(organizationPagePathModel.machine, organizationPagePathModel.events)).toEqual(Object.keys(organizationPagePathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(organizationPagePathModel.machine.provide({ actors: { load: pending, act: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
