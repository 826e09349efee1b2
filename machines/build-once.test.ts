import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { authMachine, provideAuthMachine } from './auth/auth.machine';
import { cookieConsentMachine, provideCookieConsentMachine } from './cookie-consent/cookie-consent.machine';

/** Each kind of implementation: the provided effect where one was given, else the stand-in. */
function expectSameImplementations(once: AnyStateMachine, twice: AnyStateMachine) {
  for (const kind of ['actors', 'actions', 'guards', 'delays'] as const) {
    expect(Object.keys(once.implementations[kind]).sort()).toEqual(Object.keys(twice.implementations[kind]).sort());
    for (const [name, implementation] of Object.entries(twice.implementations[kind])) {
      expect(once.implementations[kind][name], `${kind}.${name}`).toBe(implementation);
    }
  }
}

describe('a machine built once with its effects (decision 0096)', () => {
  it('is the auth chart that provide() gives: same states, transitions, stand-ins and effects', async () => {
    const profile = { preferred_username: 'ada', email: 'ada@example.org', email_verified: true, access_token: 't' };
    const fetchProfile = fromPromise(async () => profile);
    const storeAccessToken = vi.fn();
    const effects = { actors: { fetchProfile }, actions: { storeAccessToken } };
    const once = provideAuthMachine(effects);
    const twice = authMachine.provide(effects);

    expect(JSON.stringify(once.definition)).toBe(JSON.stringify(twice.definition));
    expect(once.schemas).toEqual(twice.schemas);
    expectSameImplementations(once, twice);
    expect(once.implementations.actors.fetchProfile).toBe(fetchProfile);
    expect(once.implementations.actors.fetchProfile).not.toBe(authMachine.implementations.actors.fetchProfile);

    // It runs with the effects: a restore that finds a session keeps its token through the effect.
    const actor = createActor(once).start();
    actor.send({ type: 'auth.rehydrate' });
    await vi.waitFor(() => expect(storeAccessToken).toHaveBeenCalledWith(expect.anything(), { token: 't' }));
    actor.stop();
  });

  it('is the consent chart that provide() gives, and stores the choice through the effect', () => {
    const storeChoice = vi.fn();
    const effects = { actions: { storeChoice: (_: unknown, params: { choice: string }) => storeChoice(params.choice) } };
    const once = provideCookieConsentMachine(effects);
    const twice = cookieConsentMachine.provide(effects);

    expect(JSON.stringify(once.definition)).toBe(JSON.stringify(twice.definition));
    expectSameImplementations(once, twice);

    const actor = createActor(once, { input: { stored: null } }).start();
    actor.send({ type: 'consent.accept' });
    expect(storeChoice).toHaveBeenCalledWith('true');
    expect(actor.getSnapshot().matches('decided')).toBe(true);
  });
});
