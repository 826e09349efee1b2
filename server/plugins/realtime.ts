import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Namespace, type Socket } from 'socket.io';
import { MEMBERS_ROOM, SOCKET, SOCKET_AUTH_ERROR, userRoom } from '../../contracts';
import type { Revocation } from '../auth/session-liveness';
import type { AccessClaims } from '../auth/tokens';
import { writeBroadcastFramesDirect } from '../realtime/direct-frames';
import { writeBroadcastFramesWhole } from '../realtime/whole-frames';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtime: {
      /** The notifications namespace (default) and the chat namespace (SPEC §7). */
      notifications: Namespace;
      chat: Namespace;
      /** Sends an event to every socket of these members, on every process (adapter). */
      toUsers(namespace: Namespace, userIds: number[], event: string, payload: unknown): void;
      /**
       * Sends each member their own payload (a stored notification carries its own id), on every
       * process: handed to the sockets here and to the other processes in batches (decision 0063).
       */
      toEach(namespace: Namespace, event: string, items: readonly Addressed[]): void;
    };
  }
}

/** One member's own payload in a fan-out. */
export interface Addressed {
  userId: number;
  payload: unknown;
}

export interface SocketData {
  user: AccessClaims;
}

/** The message between API host processes that carries a batch of a fan-out (never sent to browsers). */
const FANOUT_EVENT = 'summit:fan-out';
/** Members per batch: ~500 notifications make one adapter message of ~150 KB. */
export const FANOUT_BATCH = 500;

type AuthedSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/**
 * socket.io on the same HTTP server as the API, so SPA, API and sockets share one origin. Every
 * handshake carries the access token (`auth.token`); a missing, expired or forged one is refused
 * with `unauthorized`, which the client answers by renewing its token. Each member's sockets join
 * their own room, so events reach only them.
 */
export default fp(async (app) => {
  // While stopping, new handshakes are refused (403, which clients retry with backoff), so a
  // client that comes back early does not land on the process that is going away.
  let stopping = false;
  const io = new Server(app.server, {
    path: SOCKET.path,
    serveClient: false,
    allowRequest: (_req, callback) => callback(stopping ? 'server shutting down' : null, !stopping),
  });
  app.decorate('io', io);

  // Several API host processes on one PostgreSQL: events reach sockets on every process
  // (LISTEN/NOTIFY; large payloads go through this table). PGlite means one process: no adapter.
  const pool = app.database.pool;
  if (pool) {
    await pool.query('CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)');
    io.adapter(createAdapter(pool, { errorHandler: (err) => app.log.warn({ err }, 'socket.io postgres adapter') }));
  }

  const authenticate = async (socket: Socket, next: (err?: Error) => void, rooms: (userId: number) => string[]) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
    const claims = token ? await app.auth.tokens.verify(token) : null;
    // A token of a revoked session (logout, disabled, deleted, password changed) opens no socket.
    // Read fresh: a socket outlives the request, so a stale cached answer would keep it open.
    const live = claims ? await app.auth.sessions.isLive(claims.session_id, claims.user_id, { fresh: true }).catch(() => false) : false;
    if (!claims || !live) {
      const refusal = Object.assign(new Error(SOCKET_AUTH_ERROR.message), { data: { code: SOCKET_AUTH_ERROR.code } });
      next(refusal);
      return;
    }
    (socket as AuthedSocket).data.user = claims;
    await socket.join(rooms(claims.user_id));
    next();
  };

  const notifications = io.of('/');
  const chat = io.of(SOCKET.chatNamespace);
  // A broadcast's frame is written to each socket as one buffer (decision 0078), straight to the
  // connection when nothing is queued ahead of it (decision 0091).
  for (const namespace of [notifications, chat]) {
    writeBroadcastFramesWhole(namespace.adapter);
    namespace.on('connection', writeBroadcastFramesDirect);
  }
  // Notification sockets also join the room of all members: an announcement to everyone is one
  // frame to it, encoded once (decision 0072).
  notifications.use((socket, next) => void authenticate(socket, next, (userId) => [userRoom(userId), MEMBERS_ROOM]));
  chat.use((socket, next) => void authenticate(socket, next, (userId) => [userRoom(userId)]));

  // A fan-out (one payload per member: 5,000 at once for an announcement) is cut into batches:
  // each batch is ONE message to the other processes (not one NOTIFY per member) and is handed
  // to this process's sockets in one go, with a turn of the event loop between batches so
  // requests and heartbeats are not held up behind a long fan-out (decision 0063).
  const clustered = Boolean(pool);
  const deliverHere = (namespace: Namespace, event: string, items: readonly Addressed[]) => {
    const rooms = namespace.adapter.rooms;
    for (const { userId, payload } of items) {
      const members = rooms.get(userRoom(userId));
      if (!members) continue; // not connected here: the stored copy waits for their next load
      for (const id of members) namespace.sockets.get(id)?.emit(event, payload);
    }
  };
  for (const namespace of [notifications, chat]) {
    namespace.on(FANOUT_EVENT, (event: string, items: Addressed[]) => deliverHere(namespace, event, items));
  }
  const fanOut = (namespace: Namespace, event: string, items: readonly Addressed[], from: number) => {
    const batch = items.slice(from, from + FANOUT_BATCH);
    if (clustered) namespace.serverSideEmit(FANOUT_EVENT, event, batch);
    deliverHere(namespace, event, batch);
    if (from + FANOUT_BATCH < items.length) setImmediate(() => fanOut(namespace, event, items, from + FANOUT_BATCH));
  };

  app.decorate('realtime', {
    notifications,
    chat,
    toUsers(namespace: Namespace, userIds: number[], event: string, payload: unknown) {
      if (userIds.length === 0) return;
      namespace.to(userIds.map(userRoom)).emit(event, payload);
    },
    toEach(namespace: Namespace, event: string, items: readonly Addressed[]) {
      if (items.length > 0) fanOut(namespace, event, items, 0);
    },
  });

  /**
   * A revoked session's open sockets close, on every process (through the adapter); the client
   * then renews its token, which fails, and signs out. Disable and delete close all of a member's.
   */
  async function closeRevoked(revoked: Revocation) {
    const whole = new Set(revoked.users);
    const some = revoked.sessions.filter((s) => !whole.has(s.userId));
    const ids = new Set(some.map((s) => s.sessionId));
    const rooms = [...new Set(some.map((s) => userRoom(s.userId)))];
    for (const namespace of [notifications, chat]) {
      if (whole.size > 0) namespace.in([...whole].map(userRoom)).disconnectSockets(true);
      if (rooms.length === 0) continue;
      for (const socket of await namespace.in(rooms).fetchSockets()) {
        if (ids.has((socket.data as Partial<SocketData>).user?.session_id ?? '')) socket.disconnect(true);
      }
    }
  }
  let stopListening = () => {};
  app.addHook('onReady', async () => {
    stopListening = app.auth.sessions.onRevoked((revoked) => {
      closeRevoked(revoked).catch((err: unknown) => app.log.warn({ err }, 'closing the sockets of revoked sessions'));
    });
  });
  app.addHook('onClose', async () => stopListening());

  // Drop every connection before the HTTP server stops accepting, WITHOUT a disconnect packet:
  // clients see "transport close", which every socket.io client (stock ones too) answers by
  // reconnecting, to this process's successor. An explicit server disconnect ("io server
  // disconnect") is never retried by a stock client (issue 11 #14).
  app.addHook('preClose', async () => {
    stopping = true;
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  });
}, { name: 'realtime', dependencies: ['db'] });
