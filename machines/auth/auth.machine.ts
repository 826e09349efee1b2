// Session state of the SPA (SPEC §4): restore on load, sign in (hosted redirect or form),
// sign-up hand-over, refresh, popup account actions and logout. Effects are named and
// supplied in src/app/actors.ts, so the chart runs unchanged in tests and in the visualizer.
import { assign, fromPromise, setup } from 'xstate';
import { INITIAL_READINESS_PHASE, MESSAGES, type SessionUser } from '../../contracts';
import type { AccountAction, AuthEvent, ProfileResult } from './auth.events';

export interface AuthContext {
  user: SessionUser | null;
  otpVerified: boolean;
  error: string | null;
  activePhase: string;
}

export const toSessionUser = (profile: ProfileResult): SessionUser => ({
  user_id: profile.user_id,
  username: profile.preferred_username,
  firstName: profile.given_name ?? '',
  lastName: profile.family_name ?? '',
  email: profile.email,
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actions: {
    setSession: assign((_, { profile }: { profile: ProfileResult }) => ({
      user: toSessionUser(profile), otpVerified: profile.email_verified, error: null,
    })),
    // Supplied in src/app/actors.ts: the token lives in local storage under access_token.
    storeAccessToken: (_, _params: { token: string }) => {},
    forgetAccessToken: () => {},
    /** Full-page redirect to the hosted sign-in (/auth/redirect). */
    redirectToLogin: () => {},
    /** After sign-in: where the member was going, or the stored role-uri, or their home. */
    redirectAfterLogin: () => {},
    /** After logout: the site root. */
    goToSiteRoot: () => {},
  },
  actors: {
    fetchProfile: fromPromise<ProfileResult>(async () => {
      throw new Error('fetchProfile is not provided');
    }),
    signIn: fromPromise<ProfileResult, { username: string; password: string }>(async () => {
      throw new Error('signIn is not provided');
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
  },
}).createMachine({
  id: 'auth',
  context: { user: null, otpVerified: false, error: null, activePhase: INITIAL_READINESS_PHASE },
  initial: 'idle',
  states: {
    idle: {
      on: { 'auth.rehydrate': 'rehydrating' },
    },
    rehydrating: {
      tags: ['loading'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'setSession', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
        },
        onError: {
          target: 'signedOut',
          actions: [assign({ user: null, otpVerified: false, error: null }), 'forgetAccessToken'],
        },
      },
    },
    signedOut: {
      on: {
        'auth.rehydrate': 'rehydrating',
        'auth.login': { actions: 'redirectToLogin' },
        'auth.signIn': 'signingIn',
        'auth.signedUp': {
          target: 'authenticated',
          actions: [{ type: 'setSession', params: ({ event }) => ({ profile: event.profile }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.profile.access_token }) }, 'redirectAfterLogin'],
        },
        'auth.dismissError': { actions: assign({ error: null }) },
      },
    },
    signingIn: {
      tags: ['submitting'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'auth.signIn' ? { username: event.username, password: event.password } : { username: '', password: '' }),
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'setSession', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }, 'redirectAfterLogin'],
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => errorText(event.error) }),
        },
      },
    },
    authenticated: {
      tags: ['signedIn'],
      on: {
        'auth.logout': 'loggingOut',
        'auth.refresh': 'refreshing',
        'auth.accountAction': 'accountAction',
        'auth.profileUpdated': {
          actions: [{ type: 'setSession', params: ({ event }) => ({ profile: event.profile }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.profile.access_token }) }],
        },
        'auth.sessionLost': {
          target: 'signedOut',
          actions: [assign({ user: null, otpVerified: false, error: MESSAGES.tokenRefreshFailed }), 'forgetAccessToken'],
        },
        'auth.dismissError': { actions: assign({ error: null }) },
      },
    },
    refreshing: {
      tags: ['signedIn'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'setSession', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
        },
        // SPEC §4: a failed refresh logs out and reports the failure.
        onError: { target: 'loggingOut', actions: assign({ error: MESSAGES.tokenRefreshFailed }) },
      },
    },
    accountAction: {
      tags: ['signedIn', 'popupOpen'],
      invoke: {
        id: 'openAccountPopup',
        src: 'openAccountPopup',
        input: ({ event }) => ({ action: event.type === 'auth.accountAction' ? event.action : 'update-profile' }),
        onDone: 'reloadingProfile',
        onError: { target: 'authenticated', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    reloadingProfile: {
      tags: ['signedIn'],
      invoke: {
        id: 'reloadProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'setSession', params: ({ event }) => ({ profile: event.output }) }, { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) }],
        },
        onError: { target: 'signedOut', actions: [assign({ user: null, otpVerified: false }), 'forgetAccessToken'] },
      },
    },
    loggingOut: {
      tags: ['signedIn'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: [assign({ user: null, otpVerified: false }), 'forgetAccessToken', 'goToSiteRoot'],
        },
        // The server could not be told; locally the member is signed out all the same.
        onError: {
          target: 'signedOut',
          actions: [assign({ user: null, otpVerified: false, error: MESSAGES.logoutFailed }), 'forgetAccessToken', 'goToSiteRoot'],
        },
      },
    },
  },
});
