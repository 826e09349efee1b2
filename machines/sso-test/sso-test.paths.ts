import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { ssoTestMachine } from './sso-test.machine';

export const ssoTestPathModel = {
  name: 'sso-test',
  machine: ssoTestMachine,
  events: [
    { type: 'sso.start', request: { tenant_id: 'startup-summit', redirect_uri: 'http://localhost:3000/sso-initiate-test', action: 'update-profile' } },
    { type: 'sso.retry' },
    { type: 'xstate.done.actor.loadProfile', output: { user_id: 7, preferred_username: 'maya', email: 'maya@example.org', given_name: 'Maya', family_name: 'Rao', email_verified: true, access_token: 't' } },
    { type: 'xstate.error.actor.loadProfile', error: new Error('401') },
  ] as EventObject[],
  screens: stateDescriptions(ssoTestMachine),
  actions: {
    'sso.start': 'Choose tenant, return address and action, press "Start single sign-on"',
    'sso.retry': 'Press "Try again"',
    'xstate.done.actor.loadProfile': 'The auth service answers with the session’s profile',
    'xstate.error.actor.loadProfile': 'The auth service answers that nobody is signed in',
  },
};
