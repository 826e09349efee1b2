import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { eventRegistrationHolderPathModel, eventRegistrationPathModel, eventRegistrationPathModels } from './event-registration.paths';

const pending = fromPromise(() => new Promise<never>(() => {}));

function runCases(model: (typeof eventRegistrationPathModels)[number]) {
  const cases = transitionPaths(model.machine, model.events);
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { register: pending, cancelRegistration: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
  return cases;
}

describe('eventRegistrationMachine transitions (open event, two ticket types)', () => {
  const cases = runCases(eventRegistrationPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"cancelled" --registration.again--> "chooseTicket"',
      '"cancelling" --xstate.done.actor.cancelRegistration--> "cancelled"',
      '"cancelling" --xstate.error.actor.cancelRegistration--> {"failed":"cancel"}',
      '"chooseTicket" --registration.chooseTicket--> "details"',
      '"confirming" --xstate.done.actor.register--> "closed"',
      '"confirming" --xstate.done.actor.register--> "full"',
      '"confirming" --xstate.done.actor.register--> "registered"',
      '"confirming" --xstate.done.actor.register--> "waitlisted"',
      '"confirming" --xstate.error.actor.register--> {"failed":"register"}',
      '"details" --registration.back--> "chooseTicket"',
      '"details" --registration.confirm--> "confirming"',
      '"full" --registration.back--> "chooseTicket"',
      '"registered" --registration.cancel--> "cancelling"',
      '"waitlisted" --registration.cancel--> "cancelling"',
      '{"failed":"cancel"} --registration.retry--> "cancelling"',
      '{"failed":"register"} --registration.back--> "details"',
      '{"failed":"register"} --registration.retry--> "confirming"',
    ]);
  });
});

describe('eventRegistrationMachine transitions (already registered, one ticket type)', () => {
  const cases = runCases(eventRegistrationHolderPathModel);
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"alreadyRegistered" --registration.cancel--> "cancelling"',
      '"cancelled" --registration.again--> "details"',
      '"cancelling" --xstate.done.actor.cancelRegistration--> "cancelled"',
      '"cancelling" --xstate.error.actor.cancelRegistration--> {"failed":"cancel"}',
      '{"failed":"cancel"} --registration.retry--> "cancelling"',
    ]);
  });
});

describe('eventRegistrationMachine path models', () => {
  it('together reach every state, and QA has a description of each', () => {
    const reached = new Set(eventRegistrationPathModels.flatMap((m) => reachableStates(m.machine, m.events)));
    expect([...reached].sort()).toEqual(Object.keys(eventRegistrationPathModel.screens).sort());
  });

  it('describe every step of every path in plain words for QA', () => {
    for (const m of eventRegistrationPathModels) {
      for (const c of transitionPaths(m.machine, m.events)) for (const line of describeCase(m, c)) expect(line).not.toMatch(/xstate\.|registration\.|"\w+"$/);
    }
  });

  it('stay small enough for a person to walk', () => {
    for (const m of eventRegistrationPathModels) expect(transitionPaths(m.machine, m.events).length).toBeLessThanOrEqual(40);
  });
});
