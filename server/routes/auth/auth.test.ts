import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { AUTH_MESSAGES, MESSAGES } from '../../../contracts';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN } from '../../db/seed';
import { roles, userRoles, users } from '../../db/schema';
import { codeFor, createTestApp, fakeClock, refreshCookieOf } from '../../test/test-app';

const clock = fakeClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ auth: { now: clock.now }, demo: true });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

let seq = 0;
type Member = ReturnType<typeof baseMember> & { parent_name?: string; parent_email?: string; parent_phone_number?: string };
const baseMember = () => ({
  firstName: 'Mira', lastName: 'Okafor', username: '', email: '',
  password: 'correct horse battery', phone_number: '+44 20 7946 0000', tnc_accepted: true, is_underage: false,
});
const newMember = (over: Partial<Member> = {}): Member => {
  seq += 1;
  return { ...baseMember(), username: `mira${seq}`, email: `mira${seq}@example.org`, ...over };
};

async function verifiedSignUp(member = newMember()) {
  clock.advance(60_000);
  expect((await post('/api/auth/generateOtp', { email: member.email, firstName: member.firstName, is_underage: false, type: 'signup' })).statusCode).toBe(200);
  expect((await post('/api/auth/verifyOtp', { email: member.email, otp: await codeFor(app, member.email) })).statusCode).toBe(200);
  const res = await post('/api/auth/signup', member);
  expect(res.statusCode).toBe(201);
  return { member, res, cookie: refreshCookieOf(res)! };
}

