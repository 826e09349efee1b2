// Issue 11 item 6: revocation takes effect on the next request. Logout, disable, delete and a
// password change end sessions; their access tokens (and sockets) stop working at once, not when
// the token expires. See docs/decisions/0018-session-liveness-check.md.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { AUTH_MESSAGES, SOCKET } from '../../contracts';
import { createTempDatabase } from '../../tests/pg/temp-database';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { DEMO_ADMIN, seedReferenceData } from '../db/seed';
import { sessions, users } from '../db/schema';
import { createTestApp, refreshCookieOf, sessionToken } from '../test/test-app';
import { createSessionLiveness, type Revocation } from './session-liveness';

let app: FastifyInstance;
let url: string;
let admin: Record<string, string>;
let adminId: number;
const sockets: Socket[] = [];
const PASSWORD = 'correct horse battery';
const EXPIRED = { message: AUTH_MESSAGES.sessionExpired, statusCode: 401 };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (path: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: path, payload, headers });
/** A write any signed-in member may make: 201 with a live session. */
const report = (token: string) => post('/api/support/bug-reports', { title: 'Revocation probe', description: 'Is this session live?' }, bearer(token));
const refresh = (cookie: string) => post('/auth/refresh', {}, { cookie });

async function signIn(username: string, password = PASSWORD) {
  const res = await post('/api/auth/signin', { username, password });
  expect(res.statusCode).toBe(200);
  return { token: res.json().access_token as string, cookie: refreshCookieOf(res)! };
}

