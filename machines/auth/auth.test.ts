import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine } from './auth.machine';
import { selectActivePhase, selectIsLoggedIn, selectRehydrationPhase, selectRehydrationStatus, selectUser } from './auth.selectors';
import type { ProfileResult } from './auth.events';

const profile: ProfileResult = {
  user_id: 7,
  preferred_username: 'grace',
  email: 'grace@summit.example',
  given_name: 'Grace',
  family_name: 'Hopper',
  email_verified: true,
  access_token: 'jwt',
};

const withProfile = (fetch: () => Promise<ProfileResult>) =>
  createActor(authMachine.provide({ actors: { fetchProfile: fromPromise(fetch) } })).start();

describe('authMachine', () => {
  it('starts idle, unauthenticated, in the awakening phase', () => {
    const actor = withProfile(async () => profile);
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(selectRehydrationStatus(s)).toBe('idle');
    expect(selectRehydrationPhase(s)).toBe('idle');
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectActivePhase(s)).toBe('awakening');
  });

  it('restores a session from the profile', async () => {
    const actor = withProfile(async () => profile);
    actor.send({ type: 'auth.rehydrate' });
    expect(selectRehydrationStatus(actor.getSnapshot())).toBe('loading');
    const s = await waitFor(actor, (snap) => snap.matches('authenticated'));
    expect(selectUser(s)).toEqual({ user_id: 7, username: 'grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@summit.example' });
    expect(s.context.otpVerified).toBe(true);
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(selectRehydrationStatus(s)).toBe('succeeded');
    expect(selectRehydrationPhase(s)).toBe('ready');
  });

  it('treats a failed profile call as signed out and keeps the reason', async () => {
    const actor = withProfile(async () => {
      throw new Error('Request failed with status code 401');
    });
    actor.send({ type: 'auth.rehydrate' });
    const s = await waitFor(actor, (snap) => snap.matches('failed'));
    expect(selectUser(s)).toBeNull();
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectRehydrationStatus(s)).toBe('failed');
    expect(selectRehydrationPhase(s)).toBe('ready');
    expect(s.context.error).toBe('Request failed with status code 401');
  });

  it('stores the access token on success and forgets it on failure', async () => {
    const stored: string[] = [];
    let forgotten = 0;
    const make = (fetch: () => Promise<ProfileResult>) => createActor(authMachine.provide({
      actors: { fetchProfile: fromPromise(fetch) },
      actions: {
        storeAccessToken: (_, params) => { stored.push(params.token); },
        forgetAccessToken: () => { forgotten += 1; },
      },
    })).start();
    const ok = make(async () => profile);
    ok.send({ type: 'auth.rehydrate' });
    await waitFor(ok, (snap) => snap.matches('authenticated'));
    const ko = make(async () => { throw new Error('401'); });
    ko.send({ type: 'auth.rehydrate' });
    await waitFor(ko, (snap) => snap.matches('failed'));
    expect(stored).toEqual(['jwt']);
    expect(forgotten).toBe(1);
  });

  it('fills missing names with empty strings', async () => {
    const actor = withProfile(async () => ({ ...profile, given_name: null, family_name: undefined }));
    actor.send({ type: 'auth.rehydrate' });
    const s = await waitFor(actor, (snap) => snap.matches('authenticated'));
    expect(selectUser(s)).toMatchObject({ firstName: '', lastName: '' });
  });

  it('can restore again after a failure, e.g. once the member has signed in', async () => {
    let calls = 0;
    const actor = withProfile(async () => {
      calls += 1;
      if (calls === 1) throw new Error('401');
      return profile;
    });
    actor.send({ type: 'auth.rehydrate' });
    await waitFor(actor, (snap) => snap.matches('failed'));
    actor.send({ type: 'auth.rehydrate' });
    const s = await waitFor(actor, (snap) => snap.matches('authenticated'));
    expect(s.context.error).toBeNull();
    expect(calls).toBe(2);
  });

  it('ignores a second rehydrate while one is running', async () => {
    let calls = 0;
    const actor = withProfile(async () => {
      calls += 1;
      return profile;
    });
    actor.send({ type: 'auth.rehydrate' });
    actor.send({ type: 'auth.rehydrate' });
    await waitFor(actor, (snap) => snap.matches('authenticated'));
    expect(calls).toBe(1);
  });
});
