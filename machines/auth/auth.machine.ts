// Session state of the SPA (SPEC §4, the design card's chart): idle → rehydrating →
// authenticated / failed; sign in (hosted redirect or form), sign-up hand-over, building the
// member (roles, active role) and loading the active role's privileges, refresh and popup
// account actions as their own states, role switch, the readiness phase, logout, and the other
// tabs of this browser (sign-in, logout and role switch reach every tab). Effects are named and
// supplied in src/app/actors.ts, so the chart runs unchanged in tests and in the visualizer.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { withEffects } from '../build-once';
import {
  INITIAL_READINESS_PHASE, MESSAGES, type ActiveRole, type MemberLoadResult, type MemberUser, type PrivilegesLoadResult,
} from '../../contracts';
import type { AccountAction, AuthEvent, ProfileResult, TabMessage } from './auth.events';

export interface AuthContext {
  user: MemberUser | null;
  /** The identity profile the member is being built from. */
  identity: ProfileResult | null;
  otpVerified: boolean;
  error: string | null;
  /** A refused sign-in's fields ({ username: sentence }, decision 0057), shown at the field. */
  fieldErrors: Record<string, string>;
  /** Recorded when the active role's privileges cannot load (SPEC §4); the member stays signed in. */
  privilegesError: string | null;
  activePhase: string;
}

/** The identity service owns these fields; a renewed profile updates them on the member. */
export const withIdentity = (user: MemberUser, profile: ProfileResult): MemberUser => ({
  ...user,
  username: profile.preferred_username,
  firstName: profile.given_name ?? '',
  lastName: profile.family_name ?? '',
  email: profile.email,
  otpVerified: profile.email_verified,
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The refused fields of a failure ({ field: sentence }), when the server named them. */
const fieldsOf = (error: unknown): Record<string, string> => {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? fields as Record<string, string> : {};
};
/** The member of a successful load (guarded by memberLoaded), or the reason of a failed one. */
const memberOf = (result: MemberLoadResult) => (result as Extract<MemberLoadResult, { ok: true }>).user;
const failureOf = (result: MemberLoadResult) => (result as Extract<MemberLoadResult, { ok: false }>).error;
const signedOutContext = { user: null, identity: null, otpVerified: false, privilegesError: null, fieldErrors: {} };

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actions: {
    setIdentity: assign((_, { profile }: { profile: ProfileResult }) => ({ identity: profile, otpVerified: profile.email_verified, error: null, fieldErrors: {} })),
    setMember: assign((_, { user }: { user: MemberUser }) => ({ user, otpVerified: user.otpVerified, error: null, privilegesError: null })),
    switchRole: assign(({ context }, { activeRole }: { activeRole: ActiveRole }) => ({
      user: context.user ? { ...context.user, active_role: activeRole, display_name: activeRole.display_name, privileges: null } : null,
      privilegesError: null,
    })),
    mergeIdentity: assign(({ context }, { profile }: { profile: ProfileResult }) => ({
      identity: profile,
      otpVerified: profile.email_verified,
      user: context.user ? withIdentity(context.user, profile) : null,
    })),
    // Supplied in src/app/actors.ts: the token lives in local storage under access_token.
    storeAccessToken: (_, _params: { token: string }) => {},
    forgetAccessToken: () => {},
    /** Full-page redirect to the hosted sign-in (/auth/redirect). */
    redirectToLogin: () => {},
    /** After sign-in: where the member was going, the stored role-uri, their registration_redirect, or home. */
    redirectAfterLogin: (_, _params: { registrationRedirect: string | null }) => {},
    /** After logout: the site root (a full load), carrying a notice such as "Logout failed" across it. */
    goToSiteRoot: (_, _params: { notice: string | null }) => {},
    /** Tells the other tabs of this browser (BroadcastChannel, storage event where there is none). */
    tellOtherTabs: (_, _params: { message: TabMessage }) => {},
    /** Logged out in another tab: a private page gives way to /auth (public pages stay). */
    leavePrivatePage: () => {},
  },
  actors: {
    fetchProfile: fromPromise<ProfileResult>(async () => {
      throw new Error('fetchProfile is not provided');
    }),
    signIn: fromPromise<ProfileResult, { username: string; password: string }>(async () => {
      throw new Error('signIn is not provided');
    }),
    /** SPEC §5–§6: the member record, their roles and active role (machines/member-profile). */
    loadMember: fromPromise<MemberLoadResult, { identity: ProfileResult }>(async () => {
      throw new Error('loadMember is not provided');
    }),
    /** The active role's privileges (machines/privileges). */
    loadPrivileges: fromPromise<PrivilegesLoadResult, { activeRole: ActiveRole }>(async () => {
      throw new Error('loadPrivileges is not provided');
    }),
    /** POST /auth/refresh, then the profile again. */
    refreshSession: fromPromise<ProfileResult>(async () => {
      throw new Error('refreshSession is not provided');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout is not provided');
    }),
    /** Opens the popup; resolves when it reports accountActionDone or is closed, rejects 'Popup blocked'. */
    openAccountPopup: fromPromise<void, { action: AccountAction }>(async () => {
      throw new Error('openAccountPopup is not provided');
    }),
    /** Listens to the other tabs and sends auth.otherTab* events; lives as long as the machine. */
    tabSync: fromCallback<AuthEvent>(() => () => {}),
  },
  guards: {
    memberLoaded: (_, { result }: { result: MemberLoadResult }) => result.ok,
    privilegesKnown: ({ context }) => context.user?.privileges != null || context.privilegesError != null,
    otherMember: ({ context }, { userId }: { userId: number }) => context.user?.user_id !== userId,
    sameMember: ({ context }, { userId }: { userId: number }) => context.user?.user_id === userId,
    hasError: ({ context }) => context.error !== null,
  },
});

