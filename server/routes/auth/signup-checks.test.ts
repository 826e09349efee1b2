// Issue 16/17: sign-up checks the username and e-mail before a code is sent (decision 0056), and
// refused input names its fields with sentences forms show at the field (decision 0057).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../../contracts';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../db/seed';
import { createTestApp, fakeClock } from '../../test/test-app';

const clock = fakeClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ auth: { now: clock.now }, demo: true });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });
const mailsTo = async (to: string) =>
  (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=5` })).json() as { subject: string; text: string }[];

describe('send-code call of sign-up', () => {
  it('refuses a taken username (any case) at once, naming the field, and sends nothing', async () => {
    clock.advance(60_000);
    const email = 'wants-maya-name@example.org';
    const res = await post('/api/auth/generateOtp', { email, firstName: 'W', username: DEMO_MEMBER.username.toUpperCase(), type: 'signup' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, message: AUTH_MESSAGES.usernameTaken, fields: { username: AUTH_MESSAGES.usernameTaken } });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends a code when the username and e-mail are free', async () => {
    clock.advance(60_000);
    const email = 'free-name@example.org';
    const res = await post('/api/auth/generateOtp', { email, firstName: 'F', username: 'free-name-1', type: 'signup' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain('It expires in 10 minutes');
  });

  it('a registered e-mail gets a notice instead of a code; the caller hears the same as for a new address', async () => {
    clock.advance(60_000);
    const fresh = await post('/api/auth/generateOtp', { email: 'brand-new@example.org', firstName: 'B', username: 'brand-new-1', type: 'signup' });
    clock.advance(60_000);
    const taken = await post('/api/auth/generateOtp', { email: DEMO_ADMIN.email, firstName: 'B', username: 'brand-new-2', type: 'signup' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    const [notice] = await mailsTo(DEMO_ADMIN.email);
    expect(notice?.subject).toBe('You already have a Summit Platform account');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
  });

  it('names the refused fields of a body with their sentences', async () => {
    const res = await post('/api/auth/signin', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: 'Enter your username or e-mail.', password: 'Enter your password.' });
    const signup = await post('/api/auth/generateOtp', { email: 'not-an-address', username: 'a b', type: 'signup' });
    expect(signup.json().fields).toEqual({ email: 'Enter a valid e-mail address.', username: 'Username may use letters, digits, dot, dash and underscore.' });
  });
});
