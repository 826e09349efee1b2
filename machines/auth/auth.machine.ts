// Session state of the SPA (SPEC §4). This first version restores a session on page load
// from GET /auth/profile; login, logout, refresh and roles arrive with the identity issue.
import { assign, fromPromise, setup } from 'xstate';
import { INITIAL_READINESS_PHASE, type SessionUser } from '../../contracts';
import type { AuthEvent, ProfileResult } from './auth.events';

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
    // Supplied in src/app/actors.ts: the token lives in local storage under access_token.
    storeAccessToken: (_, _params: { token: string }) => {},
    forgetAccessToken: () => {},
  },
  actors: {
    // Supplied in src/app/actors.ts: GET /auth/profile.
    fetchProfile: fromPromise<ProfileResult>(async () => {
      throw new Error('fetchProfile is not provided');
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
          actions: [
            assign({
              user: ({ event }) => toSessionUser(event.output),
              otpVerified: ({ event }) => event.output.email_verified,
              error: null,
            }),
            { type: 'storeAccessToken', params: ({ event }) => ({ token: event.output.access_token }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ user: null, otpVerified: false, error: ({ event }) => errorText(event.error) }),
            'forgetAccessToken',
          ],
        },
      },
    },
    authenticated: {},
    // Signed out: a later sign-in or a retry restores the session again.
    failed: {
      on: { 'auth.rehydrate': 'rehydrating' },
    },
  },
});
