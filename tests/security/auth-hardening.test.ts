// Issue 11: the sign-in, sign-up and origin defects an attacker's probe found, each kept from
// coming back. Every test here failed on the code before the fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../contracts';
import { users } from '../../server/db/schema';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../server/db/seed';
import { loadConfig } from '../../server/config';
import { configurePasswordPool, defaultPasswordPoolOptions } from '../../server/lib/password';
import { defaultAuthSettings } from '../../server/auth/settings';
import { codeFor, createTestApp, fakeClock, refreshCookieOf } from '../../server/test/test-app';

const clock = fakeClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ auth: { now: clock.now, otp: defaultAuthSettings().otp }, demo: true });
});
afterAll(async () => {
  await app.close();
});

let seq = 0;
const address = () => {
  seq += 1;
  return `10.77.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
};
const signIn = (username: string, password: string, remoteAddress = address(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password }, remoteAddress, headers });
const post = (url: string, payload: object, remoteAddress = address(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers });

async function newMember(name: string) {
  const member = {
    firstName: 'Test', lastName: 'Member', username: name, email: `${name}@example.org`, password: 'correct horse battery',
    tnc_accepted: true, is_underage: false,
  };
  clock.advance(60_000);
  await post('/api/auth/generateOtp', { email: member.email, type: 'signup' });
  await post('/api/auth/verifyOtp', { email: member.email, otp: await codeFor(app, member.email) });
  const res = await post('/api/auth/signup', member);
  expect(res.statusCode).toBe(201);
  return { ...member, token: res.json().access_token as string, userId: res.json().user_id as number };
}

describe('#1 a sign-in flood is refused fast instead of queueing behind the hashes', () => {
  it('answers 503 with Retry-After, before any work, while the hashing queue is full; signed-in calls go on', async () => {
    const member = await newMember('flooded');
    configurePasswordPool({ maxWaiting: 0 }); // "full" from the first hash on
    try {
      const refused = await signIn(member.username, member.password);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ message: AUTH_MESSAGES.busy(5), statusCode: 503 });
      const signUp = await post('/api/auth/signup', { firstName: 'A', username: 'floodsignup', email: 'flood-signup@example.org', password: 'long enough pw', tnc_accepted: true });
      expect(signUp.statusCode).toBe(503);
      // Nothing was counted against the account: no lockout row was touched.
      const ok = await app.inject({ method: 'GET', url: `/api/auth/isOtpVerified/${member.userId}`, headers: { authorization: `Bearer ${member.token}` } });
      expect(ok.statusCode).toBe(200);
    } finally {
      configurePasswordPool(defaultPasswordPoolOptions());
    }
    expect((await signIn(member.username, member.password)).statusCode).toBe(200);
  });
});

describe('#2 concurrent guesses cannot pass the lockout', () => {
  it('evaluates at most the free attempts plus one of 100 simultaneous sign-ins; the right password last is refused', async () => {
    const member = await newMember('racer');
    const attempts = Array.from({ length: 100 }, (_, i) => (i === 99 ? member.password : `wrong guess ${i}`));
    // One address each, as a botnet would: only the per-account lock is in play.
    const results = await Promise.all(attempts.map((password) => signIn(member.username, password)));
    const statuses = results.map((r) => r.statusCode);
    const evaluated = statuses.filter((s) => s === 401 || s === 200).length;
    expect(evaluated).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(94);
    expect(statuses[99]).toBe(429);
    expect(statuses).not.toContain(200);
  }, 60_000);
});

describe('#18 failures decay', () => {
  it('one wrong attempt every 15 minutes never keeps the owner out', async () => {
    const member = await newMember('slowtarget');
    for (let i = 0; i < 20; i += 1) {
      const wrong = await signIn(member.username, `wrong ${i}`);
      expect(wrong.statusCode).toBe(401);
      clock.advance(15 * 60_000);
    }
    // Right after the attacker's next try, the owner still gets in.
    expect((await signIn(member.username, 'wrong again')).statusCode).toBe(401);
    expect((await signIn(member.username, member.password)).statusCode).toBe(200);
  }, 120_000);
});

describe('#7 existing and absent accounts answer alike', () => {
  it('locks an unknown login exactly like a real account', async () => {
    const real = await newMember('realone');
    clock.advance(60 * 60_000);
    const run = async (login: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await signIn(login, `nope ${i}`)).statusCode);
      return statuses;
    };
    const forReal = await run(real.username);
    const forNobody = await run('nobody-at-all');
    expect(forReal).toContain(429);
    expect(forNobody).toEqual(forReal);
  }, 60_000);

  it('sign-up with a registered e-mail says the same as with a new one until the code proves the address', async () => {
    const taken = await post('/api/auth/signup', { firstName: 'A', username: 'newname1', email: DEMO_ADMIN.email, password: 'long enough pw', tnc_accepted: true });
    const fresh = await post('/api/auth/signup', { firstName: 'A', username: 'newname2', email: 'fresh-address@example.org', password: 'long enough pw', tnc_accepted: true });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json().message).toBe(AUTH_MESSAGES.otpRequired);
  });
});

describe('#4 a code proves only the address it was mailed to, for its purpose', () => {
  it('a parent’s code neither signs up the member as an adult with a verified e-mail nor verifies an existing account', async () => {
    await app.db.update(users).set({ emailVerified: false }).where(eq(users.email, DEMO_MEMBER.email));
    const victim = 'victim@example.org';
    clock.advance(60_000);
    const sent = await post('/api/auth/generateOtp', { email: victim, firstName: 'V', is_underage: true, parent_email: 'attacker@example.org', type: 'signup' });
    expect(sent.statusCode).toBe(200);
    const code = await codeFor(app, 'attacker@example.org');
    expect((await post('/api/auth/verifyOtp', { email: victim, otp: code })).statusCode).toBe(200);
    const asAdult = await post('/api/auth/signup', { firstName: 'V', username: 'victimsquat', email: victim, password: 'attacker chosen', tnc_accepted: true, is_underage: false });
    expect(asAdult.statusCode).toBe(400);
    expect(asAdult.json().message).toBe(AUTH_MESSAGES.otpRequired);

    // The same trick against an existing account's address.
    clock.advance(60_000);
    await post('/api/auth/generateOtp', { email: DEMO_MEMBER.email, is_underage: true, parent_email: 'attacker@example.org', type: 'verify' });
    await post('/api/auth/verifyOtp', { email: DEMO_MEMBER.email, otp: await codeFor(app, 'attacker@example.org') });
    const [row] = await app.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, DEMO_MEMBER.email));
    expect(row?.v).toBe(false);
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, DEMO_MEMBER.email));
  });

  it('a member under 18 signs up with the parent’s code, the own e-mail staying unverified', async () => {
    clock.advance(60_000);
    const kid = { firstName: 'K', username: 'kiddo', email: 'kiddo@example.org', password: 'long enough pw', tnc_accepted: true, is_underage: true,
      parent_name: 'P', parent_email: 'parent-of-kiddo@example.org', parent_phone_number: '+44 20 7946 0002' };
    await post('/api/auth/generateOtp', { email: kid.email, is_underage: true, parent_email: kid.parent_email, type: 'signup' });
    await post('/api/auth/verifyOtp', { email: kid.email, otp: await codeFor(app, kid.parent_email) });
    const res = await post('/api/auth/signup', kid);
    expect(res.statusCode).toBe(201);
    expect(res.json().email_verified).toBe(false);
  });
});

describe('#17 codes per client address', () => {
  it('sends at most 10 codes an hour to different addresses from one client', async () => {
    const ip = '10.200.0.1';
    clock.advance(2 * 60 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await post('/api/auth/generateOtp', { email: `spray${i}@example.org`, type: 'signup' }, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('#3 forwarded headers and the own origin', () => {
  it('does not believe X-Forwarded-For by default: rotating it does not escape the per-address lock', async () => {
    const ip = '10.201.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      statuses.push((await signIn(`ghost${i}`, 'wrong', ip, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
    }
    expect(statuses).toContain(429);
  }, 60_000);

  it('never redirects to an origin named by X-Forwarded-Host or Host', async () => {
    const signin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const cookie = refreshCookieOf(signin)!;
    for (const headers of [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }]) {
      const res = await app.inject({ method: 'GET', url: '/auth/redirect', headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('http://localhost/');
    }
  });

  it('believes forwarded headers only from configured proxies', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});

describe('#10 development origins only in development', () => {
  it('trusts the Vite dev server origins in development and not in production', () => {
    const dev = loadConfig({ PORT: '3000' });
    const prod = loadConfig({ PORT: '3000', NODE_ENV: 'production' });
    expect(dev.appOrigins).toContain('http://localhost:5173');
    expect(prod.appOrigins).not.toContain('http://localhost:5173');
    expect(prod.appOrigins).not.toContain('http://127.0.0.1:5173');
    expect(prod.publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://summit.example/' }).publicOrigin).toBe('https://summit.example');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('#11 Origin: null', () => {
  it('refuses Origin: null without a Sec-Fetch-Site that says same-origin', async () => {
    const signin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const res = await app.inject({ method: 'POST', url: '/auth/refresh', payload: {}, headers: { cookie: refreshCookieOf(signin)!, origin: 'null' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.crossSite);
  });
});

describe('#13 isOtpVerified', () => {
  it('answers a member about themself, an admin about anyone, and nobody else', async () => {
    const member = await newMember('curious');
    const get = (id: number, token: string) => app.inject({ method: 'GET', url: `/api/auth/isOtpVerified/${id}`, headers: { authorization: `Bearer ${token}` } });
    const [admin] = await app.db.select({ id: users.userId }).from(users).where(eq(users.username, DEMO_ADMIN.username));
    expect((await get(member.userId, member.token)).statusCode).toBe(200);
    const other = await get(admin!.id, member.token);
    const missing = await get(999_999, member.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    const adminToken = (await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password)).json().access_token as string;
    expect((await get(member.userId, adminToken)).json()).toMatchObject({ user_id: member.userId, otpVerified: true });
  });
});
