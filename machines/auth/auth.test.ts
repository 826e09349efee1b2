import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ActiveRole, type MemberLoadResult, type MemberUser, type PrivilegesLoadResult } from '../../contracts';
import { authMachine } from './auth.machine';
import {
  selectActivePhase, selectActiveRole, selectAuthError, selectAuthFieldErrors, selectIsLoadingPrivileges, selectIsLoggedIn, selectLoginStatus, selectPrivileges,
  selectPrivilegesError, selectRehydrationPhase, selectRehydrationStatus, selectRoles, selectUser,
} from './auth.selectors';
import type { ProfileResult, TabMessage } from './auth.events';

const profile: ProfileResult = {
  user_id: 7, preferred_username: 'grace', email: 'grace@summit.example',
  given_name: 'Grace', family_name: 'Hopper', email_verified: true, access_token: 'jwt',
};

const expert: ActiveRole = { role_id: 2, role_type: 'expert', parent_user_id: null, role_parent_id: null, display_name: 'Expert' };
const volunteer: ActiveRole = { role_id: 1, role_type: 'volunteer', parent_user_id: null, role_parent_id: null, display_name: 'Volunteer' };
const member: MemberUser = {
  user_id: 7, username: 'grace', firstName: 'Grace', lastName: 'Hopper', phone_number: null, email: 'grace@summit.example', otpVerified: true,
  roles: [
    { role_id: 1, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null },
    { role_id: 2, role_name: 'expert', display_name: 'Expert', parent_user_id: null, role_parent_id: null },
  ],
  active_role: expert, display_name: 'Expert', roll_number: null, profile_image: null, age: null, gender: null,
  registration_redirect: null, enabled: true, privileges: null,
};
const readOn = (menu: number) => ({ privilege_id: menu, role_id: 2, privilege_menu_id: menu, privilege_access_scope: 'private', privilege_access_type: ['read'] });

type Fakes = Partial<{
  loadMember: (input: { identity: ProfileResult }) => Promise<MemberLoadResult>;
  loadPrivileges: (input: { activeRole: ActiveRole }) => Promise<PrivilegesLoadResult>;
  fetchProfile: () => Promise<ProfileResult>;
  signIn: (input: { username: string; password: string }) => Promise<ProfileResult>;
  refreshSession: () => Promise<ProfileResult>;
  logout: () => Promise<void>;
  openAccountPopup: (input: { action: string }, signal: AbortSignal) => Promise<void>;
}>;

function start(fakes: Fakes = {}) {
  const effects = {
    stored: [] as string[], forgotten: 0, redirectedToLogin: 0, afterLogin: [] as (string | null)[], siteRoot: 0, notices: [] as (string | null)[],
    told: [] as TabMessage[], leftPrivatePage: 0,
  };
  const actor = createActor(authMachine.provide({
    actors: {
      loadMember: fromPromise(({ input }) => (fakes.loadMember ?? (async () => ({ ok: true as const, user: member })))(input)),
      loadPrivileges: fromPromise(({ input }) => (fakes.loadPrivileges ?? (async () => ({ ok: true as const, privileges: [readOn(212)] })))(input)),
      fetchProfile: fromPromise(fakes.fetchProfile ?? (async () => { throw new Error('401'); })),
      signIn: fromPromise(({ input }) => (fakes.signIn ?? (async () => profile))(input)),
      refreshSession: fromPromise(fakes.refreshSession ?? (async () => profile)),
      logout: fromPromise(fakes.logout ?? (async () => {})),
      openAccountPopup: fromPromise(({ input, signal }) => (fakes.openAccountPopup ?? (async () => {}))(input, signal)),
    },
    actions: {
      storeAccessToken: (_, { token }) => { effects.stored.push(token); },
      forgetAccessToken: () => { effects.forgotten += 1; },
      redirectToLogin: () => { effects.redirectedToLogin += 1; },
      redirectAfterLogin: (_, { registrationRedirect }) => { effects.afterLogin.push(registrationRedirect); },
      goToSiteRoot: (_, { notice }) => { effects.siteRoot += 1; effects.notices.push(notice); },
      tellOtherTabs: (_, { message }) => { effects.told.push(message); },
      leavePrivatePage: () => { effects.leftPrivatePage += 1; },
    },
  })).start();
  return { actor, effects };
}

