// The socket connection of SPEC §4/§9: connect with the access token as auth; socket.io itself
// reconnects with backoff (1000–5000 ms, randomization 0.5, unlimited attempts, 20 s timeout).
// It stops retrying when the server's middleware refuses the handshake, so an auth refusal
// renews the token and connects again. connect, connect_error and disconnect cause no visible
// action: errors are kept in context (SPEC §8 'socket has been disconnected', 'timeout') only.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../../contracts';

export interface SocketConnectionContext {
  token: string | null;
  error: string | null;
  /** Consecutive auth refusals; a second one in a row after a renewal stops trying. */
  authFailures: number;
}

export type SocketConnectionEvent =
  | { type: 'socket.start'; token: string }
  | { type: 'socket.stop' }
  /** The app renewed the access token on its own: reconnect with it. */
  | { type: 'socket.tokenChanged'; token: string }
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected'; reason: string }
  | { type: 'socket.connectError'; message: string; auth: boolean };

/** Events the socket effect sends back to the machine. */
export type SocketReport = Extract<SocketConnectionEvent, { type: 'socket.connected' | 'socket.disconnected' | 'socket.connectError' }>;

export const socketConnectionMachine = setup({
  types: {
    context: {} as SocketConnectionContext,
    events: {} as SocketConnectionEvent,
  },
  actors: {
    /** Opens the socket with the token; reports connect / disconnect / connect_error; closes on stop. */
    socket: fromCallback<SocketConnectionEvent, { token: string }>(() => {
      throw new Error('socket is not provided');
    }),
    /** Renews the session and returns the new access token. */
    refreshToken: fromPromise<string>(async () => {
      throw new Error('refreshToken is not provided');
    }),
  },
  guards: {
    gaveUpOnAuth: ({ context }) => context.authFailures >= 1,
  },
}).createMachine({
  id: 'socketConnection',
  context: { token: null, error: null, authFailures: 0 },
  initial: 'idle',
  on: {
    'socket.stop': { target: '.idle', actions: assign({ token: null, error: null, authFailures: 0 }) },
  },
  states: {
    idle: {
      on: {
        'socket.start': { target: 'active', actions: assign({ token: ({ event }) => event.token, error: null, authFailures: 0 }) },
      },
    },
    active: {
      initial: 'connecting',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ token: context.token ?? '' }) },
      on: {
        // A new token needs a new handshake: leave and re-enter, so the socket is opened anew.
        'socket.tokenChanged': { target: 'active', reenter: true, actions: assign({ token: ({ event }) => event.token }) },
        'socket.connectError': [
          { guard: ({ event }) => event.auth, target: 'renewingToken', actions: assign({ error: ({ event }) => event.message }) },
          // socket.io keeps retrying on its own (timeouts, network): record and wait.
          { target: '.reconnecting', actions: assign({ error: ({ event }) => event.message }) },
        ],
      },
      states: {
        connecting: {
          tags: ['connecting'],
          on: { 'socket.connected': { target: 'connected', actions: assign({ error: null, authFailures: 0 }) } },
        },
        connected: {
          tags: ['connected'],
          on: {
            // The effect reconnects (also after a server-side disconnect, e.g. a restart).
            'socket.disconnected': { target: 'reconnecting', actions: assign({ error: MESSAGES.socketDisconnected }) },
          },
        },
        reconnecting: {
          tags: ['connecting'],
          on: { 'socket.connected': { target: 'connected', actions: assign({ error: null, authFailures: 0 }) } },
        },
      },
    },
    renewingToken: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: [
          // Refused again right after a renewal: the session itself is gone; wait for a new start.
          { guard: 'gaveUpOnAuth', target: 'idle', actions: assign({ token: null }) },
          { target: 'active', actions: assign({ token: ({ event }) => event.output, authFailures: ({ context }) => context.authFailures + 1 }) },
        ],
        onError: { target: 'idle', actions: assign({ token: null }) },
      },
    },
  },
});
