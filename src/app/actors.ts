// Long-lived machines wired to their real effects. Created once at app start.
import { createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { authMachine, type AuthEvent } from '../../machines/auth';
import { memberProfileMachine } from '../../machines/member-profile';
import { privilegesMachine } from '../../machines/privileges';
import { STORAGE_KEYS } from '../../contracts';
import * as authApi from '../api/auth';
import * as memberApi from '../api/member';
import { configureActingUser } from '../api/acting-user';
import { configureSession, withServerMessage as withMessage } from '../api/http';
import { openAccountPopup } from '../lib/account-popup';
import { flash } from '../lib/flash';
import { storage } from '../lib/storage';
import { createTabSync, tabMessageEvent, type TabSync } from '../lib/tab-sync';
import { createCookieConsentActor } from './consent';
import { createAppMenuStore } from './menu';
import { createLiveActors, type LiveOptions } from './live-updates';
import { runToOutput } from './run-to-output';
import { clearPersistedState } from '../lib/persisted-state';
import { afterLoginTarget, leaveIfPrivate, type RouterLike } from './navigation-targets';

export interface AppActorOptions {
  router: RouterLike;
  inspect?: (event: InspectionEvent) => void;
  /** Full-page navigation (hosted sign-in); replaceable in tests. */
  assignLocation?: (url: string) => void;
  /** Replaces the live socket (component tests have no server to connect to). */
  socket?: LiveOptions['socket'];
  /** Replaces the chat socket of the Messages view. */
  chatSocket?: LiveOptions['chatSocket'];
  /** Replaces the channel to the other tabs of this browser (tests). */
  tabSync?: TabSync;
}

/** SPEC §5–§6: the member record, roles and active role, built by machines/member-profile. */
const memberProfileLogic = memberProfileMachine.provide({
  actors: {
    findUserByEmail: fromPromise(({ input }) => memberApi.findUserByEmail(input.email)),
    getUser: fromPromise(({ input }) => memberApi.getUser({ user_id: input.user_id })),
    createUser: fromPromise(({ input }) => memberApi.createUser(input.identity)),
    getRoles: fromPromise(({ input }) => memberApi.getRoles(input.role_ids)),
    getRoleByName: fromPromise(({ input }) => memberApi.getRoleByName(input.role_name)),
  },
});

/** The active role's privileges, loaded by machines/privileges. */
const privilegesLogic = privilegesMachine.provide({
  actors: {
    fetchSystemPrivileges: fromPromise(({ input }) => memberApi.fetchSystemPrivileges(input.role_id)),
    fetchCustomPrivileges: fromPromise(({ input }) => memberApi.fetchCustomPrivileges(input.role_id)),
    fetchMenus: fromPromise(({ input }) => memberApi.fetchMenus(input.menu_ids)),
  },
});

export function createAppActors({ router, inspect, assignLocation = (url) => window.location.assign(url), socket, chatSocket, tabSync = createTabSync() }: AppActorOptions) {
  const renew = async () => {
    await authApi.refreshSession();
    return authApi.fetchIdentityProfile();
  };

  const auth = createActor(
    authMachine.provide({
      actors: {
        fetchProfile: fromPromise(() => authApi.fetchIdentityProfile()),
        loadMember: fromPromise(({ input, signal }) => runToOutput(memberProfileLogic, input, { signal, inspect })),
        loadPrivileges: fromPromise(({ input, signal }) => runToOutput(privilegesLogic, input, { signal, inspect })),
        signIn: fromPromise(({ input }) => withMessage(authApi.signIn)(input)),
        refreshSession: fromPromise(() => withMessage(renew)()),
        logout: fromPromise(() => withMessage(authApi.logout)()),
        openAccountPopup: fromPromise(({ input }) => openAccountPopup(authApi.authRedirectUrl({
          redirectUri: `${window.location.origin}/account`, action: input.action,
        }))),
        tabSync: fromCallback<AuthEvent>(({ sendBack }) => tabSync.listen((message) => sendBack(tabMessageEvent(message)))),
      },
      actions: {
        storeAccessToken: (_, { token }) => storage.set(STORAGE_KEYS.accessToken, token),
        forgetAccessToken: () => {
          storage.remove(STORAGE_KEYS.accessToken);
          clearPersistedState();
        },
        redirectToLogin: () => assignLocation(authApi.authRedirectUrl({ redirectUri: `${window.location.origin}${afterLoginTarget(router)}` })),
        redirectAfterLogin: (_, { registrationRedirect }) => router.navigate(afterLoginTarget(router, registrationRedirect), { replace: true }),
        tellOtherTabs: (_, { message }) => tabSync.post(message),
        leavePrivatePage: () => leaveIfPrivate(router),
        // A full load of the site root: nothing of the signed-in app survives in memory.
        goToSiteRoot: (_, { notice }) => {
          if (notice) flash.set(notice);
          assignLocation('/');
        },
      },
    }),
    { inspect },
  );

  // The HTTP client renews sessions on its own (single flight) and tells the machine.
  configureSession({
    // The token's one home is the auth machine (decision 0059); rehydration asks with the session cookie.
    accessToken: () => auth.getSnapshot().context.identity?.access_token ?? null,
    refresh: async () => {
      const profile = await renew();
      auth.send({ type: 'auth.profileUpdated', profile });
      return profile.access_token;
    },
    onSessionLost: () => {
      // No token stored any more: a deliberate logout in another tab got here first (no error to show).
      if (!storage.get(STORAGE_KEYS.accessToken)) auth.send({ type: 'auth.otherTabSignedOut' });
      else {
        auth.send({ type: 'auth.sessionLost' });
        leaveIfPrivate(router);
      }
    },
  });

  // SPEC §3: audit fields carry the session profile's user_id (0 if missing).
  configureActingUser(() => auth.getSnapshot().context.user?.user_id ?? 0);

  // Cookie consent (SPEC §4) and the menu state (SPEC §2) live as long as the page.
  const cookieConsent = createCookieConsentActor(inspect);
  const menu = createAppMenuStore();
  // Live notifications over the socket (issue 6): the session machine follows auth.
  const live = createLiveActors(auth, { inspect, socket, chatSocket });

  // The inspector (development, `?inspect`) travels with the actors so every screen's actor reaches it too.
  return { auth, cookieConsent, menu, ...live, inspect };
}

export type AppActors = ReturnType<typeof createAppActors>;

/** Starts every long-lived actor and kicks off session restore. */
export function startAppActors(actors: AppActors): AppActors {
  actors.auth.start();
  actors.cookieConsent.start();
  actors.session.start();
  actors.auth.send({ type: 'auth.rehydrate' });
  return actors;
}
