import type { io as connect, Socket } from 'socket.io-client';
import { fromCallback, type AnyActorRef } from 'xstate';
import { SOCKET, SOCKET_AUTH_ERROR } from '../../contracts';
import type { SocketConnectionEvent } from '../../machines/socket-connection';

export interface SocketListeners {
  [event: string]: (payload: never) => void;
}

type Listeners = (scope: { system: { get: (systemId: string) => AnyActorRef | undefined } }) => SocketListeners;

/**
 * The socket effect of machines/socket-connection: opens a socket.io connection with the access
 * token as auth and the reconnection rules of SPEC §9, reports connect / disconnect /
 * connect_error to the machine and hands domain events (new_notification, new_message, …) to
 * the listeners (given the actor system: they reach a sibling actor by its systemId). A
 * server-side disconnect (e.g. a restart) is not retried by socket.io, so it
 * reconnects here. Closing the actor closes the socket.
 *
 * socket.io-client is imported when the first socket opens (after sign-in), so it is not on the
 * guest path (decision 0064); an actor stopped before the import settles opens nothing.
 */
export function socketEffect(namespace: string, listeners: Listeners, options: { websocketOnly?: boolean } = {}) {
  return fromCallback<SocketConnectionEvent, { token: string }>(({ input, sendBack, system }) => {
    let socket: Socket | null = null;
    let stopped = false;
    import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      socket = open(io, namespace, input.token, options);
      socket.on('connect', () => sendBack({ type: 'socket.connected' }));
      socket.on('disconnect', (reason) => {
        sendBack({ type: 'socket.disconnected', reason });
        if (reason === 'io server disconnect') socket?.connect();
      });
      socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
        const auth = error.data?.code === SOCKET_AUTH_ERROR.code || error.message === SOCKET_AUTH_ERROR.message;
        sendBack({ type: 'socket.connectError', message: error.message, auth });
      });
      for (const [event, handler] of Object.entries(listeners({ system }))) socket.on(event, handler as (payload: unknown) => void);
    }, (error: Error) => {
      // The chunk did not load (offline, a new deploy): the machine records it like any connect error.
      if (!stopped) sendBack({ type: 'socket.connectError', message: error.message, auth: false });
    });
    return () => {
      stopped = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  });
}

function open(io: typeof connect, namespace: string, token: string, options: { websocketOnly?: boolean }): Socket {
  const base = import.meta.env.VITE_API_URL ?? window.location.origin;
  return io(`${base}${namespace === '/' ? '' : namespace}`, {
    path: SOCKET.path,
    auth: { token },
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: SOCKET.reconnectionDelay,
    reconnectionDelayMax: SOCKET.reconnectionDelayMax,
    randomizationFactor: SOCKET.randomizationFactor,
    reconnectionAttempts: SOCKET.reconnectionAttempts,
    timeout: SOCKET.timeout,
    ...(options.websocketOnly ? { transports: ['websocket'] } : {}),
  });
}
