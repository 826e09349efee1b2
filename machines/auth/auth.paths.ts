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

const role = { role_id: 2, role_name: 'expert', display_name: 'Expert', parent_user_id: null, role_parent_id: null };
const activeRole = { role_id: 2, role_type: 'expert', parent_user_id: null, role_parent_id: null, display_name: 'Expert' };
const member = {
  user_id: 1, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', phone_number: null, email: 'ada@summit.example', otpVerified: true,
  roles: [role], active_role: activeRole, display_name: 'Expert', roll_number: null, profile_image: null, age: null, gender: null,
  registration_redirect: null, enabled: true, privileges: null,
};
const readStartups = { privilege_id: 1, role_id: 2, privilege_menu_id: 212, privilege_access_scope: 'private', privilege_access_type: ['read'] };

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
    { type: 'auth.activeRoleChanged', activeRole: { ...activeRole, role_id: 1, role_type: 'volunteer', display_name: 'Volunteer' } },
    { type: 'auth.dismissError' },
    done('loadMember', { ok: true, user: member }), done('loadMember', { ok: false, error: 'Resource not found.', statusCode: 404 }),
    failed('loadMember', 'Network Error'),
    done('loadPrivileges', { ok: true, privileges: [readStartups] }), done('loadPrivileges', { ok: false, error: 'Failed to fetch system role privileges.' }),
    failed('loadPrivileges', 'Network Error'),
    done('discardSession'), failed('discardSession', 'Network Error'),
    done('fetchProfile', profile), failed('fetchProfile', 'Request failed with status code 401'),
    done('signIn', profile), failed('signIn', 'Invalid username or password.'),
    done('refreshSession', profile), failed('refreshSession', 'Token refresh failed'),
    done('logout'), failed('logout', 'Network Error'),
    done('openAccountPopup'), failed('openAccountPopup', 'Popup blocked'),
    done('reloadProfile', profile), failed('reloadProfile', 'Request failed with status code 401'),
  ] as EventObject[],
  step: (event: EventObject) => {
    if (event.type !== 'auth.otherTabSignedIn') return undefined;
    return (event as { userId?: number }).userId === 1
      ? 'Sign in in another tab of this browser (this tab follows within a second)'
      : 'Another member signs in in another tab of this browser (this tab becomes theirs)';
  },
  screens: {
    '"idle"': 'full-screen logo loading screen',
    '{"rehydrating":"identity"}': 'full-screen logo loading screen',
    '{"rehydrating":"member"}': 'full-screen logo loading screen (your roles are loading)',
    '"signedOut"': 'the requested public page with "Log In / Register"; a private page sends you to /auth',
    '"failed"': 'signed out after a failure: the public page with "Log In / Register"; /auth shows the reason (e.g. "Invalid username or password."), or nothing when there was simply no session',
    '{"signingIn":"credentials"}': '/auth with the Sign in button busy ("Signing in…")',
    '{"signingIn":"member"}': '/auth with the Sign in button still busy while your roles load',
    '"discardingSession"': '/auth with the Sign in button busy; the reason appears next',
    '{"authenticated":"loadingPrivileges"}': 'the requested page; your name and active role in the top bar; community tabs appear once privileges load',
    '{"authenticated":"ready"}': 'the requested page; the account menu lists what your active role offers; community tabs your role may read',
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
    'auth.accountAction': 'On /account, choose "Change password in a window" (opens the popup)',
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
    'auth.activeRoleChanged': 'On /select-role (Switch View), choose another of your roles',
    'auth.phaseChanged': 'On /readiness-journey, mark the current phase (Awakening) done',
    'auth.otherTabSignedOut': 'In another tab of this browser, choose Logout (this tab follows within a second, without "Token refresh failed")',
    'auth.otherTabRoleChanged': 'In another tab of this browser, switch to another of your roles (this tab follows)',
    'auth.dismissError': 'On /auth, correct the username or password after the message (it goes away)',
    'xstate.done.actor.loadMember': 'Your member record and roles load (or the reason they cannot: "Resource not found.", "Failed to fetch temp role data")',
    'xstate.error.actor.loadMember': 'The server cannot be reached while loading your roles',
    'xstate.done.actor.loadPrivileges': 'Your active role’s privileges load (or a fallback message such as "Failed to fetch system role privileges.")',
    'xstate.error.actor.loadPrivileges': 'The server cannot be reached while loading privileges',
    'xstate.done.actor.discardSession': 'The half-made session is ended on the server',
    'xstate.error.actor.discardSession': 'The server cannot be reached to end it; you are signed out here all the same',
    'xstate.done.actor.reloadProfile': 'The profile reloads with your changes',
    'xstate.error.actor.reloadProfile': 'The profile cannot be reloaded (session gone): signed out with "Access token refresh failed after user update"',
  },
};

/**
 * The other tabs of this browser (issue 17), walked apart so neither checklist passes ~40 paths:
 * only what it takes to be signed out, signed in, refreshing or in the popup, plus what other
 * tabs tell this one.
 */
export const authTabsPathModel = {
  ...authPathModel,
  name: 'auth: other tabs of this browser',
  events: [
    { type: 'auth.rehydrate' },
    { type: 'auth.refresh' },
    { type: 'auth.accountAction', action: 'update-password' },
    { type: 'auth.phaseChanged', phase: 'ideation' },
    { type: 'auth.otherTabSignedIn', userId: 1 },
    { type: 'auth.otherTabSignedIn', userId: 2 },
    { type: 'auth.otherTabSignedOut' },
    { type: 'auth.otherTabRoleChanged', userId: 1, activeRole: { ...activeRole, role_id: 1, role_type: 'volunteer', display_name: 'Volunteer' } },
    done('fetchProfile', profile), failed('fetchProfile', 'Request failed with status code 401'),
    done('loadMember', { ok: true, user: member }),
    done('loadPrivileges', { ok: true, privileges: [readStartups] }),
    done('openAccountPopup'),
  ] as EventObject[],
};

export const authPathModels = [authPathModel, authTabsPathModel];
