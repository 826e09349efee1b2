// /api/global-user/users/ as an administrator: records with role ids, roles replaced in the same
// transaction, sessions revoked on disable and delete, the list query over users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { AUTH_ADMIN_MESSAGES, AUTH_MESSAGES, PROFILE_MESSAGES, userRecordSchema } from '../../contracts';
import { sessions, userRoles, users } from '../db/schema';
import { familyTestApp, type FamilyTestApp } from '../test/family-client';

const U = '/api/global-user/users/';
let t: FamilyTestApp;

beforeAll(async () => {
  t = await familyTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const liveSessions = async (userId: number) =>
  (await t.app.db.select().from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))).length;

describe('users family', () => {
  it('createUser → 201 userRecord with roles; the first role is active unless active_role says otherwise', async () => {
    const res = await t.call('POST', `${U}createUser`, t.admin, {
      username: 'kofi', firstName: 'Kofi', lastName: 'Boateng', email: 'Kofi@Example.org', roles: [t.roleIdOf.learner, t.roleIdOf.volunteer],
      active_role: t.roleIdOf.volunteer, phone_number: '+233 20 111 2222', age: 19, gender: 'm', roll_number: 'R-1', created_by: t.admin.userId,
    });
    expect(res.statusCode).toBe(201);
    const record = userRecordSchema.parse(res.json());
    expect(record).toMatchObject({
      username: 'kofi', email: 'kofi@example.org', roles: [t.roleIdOf.learner, t.roleIdOf.volunteer].sort((a, b) => (a ?? 0) - (b ?? 0)),
      active_role_id: t.roleIdOf.volunteer, age: 19, roll_number: 'R-1', enabled: true, otpVerified: false,
    });
    const plain = await t.call('POST', `${U}createUser`, t.admin, { username: 'esi', firstName: 'Esi', email: 'esi@example.org' });
    expect(plain.json()).toMatchObject({ roles: [t.roleIdOf.temp], active_role_id: t.roleIdOf.temp, lastName: '' });
  });

  it('refuses clashes (409), unknown roles and an active role outside the roles (400)', async () => {
    const clash = await t.call('POST', `${U}createUser`, t.admin, { username: 'KOFI', firstName: 'K', email: 'k2@example.org' });
    expect(clash.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, statusCode: 409 });
    const mail = await t.call('POST', `${U}createUser`, t.admin, { username: 'kofi2', firstName: 'K', email: 'kofi@example.org' });
    expect(mail.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, statusCode: 409 });
    const unknown = await t.call('POST', `${U}createUser`, t.admin, { username: 'nobody', firstName: 'N', email: 'n@example.org', roles: [9999] });
    expect(unknown.json()).toEqual({ message: 'Unknown role id(s): 9999', statusCode: 400 });
    const active = await t.call('POST', `${U}createUser`, t.admin, { username: 'nobody', firstName: 'N', email: 'n@example.org', roles: [t.roleIdOf.learner], active_role: t.roleIdOf.expert });
    expect(active.json().message).toBe('active_role must be one of the roles given.');
  });

  it('updateUser replaces the roles in the same transaction; the active role follows when dropped', async () => {
    const kofi = (await t.get(`${U}getUser`, t.admin, { filterFields: { username: 'kofi' } })).json();
    const res = await t.call('PUT', `${U}updateUser/${kofi.user_id}`, t.admin, { roles: [t.roleIdOf.expert], modified_by: t.admin.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: [t.roleIdOf.expert], active_role_id: t.roleIdOf.expert });
    const held = await t.app.db.select().from(userRoles).where(eq(userRoles.userId, kofi.user_id));
    expect(held.map((r) => r.roleId)).toEqual([t.roleIdOf.expert]);
    // A failing change leaves roles as they were.
    const bad = await t.call('PUT', `${U}updateUser/${kofi.user_id}`, t.admin, { roles: [t.roleIdOf.learner], username: 'maya' });
    expect(bad.statusCode).toBe(409);
    expect((await t.app.db.select().from(userRoles).where(eq(userRoles.userId, kofi.user_id))).map((r) => r.roleId)).toEqual([t.roleIdOf.expert]);
  });

  it('disabling a member revokes their sessions; an admin cannot disable or delete themself', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.username, 'kofi'));
    await t.app.auth.users.setPassword(row!.userId, 'Kofi-Password-2026', t.admin.userId);
    await t.signIn('kofi', 'Kofi-Password-2026');
    expect(await liveSessions(row!.userId)).toBe(1);
    const res = await t.call('POST', `${U}updateMany`, t.admin, [{ user_id: row!.userId, enabled: false, modified_by: t.admin.userId }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ user_id: row!.userId, enabled: false });
    expect(await liveSessions(row!.userId)).toBe(0);
    const self = await t.call('PUT', `${U}updateUser/${t.admin.userId}`, t.admin, { enabled: false });
    expect(self.json()).toEqual({ message: AUTH_ADMIN_MESSAGES.cannotDisableSelf, statusCode: 400 });
    const selfDelete = await t.call('DELETE', `${U}deleteUser/${t.admin.userId}/${t.admin.userId}`, t.admin);
    expect(selfDelete.json()).toEqual({ message: AUTH_ADMIN_MESSAGES.cannotDeleteSelf, statusCode: 400 });
  });

  it('deleteMany { user_ids } soft-deletes and revokes sessions; deleted users vanish from reads', async () => {
    const created = await t.call('POST', `${U}createMany`, t.admin, [
      { username: 'gone1', firstName: 'G', email: 'gone1@example.org', created_by: t.admin.userId },
      { username: 'gone2', firstName: 'G', email: 'gone2@example.org' },
    ]);
    expect(created.statusCode).toBe(201);
    const ids = created.json().data.map((u: { user_id: number }) => u.user_id);
    await t.app.auth.users.setPassword(ids[0], 'Gone-Password-2026', t.admin.userId);
    await t.signIn('gone1', 'Gone-Password-2026');
    const res = await t.call('PUT', `${U}deleteMany`, t.admin, { user_ids: ids, deleted_by: t.admin.userId });
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await liveSessions(ids[0])).toBe(0);
    expect((await t.get(`${U}getAll`, t.admin, { filterFields: { user_id: ids } })).json().metadata.total).toBe(0);
    expect((await t.get(`${U}getUser`, t.admin, { filterFields: { username: 'gone1' } })).statusCode).toBe(404);
    expect((await t.call('PUT', `${U}updateUser/${ids[0]}`, t.admin, { firstName: 'Back' })).statusCode).toBe(404);
  });

  it('createMany with clashes inside the batch and with existing accounts → per-item errors, nothing written', async () => {
    const res = await t.call('POST', `${U}createMany`, t.admin, [
      { username: 'fresh1', firstName: 'F', email: 'fresh1@example.org' },
      { username: 'Fresh1', firstName: 'F', email: 'fresh1b@example.org' },
      { username: 'fresh3', firstName: 'F', email: 'maya@summit.example' },
      { username: 'x', firstName: 'F', email: 'fresh4@example.org' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '3 of 4 users could not be created.', statusCode: 400,
      errors: [
        { index: 1, message: AUTH_MESSAGES.usernameTaken },
        { index: 2, message: AUTH_MESSAGES.emailTaken },
        { index: 3, message: expect.stringMatching(/^username: /) },
      ],
    });
    expect(await t.app.db.select().from(users).where(eq(users.username, 'fresh1'))).toEqual([]);
  });

  it('createMany of valid items writes them in a few statements: input order, roles held, temp role by default', async () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ username: `bulk${i}`, firstName: 'Bulk', lastName: `No${i}`, email: `bulk${i}@example.org`,
      ...(i === 7 ? { roles: [t.roleIdOf.expert!, t.roleIdOf.volunteer!], active_role: t.roleIdOf.volunteer } : {}) }));
    const res = await t.call('POST', `${U}createMany`, t.admin, items);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { username: string; roles: number[]; active_role_id: number }[];
    expect(data.map((u) => u.username)).toEqual(items.map((i) => i.username));
    expect(data[7]).toMatchObject({ roles: [t.roleIdOf.expert!, t.roleIdOf.volunteer!].sort((a, b) => a - b), active_role_id: t.roleIdOf.volunteer });
    expect(data[0]!.roles).toEqual([data[0]!.active_role_id]);
    const held = await t.app.db.select().from(userRoles).where(inArray(userRoles.userId, data.map((u) => (u as unknown as { user_id: number }).user_id)));
    expect(held).toHaveLength(301);
  });

  it('createMany of well-formed items that clash is replayed item by item: each clash named, nothing written', async () => {
    const res = await t.call('POST', `${U}createMany`, t.admin, [
      { username: 'whole1', firstName: 'W', email: 'whole1@example.org' },
      { username: 'whole2', firstName: 'W', email: 'MAYA@summit.example' },
      { username: 'WHOLE1', firstName: 'W', email: 'whole3@example.org' },
      { username: 'whole4', firstName: 'W', email: 'whole4@example.org', roles: [987654] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '3 of 4 users could not be created.', statusCode: 400,
      errors: [
        { index: 1, message: AUTH_MESSAGES.emailTaken },
        { index: 2, message: AUTH_MESSAGES.usernameTaken },
        { index: 3, message: PROFILE_MESSAGES.unknownRoles([987654]) },
      ],
    });
    expect(await t.app.db.select().from(users).where(inArray(users.username, ['whole1', 'whole4']))).toEqual([]);
  });

  it('lists with search, searchFields, sortField, page and fields (roles projected)', async () => {
    const res = await t.get(`${U}getAll`, t.admin, {
      search: 'SUMMIT.example', searchFields: ['email'], sortField: 'username', sortOrder: 'asc', page: '1', limit: '1', fields: 'username,roles',
    });
    expect(res.statusCode).toBe(200);
    // Every demo account has an @summit.example address; the count comes from the table itself.
    const summit = (await t.app.db.select({ username: users.username }).from(users)
      .where(and(ilike(users.email, '%summit.example%'), isNull(users.deletedAt)))).map((u) => u.username).sort();
    expect(summit.length).toBeGreaterThan(2);
    expect(res.json()).toEqual({ data: [{ username: 'admin', roles: [t.roleIdOf.admin] }], metadata: { total: summit.length, page: 1, limit: 1, pages: summit.length } });
    const page2 = await t.get(`${U}getAll`, t.admin, { search: 'summit', searchFields: ['email'], sortField: 'username', sortOrder: 'asc', page: '2', limit: '1', fields: 'username' });
    expect(page2.json().data).toEqual([{ username: summit[1] }]);
    const badSort = await t.get(`${U}getAll`, t.admin, { sortField: 'roles' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toMatch(/^Unknown field 'roles'\. Allowed: user_id, username, /);
    const hidden = await t.get(`${U}getAll`, t.admin, { fields: 'user_id,password_hash' });
    expect(hidden.statusCode).toBe(400);
    const meta = await t.get(`${U}getAll`, t.admin, { metadataOnly: 'true', filterFields: { enabled: true, email: 'MAYA@summit.example' } });
    expect(meta.json()).toEqual({ data: [], metadata: { total: 1, page: 1, limit: 10, pages: 1 } });
    const badJson = await t.call('GET', `${U}getAll?filterFields=%7Bnope`, t.admin);
    expect(badJson.statusCode).toBe(400);
    const all = await t.get(`${U}getAll`, t.admin, { limit: '-1', filterFields: { otpVerified: true } });
    const verified = await t.app.db.select({ id: users.userId }).from(users).where(and(eq(users.emailVerified, true), isNull(users.deletedAt)));
    expect(all.json().metadata).toEqual({ total: verified.length, page: 1, limit: -1, pages: 1 });
  });
});
