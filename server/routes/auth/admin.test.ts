import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../auth/authorize';
import { AUTH_ADMIN_MESSAGES, AUTH_MESSAGES, type AuthUser } from '../../../contracts';
import { DEMO_ADMIN } from '../../db/seed';
import { credentials, roles, sessions, userRoles, users } from '../../db/schema';
import { codeFor, createTestApp, refreshCookieOf } from '../../test/test-app';

let app: FastifyInstance;
let adminAuth: Record<string, string>;
let adminId: number;
let memberAuth: Record<string, string>;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Record<string, string> = adminAuth) =>
  app.inject({ method: 'PUT', url, payload, headers });
const search = (query: string, headers: Record<string, string> = adminAuth) =>
  app.inject({ method: 'GET', url: `/api/auth/searchUsers?${query}`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let seq = 0;
/** A member signed up through the real flow (code, verify, sign up): their cookie and token. */
async function signUpMember(over: { username?: string; firstName?: string; lastName?: string } = {}) {
  seq += 1;
  const member = {
    firstName: 'Mira', lastName: 'Okafor', username: `adm-mira${seq}`, email: `adm-mira${seq}@example.org`,
    password: 'correct horse battery', tnc_accepted: true, is_underage: false, ...over,
  };
  expect((await post('/api/auth/generateOtp', { email: member.email, firstName: member.firstName, type: 'signup' })).statusCode).toBe(200);
  expect((await post('/api/auth/verifyOtp', { email: member.email, otp: await codeFor(app, member.email) })).statusCode).toBe(200);
  const res = await post('/api/auth/signup', member);
  expect(res.statusCode).toBe(201);
  return { member, id: res.json().user_id as number, cookie: refreshCookieOf(res)!, auth: bearer(res.json().access_token) };
}

/** A batch item for createMany, unique per call. */
let made = 0;
const newItem = (over: Record<string, unknown> = {}) => {
  made += 1;
  return { username: `batch${made}`, firstName: 'Bea', lastName: `Batch${made}`, email: `batch${made}@example.org`, created_by: adminId, ...over };
};

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const signin = await post('/api/auth/signin', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
  expect(signin.statusCode).toBe(200);
  adminAuth = bearer(signin.json().access_token);
  adminId = signin.json().user_id;
  memberAuth = (await signUpMember()).auth;
});
afterAll(async () => {
  await app.close();
});

describe('who may call the identity admin calls', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/auth/searchUsers' },
    { method: 'PUT' as const, url: `/api/auth/updateAuthUser/${adminId}`, payload: { firstName: 'X', modified_by: adminId } },
    { method: 'POST' as const, url: '/api/auth/createMany', payload: [newItem()] },
    { method: 'POST' as const, url: '/api/auth/updateMany', payload: [{ user_id: adminId, firstName: 'X', modified_by: adminId }] },
    { method: 'PUT' as const, url: '/api/auth/deleteMany', payload: { user_ids: [adminId], deleted_by: adminId } },
  ];

  it('answers 401 without a Bearer token', async () => {
    for (const call of calls()) {
      const res = await app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired, statusCode: 401 });
    }
  });

  it('answers 403 to a signed-in member who is not an admin, and changes nothing', async () => {
    for (const call of calls()) {
      const res = await app.inject({ ...call, headers: memberAuth });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ message: ACCESS_MESSAGES.adminOnly, statusCode: 403 });
    }
    const [admin] = await app.db.select().from(users).where(eq(users.userId, adminId));
    expect(admin).toMatchObject({ firstName: DEMO_ADMIN.firstName, deletedAt: null });
  });
});

