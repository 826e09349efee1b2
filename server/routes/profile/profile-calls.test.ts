// POST /api/global-user/profile/createMany and PUT /api/global-user/profile/update-password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../auth/authorize';
import { AUTH_MESSAGES, userRecordSchema } from '../../../contracts';
import { users } from '../../db/schema';
import { DEMO_MEMBER } from '../../db/seed';
import { familyTestApp, type FamilyTestApp } from '../../test/family-client';

const BASE = '/api/global-user/profile/';
let t: FamilyTestApp;

beforeAll(async () => {
  t = await familyTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('POST profile/createMany', () => {
  it('creates members all at once for an administrator (201 { data } of user records)', async () => {
    const res = await t.call('POST', `${BASE}createMany`, t.admin, [
      { username: 'ada2', firstName: 'Ada', email: 'ada2@example.org', created_by: t.admin.userId },
      { username: 'bobo', firstName: 'Bo', email: 'bo@example.org', roles: [t.roleIdOf.learner] },
    ]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data.map((r: unknown) => userRecordSchema.parse(r));
    expect(data.map((u: { username: string }) => u.username)).toEqual(['ada2', 'bobo']);
    expect(data[1].roles).toEqual([t.roleIdOf.learner]);
  });

  it('is all or nothing with per-item errors; a forged created_by refuses the call', async () => {
    const res = await t.call('POST', `${BASE}createMany`, t.admin, [
      { username: 'cyrus', firstName: 'Cy', email: 'cy@example.org' }, { username: 'bobo', firstName: 'Bo', email: 'bo2@example.org' },
    ]);
    expect(res.json()).toEqual({ message: '1 of 2 users could not be created.', statusCode: 400, errors: [{ index: 1, message: AUTH_MESSAGES.usernameTaken }] });
    expect(await t.app.db.select().from(users).where(eq(users.username, 'cyrus'))).toEqual([]);
    const forged = await t.call('POST', `${BASE}createMany`, t.admin, [{ username: 'cyrus', firstName: 'Cy', email: 'cy@example.org', created_by: t.maya.userId }]);
    expect(forged.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('created_by'), statusCode: 400 });
  });

  it('refuses members (403) and anonymous callers (401)', async () => {
    const res = await t.call('POST', `${BASE}createMany`, t.maya, [{ username: 'cyrus', firstName: 'Cy', email: 'cy@example.org' }]);
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.adminOnly, statusCode: 403 });
    expect((await t.call('POST', `${BASE}createMany`, null, [])).statusCode).toBe(401);
  });
});

describe('PUT profile/update-password', () => {
  it('changes the caller’s password when the current one is right', async () => {
    const wrong = await t.call('PUT', `${BASE}update-password`, t.maya, { old_password: 'not-the-password', new_password: 'Another-Secret-2026' });
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.wrongOldPassword, statusCode: 400 });
    const short = await t.call('PUT', `${BASE}update-password`, t.maya, { old_password: DEMO_MEMBER.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    const ok = await t.call('PUT', `${BASE}update-password`, t.maya, { old_password: DEMO_MEMBER.password, new_password: 'Another-Secret-2026' });
    expect(ok.statusCode).toBe(200);
    await t.signIn('maya', 'Another-Secret-2026');
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'maya', password: DEMO_MEMBER.password } });
    expect(old.statusCode).toBe(401);
  });

  it('needs a Bearer token', async () => {
    expect((await t.call('PUT', `${BASE}update-password`, null, { old_password: 'a', new_password: 'bbbbbbbbbb' })).statusCode).toBe(401);
  });
});