const signedOutActor = async (fakes: Fakes = {}) => {
  const ctx = start(fakes);
  ctx.actor.send({ type: 'auth.rehydrate' });
  await waitFor(ctx.actor, (s) => s.matches('failed'));
  return ctx;
};

const signedInActor = async (fakes: Fakes = {}) => {
  const ctx = start({ fetchProfile: async () => profile, ...fakes });
  ctx.actor.send({ type: 'auth.rehydrate' });
  await waitFor(ctx.actor, (s) => s.matches({ authenticated: 'ready' }));
  return ctx;
};

describe('authMachine: session restore', () => {
  it('starts idle, unauthenticated, in the awakening phase', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(selectRehydrationStatus(s)).toBe('idle');
    expect(selectRehydrationPhase(s)).toBe('idle');
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectActivePhase(s)).toBe('awakening');
  });

  it('restores a session from the profile and keeps the token', async () => {
    const { actor, effects } = await signedInActor();
    const s = actor.getSnapshot();
    expect(selectUser(s)).toEqual({ ...member, privileges: [readOn(212)] });
    expect(selectRoles(s)).toHaveLength(2);
    expect(selectActiveRole(s)).toEqual(expert);
    expect(s.context.otpVerified).toBe(true);
    expect(selectRehydrationStatus(s)).toBe('succeeded');
    expect(selectRehydrationPhase(s)).toBe('ready');
    expect(selectLoginStatus(s)).toBe('succeeded');
    expect(effects.stored).toEqual(['jwt']);
  });

  it('treats a failed profile call as signed out, quietly', async () => {
    const { actor, effects } = await signedOutActor();
    const s = actor.getSnapshot();
    expect(selectUser(s)).toBeNull();
    expect(selectRehydrationStatus(s)).toBe('failed');
    expect(selectRehydrationPhase(s)).toBe('ready');
    expect(selectAuthError(s)).toBeNull();
    expect(selectLoginStatus(s)).toBe('idle');
    expect(effects.forgotten).toBe(1);
  });

  it('builds the member from the identity profile the server confirmed', async () => {
    const loadMember = vi.fn(async () => ({ ok: true as const, user: member }));
    await signedInActor({ loadMember });
    expect(loadMember).toHaveBeenCalledWith({ identity: profile });
  });

  it('stays signed out with the reason when no member can be built (e.g. "Resource not found.")', async () => {
    const { actor, effects } = start({ fetchProfile: async () => profile, loadMember: async () => ({ ok: false, error: MESSAGES.resourceNotFound, statusCode: 404 }) });
    actor.send({ type: 'auth.rehydrate' });
    expect(selectRehydrationStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectAuthError(actor.getSnapshot())).toBe('Resource not found.');
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(effects.forgotten).toBe(1);
  });

  it('treats a member loader that throws like a failed build', async () => {
    const { actor } = start({ fetchProfile: async () => profile, loadMember: async () => { throw new Error('Network Error'); } });
    actor.send({ type: 'auth.rehydrate' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectAuthError(actor.getSnapshot())).toBe('Network Error');
  });
});

