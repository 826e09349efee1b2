import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, MESSAGES, userRecordSchema, type UserRecord } from '../../../contracts';
import { ACCESS_MESSAGES } from '../../auth/authorize';
import { roles, users } from '../../db/schema';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

const BASE = '/api/global-user/profile/';
let app: FastifyInstance;
const tokens = { admin: '', maya: '' };
const ids = { admin: 0, maya: 0 };
let roleIdOf: Record<string, number> = {};

async function signIn(username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; user_id: number };
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const maya = await signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  tokens.admin = admin.access_token;
  tokens.maya = maya.access_token;
  ids.admin = admin.user_id;
  ids.maya = maya.user_id;
  const rows = await app.db.select({ id: roles.roleId, name: roles.roleName }).from(roles);
  roleIdOf = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(async () => {
  await app.close();
});

const bearer = (who: keyof typeof tokens | null) => (who ? { authorization: `Bearer ${tokens[who]}` } : {});
const getUser = (who: keyof typeof tokens | null, filter?: object, fields?: string) => {
  const qs = new URLSearchParams();
  if (filter) qs.set('filterFields', JSON.stringify(filter));
  if (fields) qs.set('fields', fields);
  return app.inject({ method: 'GET', url: `${BASE}getUser?${qs.toString()}`, headers: bearer(who) });
};
const update = (who: keyof typeof tokens | null, payload: object) =>
  app.inject({ method: 'PUT', url: `${BASE}update`, payload, headers: bearer(who) });
const createUser = (who: keyof typeof tokens | null, payload: object) =>
  app.inject({ method: 'POST', url: `${BASE}createUser`, payload, headers: bearer(who) });

describe('GET /api/global-user/profile/getUser', () => {
  it('needs a Bearer token', async () => {
    expect((await getUser(null, { user_id: 1 })).statusCode).toBe(401);
  });

  it('returns the caller’s own record by user_id: role ids, active role, otpVerified', async () => {
    const res = await getUser('maya', { user_id: ids.maya });
    expect(res.statusCode).toBe(200);
    const record = userRecordSchema.parse(res.json());
    expect(record).toEqual<UserRecord>({
      user_id: ids.maya, username: 'maya', firstName: 'Maya', lastName: 'Mensah', email: 'maya@summit.example',
      phone_number: null, enabled: true, roles: [roleIdOf.volunteer!, roleIdOf.expert!].sort((a, b) => a - b),
      active_role_id: roleIdOf.expert!, roll_number: null, profile_image: null, age: null, gender: null,
      registration_redirect: null, otpVerified: true,
    });
  });

  it('finds the caller by e-mail (any case) and by username; projects with fields', async () => {
    const byEmail = await getUser('maya', { email: 'Maya@Summit.example' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user_id).toBe(ids.maya);
    const byName = await getUser('maya', { username: 'maya' }, 'user_id,roles,active_role_id');
    expect(byName.json()).toEqual({ user_id: ids.maya, roles: expect.any(Array), active_role_id: roleIdOf.expert });
  });

  it('a member reading someone else gets 404 as for nobody (existence is not revealed); an administrator may read anyone', async () => {
    const other = await getUser('maya', { user_id: ids.admin });
    const nobody = await getUser('maya', { user_id: 987_654 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: MESSAGES.userNotFound, statusCode: 404 });
    expect(other.json()).toEqual(nobody.json());
    const byEmail = await getUser('maya', { email: DEMO_ADMIN.email });
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.body).toBe((await getUser('maya', { email: 'nobody@summit.example' })).body);
    const asAdmin = await getUser('admin', { email: DEMO_MEMBER.email });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ user_id: ids.maya, username: 'maya' });
  });

  it('answers 404 User not found when no live user matches', async () => {
    const res = await getUser('admin', { email: 'nobody@summit.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', statusCode: 404 });
    const [gone] = await app.db.insert(users).values({ username: 'gone', email: 'gone@summit.example', deletedAt: new Date(), deletedBy: ids.admin }).returning();
    expect((await getUser('admin', { user_id: gone!.userId })).statusCode).toBe(404);
  });

  it('refuses filters and fields outside the whitelist, and a missing filter', async () => {
    const badFilter = await getUser('maya', { password_hash: 'x' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe("Unknown field 'password_hash'. Allowed: user_id, email, username");
    const badField = await getUser('maya', { user_id: ids.maya }, 'user_id,parent_email');
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toMatch(/^Unknown field 'parent_email'\. Allowed: user_id, username, /);
    expect((await getUser('maya')).statusCode).toBe(400);
  });
});

