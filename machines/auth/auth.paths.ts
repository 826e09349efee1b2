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

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) });

export const authPathModel = {
  name: 'auth',
  machine: authMachine,
  events: [
    { type: 'auth.rehydrate' },
    { type: 'auth.signIn', username: 'ada', password: 'correct horse battery' },
    { type: 'auth.signedUp', profile },
    { type: 'auth.logout' },
    { type: 'auth.refresh' },
    { type: 'auth.sessionLost' },
    { type: 'auth.accountAction', action: 'update-password' },
    done('fetchProfile', profile), failed('fetchProfile', 'Request failed with status code 401'),
    done('signIn', profile), failed('signIn', 'Invalid username or password.'),
    done('refreshSession', profile), failed('refreshSession', 'Token refresh failed'),
    done('logout'), failed('logout', 'Network Error'),
    done('openAccountPopup'), failed('openAccountPopup', 'Popup blocked'),
    done('reloadProfile', profile), failed('reloadProfile', 'Request failed with status code 401'),
  ] as EventObject[],
  screens: {
    '"idle"': 'full-screen logo loading screen',
    '"rehydrating"': 'full-screen logo loading screen',
    '"signedOut"': 'the requested public page with "Log In / Register"; a private page sends you to /auth',
    '"signingIn"': '/auth with the Sign in button busy ("Signing in…")',
    '"authenticated"': 'the requested page; private pages open; your name in the top bar',
    '"refreshing"': 'the same page, still signed in (no visible change)',
    '"accountAction"': 'a 500×600 popup with the account page; the app waits',
    '"reloadingProfile"': 'the same page; your name updates if you changed it',
    '"loggingOut"': 'the same page for a moment, then the site root',
  },
  actions: {
    'auth.rehydrate': 'Open or reload the app',
    'auth.signIn': 'On /auth, enter username and password and press Sign in',
    'auth.signedUp': 'Finish sign-up: enter the e-mailed code and create the account',
    'auth.logout': 'Choose Logout',
    'auth.refresh': 'The app renews the session (e.g. after changing your details)',
    'auth.sessionLost': 'The session cannot be renewed (signed out elsewhere, or the refresh cookie was replayed)',
    'auth.accountAction': 'On /account, choose Change password (opens the popup)',
    'xstate.done.actor.fetchProfile': 'The server confirms the session (GET /auth/profile 200)',
    'xstate.error.actor.fetchProfile': 'The server has no session (GET /auth/profile 401)',
    'xstate.done.actor.signIn': 'The server accepts the credentials',
    'xstate.error.actor.signIn': 'The server refuses them ("Invalid username or password.")',
    'xstate.done.actor.refreshSession': 'The refresh succeeds',
    'xstate.error.actor.refreshSession': 'The refresh fails ("Token refresh failed")',
    'xstate.done.actor.logout': 'The server ends the session',
    'xstate.error.actor.logout': 'The server cannot be reached ("Logout failed"); you are signed out locally',
    'xstate.done.actor.openAccountPopup': 'Finish the action in the popup (it closes itself)',
    'xstate.error.actor.openAccountPopup': 'The browser blocks the popup ("Popup blocked")',
    'xstate.done.actor.reloadProfile': 'The profile reloads with your changes',
    'xstate.error.actor.reloadProfile': 'The profile cannot be reloaded (session gone)',
  },
};
