import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contracts';
import { authMachine } from './auth.machine';
import {
  selectActivePhase, selectAuthError, selectIsLoggedIn, selectLoginStatus, selectRehydrationPhase, selectRehydrationStatus, selectUser,
} from './auth.selectors';
import type { ProfileResult } from './auth.events';

const profile: ProfileResult = {
  user_id: 7, preferred_username: 'grace', email: 'grace@summit.example',
  given_name: 'Grace', family_name: 'Hopper', email_verified: true, access_token: 'jwt',
};

type Fakes = Partial<{
  fetchProfile: () => Promise<ProfileResult>;
  signIn: (input: { username: string; password: string }) => Promise<ProfileResult>;
  refreshSession: () => Promise<ProfileResult>;
  logout: () => Promise<void>;
  openAccountPopup: (input: { action: string }) => Promise<void>;
}>;

function start(fakes: Fakes = {}) {
  const effects = { stored: [] as string[], forgotten: 0, redirectedToLogin: 0, afterLogin: 0, siteRoot: 0 };
  const actor = createActor(authMachine.provide({
    actors: {
      fetchProfile: fromPromise(fakes.fetchProfile ?? (async () => { throw new Error('401'); })),
      signIn: fromPromise(({ input }) => (fakes.signIn ?? (async () => profile))(input)),
      refreshSession: fromPromise(fakes.refreshSession ?? (async () => profile)),
      logout: fromPromise(fakes.logout ?? (async () => {})),
      openAccountPopup: fromPromise(({ input }) => (fakes.openAccountPopup ?? (async () => {}))(input)),
    },
    actions: {
      storeAccessToken: (_, { token }) => { effects.stored.push(token); },
      forgetAccessToken: () => { effects.forgotten += 1; },
      redirectToLogin: () => { effects.redirectedToLogin += 1; },
      redirectAfterLogin: () => { effects.afterLogin += 1; },
      goToSiteRoot: () => { effects.siteRoot += 1; },
    },
  })).start();
  return { actor, effects };
}

const signedOutActor = async (fakes: Fakes = {}) => {
  const ctx = start(fakes);
  ctx.actor.send({ type: 'auth.rehydrate' });
  await waitFor(ctx.actor, (s) => s.matches('signedOut'));
  return ctx;
};

const signedInActor = async (fakes: Fakes = {}) => {
  const ctx = start({ fetchProfile: async () => profile, ...fakes });
  ctx.actor.send({ type: 'auth.rehydrate' });
  await waitFor(ctx.actor, (s) => s.matches('authenticated'));
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
    expect(selectUser(s)).toEqual({ user_id: 7, username: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@summit.example' });
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

  it('fills missing names with empty strings', async () => {
    const { actor } = await signedInActor({ fetchProfile: async () => ({ ...profile, given_name: null, family_name: undefined }) });
    expect(selectUser(actor.getSnapshot())).toMatchObject({ firstName: '', lastName: '' });
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
    expect(effects.afterLogin).toBe(1);
    expect(effects.stored).toEqual(['jwt']);
  });

  it('keeps the server’s message when sign-in fails, and clears it on request', async () => {
    const { actor } = await signedOutActor({ signIn: async () => { throw new Error('Invalid username or password.'); } });
    actor.send({ type: 'auth.signIn', username: 'grace', password: 'bad' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(selectLoginStatus(actor.getSnapshot())).toBe('failed');
    expect(selectAuthError(actor.getSnapshot())).toBe('Invalid username or password.');
    actor.send({ type: 'auth.dismissError' });
    expect(selectAuthError(actor.getSnapshot())).toBeNull();
  });

  it('redirects to the hosted sign-in on auth.login', async () => {
    const { actor, effects } = await signedOutActor();
    actor.send({ type: 'auth.login' });
    expect(effects.redirectedToLogin).toBe(1);
  });

  it('takes over the session a sign-up started', async () => {
    const { actor, effects } = await signedOutActor();
    actor.send({ type: 'auth.signedUp', profile });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(effects.afterLogin).toBe(1);
  });
});

describe('authMachine: refresh and logout', () => {
  it('logs out: clears the user and goes to the site root', async () => {
    const { actor, effects } = await signedInActor();
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(effects.siteRoot).toBe(1);
    expect(effects.forgotten).toBe(1);
  });

  it('still signs out locally when the server cannot be told, with "Logout failed"', async () => {
    const { actor, effects } = await signedInActor({ logout: async () => { throw new Error('Network Error'); } });
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthError(actor.getSnapshot())).toBe(MESSAGES.logoutFailed);
    expect(effects.siteRoot).toBe(1);
  });

  it('a failed refresh logs out and reports "Token refresh failed"', async () => {
    const { actor, effects } = await signedInActor({ refreshSession: async () => { throw new Error('401'); } });
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthError(actor.getSnapshot())).toBe(MESSAGES.tokenRefreshFailed);
    expect(effects.siteRoot).toBe(1);
  });

  it('a refresh updates the user and the token', async () => {
    const { actor, effects } = await signedInActor({ refreshSession: async () => ({ ...profile, given_name: 'Amazing', access_token: 'jwt2' }) });
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches('authenticated') && s.context.user?.firstName === 'Amazing');
    expect(effects.stored).toEqual(['jwt', 'jwt2']);
  });

  it('follows the HTTP client: a renewed profile, or a lost session', async () => {
    const { actor, effects } = await signedInActor();
    actor.send({ type: 'auth.profileUpdated', profile: { ...profile, access_token: 'jwt3' } });
    expect(effects.stored.at(-1)).toBe('jwt3');
    actor.send({ type: 'auth.sessionLost' });
    expect(actor.getSnapshot().value).toBe('signedOut');
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
    expect(openAccountPopup).toHaveBeenCalledWith({ action: 'update-profile' });
  });

  it('reports "Popup blocked" and stays signed in', async () => {
    const { actor } = await signedInActor({ openAccountPopup: async () => { throw new Error(MESSAGES.popupBlocked); } });
    actor.send({ type: 'auth.accountAction', action: 'update-password' });
    await waitFor(actor, (s) => s.matches('authenticated') && s.context.error !== null);
    expect(selectAuthError(actor.getSnapshot())).toBe('Popup blocked');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
  });
});
