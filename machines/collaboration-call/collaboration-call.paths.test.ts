import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import {
  collaborationCallMemberPathModel, collaborationCallPathModels, collaborationCallPosterPathModel,
} from './collaboration-call.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));

function runCases(model: (typeof collaborationCallPathModels)[number]) {
  const cases = transitionPaths(model.machine, model.events);
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { expressInterest: pending, withdrawInterest: pending, decide: pending, closeCall: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
  return cases;
}

describe('collaborationCallMachine transitions (a member on an open call)', () => {
  const cases = runCases(collaborationCallMemberPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"composing" --collab.back--> "open"',
      '"composing" --collab.submit--> "expressing"',
      '"expressing" --xstate.done.actor.expressInterest--> "interested"',
      '"expressing" --xstate.done.actor.expressInterest--> "refused"',
      '"expressing" --xstate.error.actor.expressInterest--> {"failed":"express"}',
      '"interested" --collab.withdraw--> "withdrawing"',
      '"open" --collab.compose--> "composing"',
      '"withdrawing" --xstate.done.actor.withdrawInterest--> "open"',
      '"withdrawing" --xstate.error.actor.withdrawInterest--> {"failed":"withdraw"}',
      '{"failed":"express"} --collab.back--> "composing"',
      '{"failed":"express"} --collab.retry--> "expressing"',
      '{"failed":"withdraw"} --collab.dismiss--> "interested"',
      '{"failed":"withdraw"} --collab.retry--> "withdrawing"',
    ]);
  });
});

describe('collaborationCallMachine transitions (the poster of an open call)', () => {
  const cases = runCases(collaborationCallPosterPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"closing" --xstate.done.actor.closeCall--> "closed"',
      '"closing" --xstate.error.actor.closeCall--> {"failed":"close"}',
      '"declining" --xstate.done.actor.decide--> "managing"',
      '"declining" --xstate.error.actor.decide--> {"failed":"decline"}',
      '"managing" --collab.close--> "closing"',
      '"managing" --collab.decline--> "declining"',
      '"managing" --collab.pick--> "picking"',
      '"picking" --xstate.done.actor.decide--> "managing"',
      '"picking" --xstate.error.actor.decide--> {"failed":"pick"}',
      '{"failed":"close"} --collab.dismiss--> "managing"',
      '{"failed":"close"} --collab.retry--> "closing"',
      '{"failed":"decline"} --collab.dismiss--> "managing"',
      '{"failed":"decline"} --collab.retry--> "declining"',
      '{"failed":"pick"} --collab.dismiss--> "managing"',
      '{"failed":"pick"} --collab.retry--> "picking"',
    ]);
  });
});

describe('collaborationCallMachine path models', () => {
  it('together reach every state, and QA has a description of each', () => {
    const reached = new Set(collaborationCallPathModels.flatMap((m) => reachableStates(m.machine, m.events)));
    expect([...reached].sort()).toEqual(Object.keys(collaborationCallMemberPathModel.screens).sort());
  });

  it('describe every step of every path in plain words for QA', () => {
    for (const m of collaborationCallPathModels) {
      for (const c of transitionPaths(m.machine, m.events)) for (const line of describeCase(m, c)) expect(line).not.toMatch(/xstate\.|collab\.|"\w+"$/);
    }
  });

  it('stay small enough for a person to walk', () => {
    for (const m of collaborationCallPathModels) expect(transitionPaths(m.machine, m.events).length).toBeLessThanOrEqual(40);
  });
});
