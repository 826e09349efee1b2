// Long-lived machines wired to their real effects. Created once at app start.
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { authMachine } from '../../machines/auth';
import { STORAGE_KEYS } from '../../contracts';
import * as authApi from '../api/auth';
import { configureSession, withServerMessage as withMessage } from '../api/http';
import { openAccountPopup } from '../lib/account-popup';
import { storage } from '../lib/storage';
import { afterLoginTarget, leaveIfPrivate, type RouterLike } from './navigation-targets';

export interface AppActorOptions {
  router: RouterLike;
  inspect?: (event: InspectionEvent) => void;
  /** Full-page navigation (hosted sign-in); replaceable in tests. */
  assignLocation?: (url: string) => void;
}

export function createAppActors({ router, inspect, assignLocation = (url) => window.location.assign(url) }: AppActorOptions) {
  const renew = async () => {
    await authApi.refreshSession();
    return authApi.fetchIdentityProfile();
  };

  const auth = createActor(
    authMachine.provide({
      actors: {
        fetchProfile: fromPromise(() => authApi.fetchIdentityProfile()),
        signIn: fromPromise(({ input }) => withMessage(authApi.signIn)(input)),
        refreshSession: fromPromise(() => withMessage(renew)()),
        logout: fromPromise(() => withMessage(authApi.logout)()),
        openAccountPopup: fromPromise(({ input }) => openAccountPopup(authApi.authRedirectUrl({
          redirectUri: `${window.location.origin}/account`, action: input.action,
        }))),
      },
      actions: {
        storeAccessToken: (_, { token }) => storage.set(STORAGE_KEYS.accessToken, token),
        forgetAccessToken: () => storage.remove(STORAGE_KEYS.accessToken),
        redirectToLogin: () => assignLocation(authApi.authRedirectUrl({ redirectUri: `${window.location.origin}${afterLoginTarget(router)}` })),
        redirectAfterLogin: () => router.navigate(afterLoginTarget(router), { replace: true }),
        // A full load of the site root: nothing of the signed-in app survives in memory.
        goToSiteRoot: () => assignLocation('/'),
      },
    }),
    { inspect },
  );

  // The HTTP client renews sessions on its own (single flight) and tells the machine.
  configureSession({
    refresh: async () => {
      const profile = await renew();
      auth.send({ type: 'auth.profileUpdated', profile });
      return profile.access_token;
    },
    onSessionLost: () => {
      auth.send({ type: 'auth.sessionLost' });
      leaveIfPrivate(router);
    },
  });

  return { auth };
}

export type AppActors = ReturnType<typeof createAppActors>;

/** Starts every long-lived actor and kicks off session restore. */
export function startAppActors(actors: AppActors): AppActors {
  actors.auth.start();
  actors.auth.send({ type: 'auth.rehydrate' });
  return actors;
}
