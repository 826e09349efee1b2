import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { authPathModel } from './auth.paths';

const cases = transitionPaths(authPathModel.machine, authPathModel.events);
// Effects never settle on their own: their outcomes arrive as path events.
const pending = fromPromise(() => new Promise<never>(() => {}));
const effects = ['fetchProfile', 'signIn', 'refreshSession', 'logout', 'openAccountPopup'];

describe('authMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"accountAction" --xstate.done.actor.openAccountPopup--> "reloadingProfile"',
      '"accountAction" --xstate.error.actor.openAccountPopup--> "authenticated"',
      '"authenticated" --auth.accountAction--> "accountAction"',
      '"authenticated" --auth.logout--> "loggingOut"',
      '"authenticated" --auth.refresh--> "refreshing"',
      '"authenticated" --auth.sessionLost--> "signedOut"',
      '"idle" --auth.rehydrate--> "rehydrating"',
      '"loggingOut" --xstate.done.actor.logout--> "signedOut"',
      '"loggingOut" --xstate.error.actor.logout--> "signedOut"',
      '"refreshing" --xstate.done.actor.refreshSession--> "authenticated"',
      '"refreshing" --xstate.error.actor.refreshSession--> "loggingOut"',
      '"rehydrating" --xstate.done.actor.fetchProfile--> "authenticated"',
      '"rehydrating" --xstate.error.actor.fetchProfile--> "signedOut"',
      '"reloadingProfile" --xstate.done.actor.reloadProfile--> "authenticated"',
      '"reloadingProfile" --xstate.error.actor.reloadProfile--> "signedOut"',
      '"signedOut" --auth.rehydrate--> "rehydrating"',
      '"signedOut" --auth.signIn--> "signingIn"',
      '"signedOut" --auth.signedUp--> "authenticated"',
      '"signingIn" --xstate.done.actor.signIn--> "authenticated"',
      '"signingIn" --xstate.error.actor.signIn--> "signedOut"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    const states = reachableStates(authPathModel.machine, authPathModel.events);
    expect(states).toEqual(Object.keys(authPathModel.screens).sort());
    expect(states).toHaveLength(9);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(authPathModel.machine.provide({
      actors: Object.fromEntries(effects.map((name) => [name, pending])) as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
