import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeCase, reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { checkInPathModel as model } from './check-in.paths';

const cases = transitionPaths(model.machine, model.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('checkInMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"admitted" --checkin.next--> "scanning"',
      '"admitted" --checkin.submit--> "verifying"',
      '"alreadyCheckedIn" --checkin.next--> "scanning"',
      '"alreadyCheckedIn" --checkin.submit--> "verifying"',
      '"failed" --checkin.next--> "scanning"',
      '"failed" --checkin.retry--> "verifying"',
      '"failed" --checkin.submit--> "verifying"',
      '"scanning" --checkin.submit--> "verifying"',
      '"unknownTicket" --checkin.next--> "scanning"',
      '"unknownTicket" --checkin.submit--> "verifying"',
      '"verifying" --xstate.done.actor.checkIn--> "admitted"',
      '"verifying" --xstate.done.actor.checkIn--> "alreadyCheckedIn"',
      '"verifying" --xstate.done.actor.checkIn--> "unknownTicket"',
      '"verifying" --xstate.done.actor.checkIn--> "wrongEvent"',
      '"verifying" --xstate.error.actor.checkIn--> "failed"',
      '"wrongEvent" --checkin.next--> "scanning"',
      '"wrongEvent" --checkin.submit--> "verifying"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(model.machine, model.events)).toEqual(Object.keys(model.screens).sort());
  });

  it('describes every step of every path in plain words for QA', () => {
    for (const c of cases) for (const line of describeCase(model, c)) expect(line).not.toMatch(/xstate\.|checkin\.|"\w+"$/);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(model.machine.provide({ actors: { checkIn: pending } as never })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