describe('GET auth/searchUsers', () => {
  let people: { id: number; member: { username: string; email: string } }[];
  beforeAll(async () => {
    people = [
      await signUpMember({ username: 'srch-zoe', firstName: 'Zoë', lastName: 'Quill_Brook' }),
      await signUpMember({ username: 'srch-zed', firstName: 'Zed', lastName: 'QuillXBrook' }),
      await signUpMember({ username: 'srch-amy', firstName: 'Amy', lastName: 'Stone' }),
    ];
  });

  it('lists auth users only, ordered by user_id, with list metadata', async () => {
    const res = await search('limit=-1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: AuthUser[]; metadata: object };
    const ids = body.data.map((u) => u.user_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.metadata).toEqual({ total: body.data.length, page: 1, limit: -1, pages: 1 });
    const admin = body.data.find((u) => u.user_id === adminId);
    expect(admin).toEqual({ user_id: adminId, username: 'admin', firstName: 'Ada', lastName: 'Admin', email: DEMO_ADMIN.email, enabled: true });
    expect(Object.keys(admin!).sort()).toEqual(['email', 'enabled', 'firstName', 'lastName', 'user_id', 'username']);
  });

  it('searches username, e-mail and names case-insensitively, with % and _ taken literally', async () => {
    const byName = await search('search=QUILL');
    expect(byName.json().data.map((u: AuthUser) => u.username)).toEqual(['srch-zoe', 'srch-zed']);
    // "_" would match any character if it were not escaped: only Quill_Brook matches.
    const underscore = await search(`search=${encodeURIComponent('quill_b')}`);
    expect(underscore.json().data.map((u: AuthUser) => u.username)).toEqual(['srch-zoe']);
    expect((await search(`search=${encodeURIComponent('%')}`)).json().metadata.total).toBe(0);
    const byEmail = await search(`search=${encodeURIComponent(people[2]!.member.email.toUpperCase())}`);
    expect(byEmail.json().data.map((u: AuthUser) => u.user_id)).toEqual([people[2]!.id]);
  });

  it('filters by comma-joined user_id, username, email and enabled, and pages', async () => {
    const ids = people.map((p) => p.id);
    const byIds = await search(`user_id=${ids.join(',')}`);
    expect(byIds.json().data.map((u: AuthUser) => u.user_id)).toEqual(ids);

    const page2 = await search(`user_id=${ids.join(',')}&limit=2&page=2`);
    expect(page2.json()).toMatchObject({ data: [{ user_id: ids[2] }], metadata: { total: 3, page: 2, limit: 2, pages: 2 } });

    const combined = await search(`user_id=${ids.join(',')}&search=srch-z&username=SRCH-ZED,srch-amy`);
    expect(combined.json().data.map((u: AuthUser) => u.user_id)).toEqual([ids[1]]);

    const byEmail = await search(`email=${people[0]!.member.email},${people[2]!.member.email}`);
    expect(byEmail.json().data.map((u: AuthUser) => u.user_id)).toEqual([ids[0], ids[2]]);

    await app.db.update(users).set({ enabled: false }).where(eq(users.userId, ids[2]!));
    const enabled = await search(`user_id=${ids.join(',')}&enabled=true`);
    expect(enabled.json().data.map((u: AuthUser) => u.user_id)).toEqual([ids[0], ids[1]]);
    const disabled = await search(`user_id=${ids.join(',')}&enabled=false`);
    expect(disabled.json().data).toEqual([expect.objectContaining({ user_id: ids[2], enabled: false })]);
  });

  it('defaults to page 1 of 10 and refuses a bad query', async () => {
    const res = await search('');
    expect(res.json().metadata).toMatchObject({ page: 1, limit: 10 });
    expect(res.json().data.length).toBeLessThanOrEqual(10);
    expect((await search('user_id=1,abc')).statusCode).toBe(400);
    expect((await search('limit=0')).statusCode).toBe(400);
  });
});

describe('PUT auth/updateAuthUser/{id}', () => {
  it('changes the given fields and records the caller as modified_by', async () => {
    const { id } = await signUpMember();
    const res = await put(`/api/auth/updateAuthUser/${id}`, { firstName: ' Nadia ', email: `NADIA${id}@Example.org`, modified_by: adminId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: id, firstName: 'Nadia', lastName: 'Okafor', email: `nadia${id}@example.org`, enabled: true });
    const [row] = await app.db.select().from(users).where(eq(users.userId, id));
    expect(row?.modifiedBy).toBe(adminId);
  });

  it('refuses a forged modified_by with 400 and writes nothing', async () => {
    const { id } = await signUpMember();
    const res = await put(`/api/auth/updateAuthUser/${id}`, { firstName: 'Forged', modified_by: id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('modified_by'), statusCode: 400 });
    const [row] = await app.db.select().from(users).where(eq(users.userId, id));
    expect(row?.firstName).toBe('Mira');
  });

  it('answers 409 when the username or e-mail belongs to someone else (any case)', async () => {
    const a = await signUpMember();
    const b = await signUpMember();
    const taken = await put(`/api/auth/updateAuthUser/${b.id}`, { username: a.member.username.toUpperCase(), modified_by: adminId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, statusCode: 409 });
    const email = await put(`/api/auth/updateAuthUser/${b.id}`, { email: a.member.email, modified_by: adminId });
    expect(email.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, statusCode: 409 });
    // One's own username in another case is not a clash.
    const own = await put(`/api/auth/updateAuthUser/${b.id}`, { username: b.member.username.toUpperCase(), modified_by: adminId });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for unknown and deleted users', async () => {
    const unknown = await put('/api/auth/updateAuthUser/999999', { firstName: 'X', modified_by: adminId });
    expect(unknown.json()).toEqual({ message: 'User not found', statusCode: 404 });
    const { id } = await signUpMember();
    await app.db.update(users).set({ deletedAt: new Date(), deletedBy: adminId }).where(eq(users.userId, id));
    expect((await put(`/api/auth/updateAuthUser/${id}`, { firstName: 'X', modified_by: adminId })).statusCode).toBe(404);
  });

  it('disabling ends the member’s sessions: their refresh cookie stops working', async () => {
    const m = await signUpMember();
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie: m.cookie } })).statusCode).toBe(200);
    const res = await put(`/api/auth/updateAuthUser/${m.id}`, { enabled: false, modified_by: adminId });
    expect(res.json()).toMatchObject({ user_id: m.id, enabled: false });
    expect((await post('/auth/refresh', {}, { cookie: m.cookie })).statusCode).toBe(401);
    const live = await app.db.select().from(sessions).where(and(eq(sessions.userId, m.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await post('/api/auth/signin', { username: m.member.username, password: m.member.password })).json().message).toBe(AUTH_MESSAGES.accountDisabled);
  });

  it('refuses to let an admin disable themself', async () => {
    const res = await put(`/api/auth/updateAuthUser/${adminId}`, { enabled: false, modified_by: adminId });
    expect(res.json()).toEqual({ message: AUTH_ADMIN_MESSAGES.cannotDisableSelf, statusCode: 400 });
  });
});

