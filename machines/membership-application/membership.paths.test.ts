import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { membershipApplicationPathModel, membershipReviewPathModel } from './membership.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));

function runCases(model: typeof membershipApplicationPathModel) {
  const cases = transitionPaths(model.machine, model.events);
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { loadMine: pending, apply: pending, decide: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
  it('reaches every described state', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });
  return cases;
}

describe('membershipApplicationMachine transitions', () => {
  const cases = runCases(membershipApplicationPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"choosing" --membership.choose--> "filling"',
      '"filling" --membership.back--> "choosing"',
      '"filling" --membership.submit--> "submitting"',
      '"loadFailed" --membership.retry--> "loading"',
      '"loading" --xstate.done.actor.loadMine--> "choosing"',
      '"loading" --xstate.done.actor.loadMine--> "status"',
      '"loading" --xstate.error.actor.loadMine--> "loadFailed"',
      '"status" --membership.refresh--> "loading"',
      '"submitting" --xstate.done.actor.apply--> "status"',
      '"submitting" --xstate.error.actor.apply--> "filling"',
    ]);
  });
});

describe('membershipReviewMachine transitions', () => {
  const cases = runCases(membershipReviewPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"deciding" --xstate.done.actor.decide--> "decided"',
      '"deciding" --xstate.error.actor.decide--> "open"',
      '"open" --review.approve--> "deciding"',
    ]);
  });
});
