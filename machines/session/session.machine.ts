// The signed-in session's live parts (issue 6, issue 17): the notification socket and the unread
// notifications, started and stopped with the member's session. It replaces the hand-written
// links of src/app/live-updates.ts: the auth machine's state arrives as `session.auth` events
// (the `authUpdates` effect follows the auth actor), and this chart decides what follows —
// signing in loads the unread notifications and opens the socket with the access token, a
// renewed token reaches a socket that is not connected, a reconnection loads the list again
// (nothing stored while the socket was down is missed), signing out closes both.
import { assign, fromCallback, raise, sendTo, setup } from 'xstate';
import { notificationsMachine } from '../notifications';
import { socketConnectionMachine } from '../socket-connection';

export interface SessionContext {
  /** The signed-in member, or null. */
  userId: number | null;
  /** The access token the socket last connected (or is connecting) with. */
  token: string | null;
}

export type SessionEvent =
  /** The auth machine's state: the signed-in member and their access token, or nulls when signed out. */
  | { type: 'session.auth'; userId: number | null; token: string | null }
  /** The notification socket connected. */
  | { type: 'session.socketUp' }
  /** The notification socket is not connected (connecting, reconnecting, renewing or closed). */
  | { type: 'session.socketDown' };

type AuthUpdate = Extract<SessionEvent, { type: 'session.auth' }>;
const signedIn = (e: AuthUpdate) => e.userId !== null && e.token !== null;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** The unread notifications of the bell (machines/notifications), effects provided by the app. */
    notifications: notificationsMachine,
    /** The notification socket (machines/socket-connection), effects provided by the app. */
    socket: socketConnectionMachine,
    /** Follows the auth actor: sends `session.auth` now and whenever the member or token changes. */
    authUpdates: fromCallback<SessionEvent>(() => () => {}),
  },
  guards: {
    signsIn: (_, e: AuthUpdate) => signedIn(e),
    signsOut: (_, e: AuthUpdate) => !signedIn(e),
    otherMember: ({ context }, e: AuthUpdate) => signedIn(e) && e.userId !== context.userId,
    tokenChanged: ({ context }, e: AuthUpdate) => signedIn(e) && e.token !== context.token,
    newTokenSameMember: ({ context }, e: AuthUpdate) => signedIn(e) && e.userId === context.userId && e.token !== context.token,
  },
  actions: {
    remember: assign((_, e: AuthUpdate) => ({ userId: e.userId, token: e.token })),
    forget: assign({ userId: null, token: null }),
    loadNotifications: sendTo('notifications', ({ context }) => ({ type: 'notifications.load' as const, userId: context.userId! })),
    resetNotifications: sendTo('notifications', { type: 'notifications.reset' as const }),
    startSocket: sendTo('socket', ({ context }) => ({ type: 'socket.start' as const, token: context.token! })),
    stopSocket: sendTo('socket', { type: 'socket.stop' as const }),
    renewSocketToken: sendTo('socket', ({ context }) => ({ type: 'socket.tokenChanged' as const, token: context.token! })),
  },
}).createMachine({
  id: 'session',
  description: 'The live parts of a signed-in session: the notification socket and the bell.',
  context: { userId: null, token: null },
  invoke: [
    { id: 'notifications', systemId: 'notifications', src: 'notifications' },
    {
      id: 'socket',
      systemId: 'socket',
      src: 'socket',
      onSnapshot: {
        actions: raise(({ event }) => ({ type: event.snapshot.hasTag('connected') ? 'session.socketUp' as const : 'session.socketDown' as const })),
      },
    },
    { id: 'authUpdates', src: 'authUpdates' },
  ],
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'Signed out: no bell, no live updates.',
      on: {
        'session.auth': {
          guard: { type: 'signsIn', params: ({ event }) => event },
          target: 'signedIn',
          actions: [{ type: 'remember', params: ({ event }) => event }, 'loadNotifications', 'startSocket'],
        },
      },
    },
    signedIn: {
      description: 'Signed in: the bell shows your unread notifications.',
      initial: 'connecting',
      on: {
        'session.auth': [
          {
            guard: { type: 'signsOut', params: ({ event }) => event },
            target: 'signedOut',
            actions: ['forget', 'resetNotifications', 'stopSocket'],
          },
          {
            // Another member in this tab (signed in elsewhere, then here): their bell, their socket.
            guard: { type: 'otherMember', params: ({ event }) => event },
            target: 'signedIn',
            reenter: true,
            actions: [{ type: 'remember', params: ({ event }) => event }, 'stopSocket', 'loadNotifications', 'startSocket'],
          },
          {
            // A renewed token reaches a socket that is not connected (a live one: see `live`).
            guard: { type: 'tokenChanged', params: ({ event }) => event },
            actions: [{ type: 'remember', params: ({ event }) => event }, 'renewSocketToken'],
          },
        ],
      },
      states: {
        connecting: {
          description: 'Signed in: the bell shows your unread notifications; live updates are connecting (nothing visible).',
          on: { 'session.socketUp': 'live' },
        },
        live: {
          description: 'Signed in: new notifications appear on the bell without reloading.',
          on: {
            'session.socketDown': 'interrupted',
            // A live socket keeps its handshake: the renewed token is used on the next connection.
            'session.auth': {
              guard: { type: 'newTokenSameMember', params: ({ event }) => event },
              actions: { type: 'remember', params: ({ event }) => event },
            },
          },
        },
        interrupted: {
          description: 'Signed in: live updates pause and resume on their own (nothing visible).',
          on: { 'session.socketUp': { target: 'live', actions: 'loadNotifications' } },
        },
      },
    },
  },
});