describe('POST auth/createMany', () => {
  it('creates every member with the temp role, unverified, with credentials only when a password is given', async () => {
    const items = [newItem({ password: 'a long enough secret' }), newItem({ enabled: false }), newItem({ lastName: undefined })];
    const res = await post('/api/auth/createMany', items, adminAuth);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as AuthUser[];
    expect(data.map((u) => u.username)).toEqual(items.map((i) => i.username));
    expect(data[1]).toMatchObject({ enabled: false });
    expect(data[2]).toMatchObject({ lastName: '' });
    const ids = data.map((u) => u.user_id);
    const rows = await app.db.select().from(users).where(inArray(users.userId, ids));
    expect(rows.every((r) => r.emailVerified === false && r.createdBy === adminId)).toBe(true);
    const roleRows = await app.db.select({ name: roles.roleName }).from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId)).where(inArray(userRoles.userId, ids));
    expect(roleRows.map((r) => r.name)).toEqual(['temp', 'temp', 'temp']);
    const creds = await app.db.select({ userId: credentials.userId }).from(credentials).where(inArray(credentials.userId, ids));
    expect(creds.map((c) => c.userId)).toEqual([ids[0]]);
    expect((await post('/api/auth/signin', { username: items[0]!.username, password: 'a long enough secret' })).statusCode).toBe(200);
  });

  it('is all or nothing: one bad item creates nobody, and each failure is listed with its index', async () => {
    const existing = await signUpMember();
    const items = [
      newItem(),
      newItem({ email: 'not-an-email' }),
      newItem(),
      newItem({ username: existing.member.username.toUpperCase() }),
      newItem({ email: existing.member.email }),
    ];
    items.push(newItem({ username: items[0]!.username.toUpperCase() }));
    const res = await post('/api/auth/createMany', items, adminAuth);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('4 of 6 users could not be created.');
    expect(body.statusCode).toBe(400);
    expect(body.errors).toEqual([
      { index: 1, message: expect.stringContaining('Enter a valid e-mail address.') },
      { index: 3, message: AUTH_MESSAGES.usernameTaken },
      { index: 4, message: AUTH_MESSAGES.emailTaken },
      { index: 5, message: AUTH_ADMIN_MESSAGES.usernameTwice },
    ]);
    const written = await app.db.select().from(users).where(inArray(users.username, items.map((i) => i.username as string)));
    expect(written).toEqual([]);
  });

  it('refuses a forged created_by with 400 and creates nobody', async () => {
    const items = [newItem(), newItem({ created_by: adminId + 1000 })];
    const res = await post('/api/auth/createMany', items, adminAuth);
    expect(res.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('created_by'), statusCode: 400 });
    expect(await app.db.select().from(users).where(eq(users.username, items[0]!.username))).toEqual([]);
  });

  it('refuses an empty list, a non-list and more than 1000 items', async () => {
    expect((await post('/api/auth/createMany', [], adminAuth)).json().message).toBe(AUTH_ADMIN_MESSAGES.batchEmpty);
    expect((await post('/api/auth/createMany', newItem(), adminAuth)).json().message).toBe(AUTH_ADMIN_MESSAGES.batchNotList);
    const many = Array.from({ length: 1001 }, () => newItem());
    const res = await post('/api/auth/createMany', many, adminAuth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_ADMIN_MESSAGES.batchTooLarge);
  });
});

