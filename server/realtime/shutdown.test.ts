// A graceful stop lets stock socket.io clients come back by themselves (issue 11 #14): the server
// drops the connections ("transport close", which clients retry) instead of sending an explicit
// disconnect ("io server disconnect", which a stock client never retries).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import { SOCKET } from '../../contracts';
import { sessions, users } from '../db/schema';
import { createTestApp, sessionToken } from '../test/test-app';

const CLIENTS = 100;
const jwtSecret = 'shutdown-test-secret-0123456789abcdef';
const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(apps.map((a) => a.close()));
});

const countBy = (list: string[]) => Object.fromEntries([...new Set(list)].map((k) => [k, list.filter((x) => x === k).length]));

it(`after a restart on the same port, ${CLIENTS} stock socket.io clients reconnect by themselves`, async () => {
  const first = await createTestApp({ auth: { jwtSecret } });
  apps.push(first);
  await first.listen({ host: '127.0.0.1', port: 0 });
  const { port } = first.server.address() as AddressInfo;
  // The next process is ready before this one stops, as a fast restart would be.
  const second = await createTestApp({ auth: { jwtSecret } });
  apps.push(second);

  // A real restart keeps the database; these two in-memory ones get the same member and session.
  const { token, userId, sessionId } = await sessionToken(first, 'restart-member');
  await second.db.insert(users).values(await first.db.select().from(users).where(eq(users.userId, userId)));
  await second.db.insert(sessions).values(await first.db.select().from(sessions).where(eq(sessions.sessionId, sessionId)));
  const reasons: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    // Default options: polling then websocket, reconnection on; only our path and token.
    const socket = connect(`http://127.0.0.1:${port}`, { path: SOCKET.path, auth: { token } });
    socket.on('disconnect', (reason) => reasons.push(reason));
    sockets.push(socket);
  }
  await Promise.all(sockets.map((s) => (s.connected ? null : new Promise<void>((r) => s.once('connect', () => r())))));
  const firstIds = new Set(sockets.map((s) => s.id));

  const back = () => sockets.filter((s) => s.connected && !firstIds.has(s.id)).length;
  await first.close();
  await second.listen({ host: '127.0.0.1', port });
  // Stock backoff: 1 s ± 50 %, doubling up to 5 s. Wait for all, or 15 s.
  for (const deadline = Date.now() + 15_000; back() < CLIENTS && Date.now() < deadline;) {
    await new Promise((r) => setTimeout(r, 100));
  }
  // "transport close" (a dropped connection) or "transport error" (a poll of the closed session
  // refused): both are retried by stock clients. "io server disconnect" is not.
  expect(reasons).toHaveLength(CLIENTS);
  expect(reasons.filter((r) => r === 'io server disconnect')).toEqual([]);
  expect(reasons.filter((r) => r !== 'transport close' && r !== 'transport error')).toEqual([]);
  expect(back(), `disconnect reasons: ${JSON.stringify(countBy(reasons))}`).toBe(CLIENTS); // connected again, with new ids: on the new server
  expect(second.io.of('/').sockets.size).toBe(CLIENTS);
}, 60_000);
