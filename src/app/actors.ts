// Long-lived machines wired to their real effects. Created once at app start.
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { authMachine } from '../../machines/auth';
import { STORAGE_KEYS } from '../../contracts';
import { fetchIdentityProfile } from '../api/auth';
import { storage } from '../lib/storage';

export function createAppActors(options: { inspect?: (event: InspectionEvent) => void } = {}) {
  const auth = createActor(
    authMachine.provide({
      actors: { fetchProfile: fromPromise(() => fetchIdentityProfile()) },
      actions: {
        storeAccessToken: (_, { token }) => storage.set(STORAGE_KEYS.accessToken, token),
        forgetAccessToken: () => storage.remove(STORAGE_KEYS.accessToken),
      },
    }),
    { inspect: options.inspect },
  );
  return { auth };
}

export type AppActors = ReturnType<typeof createAppActors>;

/** Starts every long-lived actor and kicks off session restore. */
export function startAppActors(actors: AppActors): AppActors {
  actors.auth.start();
  actors.auth.send({ type: 'auth.rehydrate' });
  return actors;
}
