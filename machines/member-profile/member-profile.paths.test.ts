import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { memberProfilePathModel } from './member-profile.paths';

const cases = transitionPaths(memberProfilePathModel.machine, memberProfilePathModel.events);
// Effects never settle on their own: their outcomes arrive as path events.
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('memberProfileMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"creatingUser" --xstate.done.actor.createUser--> "loadingRoles"',
      '"creatingUser" --xstate.done.actor.createUser--> "loadingTempRole"',
      '"creatingUser" --xstate.error.actor.createUser--> "failed"',
      '"loadingRoles" --xstate.done.actor.getRoles--> "loadingTempRole"',
      '"loadingRoles" --xstate.done.actor.getRoles--> "ready"',
      '"loadingRoles" --xstate.error.actor.getRoles--> "loadingTempRole"',
      '"loadingTempRole" --xstate.done.actor.getRoleByName--> "failed"',
      '"loadingTempRole" --xstate.done.actor.getRoleByName--> "ready"',
      '"loadingTempRole" --xstate.error.actor.getRoleByName--> "failed"',
      '"loadingUser" --xstate.done.actor.getUser--> "loadingRoles"',
      '"loadingUser" --xstate.done.actor.getUser--> "loadingTempRole"',
      '"loadingUser" --xstate.error.actor.getUser--> "creatingUser"',
      '"loadingUser" --xstate.error.actor.getUser--> "failed"',
      '"lookingUpByEmail" --xstate.done.actor.findUserByEmail--> "failed"',
      '"lookingUpByEmail" --xstate.done.actor.findUserByEmail--> "loadingUser"',
      '"lookingUpByEmail" --xstate.error.actor.findUserByEmail--> "failed"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(memberProfilePathModel.machine, memberProfilePathModel.events)).toEqual(Object.keys(memberProfilePathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(memberProfilePathModel.machine.provide({
      actors: { findUserByEmail: pending, getUser: pending, createUser: pending, getRoles: pending, getRoleByName: pending } as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
