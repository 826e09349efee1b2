// Long-lived machines wired to their real effects. Created once at app start.
import { createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { provideAuthMachine, type AuthEvent } from '../../machines/auth';
import { STORAGE_KEYS } from '../../contracts';
import { authRedirectUrl } from '../api/auth-redirect';
import { configureActingUser } from '../api/acting-user';
import { configureSession } from '../api/session';
import { flash } from '../lib/flash';
import { storage } from '../lib/storage';
import { yieldToMain } from '../lib/yield-to-main';
import { createTabSync, tabMessageEvent, type TabSync } from '../lib/tab-sync';
import { createCookieConsentActor, type CookieConsentActor } from './consent';
import { createAppMenu } from './menu';
import type { ChatSocketFactory } from './chat-socket';
import type { LiveActors, LiveOptions } from './live-updates';
import { runToOutput } from './run-to-output';
import { clearPersistedState } from '../lib/persisted-state-key';
import { afterLoginTarget, leaveIfPrivate, type RouterLike } from './navigation-targets';

// The API modules (axios, and zod with the schemas that check answers) and the machines that
// build the signed-in member load with the first call that needs them, not with the app shell:
// a guest's page needs none of them before it shows (decision 0064).
type AuthApi = typeof import('../api/auth');
const authApi = () => import('../api/auth');
const memberActors = () => import('./member-actors');
const liveUpdates = () => import('./live-updates');

/** An auth API call, loaded on first use, failing with the server's message (SPEC §8). */
function authCall<A extends unknown[], T>(pick: (api: AuthApi) => (...args: A) => Promise<T>) {
  return async (...args: A): Promise<T> => {
    const [api, { withServerMessage }] = await Promise.all([authApi(), import('../api/http')]);
    return withServerMessage(pick(api))(...args);
  };
}

export interface AppActorOptions {
  router: RouterLike;
  inspect?: (event: InspectionEvent) => void;
  /** Full-page navigation (hosted sign-in); replaceable in tests. */
  assignLocation?: (url: string) => void;
  /** Replaces the live socket (component tests have no server to connect to). */
  socket?: LiveOptions['socket'];
  /** Replaces the chat socket of the Messages view (which otherwise opens the real one, src/app/chat-socket.ts). */
  chatSocket?: ChatSocketFactory;
  /** Replaces the channel to the other tabs of this browser (tests). */
  tabSync?: TabSync;
  /** Loads the member's shell (their top bar) while a member's session is loaded: src/boot.tsx gives it; without it the bar loads on first render. */
  loadMemberShell?: () => Promise<unknown>;
  /**
   * The server said this page was asked for without a session cookie (a prerendered page not
   * marked `data-session="restoring"`, decision 0083): the first session restore fails at once,
   * as the profile call would (401), without loading axios or asking (decision 0090).
   */
  noSessionCookie?: boolean;
  /**
   * The cookie choice's actor, made beforehand: src/boot.tsx builds it in a task of its own on a
   * prerendered page (decision 0096). Made here without it.
   */
  cookieConsent?: CookieConsentActor;
}

export function createAppActors({ router, inspect, assignLocation = (url) => window.location.assign(url), socket, chatSocket, tabSync = createTabSync(), loadMemberShell = async () => undefined, noSessionCookie = false, cookieConsent = createCookieConsentActor(inspect) }: AppActorOptions) {
  // Live notifications over the socket (issue 6): the session machine follows auth. Its machines
  // load and its actor starts with the first member's session being loaded, before auth says
  // signed in, so every signed-in screen finds it; a guest never loads them (decision 0068).
  let live: LiveActors | null = null;
  let liveLoading: Promise<LiveActors> | null = null;
  const startLive = () => {
    liveLoading ??= liveUpdates().then((m) => {
      live = m.createLiveActors(auth, { inspect, socket });
      live.session.start();
      return live;
    }, (error: unknown) => {
      liveLoading = null; // A failed chunk load may be tried again by the next session.
      throw error;
    });
    return liveLoading;
  };

  let knownWithoutSession = noSessionCookie;
  const renew = async () => {
    const api = await authApi();
    await api.refreshSession();
    return api.fetchIdentityProfile();
  };

  const auth = createActor(
    provideAuthMachine({
      actors: {
        fetchProfile: fromPromise(async () => {
          // Only the page's own restore: a later one (another tab signed in) asks the server.
          if (knownWithoutSession) {
            knownWithoutSession = false;
            // Answered in a task of its own: with the machine's start, the re-render this answer
            // causes made one long task (decision 0097).
            await yieldToMain();
            throw new Error('No session cookie');
          }
          return (await authApi()).fetchIdentityProfile();
        }),
        loadMember: fromPromise(async ({ input, signal }) => {
          const [{ memberProfileLogic }] = await Promise.all([memberActors(), startLive(), loadMemberShell()]);
          return runToOutput(memberProfileLogic, input, { signal, inspect });
        }),
        loadPrivileges: fromPromise(async ({ input, signal }) => runToOutput((await memberActors()).privilegesLogic, input, { signal, inspect })),
        signIn: fromPromise(({ input }) => authCall((api) => api.signIn)(input)),
        refreshSession: fromPromise(() => authCall(() => renew)()),
        logout: fromPromise(() => authCall((api) => api.logout)()),
        // The popup helper loads with its first use, by a signed-in member (decision 0068).
        openAccountPopup: fromPromise(async ({ input, signal }) => (await import('../lib/account-popup')).openAccountPopup(authRedirectUrl({
          redirectUri: `${window.location.origin}/account`, action: input.action,
        }), signal)),
        tabSync: fromCallback<AuthEvent>(({ sendBack }) => tabSync.listen((message) => sendBack(tabMessageEvent(message)))),
      },
      actions: {
        storeAccessToken: (_, { token }) => storage.set(STORAGE_KEYS.accessToken, token),
        forgetAccessToken: () => {
          storage.remove(STORAGE_KEYS.accessToken);
          clearPersistedState();
        },
        redirectToLogin: () => assignLocation(authRedirectUrl({ redirectUri: `${window.location.origin}${afterLoginTarget(router)}` })),
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

  // Cookie consent (SPEC §4) and the menu state (SPEC §2) live as long as the page; the menu's
  // store loads when the actors start or with the first choice (decision 0076).
  const menu = createAppMenu();

  // The inspector (development, `?inspect`) travels with the actors so every screen's actor reaches it too.
  return {
    auth,
    cookieConsent,
    menu,
    /** A replaced chat socket (tests), or undefined: the Messages view opens and owns it while it is open (decision 0015). */
    chatSocket,
    inspect,
    /** The member's unread notifications (the bell): there from the moment auth says signed in. */
    get notifications(): LiveActors['notifications'] {
      if (!live) throw new Error('Notifications exist only once a member is signed in (decision 0068).');
      return live.notifications;
    },
  };
}

export type AppActors = ReturnType<typeof createAppActors>;

/**
 * Starts every long-lived actor: session restore, the cookie choice, the menu's store. Given
 * `nextTask` (a prerendered page after hydration, decision 0095), each step waits for a task of
 * its own: each re-renders what shows its state, and together they made one long task.
 */
export function startAppActors(actors: AppActors, nextTask?: () => Promise<void>): AppActors {
  void (async () => {
    actors.auth.start().send({ type: 'auth.rehydrate' });
    if (nextTask) await nextTask();
    actors.cookieConsent.start();
    if (nextTask) await nextTask();
    actors.menu.load().catch(() => undefined); // Tried again with the first menu choice.
  })();
  return actors;
}