describe('PUT /api/global-user/profile/update', () => {
  it('switches the active role to one the caller holds and records who changed it', async () => {
    const res = await update('maya', { active_role: roleIdOf.volunteer, modified_by: ids.maya });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: ids.maya, active_role_id: roleIdOf.volunteer });
    const [row] = await app.db.select().from(users).where(eq(users.userId, ids.maya));
    expect(row?.modifiedBy).toBe(ids.maya);
    expect(row?.modifiedAt).toBeInstanceOf(Date);
    expect((await update('maya', { active_role: roleIdOf.expert })).json().active_role_id).toBe(roleIdOf.expert);
  });

  it('updates names and phone number', async () => {
    const res = await update('maya', { firstName: 'Maya A.', phone_number: '+233 20 000 0000' });
    expect(res.json()).toMatchObject({ firstName: 'Maya A.', lastName: 'Mensah', phone_number: '+233 20 000 0000' });
    await update('maya', { firstName: 'Maya', phone_number: null });
  });

  it('refuses a role the caller does not hold (400) and a forged modified_by (400)', async () => {
    const foreign = await update('maya', { active_role: roleIdOf.admin });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: 'You do not hold this role.', statusCode: 400 });
    const forged = await update('maya', { firstName: 'Eve', modified_by: ids.admin });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(ACCESS_MESSAGES.auditMismatch('modified_by'));
    const [row] = await app.db.select().from(users).where(eq(users.userId, ids.maya));
    expect(row).toMatchObject({ firstName: 'Maya', activeRoleId: roleIdOf.expert });
  });

  it('needs a Bearer token', async () => {
    expect((await update(null, { firstName: 'X' })).statusCode).toBe(401);
  });
});

describe('POST /api/global-user/profile/createUser', () => {
  it('lets an administrator create a member (201), temp role by default, no password', async () => {
    const res = await createUser('admin', { username: 'kofi', firstName: 'Kofi', email: 'Kofi@Example.org', created_by: ids.admin, registration_redirect: '/community' });
    expect(res.statusCode).toBe(201);
    const record = userRecordSchema.parse(res.json());
    expect(record).toMatchObject({ username: 'kofi', email: 'kofi@example.org', lastName: '', roles: [roleIdOf.temp], active_role_id: roleIdOf.temp, otpVerified: false, registration_redirect: '/community' });
    const [row] = await app.db.select().from(users).where(eq(users.userId, record.user_id));
    expect(row?.createdBy).toBe(ids.admin);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'kofi', password: 'anything-at-all' } });
    expect(signIn.statusCode).toBe(401);
  });

  it('gives the listed roles, the first one active', async () => {
    const res = await createUser('admin', { username: 'ama', firstName: 'Ama', email: 'ama@example.org', roles: [roleIdOf.learner, roleIdOf.volunteer] });
    expect(res.statusCode).toBe(201);
    expect(res.json().active_role_id).toBe(roleIdOf.learner);
    expect([...res.json().roles].sort()).toEqual([roleIdOf.learner, roleIdOf.volunteer].sort());
    const unknown = await createUser('admin', { username: 'ghost', firstName: 'G', email: 'ghost@example.org', roles: [9999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown role id(s): 9999');
  });

  it('refuses members (403) and callers without a token (401)', async () => {
    const res = await createUser('maya', { username: 'sneaky', firstName: 'S', email: 'sneaky@example.org', created_by: ids.maya });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.adminOnly, statusCode: 403 });
    expect((await createUser(null, { username: 'sneaky', firstName: 'S', email: 'sneaky@example.org' })).statusCode).toBe(401);
    expect(await app.db.select().from(users).where(eq(users.username, 'sneaky'))).toEqual([]);
  });

  it('reports username and e-mail clashes with 409', async () => {
    const name = await createUser('admin', { username: 'MAYA', firstName: 'M', email: 'other@example.org' });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe(AUTH_MESSAGES.usernameTaken);
    const mail = await createUser('admin', { username: 'maya2', firstName: 'M', email: 'maya@summit.example' });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('refuses a forged created_by with 400', async () => {
    const res = await createUser('admin', { username: 'forged', firstName: 'F', email: 'forged@example.org', created_by: ids.maya });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCESS_MESSAGES.auditMismatch('created_by'));
    expect(await app.db.select().from(users).where(eq(users.username, 'forged'))).toEqual([]);
  });
});
