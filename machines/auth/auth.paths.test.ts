import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { authPathModel, authTabsPathModel } from './auth.paths';

const cases = transitionPaths(authPathModel.machine, authPathModel.events);
// Effects never settle on their own: their outcomes arrive as path events.
const pending = fromPromise(() => new Promise<never>(() => {}));
const effects = ['fetchProfile', 'signIn', 'loadMember', 'loadPrivileges', 'refreshSession', 'logout', 'openAccountPopup'];

describe('authMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"accountAction" --auth.logout--> "loggingOut"',
      '"accountAction" --xstate.done.actor.openAccountPopup--> "reloadingProfile"',
      '"accountAction" --xstate.error.actor.openAccountPopup--> {"authenticated":"loadingPrivileges"}',
      '"discardingSession" --xstate.done.actor.discardSession--> "failed"',
      '"discardingSession" --xstate.error.actor.discardSession--> "failed"',
      '"failed" --auth.dismissError--> "signedOut"',
      '"failed" --auth.rehydrate--> {"rehydrating":"identity"}',
      '"failed" --auth.signIn--> {"signingIn":"credentials"}',
      '"failed" --auth.signedUp--> {"signingIn":"member"}',
      '"idle" --auth.rehydrate--> {"rehydrating":"identity"}',
      '"loggingOut" --xstate.done.actor.logout--> "signedOut"',
      '"loggingOut" --xstate.error.actor.logout--> "failed"',
      '"refreshing" --auth.accountAction--> "accountAction"',
      '"refreshing" --auth.logout--> "loggingOut"',
      '"refreshing" --xstate.done.actor.refreshSession--> {"authenticated":"loadingPrivileges"}',
      '"refreshing" --xstate.error.actor.refreshSession--> "loggingOut"',
      '"reloadingProfile" --auth.logout--> "loggingOut"',
      '"reloadingProfile" --xstate.done.actor.reloadProfile--> {"authenticated":"loadingPrivileges"}',
      '"reloadingProfile" --xstate.error.actor.reloadProfile--> "failed"',
      '"signedOut" --auth.rehydrate--> {"rehydrating":"identity"}',
      '"signedOut" --auth.signIn--> {"signingIn":"credentials"}',
      '"signedOut" --auth.signedUp--> {"signingIn":"member"}',
      '{"authenticated":"loadingPrivileges"} --auth.accountAction--> "accountAction"',
      '{"authenticated":"loadingPrivileges"} --auth.logout--> "loggingOut"',
      '{"authenticated":"loadingPrivileges"} --auth.refresh--> "refreshing"',
      '{"authenticated":"loadingPrivileges"} --auth.sessionLost--> "failed"',
      '{"authenticated":"loadingPrivileges"} --xstate.done.actor.loadPrivileges--> {"authenticated":"ready"}',
      '{"authenticated":"loadingPrivileges"} --xstate.done.actor.loadPrivileges--> {"authenticated":"ready"}',
      '{"authenticated":"loadingPrivileges"} --xstate.error.actor.loadPrivileges--> {"authenticated":"ready"}',
      '{"authenticated":"ready"} --auth.accountAction--> "accountAction"',
      '{"authenticated":"ready"} --auth.activeRoleChanged--> {"authenticated":"loadingPrivileges"}',
      '{"authenticated":"ready"} --auth.logout--> "loggingOut"',
      '{"authenticated":"ready"} --auth.refresh--> "refreshing"',
      '{"authenticated":"ready"} --auth.sessionLost--> "failed"',
      '{"rehydrating":"identity"} --xstate.done.actor.fetchProfile--> {"rehydrating":"member"}',
      '{"rehydrating":"identity"} --xstate.error.actor.fetchProfile--> "failed"',
      '{"rehydrating":"member"} --xstate.done.actor.loadMember--> "failed"',
      '{"rehydrating":"member"} --xstate.done.actor.loadMember--> {"authenticated":"loadingPrivileges"}',
      '{"rehydrating":"member"} --xstate.error.actor.loadMember--> "failed"',
      '{"signingIn":"credentials"} --xstate.done.actor.signIn--> {"signingIn":"member"}',
      '{"signingIn":"credentials"} --xstate.error.actor.signIn--> "failed"',
      '{"signingIn":"member"} --xstate.done.actor.loadMember--> "discardingSession"',
      '{"signingIn":"member"} --xstate.done.actor.loadMember--> {"authenticated":"loadingPrivileges"}',
      '{"signingIn":"member"} --xstate.error.actor.loadMember--> "discardingSession"',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    const states = reachableStates(authPathModel.machine, authPathModel.events);
    expect(states).toEqual(Object.keys(authPathModel.screens).sort());
    expect(states).toHaveLength(14);
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

describe('authMachine transitions: the other tabs of this browser', () => {
  const tabCases = transitionPaths(authTabsPathModel.machine, authTabsPathModel.events);

  it('has a path for every state-changing transition', () => {
    expect(tabCases.map((c) => c.name).sort()).toEqual([
      '"accountAction" --auth.otherTabSignedOut--> "signedOut"',
      '"accountAction" --xstate.done.actor.openAccountPopup--> "reloadingProfile"',
      '"failed" --auth.otherTabSignedIn--> {"rehydrating":"identity"}',
      '"failed" --auth.otherTabSignedIn--> {"rehydrating":"identity"}',
      '"failed" --auth.rehydrate--> {"rehydrating":"identity"}',
      '"idle" --auth.rehydrate--> {"rehydrating":"identity"}',
      '"refreshing" --auth.accountAction--> "accountAction"',
      '"refreshing" --auth.otherTabSignedOut--> "signedOut"',
      '"reloadingProfile" --auth.otherTabSignedOut--> "signedOut"',
      '"signedOut" --auth.otherTabSignedIn--> {"rehydrating":"identity"}',
      '"signedOut" --auth.otherTabSignedIn--> {"rehydrating":"identity"}',
      '"signedOut" --auth.rehydrate--> {"rehydrating":"identity"}',
      '{"authenticated":"loadingPrivileges"} --auth.accountAction--> "accountAction"',
      '{"authenticated":"loadingPrivileges"} --auth.otherTabSignedIn--> {"rehydrating":"identity"}',
      '{"authenticated":"loadingPrivileges"} --auth.otherTabSignedOut--> "signedOut"',
      '{"authenticated":"loadingPrivileges"} --auth.refresh--> "refreshing"',
      '{"authenticated":"loadingPrivileges"} --xstate.done.actor.loadPrivileges--> {"authenticated":"ready"}',
      '{"authenticated":"ready"} --auth.accountAction--> "accountAction"',
      '{"authenticated":"ready"} --auth.otherTabRoleChanged--> {"authenticated":"loadingPrivileges"}',
      '{"authenticated":"ready"} --auth.otherTabSignedIn--> {"rehydrating":"identity"}',
      '{"authenticated":"ready"} --auth.otherTabSignedOut--> "signedOut"',
      '{"authenticated":"ready"} --auth.refresh--> "refreshing"',
      '{"rehydrating":"identity"} --xstate.done.actor.fetchProfile--> {"rehydrating":"member"}',
      '{"rehydrating":"identity"} --xstate.error.actor.fetchProfile--> "failed"',
      '{"rehydrating":"member"} --xstate.done.actor.loadMember--> {"authenticated":"loadingPrivileges"}',
    ]);
  });

  it.each(tabCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(authTabsPathModel.machine.provide({
      actors: Object.fromEntries(effects.map((name) => [name, pending])) as never,
    })).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