/** What a signed-out tab (signedOut or failed) can do. */
const signedOutTransitions = authSetup.createStateConfig({
  on: {
    'auth.rehydrate': 'rehydrating',
    'auth.login': { actions: 'redirectToLogin' },
    'auth.signIn': 'signingIn',
    'auth.signedUp': {
      target: 'signingIn.member',
      actions: [
        { type: 'setIdentity', params: ({ event }) => ({ profile: event.profile }) },
        { type: 'storeAccessToken', params: ({ event }) => ({ token: event.profile.access_token }) },
      ],
    },
    'auth.dismissError': { actions: assign({ error: null, fieldErrors: {} }) },
    // Signed in in another tab: this tab restores the same session.
    'auth.otherTabSignedIn': 'rehydrating',
  },
}).on!;

/** Logged out deliberately in another tab: signed out here too, quietly (no "Token refresh failed"). */
const loggedOutElsewhere = authSetup.createStateConfig({
  on: {
    'auth.otherTabSignedOut': {
      target: '#auth.signedOut',
      actions: [assign({ ...signedOutContext, error: null }), 'forgetAccessToken', 'leavePrivatePage'],
    },
  },
}).on!;

/** The chart, given the `createMachine` to build it with: the setup's (stand-ins) or the app's effects' (below). */
const buildAuth = (createMachine: typeof authSetup.createMachine) => createMachine({
  id: 'auth',
  context: { user: null, identity: null, otpVerified: false, error: null, fieldErrors: {}, privilegesError: null, activePhase: INITIAL_READINESS_PHASE },
  initial: 'idle',
  invoke: { id: 'tabSync', src: 'tabSync' },
  states: {
    idle: {
      description: 'The full-screen logo loading screen.',
      on: { 'auth.rehydrate': 'rehydrating' },
    },
    rehydrating: {
      description: 'The full-screen logo loading screen while the session is restored.',
      tags: ['loading'],
      initial: 'identity',
      states: {
        identity: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: {
              target: 'member',
              actions: [{ type: 'setIdentity', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
            },
            // SPEC §4: a failed restore clears the user and sets rehydration to failed (no message).
            onError: {
              target: '#auth.failed',
              actions: [assign({ ...signedOutContext, error: null }), 'forgetAccessToken'],
            },
          },
        },
        member: {
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            input: ({ context }) => ({ identity: context.identity! }),
            onDone: [
              {
                guard: { type: 'memberLoaded', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.authenticated',
                actions: { type: 'setMember', params: ({ event }) => ({ user: memberOf(event.output) }) },
              },
              {
                target: '#auth.failed',
                actions: [assign({ ...signedOutContext, error: ({ event }) => failureOf(event.output) }), 'forgetAccessToken'],
              },
            ],
            onError: { target: '#auth.failed', actions: [assign({ ...signedOutContext, error: ({ event }) => errorText(event.error) }), 'forgetAccessToken'] },
          },
        },
      },
    },
    signedOut: {
      description: 'Signed out: public pages with "Log In / Register"; a private page sends you to /auth.',
      on: signedOutTransitions,
    },
    // SPEC §4 "failed": no session could be restored, sign-in was refused, or the session ended
    // with a reason (shown on /auth, or as a notice).
    failed: {
      description: 'Signed out after a failure: public pages with "Log In / Register"; /auth shows the reason, if there is one.',
      on: { ...signedOutTransitions, 'auth.dismissError': { target: 'signedOut', actions: assign({ error: null, fieldErrors: {} }) } },
    },
    signingIn: {
      tags: ['submitting'],
      initial: 'credentials',
      states: {
        credentials: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ event }) => (event.type === 'auth.signIn' ? { username: event.username, password: event.password } : { username: '', password: '' }),
            onDone: {
              target: 'member',
              actions: [{ type: 'setIdentity', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
            },
            // The reason, and each refused field's sentence for its field (decision 0057).
            onError: {
              target: '#auth.failed',
              actions: assign({ error: ({ event }) => errorText(event.error), fieldErrors: ({ event }) => fieldsOf(event.error) }),
            },
          },
        },
        member: {
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            input: ({ context }) => ({ identity: context.identity! }),
            onDone: [
              {
                guard: { type: 'memberLoaded', params: ({ event }) => ({ result: event.output }) },
                target: '#auth.authenticated',
                actions: [
                  { type: 'setMember', params: ({ event }) => ({ user: memberOf(event.output) }) },
                  { type: 'redirectAfterLogin', params: ({ event }) => ({ registrationRedirect: memberOf(event.output).registration_redirect }) },
                  { type: 'tellOtherTabs', params: ({ event }) => ({ message: { kind: 'signedIn' as const, userId: memberOf(event.output).user_id } }) },
                ],
              },
              {
                // SPEC §4: a failed login sets status failed and stores the error. The identity
                // session exists but is unusable without a member, so it is ended too.
                target: '#auth.discardingSession',
                actions: assign({ ...signedOutContext, error: ({ event }) => failureOf(event.output) }),
              },
            ],
            onError: { target: '#auth.discardingSession', actions: assign({ ...signedOutContext, error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    // Sign-in worked but no member could be built: end that session quietly, keep the error shown.
    discardingSession: {
      description: '/auth with the Sign in button busy; the reason appears next.',
      tags: ['submitting'],
      invoke: {
        id: 'discardSession',
        src: 'logout',
        onDone: { target: 'failed', actions: 'forgetAccessToken' },
        onError: { target: 'failed', actions: 'forgetAccessToken' },
      },
    },
    authenticated: {
      tags: ['signedIn'],
      initial: 'checking',
      states: {
        // Coming back from a refresh or an account action keeps privileges already loaded.
        checking: {
          always: [{ guard: 'privilegesKnown', target: 'ready' }, { target: 'loadingPrivileges' }],
        },
        loadingPrivileges: {
          tags: ['loadingPrivileges'],
          invoke: {
            id: 'loadPrivileges',
            src: 'loadPrivileges',
            input: ({ context }) => ({ activeRole: context.user!.active_role }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => (event.output.ok
                ? { user: context.user ? { ...context.user, privileges: event.output.privileges } : null, privilegesError: null }
                : { privilegesError: event.output.error })),
            },
            onError: { target: 'ready', actions: assign({ privilegesError: ({ event }) => errorText(event.error) }) },
          },
        },
        ready: {},
      },
      on: {
        'auth.logout': 'loggingOut',
        'auth.refresh': 'refreshing',
        'auth.accountAction': 'accountAction',
        'auth.profileUpdated': {
          actions: [{ type: 'mergeIdentity', params: ({ event }) => ({ profile: event.profile }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.profile.access_token }) }],
        },
        // SPEC §4: the active role replaces active_role and the display name; its privileges load anew.
        'auth.activeRoleChanged': {
          target: '.loadingPrivileges',
          reenter: true,
          actions: [
            { type: 'switchRole', params: ({ event }) => ({ activeRole: event.activeRole }) },
            { type: 'tellOtherTabs', params: ({ context, event }) => ({ message: { kind: 'roleChanged' as const, userId: context.user!.user_id, activeRole: event.activeRole } }) },
          ],
        },
        // Switch View in another tab: the same role here, without telling the others again.
        'auth.otherTabRoleChanged': {
          guard: { type: 'sameMember', params: ({ event }) => ({ userId: event.userId }) },
          target: '.loadingPrivileges',
          reenter: true,
          actions: { type: 'switchRole', params: ({ event }) => ({ activeRole: event.activeRole }) },
        },
        // Another member signed in in another tab: this browser's session is theirs now.
        'auth.otherTabSignedIn': {
          guard: { type: 'otherMember', params: ({ event }) => ({ userId: event.userId }) },
          target: 'rehydrating',
          actions: assign(signedOutContext),
        },
        // SPEC §4 "readiness journey": the current phase follows the member's journey.
        'auth.phaseChanged': { actions: assign({ activePhase: ({ event }) => event.phase }) },
        'auth.sessionLost': {
          target: 'failed',
          actions: [assign({ ...signedOutContext, error: MESSAGES.tokenRefreshFailed }), 'forgetAccessToken'],
        },
        ...loggedOutElsewhere,
        'auth.dismissError': { actions: assign({ error: null }) },
      },
    },
    refreshing: {
      description: 'The same page, still signed in, while the session is renewed (no visible change).',
      tags: ['signedIn'],
      // Log out or an account action pressed meanwhile is not lost: the renewal is dropped (the
      // server's reuse grace still maps the cookie it just rotated to the session, so logout ends it).
      on: { ...loggedOutElsewhere, 'auth.logout': 'loggingOut', 'auth.accountAction': 'accountAction' },
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'mergeIdentity', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
        },
        // SPEC §4: a failed refresh logs out and reports the failure.
        onError: { target: 'loggingOut', actions: assign({ error: MESSAGES.tokenRefreshFailed }) },
      },
    },
    accountAction: {
      description: 'A 500×600 popup with the account page; the app waits. Log out still works: the popup closes.',
      tags: ['signedIn', 'popupOpen'],
      // Leaving the state stops the popup's actor, which closes the popup (src/lib/account-popup.ts).
      on: { ...loggedOutElsewhere, 'auth.logout': 'loggingOut' },
      invoke: {
        id: 'openAccountPopup',
        src: 'openAccountPopup',
        input: ({ event }) => ({ action: event.type === 'auth.accountAction' ? event.action : 'update-profile' }),
        onDone: 'reloadingProfile',
        onError: { target: 'authenticated', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    reloadingProfile: {
      description: 'The same page; your name updates if you changed it.',
      tags: ['signedIn'],
      on: { ...loggedOutElsewhere, 'auth.logout': 'loggingOut' },
      invoke: {
        id: 'reloadProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'mergeIdentity', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
        },
        // SPEC §8: the session could not be renewed after the member changed their account.
        onError: { target: 'failed', actions: [assign({ ...signedOutContext, error: MESSAGES.refreshAfterUserUpdateFailed }), 'forgetAccessToken'] },
      },
    },
    loggingOut: {
      description: 'The same page for a moment, then the site root.',
      tags: ['signedIn'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: [
          {
            // After a failed refresh: signed out with the reason ("Token refresh failed").
            guard: 'hasError',
            target: 'failed',
            actions: [assign(signedOutContext), 'forgetAccessToken', { type: 'tellOtherTabs', params: { message: { kind: 'signedOut' } } }, { type: 'goToSiteRoot', params: ({ context }) => ({ notice: context.error }) }],
          },
          {
            target: 'signedOut',
            actions: [assign(signedOutContext), 'forgetAccessToken', { type: 'tellOtherTabs', params: { message: { kind: 'signedOut' } } }, { type: 'goToSiteRoot', params: ({ context }) => ({ notice: context.error }) }],
          },
        ],
        // The server could not be told; locally the member is signed out all the same.
        onError: {
          target: 'failed',
          actions: [assign({ ...signedOutContext, error: MESSAGES.logoutFailed }), 'forgetAccessToken', { type: 'goToSiteRoot', params: { notice: MESSAGES.logoutFailed } }],
        },
      },
    },
  },
});

/** The session chart with named stand-ins for its effects: unit and path tests, the visualizer. */
export const authMachine = /* @__PURE__ */ buildAuth(authSetup.createMachine);

/** The effects src/app/actors.ts supplies. */
export type AuthEffects = Parameters<typeof authMachine.provide>[0];

/**
 * What `authMachine.provide(effects)` gives, built once: the app's bundle then never builds the
 * stand-ins' machine (decision 0096).
 */
export const provideAuthMachine = (effects: AuthEffects) => buildAuth(withEffects(authSetup.createMachine, effects));
