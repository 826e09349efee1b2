import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Namespace, type Socket } from 'socket.io';
import { SOCKET, SOCKET_AUTH_ERROR, userRoom } from '../../contracts';
import type { AccessClaims } from '../auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtime: {
      /** The notifications namespace (default) and the chat namespace (SPEC §7). */
      notifications: Namespace;
      chat: Namespace;
      /** Sends an event to every socket of these members, on every process (adapter). */
      toUsers(namespace: Namespace, userIds: number[], event: string, payload: unknown): void;
    };
  }
}

export interface SocketData {
  user: AccessClaims;
}

type AuthedSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/**
 * socket.io on the same HTTP server as the API, so SPA, API and sockets share one origin. Every
 * handshake carries the access token (`auth.token`); a missing, expired or forged one is refused
 * with `unauthorized`, which the client answers by renewing its token. Each member's sockets join
 * their own room, so events reach only them.
 */
export default fp(async (app) => {
  const io = new Server(app.server, { path: SOCKET.path, serveClient: false });
  app.decorate('io', io);

  // Several API host processes on one PostgreSQL: events reach sockets on every process
  // (LISTEN/NOTIFY; large payloads go through this table). PGlite means one process: no adapter.
  const pool = app.database.pool;
  if (pool) {
    await pool.query('CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)');
    io.adapter(createAdapter(pool, { errorHandler: (err) => app.log.warn({ err }, 'socket.io postgres adapter') }));
  }

  const authenticate = async (socket: Socket, next: (err?: Error) => void) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const claims = token ? await app.auth.tokens.verify(token) : null;
    if (!claims) {
      const refusal = Object.assign(new Error(SOCKET_AUTH_ERROR.message), { data: { code: SOCKET_AUTH_ERROR.code } });
      next(refusal);
      return;
    }
    (socket as AuthedSocket).data.user = claims;
    await socket.join(userRoom(claims.user_id));
    next();
  };

  const notifications = io.of('/');
  const chat = io.of(SOCKET.chatNamespace);
  notifications.use((socket, next) => void authenticate(socket, next));
  chat.use((socket, next) => void authenticate(socket, next));

  app.decorate('realtime', {
    notifications,
    chat,
    toUsers(namespace: Namespace, userIds: number[], event: string, payload: unknown) {
      if (userIds.length === 0) return;
      namespace.to(userIds.map(userRoom)).emit(event, payload);
    },
  });

  // Tell clients to go away before the HTTP server stops accepting, then release the engine.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  });
}, { name: 'realtime', dependencies: ['db'] });