describe('sign-up with a one-time code', () => {
  it('registers an adult: code by e-mail, verify, sign up, signed in with the temp role', async () => {
    const { member, res, cookie } = await verifiedSignUp();
    expect(res.json()).toMatchObject({ preferred_username: member.username, email: member.email, given_name: 'Mira', email_verified: true });
    expect(cookie).toMatch(/^summit_refresh=/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const profile = await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user_id).toBe(res.json().user_id);
    const roleRows = await app.db.select({ name: roles.roleName }).from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId)).where(eq(userRoles.userId, res.json().user_id));
    expect(roleRows).toEqual([{ name: 'temp' }]);
    const [row] = await app.db.select({ createdBy: users.createdBy }).from(users).where(eq(users.userId, res.json().user_id));
    expect(row?.createdBy).toBe(res.json().user_id);
  });

  it('sends an underage member’s code to the parent and requires the parent’s details', async () => {
    const member = newMember({ is_underage: true, parent_name: 'Ade Okafor', parent_email: `parent${seq}@example.org`, parent_phone_number: '+44 20 7946 0001' });
    const missing = await post('/api/auth/generateOtp', { email: member.email, is_underage: true, type: 'signup' });
    expect(missing.statusCode).toBe(400);
    clock.advance(60_000);
    const parentEmail = member.parent_email!;
    const sent = await post('/api/auth/generateOtp', { email: member.email, firstName: 'Mira', parent_email: parentEmail, is_underage: true, type: 'signup' });
    expect(sent.statusCode).toBe(200);
    const code = await codeFor(app, parentEmail);
    await expect(codeFor(app, member.email)).rejects.toThrow();
    expect((await post('/api/auth/verifyOtp', { email: member.email, otp: code })).statusCode).toBe(200);
    const noParent = await post('/api/auth/signup', { ...member, parent_phone_number: '' });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().message).toContain(AUTH_MESSAGES.parentRequired);
    expect((await post('/api/auth/signup', member)).statusCode).toBe(201);
  });

  it('refuses sign-up without a verified code, and duplicate usernames or e-mails', async () => {
    const member = newMember();
    const res = await post('/api/auth/signup', member);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpRequired);
    const { member: taken } = await verifiedSignUp();
    // Whether an e-mail has an account is said only after the code proves the address.
    const sameEmail = await post('/api/auth/signup', { ...newMember(), email: taken.email });
    expect(sameEmail.json()).toEqual(res.json());
    const other = newMember();
    clock.advance(60_000);
    await post('/api/auth/generateOtp', { email: other.email, type: 'signup' });
    await post('/api/auth/verifyOtp', { email: other.email, otp: await codeFor(app, other.email) });
    const dupe = await post('/api/auth/signup', { ...other, username: taken.username.toUpperCase() });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json().message).toBe(AUTH_MESSAGES.usernameTaken);
  });

  it('reports missing fields with a clear 400', async () => {
    const res = await post('/api/auth/signup', { email: 'x@example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Invalid body/) });
    const terms = await post('/api/auth/signup', newMember({ tnc_accepted: false }));
    expect(terms.json().message).toContain(AUTH_MESSAGES.tncRequired);
  });

  it('invalidates a code after 5 wrong tries', async () => {
    const email = `tries${Date.now()}@example.org`;
    clock.advance(60_000);
    await post('/api/auth/generateOtp', { email, type: 'signup' });
    const code = await codeFor(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await post('/api/auth/verifyOtp', { email, otp: wrong })).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.otpInvalid));
    expect(answers[4]).toBe(AUTH_MESSAGES.otpTooManyTries);
    const right = await post('/api/auth/verifyOtp', { email, otp: code });
    expect(right.statusCode).toBe(400);
  });

  it('expires a code after 10 minutes and uses it only once', async () => {
    const email = `expiry${Date.now()}@example.org`;
    clock.advance(60_000);
    await post('/api/auth/generateOtp', { email, type: 'signup' });
    const code = await codeFor(app, email);
    clock.advance(10 * 60_000 + 1);
    expect((await post('/api/auth/verifyOtp', { email, otp: code })).json().message).toBe(AUTH_MESSAGES.otpExpired);
    clock.advance(60_000);
    await post('/api/auth/generateOtp', { email, type: 'signup' });
    const fresh = await codeFor(app, email);
    expect((await post('/api/auth/verifyOtp', { email, otp: fresh })).statusCode).toBe(200);
    expect((await post('/api/auth/verifyOtp', { email, otp: fresh })).statusCode).toBe(400);
  });

  it('rate-limits code sends per address', async () => {
    const email = `resend${Date.now()}@example.org`;
    clock.advance(60_000);
    expect((await post('/api/auth/generateOtp', { email })).statusCode).toBe(200);
    const again = await post('/api/auth/generateOtp', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sign-in, sessions and refresh', () => {
  it('signs in by username or e-mail with a new session id each time', async () => {
    const a = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const b = await post('/api/auth/signin', { username: DEMO_ADMIN.email.toUpperCase(), password: DEMO_ADMIN.password });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const sidA = decodeJwt(a.json().access_token).sid;
    const sidB = decodeJwt(b.json().access_token).sid;
    expect(sidA).toBeTruthy();
    expect(sidA).not.toBe(sidB);
  });

  it('refuses a wrong password with one message for unknown users and wrong passwords', async () => {
    const wrong = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: 'nope nope nope' });
    const unknown = await post('/api/auth/signin', { username: 'nobody-here', password: 'nope nope nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(unknown.json()).toEqual(wrong.json());
    const ok = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    expect(ok.statusCode).toBe(200); // two failures are below the lockout threshold
  });

  it('rotates the refresh cookie; a replay after the grace period revokes the session', async () => {
    const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const first = refreshCookieOf(signin)!;
    const r1 = await post('/auth/refresh', { tenant_id: 'startup-summit' }, { cookie: first });
    expect(r1.statusCode).toBe(200);
    const second = refreshCookieOf(r1)!;
    expect(second).not.toBe(first);
    // Two tabs refreshing at once: the old cookie still works within the grace period.
    const twin = await post('/auth/refresh', {}, { cookie: first });
    expect(twin.statusCode).toBe(200);
    clock.advance(6000);
    const replay = await post('/auth/refresh', {}, { cookie: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MESSAGES.tokenRefreshFailed);
    // The whole family is gone, including the legitimately rotated cookie.
    expect((await post('/auth/refresh', {}, { cookie: second })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie: second } })).statusCode).toBe(401);
  });

  it('logs out: the cookie no longer restores a session', async () => {
    const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const cookie = refreshCookieOf(signin)!;
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } })).statusCode).toBe(200);
    const out = await post('/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('returns the full token response from auth/refreshToken', async () => {
    const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const res = await post('/api/auth/refreshToken', {}, { cookie: refreshCookieOf(signin)! });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, access_token: expect.any(String), session_id: expect.any(String) });
  });

  it('refuses cookie calls from another site (CSRF)', async () => {
    const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const cookie = refreshCookieOf(signin)!;
    const evil = await post('/auth/refresh', {}, { cookie, origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe(AUTH_MESSAGES.crossSite);
    const crossSite = await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const nullCrossSite = await post('/auth/refresh', {}, { cookie, origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(nullCrossSite.statusCode).toBe(403);
    const sameOrigin = await post('/auth/refresh', {}, { cookie, origin: 'http://localhost:80', host: 'localhost:80' });
    expect(sameOrigin.statusCode).toBe(200);
    const nullSameOrigin = await post('/auth/refresh', {}, { cookie: refreshCookieOf(sameOrigin)!, origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(nullSameOrigin.statusCode).toBe(200);
  });

  it('rejects expired and forged access tokens', async () => {
    const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    const token = signin.json().access_token as string;
    const url = `/api/auth/isOtpVerified/${signin.json().user_id}`;
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json()).toMatchObject({ otpVerified: true });
    const forged = `${token.slice(0, -3)}abc`;
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    clock.advance(16 * 60_000);
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password and works only on one’s own account', async () => {
    const { member, res } = await verifiedSignUp();
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    const wrongOld = await post('/api/auth/updatePassword', { email: member.email, old_password: 'not it at all', new_password: 'a brand new secret' }, auth);
    expect(wrongOld.json()).toEqual({ message: AUTH_MESSAGES.wrongOldPassword, statusCode: 400 });
    const someoneElse = await post('/api/auth/updatePassword', { email: DEMO_ADMIN.email, old_password: DEMO_ADMIN.password, new_password: 'a brand new secret' }, auth);
    expect(someoneElse.statusCode).toBe(403);
    const tooShort = await post('/api/auth/updatePassword', { email: member.email, old_password: member.password, new_password: 'short' }, auth);
    expect(tooShort.statusCode).toBe(400);
    const ok = await post('/api/auth/updatePassword', { email: member.email, old_password: member.password, new_password: 'a brand new secret' }, auth);
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/signin', { username: member.username, password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await post('/api/auth/updatePassword', { email: member.email, old_password: 'x', new_password: 'yyyyyyyyyy' })).statusCode).toBe(401);
  });
});

describe('brute-force protection', () => {
  it('locks an account for a growing wait after repeated wrong passwords (30 tries)', async () => {
    const { member } = await verifiedSignUp();
    const waits: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      // Each try comes from a new address, so only the per-account lock is in play.
      const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: member.username, password: `wrong-${i}` }, remoteAddress: `10.9.${i}.1` });
      if (res.statusCode === 429) {
        waits.push(Number(res.headers['retry-after']));
        clock.advance(Number(res.headers['retry-after']) * 1000); // wait it out, then try again
      } else {
        expect(res.statusCode).toBe(401);
      }
    }
    expect(waits.length).toBeGreaterThan(5);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]!);
    // Locked: even the right password is refused until the wait is over.
    const locked = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: member.username, password: member.password }, remoteAddress: '10.10.0.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
  }, 60_000);
});