describe('authMachine: privileges of the active role', () => {
  it('loads them for the active role and stores them on the user', async () => {
    const loadPrivileges = vi.fn(async () => ({ ok: true as const, privileges: [readOn(212), readOn(217)] }));
    const { actor } = await signedInActor({ loadPrivileges });
    expect(loadPrivileges).toHaveBeenCalledWith({ activeRole: expert });
    expect(selectPrivileges(actor.getSnapshot())?.map((p) => p.privilege_menu_id)).toEqual([212, 217]);
    expect(selectPrivilegesError(actor.getSnapshot())).toBeNull();
  });

  it('records the fallback message when they cannot load, and stays signed in', async () => {
    const { actor } = await signedInActor({ loadPrivileges: async () => ({ ok: false, error: MESSAGES.systemPrivilegesFailed }) });
    expect(selectPrivilegesError(actor.getSnapshot())).toBe('Failed to fetch system role privileges.');
    expect(selectPrivileges(actor.getSnapshot())).toBeNull();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });

  it('switching the active role replaces active_role and the display name, and reloads privileges', async () => {
    const loadPrivileges = vi.fn(async ({ activeRole }: { activeRole: ActiveRole }) => ({ ok: true as const, privileges: [readOn(activeRole.role_id === 1 ? 213 : 212)] }));
    const { actor } = await signedInActor({ loadPrivileges });
    actor.send({ type: 'auth.activeRoleChanged', activeRole: volunteer });
    expect(selectIsLoadingPrivileges(actor.getSnapshot())).toBe(true);
    expect(selectUser(actor.getSnapshot())).toMatchObject({ active_role: volunteer, display_name: 'Volunteer', privileges: null });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(selectPrivileges(actor.getSnapshot())?.[0]?.privilege_menu_id).toBe(213);
    expect(loadPrivileges).toHaveBeenLastCalledWith({ activeRole: volunteer });
  });

  it('keeps loaded privileges across a refresh instead of loading them again', async () => {
    const loadPrivileges = vi.fn(async () => ({ ok: true as const, privileges: [readOn(212)] }));
    const { actor } = await signedInActor({ loadPrivileges });
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(loadPrivileges).toHaveBeenCalledTimes(1);
  });
});

describe('authMachine: sign in', () => {
  it('signs in with the form, then goes where the member was heading', async () => {
    const signIn = vi.fn(async () => profile);
    const { actor, effects } = await signedOutActor({ signIn });
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'pw' });
    expect(selectLoginStatus(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(signIn).toHaveBeenCalledWith({ username: 'grace', password: 'pw' });
    expect(effects.afterLogin).toEqual([null]);
    expect(effects.stored).toEqual(['jwt']);
  });

  it('keeps the server’s message when sign-in fails, and clears it on request', async () => {
    const { actor } = await signedOutActor({ signIn: async () => { throw new Error('Invalid username or password.'); } });
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'bad' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error !== null);
    expect(selectLoginStatus(actor.getSnapshot())).toBe('failed');
    expect(selectAuthError(actor.getSnapshot())).toBe('Invalid username or password.');
    actor.send({ type: 'auth.dismissError' });
    expect(selectAuthError(actor.getSnapshot())).toBeNull();
  });

  it('keeps a refused sign-in\'s sentences by field; the next attempt and dismissing clear them', async () => {
    const refused = Object.assign(new Error('Enter your username or e-mail.'), { fields: { username: 'Enter your username or e-mail.' } });
    let attempts = 0;
    const { actor } = await signedOutActor({
      signIn: async () => {
        attempts += 1;
        if (attempts % 2 === 1) throw refused;
        throw new Error('Invalid username or password.');
      },
    });
    actor.send({ type: 'auth.signIn', username: '', password: 'pw' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error !== null);
    expect(selectAuthFieldErrors(actor.getSnapshot())).toEqual({ username: 'Enter your username or e-mail.' });
    // A refusal that names no field leaves no field marked.
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'bad' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error === 'Invalid username or password.');
    expect(selectAuthFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'auth.signIn', username: '', password: 'pw' });
    await waitFor(actor, (s) => s.matches('failed') && Object.keys(s.context.fieldErrors).length > 0);
    actor.send({ type: 'auth.dismissError' });
    expect(selectAuthFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('redirects to the hosted sign-in on auth.login', async () => {
    const { actor, effects } = await signedOutActor();
    actor.send({ type: 'auth.login' });
    expect(effects.redirectedToLogin).toBe(1);
  });

  it('takes over the session a sign-up started, going to the member’s registration_redirect if any', async () => {
    const { actor, effects } = await signedOutActor({ loadMember: async () => ({ ok: true, user: { ...member, registration_redirect: '/readiness-journey' } }) });
    actor.send({ type: 'auth.signedUp', profile });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.afterLogin).toEqual(['/readiness-journey']);
    expect(effects.stored).toEqual(['jwt']);
  });

  it('ends the new session and shows the reason when the member cannot be built after sign-in', async () => {
    const logout = vi.fn(async () => {});
    const { actor, effects } = await signedOutActor({ logout, loadMember: async () => ({ ok: false, error: MESSAGES.tempRoleFailed }) });
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'pw' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(selectAuthError(actor.getSnapshot())).toBe('Failed to fetch temp role data');
    expect(selectLoginStatus(actor.getSnapshot())).toBe('failed');
    expect(effects.siteRoot).toBe(0);
    expect(effects.afterLogin).toEqual([]);
  });
});

