import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../../contracts';
import { users } from '../../../db/schema';
import { DEMO_ADMIN } from '../../../db/seed';
import { codeFor, createTestApp, fakeClock, refreshCookieOf } from '../../../test/test-app';

const clock = fakeClock();
let app: FastifyInstance;
const ORIGIN = 'http://localhost';
const APP = `${ORIGIN}/user/home`;

beforeAll(async () => {
  app = await createTestApp({ auth: { now: clock.now, allowedOrigins: ['http://localhost:5173'] }, demo: true });
});
afterAll(async () => {
  await app.close();
});

const get = (query: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/auth/redirect?${query}`, headers: cookie ? { cookie } : {} });
const form = (fields: Record<string, string>, cookie?: string, origin = ORIGIN) => app.inject({
  method: 'POST', url: '/auth/redirect', payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...(cookie ? { cookie } : {}) },
});
const redirectUri = encodeURIComponent(APP);

describe('hosted auth pages', () => {
  it.each([
    'https://evil.example/',
    'http://localhost:80@evil.example/',
    'javascript:alert(1)',
    'http://localhost:5174/',
  ])('refuses redirect_uri=%s', async (target) => {
    const res = await get(`redirect_uri=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(AUTH_MESSAGES.redirectNotAllowed);
    expect(res.headers.location).toBeUndefined();
  });

  it('serves an accessible sign-in page and accepts an allow-listed dev origin', async () => {
    const res = await get(`redirect_uri=${encodeURIComponent('http://localhost:5173/')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<label>Username or e-mail<input[^>]+name="username"/);
    expect(res.body).toMatch(/<label>Password<input type="password" name="password"/);
    expect(res.body).toContain('<html lang="en">');
  });

  it('signs in and returns to redirect_uri with the session cookie', async () => {
    const res = await form({ step: 'signin', redirect_uri: APP, username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(APP);
    const cookie = refreshCookieOf(res)!;
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } })).json().preferred_username).toBe('admin');
    // Already signed in: the page sends the member straight back.
    const again = await get(`redirect_uri=${redirectUri}`, cookie);
    expect(again.statusCode).toBe(303);
  });

  it('shows the error on the form and keeps the username, escaped', async () => {
    const res = await form({ step: 'signin', redirect_uri: APP, username: '<script>x</script>', password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(AUTH_MESSAGES.invalidCredentials);
    expect(res.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>x</script>');
  });

  it('refuses a form posted from another site', async () => {
    const res = await form({ step: 'signin', redirect_uri: APP, username: 'admin', password: 'x' }, undefined, 'https://evil.example');
    expect(res.statusCode).toBe(403);
  });

  const nonceOf = (body: string) => body.match(/name="nonce" value="([^"]+)"/)?.[1] ?? '';

  it('registers an adult, verifies the e-mail with the mailed code and finishes', async () => {
    const fields = {
      step: 'register', redirect_uri: APP, firstName: 'Noor', lastName: 'Haddad', username: 'noor', email: 'noor@example.org',
      password: 'long enough pass', tnc_accepted: 'true',
    };
    const res = await form(fields);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('We sent a 6-digit code to <strong>noor@example.org</strong>');
    // Nothing exists and nobody is signed in until the code comes back.
    expect(refreshCookieOf(res)).toBeUndefined();
    expect(await app.db.select().from(users).where(eq(users.username, 'noor'))).toHaveLength(0);
    const registration = { redirect_uri: APP, email: 'noor@example.org', nonce: nonceOf(res.body) };
    const wrong = await form({ step: 'verify-email', ...registration, otp: '000000' });
    const code = await codeFor(app, 'noor@example.org');
    if (code !== '000000') expect(wrong.body).toContain(AUTH_MESSAGES.otpInvalid);
    const done = await form({ step: 'verify-email', ...registration, otp: code });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('src="/auth/assets/account-action-done.js"');
    expect(done.body).toContain(`data-redirect="${APP}"`);
    const cookie = refreshCookieOf(done)!;
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie } })).json().preferred_username).toBe('noor');
    const [row] = await app.db.select().from(users).where(eq(users.username, 'noor'));
    expect(row?.emailVerified).toBe(true);
    const script = await app.inject({ method: 'GET', url: '/auth/assets/account-action-done.js' });
    expect(script.body).toContain("postMessage('accountActionDone'");
  });

  it('an unverified registration neither signs in nor holds the e-mail against its owner (issue 11 #5)', async () => {
    // Someone registers with an address they do not control, and never sees the code.
    const squatter = await form({
      step: 'register', redirect_uri: APP, firstName: 'Mallory', username: 'mallory', email: 'owner@example.org', password: 'squatter password', tnc_accepted: 'true',
    });
    expect(squatter.statusCode).toBe(200);
    expect(refreshCookieOf(squatter)).toBeUndefined();
    // The real owner registers (after the resend wait), gets the newest code and finishes; the squatter's form is now useless.
    clock.advance(31_000);
    const owner = await form({
      step: 'register', redirect_uri: APP, firstName: 'Olive', username: 'olive', email: 'owner@example.org', password: 'owner password 1', tnc_accepted: 'true',
    });
    expect(owner.statusCode).toBe(200);
    const code = await codeFor(app, 'owner@example.org');
    const stale = await form({ step: 'verify-email', redirect_uri: APP, email: 'owner@example.org', nonce: nonceOf(squatter.body), otp: code });
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain(AUTH_MESSAGES.codeReplaced);
    const done = await form({ step: 'verify-email', redirect_uri: APP, email: 'owner@example.org', nonce: nonceOf(owner.body), otp: code });
    expect(done.statusCode).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.username, 'mallory'))).toHaveLength(0);
    const [row] = await app.db.select().from(users).where(eq(users.username, 'olive'));
    expect(row).toMatchObject({ email: 'owner@example.org', emailVerified: true });
  });

  it('requires a parent’s details for an underage member and mails the parent; the parent’s code does not verify the member’s address', async () => {
    const base = {
      step: 'register', redirect_uri: APP, firstName: 'Sami', username: 'sami', email: 'sami@example.org',
      password: 'long enough pass', tnc_accepted: 'true', is_underage: 'true',
    };
    const missing = await form(base);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(AUTH_MESSAGES.parentRequired);
    // The message is marked at its field only (decision 0057).
    expect(missing.body.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(missing.body).toMatch(/name="parent_\w+"[^>]*aria-describedby="form-error" aria-invalid="true"/);
    const ok = await form({ ...base, parent_name: 'Lina Haddad', parent_email: 'lina@example.org', parent_phone_number: '+961 1 234567' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<strong>lina@example.org</strong>');
    const code = await codeFor(app, 'lina@example.org');
    const done = await form({ step: 'verify-email', redirect_uri: APP, email: 'sami@example.org', nonce: nonceOf(ok.body), otp: code });
    expect(done.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.username, 'sami'));
    expect(row).toMatchObject({ email: 'sami@example.org', emailVerified: false, isUnderage: true });
  });

  it('changes the password through the update-password page', async () => {
    const signin = await form({ step: 'signin', redirect_uri: APP, username: 'noor', password: 'long enough pass' });
    const cookie = refreshCookieOf(signin)!;
    const pageRes = await get(`redirect_uri=${redirectUri}&action=update-password`, cookie);
    expect(pageRes.body).toContain('Change your password');
    const mismatch = await form({ step: 'update-password', action: 'update-password', redirect_uri: APP, old_password: 'long enough pass', new_password: 'another long one', confirm_password: 'different one' }, cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The new passwords do not match.');
    expect(mismatch.body.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(mismatch.body).toMatch(/name="confirm_password"[^>]*aria-describedby="form-error" aria-invalid="true"/);
    const ok = await form({ step: 'update-password', action: 'update-password', redirect_uri: APP, old_password: 'long enough pass', new_password: 'another long one', confirm_password: 'another long one' }, cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Your password has been changed.');
    const relog = await form({ step: 'signin', redirect_uri: APP, username: 'noor', password: 'another long one' });
    expect(relog.statusCode).toBe(303);
  });

  it('updates the profile, asking to sign in first when there is no session', async () => {
    const anonymous = await get(`redirect_uri=${redirectUri}&action=update-profile`);
    expect(anonymous.body).toContain('name="action" value="update-profile"');
    const signin = await form({ step: 'signin', action: 'update-profile', redirect_uri: APP, username: 'noor', password: 'another long one' });
    expect(signin.statusCode).toBe(200);
    expect(signin.body).toContain('Update your profile');
    const cookie = refreshCookieOf(signin)!;
    const saved = await form({ step: 'update-profile', action: 'update-profile', redirect_uri: APP, firstName: 'Noora', lastName: 'H.', phone_number: '+1 555 0100' }, cookie);
    expect(saved.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.username, 'noor'));
    expect(row).toMatchObject({ firstName: 'Noora', lastName: 'H.', phoneNumber: '+1 555 0100' });
  });
});
