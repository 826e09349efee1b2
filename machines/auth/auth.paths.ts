// The auth machine's path model: the events a traversal may send and, for QA, what each
// state looks like and what each event means to a person.
import type { EventObject } from 'xstate';
import { authMachine } from './auth.machine';

const profile = {
  user_id: 1,
  preferred_username: 'ada',
  email: 'ada@summit.example',
  given_name: 'Ada',
  family_name: 'Lovelace',
  email_verified: true,
  access_token: 'token',
};

export const authPathModel = {
  name: 'auth',
  machine: authMachine,
  events: [
    { type: 'auth.rehydrate' },
    { type: 'xstate.done.actor.fetchProfile', output: profile },
    { type: 'xstate.error.actor.fetchProfile', error: new Error('Request failed with status code 401') },
  ] as EventObject[],
  screens: {
    '"idle"': 'full-screen logo loading screen',
    '"rehydrating"': 'full-screen logo loading screen',
    '"authenticated"': 'the requested page; private pages open',
    '"failed"': 'the requested public page; a private page sends you to /auth',
  },
  actions: {
    'auth.rehydrate': 'Open or reload the app (or retry after sign-in)',
    'xstate.done.actor.fetchProfile': 'The server confirms the session (GET /auth/profile 200)',
    'xstate.error.actor.fetchProfile': 'The server has no session (GET /auth/profile 401)',
  },
};