let seq = 0;
/** A new member with a password, created by the admin: id, username and one signed-in session. */
async function newMember() {
  seq += 1;
  const username = `revoke${seq}`;
  const res = await post('/api/auth/createMany', [{
    username, firstName: 'Rae', lastName: `Voke${seq}`, email: `${username}@example.org`, password: PASSWORD, created_by: adminId,
  }], admin);
  expect(res.statusCode).toBe(201);
  return { id: res.json().data[0].user_id as number, username, ...(await signIn(username)) };
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
  admin = bearer(signin.json().access_token);
  adminId = signin.json().user_id;
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

describe('an access token stops working on the next request after its session ends', () => {
  it.each(['/auth/logout', '/api/auth/signout'])('%s: the old token is refused like an expired one', async (path) => {
    const m = await newMember();
    expect((await report(m.token)).statusCode).toBe(201); // and the answer is now cached
    expect((await post(path, undefined, { cookie: m.cookie })).statusCode).toBe(204);
    const after = await report(m.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(EXPIRED);
  });

  it.each([
    ['updateAuthUser', (id: number) => app.inject({ method: 'PUT', url: `/api/auth/updateAuthUser/${id}`, payload: { enabled: false, modified_by: adminId }, headers: admin })],
    ['updateMany', (id: number) => post('/api/auth/updateMany', [{ user_id: id, enabled: false, modified_by: adminId }], admin)],
    ['users family updateUser', (id: number) => app.inject({ method: 'PUT', url: `/api/global-user/users/updateUser/${id}`, payload: { enabled: false }, headers: admin })],
  ])('an admin disables the member (%s): every token of theirs is refused at once', async (_name, disable) => {
    const m = await newMember();
    const other = await signIn(m.username);
    expect((await report(m.token)).statusCode).toBe(201);
    expect((await report(other.token)).statusCode).toBe(201);
    expect((await disable(m.id)).statusCode).toBe(200);
    expect((await report(m.token)).json()).toEqual(EXPIRED);
    expect((await report(other.token)).json()).toEqual(EXPIRED);
    expect((await refresh(m.cookie)).statusCode).toBe(401);
  });

  it('an admin deletes the member: their token is refused at once', async () => {
    const m = await newMember();
    expect((await report(m.token)).statusCode).toBe(201);
    const del = await app.inject({ method: 'PUT', url: '/api/auth/deleteMany', payload: { user_ids: [m.id], deleted_by: adminId }, headers: admin });
    expect(del.statusCode).toBe(200);
    expect((await report(m.token)).json()).toEqual(EXPIRED);
  });

  it('a disabled member whose session somehow outlived the disable is still refused (the user row counts)', async () => {
    const m = await newMember();
    await app.inject({ method: 'PUT', url: `/api/auth/updateAuthUser/${m.id}`, payload: { enabled: false, modified_by: adminId }, headers: admin });
    // A session written after the disable (a sign-in racing it): live row, disabled member.
    const { sessionId } = await app.auth.sessions.create(m.id, { tenantId: 'startup-summit' });
    expect(await app.auth.sessions.isLive(sessionId, m.id)).toBe(false);
    expect(await app.auth.sessions.isLive(sessionId, m.id + 1)).toBe(false);
  });
});

describe('a password change ends every other session of the member, and keeps this one', () => {
  it.each([
    ['auth/updatePassword', (m: { token: string; username: string }, next: string) =>
      post('/api/auth/updatePassword', { email: `${m.username}@example.org`, old_password: PASSWORD, new_password: next }, bearer(m.token))],
    ['profile/update-password', (m: { token: string }, next: string) =>
      app.inject({ method: 'PUT', url: '/api/global-user/profile/update-password', payload: { old_password: PASSWORD, new_password: next }, headers: bearer(m.token) })],
  ])('%s: session B’s token and refresh fail, session A goes on', async (_name, change) => {
    const a = await newMember();
    const b = await signIn(a.username);
    expect((await report(b.token)).statusCode).toBe(201);
    const res = await change(a, 'A-brand-new-secret-2026');
    expect(res.statusCode).toBe(200);
    expect((await report(b.token)).json()).toEqual(EXPIRED);
    expect((await refresh(b.cookie)).statusCode).toBe(401);
    expect((await report(a.token)).statusCode).toBe(201);
    expect((await refresh(a.cookie)).statusCode).toBe(200);
  });

  it('hosted update-password page: the other session ends, this browser’s stays', async () => {
    const a = await newMember(); // session A: the browser that opens the hosted page
    const b = await signIn(a.username);
    const origin = 'http://localhost';
    const changed = await app.inject({
      method: 'POST', url: '/auth/redirect',
      payload: new URLSearchParams({
        step: 'update-password', action: 'update-password', redirect_uri: `${origin}/user/home`,
        old_password: PASSWORD, new_password: 'Hosted-new-secret-2026', confirm_password: 'Hosted-new-secret-2026',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: a.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Your password has been changed.');
    expect((await report(b.token)).json()).toEqual(EXPIRED);
    expect((await refresh(b.cookie)).statusCode).toBe(401);
    expect((await report(a.token)).statusCode).toBe(201);
    expect((await refresh(a.cookie)).statusCode).toBe(200);
  });
});

describe('sockets of revoked sessions', () => {
  function open(token: string) {
    const socket = connect(url, { path: SOCKET.path, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) => new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const refusal = (socket: Socket) => new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('a revoked session opened a socket')));
    socket.once('connect_error', (err) => resolve(err.message));
  });
  const disconnection = (socket: Socket) => new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket of a revoked session stayed open')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

  it('logout closes that session’s open sockets only, and its token opens no new one', async () => {
    const m = await newMember();
    const other = await signIn(m.username);
    const mine = open(m.token);
    const theirs = open(other.token);
    await Promise.all([connected(mine), connected(theirs)]);
    const closed = disconnection(mine);
    expect((await post('/auth/logout', undefined, { cookie: m.cookie })).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await refusal(open(m.token))).toBe('unauthorized');
    expect(theirs.connected).toBe(true);
  });

  it('disabling a member closes all their sockets once the change has committed', async () => {
    const m = await newMember();
    const other = await signIn(m.username);
    const first = open(m.token);
    const second = open(other.token);
    await Promise.all([connected(first), connected(second)]);
    const closed = Promise.all([disconnection(first), disconnection(second)]);
    const res = await app.inject({ method: 'PUT', url: `/api/auth/updateAuthUser/${m.id}`, payload: { enabled: false, modified_by: adminId }, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refusal(open(other.token))).toBe('unauthorized');
  });
});

describe('the liveness cache', () => {
  it('keeps at most maxEntries answers, and sees a revocation made by another process within its TTL', async () => {
    let now = 0;
    const liveness = createSessionLiveness(app.db, { ttlMs: 5000, maxEntries: 2, now: () => now });
    const made = await Promise.all(['cache-a', 'cache-b', 'cache-c'].map((name) => sessionToken(app, name)));
    for (const s of made) expect(await liveness.isLive(s.sessionId, s.userId)).toBe(true);
    expect(liveness.size()).toBe(2);
    // Another process revokes (it cannot tell this one): the answer holds until the TTL runs out.
    const [a] = made;
    await app.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'elsewhere' }).where(eq(sessions.sessionId, a!.sessionId));
    expect(await liveness.isLive(a!.sessionId, a!.userId)).toBe(false); // evicted (LRU), so read again
    const c = made[2]!;
    await app.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'elsewhere' }).where(eq(sessions.sessionId, c.sessionId));
    expect(await liveness.isLive(c.sessionId, c.userId)).toBe(true); // cached
    now += 5001;
    expect(await liveness.isLive(c.sessionId, c.userId)).toBe(false);
    // A socket handshake reads fresh whatever is cached.
    const d = await sessionToken(app, 'cache-d');
    expect(await liveness.isLive(d.sessionId, d.userId)).toBe(true);
    await app.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'elsewhere' }).where(eq(sessions.sessionId, d.sessionId));
    expect(await liveness.isLive(d.sessionId, d.userId, { fresh: true })).toBe(false);
  });
});