describe('authMachine: refresh and logout', () => {
  it('logs out: clears the user and goes to the site root', async () => {
    const { actor, effects } = await signedInActor();
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(effects.siteRoot).toBe(1);
    expect(effects.notices).toEqual([null]);
    expect(effects.forgotten).toBe(1);
  });

  it('still signs out locally when the server cannot be told, with "Logout failed"', async () => {
    const { actor, effects } = await signedInActor({ logout: async () => { throw new Error('Network Error'); } });
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectAuthError(actor.getSnapshot())).toBe(MESSAGES.logoutFailed);
    expect(effects.siteRoot).toBe(1);
    expect(effects.notices).toEqual(['Logout failed']);
  });

  it('a failed refresh logs out and reports "Token refresh failed"', async () => {
    const { actor, effects } = await signedInActor({ refreshSession: async () => { throw new Error('401'); } });
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectAuthError(actor.getSnapshot())).toBe(MESSAGES.tokenRefreshFailed);
    expect(effects.siteRoot).toBe(1);
    expect(effects.notices).toEqual(['Token refresh failed']);
  });

  it('Log out pressed while the session is renewed is not lost: the renewal is dropped', async () => {
    const { actor, effects } = await signedInActor({ refreshSession: () => new Promise(() => {}) });
    actor.send({ type: 'auth.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.siteRoot).toBe(1);
    expect(effects.notices).toEqual([null]);
  });

  it('Log out pressed while the profile reloads after an account change is not lost', async () => {
    let calls = 0;
    const { actor } = await signedInActor({
      fetchProfile: () => (calls++ === 0 ? Promise.resolve(profile) : new Promise(() => {})),
      openAccountPopup: async () => {},
    });
    actor.send({ type: 'auth.accountAction', action: 'update-password' });
    await waitFor(actor, (s) => s.matches('reloadingProfile'));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('Log out pressed while the account popup is open logs out and stops the popup (which closes it)', async () => {
    let popupSignal: AbortSignal | undefined;
    const { actor, effects } = await signedInActor({
      openAccountPopup: (_input, signal) => {
        popupSignal = signal;
        return new Promise(() => {});
      },
    });
    actor.send({ type: 'auth.accountAction', action: 'update-password' });
    expect(actor.getSnapshot().value).toBe('accountAction');
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(popupSignal?.aborted).toBe(true);
    expect(effects.siteRoot).toBe(1);
  });

  it('an account action chosen while the session is renewed opens its popup at once', async () => {
    const openAccountPopup = vi.fn(async () => {});
    const { actor } = await signedInActor({ refreshSession: () => new Promise(() => {}), openAccountPopup });
    actor.send({ type: 'auth.refresh' });
    actor.send({ type: 'auth.accountAction', action: 'update-password' });
    expect(openAccountPopup).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('a refresh updates the user and the token', async () => {
    const { actor, effects } = await signedInActor({ refreshSession: async () => ({ ...profile, given_name: 'Amazing', access_token: 'jwt2' }) });
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches('authenticated') && s.context.user?.firstName === 'Amazing');
    expect(effects.stored).toEqual(['jwt', 'jwt2']);
    expect(selectActiveRole(actor.getSnapshot())).toEqual(expert);
  });

  it('follows the HTTP client: a renewed profile, or a lost session', async () => {
    const { actor, effects } = await signedInActor();
    actor.send({ type: 'auth.profileUpdated', profile: { ...profile, access_token: 'jwt3' } });
    expect(effects.stored.at(-1)).toBe('jwt3');
    actor.send({ type: 'auth.sessionLost' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectAuthError(actor.getSnapshot())).toBe(MESSAGES.tokenRefreshFailed);
  });
});

describe('authMachine: popup account actions', () => {
  it('opens the popup, then reloads the profile', async () => {
    let calls = 0;
    const openAccountPopup = vi.fn(async () => {});
    const { actor } = await signedInActor({
      fetchProfile: async () => { calls += 1; return { ...profile, given_name: calls > 1 ? 'Changed' : 'Grace' }; },
      openAccountPopup,
    });
    actor.send({ type: 'auth.accountAction', action: 'update-profile' });
    await waitFor(actor, (s) => s.matches('authenticated') && s.context.user?.firstName === 'Changed');
    expect(openAccountPopup).toHaveBeenCalledWith({ action: 'update-profile' }, expect.any(AbortSignal));
  });

  it('signs out with "Access token refresh failed after user update" when the profile cannot be reloaded', async () => {
    let calls = 0;
    const { actor, effects } = await signedInActor({
      fetchProfile: async () => { calls += 1; if (calls > 1) throw new Error('401'); return profile; },
    });
    actor.send({ type: 'auth.accountAction', action: 'update-profile' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectAuthError(actor.getSnapshot())).toBe(MESSAGES.refreshAfterUserUpdateFailed);
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(effects.forgotten).toBe(1);
  });

  it('reports "Popup blocked" and stays signed in', async () => {
    const { actor } = await signedInActor({ openAccountPopup: async () => { throw new Error(MESSAGES.popupBlocked); } });
    actor.send({ type: 'auth.accountAction', action: 'update-password' });
    await waitFor(actor, (s) => s.matches('authenticated') && s.context.error !== null);
    expect(selectAuthError(actor.getSnapshot())).toBe('Popup blocked');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });
});

describe('authMachine: the card\'s states and the readiness phase', () => {
  it('a failed restore is the failed state, without a message; dismissing an error leaves failed for signedOut', async () => {
    const { actor } = await signedOutActor({ signIn: async () => { throw new Error('Invalid username or password.'); } });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectRehydrationStatus(actor.getSnapshot())).toBe('failed');
    expect(selectAuthError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'wrong' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.error !== null);
    actor.send({ type: 'auth.dismissError' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('activePhase follows the readiness journey', async () => {
    const { actor } = await signedInActor();
    expect(selectActivePhase(actor.getSnapshot())).toBe('awakening');
    actor.send({ type: 'auth.phaseChanged', phase: 'ideation' });
    expect(selectActivePhase(actor.getSnapshot())).toBe('ideation');
  });
});

describe('authMachine: the other tabs of this browser', () => {
  it('tells the other tabs about a sign-in it made, a role switch and a logout — not about a restore', async () => {
    const { actor, effects } = await signedInActor();
    expect(effects.told).toEqual([]);
    actor.send({ type: 'auth.activeRoleChanged', activeRole: volunteer });
    expect(effects.told).toEqual([{ kind: 'roleChanged', userId: 7, activeRole: volunteer }]);
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.told.at(-1)).toEqual({ kind: 'signedOut' });
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'right' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(effects.told.at(-1)).toEqual({ kind: 'signedIn', userId: 7 });
  });

  it('a logout in another tab signs out quietly: no "Token refresh failed", private pages give way', async () => {
    const { actor, effects } = await signedInActor();
    actor.send({ type: 'auth.otherTabSignedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectAuthError(actor.getSnapshot())).toBeNull();
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(effects.leftPrivatePage).toBe(1);
    expect(effects.siteRoot).toBe(0);
    expect(effects.told).toEqual([]);
  });

  it('a sign-in in another tab restores the session here; the same member signed in already stays as is', async () => {
    let profiles = 0;
    const { actor } = await signedOutActor({ fetchProfile: async () => { profiles += 1; if (profiles === 1) throw new Error('401'); return profile; } });
    actor.send({ type: 'auth.otherTabSignedIn', userId: 7 });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'auth.otherTabSignedIn', userId: 7 });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'ready' });
    expect(profiles).toBe(2);
  });

  it('Switch View in another tab switches the role here without telling the others again', async () => {
    const { actor, effects } = await signedInActor();
    actor.send({ type: 'auth.otherTabRoleChanged', userId: 99, activeRole: volunteer });
    expect(selectActiveRole(actor.getSnapshot())).toEqual(expert);
    actor.send({ type: 'auth.otherTabRoleChanged', userId: 7, activeRole: volunteer });
    expect(selectActiveRole(actor.getSnapshot())).toEqual(volunteer);
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(effects.told).toEqual([]);
  });
});
