// The session machine's path model: the auth updates and socket reports a traversal may send,
// and what each means to a person walking it (screens come from the chart's descriptions).
import type { EventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { sessionMachine } from './session.machine';

const signIn = { type: 'session.auth', userId: 7, token: 'token-a' };
const renewed = { type: 'session.auth', userId: 7, token: 'token-b' };
const otherMember = { type: 'session.auth', userId: 9, token: 'token-z' };
const signOut = { type: 'session.auth', userId: null, token: null };

export const sessionPathModel = {
  name: 'session',
  machine: sessionMachine,
  events: [signIn, renewed, otherMember, signOut, { type: 'session.socketUp' }, { type: 'session.socketDown' }] as EventObject[],
  screens: stateDescriptions(sessionMachine),
  step: (event: EventObject) => {
    if (event === signIn) return 'Sign in (or open the app signed in)';
    if (event === renewed) return 'The app renews the session on its own (e.g. after 15 minutes)';
    if (event === otherMember) return 'Another member signs in, in this tab or another tab of this browser';
    if (event === signOut) return 'Log out (here or in another tab of this browser)';
    return undefined;
  },
  actions: {
    'session.socketUp': 'Live updates connect (the server accepts the connection)',
    'session.socketDown': 'The connection drops (e.g. the server restarts, or the network goes away)',
  },
};
