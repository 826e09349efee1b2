import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET, SOCKET_EVENTS } from '../../contracts';
import { FANOUT_BATCH } from '../plugins/realtime';
import { createTestApp, fakeClock, sessionToken } from '../test/test-app';

let app: FastifyInstance;
let url: string;
const clock = fakeClock();
const sockets: Socket[] = [];

function open(token: string | undefined, namespace = '/') {
  const socket = connect(`${url}${namespace === '/' ? '' : namespace}`, {
    path: SOCKET.path, auth: token ? { token } : {}, transports: ['websocket'], reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) => new Promise<void>((resolve, reject) => {
  socket.once('connect', () => resolve());
  socket.once('connect_error', reject);
});
const refused = (socket: Socket) => new Promise<Error & { data?: unknown }>((resolve, reject) => {
  socket.once('connect', () => reject(new Error('connected without a valid token')));
  socket.once('connect_error', resolve);
});

beforeAll(async () => {
  app = await createTestApp({ auth: { now: clock.now } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

describe('socket handshake (SPEC §7)', () => {
  it('accepts a valid access token on the notifications and the chat namespace', async () => {
    const { token } = await sessionToken(app, 'rt-one');
    await connected(open(token));
    await connected(open(token, SOCKET.chatNamespace));
  });

  it('refuses no token, a forged one and an expired one with "unauthorized"', async () => {
    expect((await refused(open(undefined))).message).toBe('unauthorized');
    const { token: valid } = await sessionToken(app, 'rt-two');
    const forged = `${valid.slice(0, -4)}AAAA`;
    const refusal = await refused(open(forged, SOCKET.chatNamespace));
    expect(refusal.message).toBe('unauthorized');
    expect(refusal.data).toEqual({ code: 'unauthorized' });
    const { token: old } = await sessionToken(app, 'rt-three');
    clock.advance((app.auth.settings.accessTtlSeconds + 60) * 1000);
    expect((await refused(open(old))).message).toBe('unauthorized');
  });

  it('delivers a member’s events to their sockets only, never to someone else’s', async () => {
    const a = await sessionToken(app, 'rt-alice');
    const alice = open(a.token);
    const bob = open((await sessionToken(app, 'rt-bob')).token);
    await Promise.all([connected(alice), connected(bob)]);
    const bobGot: unknown[] = [];
    bob.on(SOCKET_EVENTS.newNotification, (n) => bobGot.push(n));
    const aliceGot = new Promise((resolve) => alice.once(SOCKET_EVENTS.newNotification, resolve));
    app.realtime.toUsers(app.realtime.notifications, [a.userId], SOCKET_EVENTS.newNotification, { notification_id: 1 });
    expect(await aliceGot).toEqual({ notification_id: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect(bobGot).toEqual([]);
  });

  it('a fan-out gives each member their own payload, on every tab, across batches, and nothing to members left out', async () => {
    const [a, b, c] = await Promise.all(['rt-fan-a', 'rt-fan-b', 'rt-fan-c'].map((name) => sessionToken(app, name)));
    const [aTab1, aTab2, bTab, cTab] = [open(a!.token), open(a!.token), open(b!.token), open(c!.token)];
    await Promise.all([aTab1, aTab2, bTab, cTab].map(connected));
    const cGot: unknown[] = [];
    cTab.on(SOCKET_EVENTS.newNotification, (n) => cGot.push(n));
    const heard = (socket: Socket) => new Promise((resolve) => socket.once(SOCKET_EVENTS.newNotification, resolve));
    const arrivals = Promise.all([heard(aTab1), heard(aTab2), heard(bTab)]);
    // a first, b after a whole batch of members who are not connected (ids no member has): b's
    // copy goes out in the second batch.
    const absent = Array.from({ length: FANOUT_BATCH }, (_, i) => ({ userId: 1_000_000 + i, payload: { for: 'nobody' } }));
    app.realtime.toEach(app.realtime.notifications, SOCKET_EVENTS.newNotification, [
      { userId: a!.userId, payload: { for: 'a' } }, ...absent, { userId: b!.userId, payload: { for: 'b' } },
    ]);
    expect(await arrivals).toEqual([{ for: 'a' }, { for: 'a' }, { for: 'b' }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(cGot).toEqual([]);
  });
});