// On PostgreSQL a read does not wait for a revoking transaction (on PGlite it does): the window
// between the revocation and its commit is real there.
const serverUrl = inject('postgresUrl');
describe.skipIf(!serverUrl)('on a PostgreSQL server: revocations inside a transaction', () => {
  let pg: FastifyInstance;
  let drop = async () => {};
  const heard: Revocation[] = [];

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await createTempDatabase(serverUrl!));
    const database = await openDatabase({ kind: 'postgres', url });
    await seedReferenceData(database.db);
    pg = await buildApp({ database, spaDir: null, auth: { rateLimitPerMinute: 10_000 } }, { logger: false });
    await pg.ready();
    pg.auth.sessions.onRevoked((r) => heard.push(r));
  });
  afterAll(async () => {
    await pg?.close();
    await drop();
  });

  /** Disables the member in a transaction that waits for `gate` before it ends (throws on `rollback`). */
  function disableIn(userId: number, rollback: boolean) {
    let revoked!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => { revoked = resolve; });
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const done = pg.db.transaction(async (tx) => {
      await tx.update(users).set({ enabled: false }).where(eq(users.userId, userId));
      await pg.auth.sessions.revokeAllForUser(userId, 'account disabled', tx);
      revoked();
      await gate;
      if (rollback) throw new Error('rolled back');
    }).catch((err: Error) => err.message);
    return { inside, release, done };
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  it('an answer read before the commit is not kept: the token is refused right after it', async () => {
    const m = await sessionToken(pg, 'pg-commit');
    expect(await pg.auth.sessions.isLive(m.sessionId, m.userId)).toBe(true); // now cached
    const change = disableIn(m.userId, false);
    await change.inside;
    // Not committed yet: the database still says live, and that answer must not be remembered.
    expect(await pg.auth.sessions.isLive(m.sessionId, m.userId)).toBe(true);
    expect(heard.some((r) => r.users.includes(m.userId))).toBe(false); // sockets close only after the commit
    change.release();
    await change.done;
    expect(await pg.auth.sessions.isLive(m.sessionId, m.userId)).toBe(false);
    expect(await until(() => heard.some((r) => r.users.includes(m.userId)))).toBe(true);
  });

  it('a rolled-back revocation revokes nothing and closes no socket', async () => {
    const m = await sessionToken(pg, 'pg-rollback');
    expect(await pg.auth.sessions.isLive(m.sessionId, m.userId)).toBe(true);
    const change = disableIn(m.userId, true);
    await change.inside;
    change.release();
    expect(await change.done).toBe('rolled back');
    await new Promise((r) => setTimeout(r, 200));
    expect(await pg.auth.sessions.isLive(m.sessionId, m.userId)).toBe(true);
    expect(heard.some((r) => r.users.includes(m.userId))).toBe(false);
  });
});
