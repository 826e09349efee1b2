import type { AnyEventObject } from 'xstate';
import { socketConnectionMachine } from './socket-connection.machine';

export const socketConnectionPathModel = {
  name: 'socket-connection',
  machine: socketConnectionMachine,
  events: [
    { type: 'socket.start', token: 'token' },
    { type: 'socket.stop' },
    { type: 'socket.tokenChanged', token: 'token-2' },
    { type: 'socket.connected' },
    { type: 'socket.disconnected', reason: 'transport close' },
    { type: 'socket.connectError', message: 'timeout', auth: false },
    { type: 'socket.connectError', message: 'unauthorized', auth: true },
    { type: 'xstate.done.actor.refreshToken', output: 'token-3' },
    { type: 'xstate.error.actor.refreshToken', error: new Error('Token refresh failed') },
  ] as AnyEventObject[],
  screens: {
    '"idle"': 'signed out (or given up): no socket; nothing visible',
    '{"active":"connecting"}': 'signed in; live updates are being connected (nothing visible)',
    '{"active":"connected"}': 'signed in; new notifications and chat messages arrive without reloading',
    '{"active":"reconnecting"}': 'signed in; live updates pause and resume on their own within seconds (nothing visible)',
    '"renewingToken"': 'signed in; the session is renewed in the background (nothing visible)',
  },
  actions: {
    'socket.start': 'Sign in (or open the app signed in)',
    'socket.stop': 'Sign out',
    'socket.tokenChanged': 'The app renews the session on its own (e.g. after 15 minutes)',
    'socket.connected': 'The server accepts the connection',
    'socket.disconnected': 'The connection drops (e.g. the server restarts)',
    'socket.connectError': 'The handshake fails: a timeout, or the server refuses an expired token',
    'xstate.done.actor.refreshToken': 'The session is renewed',
    'xstate.error.actor.refreshToken': 'The session cannot be renewed',
  },
};