describe('POST auth/updateMany', () => {
  it('updates every item and lets usernames move between members of the same batch', async () => {
    const a = await signUpMember();
    const b = await signUpMember();
    const res = await post('/api/auth/updateMany', [
      { user_id: a.id, username: b.member.username, lastName: 'Swapped', modified_by: adminId },
      { user_id: b.id, username: a.member.username, enabled: false, modified_by: adminId },
    ], adminAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ user_id: a.id, username: b.member.username, lastName: 'Swapped', email: a.member.email, enabled: true }),
      expect.objectContaining({ user_id: b.id, username: a.member.username, email: b.member.email, enabled: false }),
    ]);
    // b was disabled: their session ended.
    expect((await post('/auth/refresh', {}, { cookie: b.cookie })).statusCode).toBe(401);
    expect((await post('/auth/refresh', {}, { cookie: a.cookie })).statusCode).toBe(200);
  });

  it('is all or nothing with per-item errors, and refuses a forged modified_by', async () => {
    const a = await signUpMember();
    const b = await signUpMember();
    const res = await post('/api/auth/updateMany', [
      { user_id: a.id, firstName: 'Changed', modified_by: adminId },
      { user_id: 999999, firstName: 'Ghost', modified_by: adminId },
      { user_id: b.id, email: a.member.email, modified_by: adminId },
      { user_id: a.id, lastName: 'Again', modified_by: adminId },
      { user_id: b.id, username: 'x', modified_by: adminId },
    ], adminAuth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '4 of 5 users could not be updated.',
      statusCode: 400,
      errors: [
        { index: 1, message: AUTH_ADMIN_MESSAGES.userNotFound },
        { index: 2, message: AUTH_ADMIN_MESSAGES.emailTwice },
        { index: 3, message: AUTH_ADMIN_MESSAGES.userTwice },
        { index: 4, message: expect.stringContaining('Username must be at least 3 characters.') },
      ],
    });
    const [row] = await app.db.select().from(users).where(eq(users.userId, a.id));
    expect(row?.firstName).toBe('Mira');

    const forged = await post('/api/auth/updateMany', [{ user_id: a.id, firstName: 'Forged', modified_by: a.id }], adminAuth);
    expect(forged.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('modified_by'), statusCode: 400 });
  });
});

describe('PUT auth/deleteMany', () => {
  it('soft-deletes: users leave search, their sessions end, the rows stay with deleted_by', async () => {
    const a = await signUpMember();
    const b = await signUpMember();
    expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    const res = await put('/api/auth/deleteMany', { user_ids: [a.id, b.id], deleted_by: adminId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await search(`user_id=${a.id},${b.id}`)).json()).toMatchObject({ data: [], metadata: { total: 0 } });
    expect((await search(`search=${a.member.username}`)).json().data).toEqual([]);
    for (const m of [a, b]) {
      expect((await app.inject({ method: 'GET', url: '/auth/profile', headers: { cookie: m.cookie } })).statusCode).toBe(401);
      expect((await post('/auth/refresh', {}, { cookie: m.cookie })).statusCode).toBe(401);
    }
    const live = await app.db.select().from(sessions).where(and(inArray(sessions.userId, [a.id, b.id]), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const rows = await app.db.select().from(users).where(inArray(users.userId, [a.id, b.id]));
    expect(rows.map((r) => [r.deletedBy, r.deletedAt !== null])).toEqual([[adminId, true], [adminId, true]]);
  });

  it('is all or nothing: unknown, already deleted and own ids are listed and nobody is deleted', async () => {
    const a = await signUpMember();
    const gone = await signUpMember();
    await put('/api/auth/deleteMany', { user_ids: [gone.id], deleted_by: adminId });
    const res = await put('/api/auth/deleteMany', { user_ids: [a.id, 999999, gone.id, adminId], deleted_by: adminId });
    expect(res.json()).toEqual({
      message: '3 of 4 users could not be deleted.',
      statusCode: 400,
      errors: [
        { index: 1, message: AUTH_ADMIN_MESSAGES.userNotFound },
        { index: 2, message: AUTH_ADMIN_MESSAGES.userNotFound },
        { index: 3, message: AUTH_ADMIN_MESSAGES.cannotDeleteSelf },
      ],
    });
    expect((await search(`user_id=${a.id},${adminId}`)).json().metadata.total).toBe(2);
    expect((await post('/auth/refresh', {}, { cookie: a.cookie })).statusCode).toBe(200);
  });

  it('refuses a forged deleted_by and more than 1000 ids', async () => {
    const a = await signUpMember();
    const forged = await put('/api/auth/deleteMany', { user_ids: [a.id], deleted_by: a.id });
    expect(forged.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('deleted_by'), statusCode: 400 });
    const tooMany = await put('/api/auth/deleteMany', { user_ids: Array.from({ length: 1001 }, (_, i) => i + 1), deleted_by: adminId });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(AUTH_ADMIN_MESSAGES.batchTooLarge);
    expect((await search(`user_id=${a.id}`)).json().metadata.total).toBe(1);
  });
});
