import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, FAMILY_MESSAGES, fileBodySchema, quizBodySchema, videoBodySchema } from '../../contracts';
import { communityCommon, courses, credentials, modules, programs, roles, units, userRoles, users } from '../db/schema';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoData } from '../db/seed';
import { DEMO_COMMUNITY_RECORDS, DEMO_PROGRAMS } from '../db/seed-content';
import { hashPassword } from '../lib/password';
import { createTestApp } from '../test/test-app';

interface Session { token: string; userId: number }

let app: FastifyInstance;
let admin: Session;
let maya: Session;
let sam: Session;

const signIn = async (username: string, password: string): Promise<Session> => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access_token: string; user_id: number };
  return { token: body.access_token, userId: body.user_id };
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Session | null, payload?: unknown) => app.inject({
  method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}),
});
const get = (path: string, who: Session | null, query: Record<string, unknown> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  return call('GET', `${path}${qs ? `?${qs}` : ''}`, who);
};

const count = async (table: typeof programs | typeof courses | typeof modules | typeof units | typeof communityCommon) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(isNull(table.deletedAt)))[0]!.n;

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  // A second plain member (learner) for the owner rules.
  const [learner] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'learner'));
  const [row] = await app.db.insert(users).values({ username: 'sam', email: 'sam@summit.example', firstName: 'Sam', emailVerified: true, activeRoleId: learner!.id })
    .returning({ id: users.userId });
  await app.db.insert(userRoles).values({ userId: row!.id, roleId: learner!.id });
  await app.db.insert(credentials).values({ userId: row!.id, passwordHash: await hashPassword('Summit-Sam-2026') });
  [admin, maya, sam] = await Promise.all([
    signIn(DEMO_ADMIN.username, DEMO_ADMIN.password), signIn(DEMO_MEMBER.username, DEMO_MEMBER.password), signIn('sam', 'Summit-Sam-2026'),
  ]);
}, 60_000);
afterAll(async () => {
  await app.close();
});

interface FamilyCase {
  base: string;
  idField: string;
  idsField: string;
  paths: { get: string; create: string; update: string; delete: string };
  create: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  update: () => Record<string, unknown>;
}

const pathsOf = (entity: string) => ({ get: `get${entity}`, create: `create${entity}`, update: `update${entity}`, delete: `delete${entity}` });
const firstId = async (table: typeof programs | typeof courses | typeof modules) => {
  const column = table === programs ? programs.programId : table === courses ? courses.courseId : modules.moduleId;
  return (await app.db.select({ id: column }).from(table).limit(1))[0]!.id;
};

const CASES: FamilyCase[] = [
  {
    base: '/api/user/userSettings/', idField: 'user_setting_id', idsField: 'user_setting_ids', paths: pathsOf('UserSetting'),
    // One live setting per member: each create needs a member without one (sam's is made below, admin's here).
    create: () => ({ user_id: admin.userId, settings: { theme: 'dark' } }),
    update: () => ({ settings: { theme: 'light', locale: 'en' } }),
  },
  {
    base: '/api/notification/notifications/', idField: 'notification_id', idsField: 'notification_ids', paths: pathsOf('Notification'),
    create: () => ({ user_id: maya.userId, notification_type: 'program', notification_body: 'A new program is open.' }),
    update: () => ({ is_read: true }),
  },
  {
    base: '/api/user/groupUsers/', idField: 'table_id', idsField: 'table_ids', paths: pathsOf('GroupUser'),
    create: () => ({ parent_user_id: admin.userId, user_id: maya.userId }),
    update: () => ({ user_id: sam.userId }),
  },
  {
    base: '/api/community/communityCommon/', idField: 'community_common_id', idsField: 'community_common_ids', paths: pathsOf('CommunityCommon'),
    create: () => ({ owner_user_id: admin.userId, community_name: 'City Innovation Office', community_type: 'government' }),
    update: () => ({ description: 'Runs the municipal startup programme.' }),
  },
  {
    base: '/api/global-user/userRepoItems/', idField: 'repoitem_id', idsField: 'repoitem_ids', paths: pathsOf('UserRepoItem'),
    create: () => ({ user_id: admin.userId, repoitem_type: 'education', repoitem_subtype: 'School of Study', repoitem_name: 'Engineering', repoitem_value: { year: 2 } }),
    update: () => ({ repoitem_name: 'Computer Engineering' }),
  },
  {
    base: '/api/program/programs/', idField: 'program_id', idsField: 'program_ids', paths: pathsOf('Program'),
    create: () => ({ program_name: 'Pitch Clinic', program_category: 'investment', start_date: '2026-09-01T09:00:00.000Z', end_date: '2026-09-30T17:00:00.000Z' }),
    update: () => ({ program_description: 'Weekly feedback on your pitch.', end_date: '2026-10-15T17:00:00.000Z' }),
  },
  {
    base: '/api/program/courses/', idField: 'course_id', idsField: 'course_ids', paths: pathsOf('Course'),
    create: async () => ({ program_id: await firstId(programs), course_name: 'Storytelling', sequence: 9 }),
    update: () => ({ course_description: 'Shape the narrative.' }),
  },
  {
    base: '/api/program/modules/', idField: 'module_id', idsField: 'module_ids', paths: pathsOf('Module'),
    create: async () => ({ course_id: await firstId(courses), module_name: 'Rest and Recovery', sequence: 9, phase: 5 }),
    update: () => ({ phase: 4 }),
  },
  {
    base: '/api/program/units/', idField: 'unit_id', idsField: 'unit_ids', paths: pathsOf('Unit'),
    create: async () => ({ module_id: await firstId(modules), unit_name: 'Reading list', unit_type: 'text', unit_body: 'Three essays.', sequence: 9 }),
    update: () => ({ unit_type: 'file', unit_body: JSON.stringify({ url: '/api/multimedia/files/reading-list.pdf', file_name: 'reading-list.pdf' }) }),
  },
  {
    base: '/api/program/programs-enrolled/', idField: 'enrollment_id', idsField: 'enrollment_ids',
    paths: { get: 'getEnrolledProgram', create: 'createProgramEnrolled', update: 'updateProgramEnrolled', delete: 'deleteProgramEnrolled' },
    create: async () => ({ user_id: admin.userId, program_id: await firstId(programs) }),
    update: () => ({ status: 'completed', progress: { completed_unit_ids: [], last_unit_id: 12, updated_at: null } }),
  },
];

describe('content families: the eight calls (administrator)', () => {
  it.each(CASES)('$base: create, get, update, list, delete, then 404', async (c) => {
    const body = await c.create();
    const created = await call('POST', `${c.base}${c.paths.create}`, admin, body);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as Record<string, unknown>;
    expect(record).toMatchObject(body);
    const id = record[c.idField] as number;

    const one = await get(`${c.base}${c.paths.get}`, admin, { filterFields: { [c.idField]: id } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(record);

    const changes = c.update();
    const updated = await call('PUT', `${c.base}${c.paths.update}/${id}`, admin, changes);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ ...changes, [c.idField]: id });

    const list = await get(`${c.base}getAll`, admin, { filterFields: { [c.idField]: id } });
    expect(list.json()).toMatchObject({ data: [{ [c.idField]: id }], metadata: { total: 1 } });

    const removed = await call('DELETE', `${c.base}${c.paths.delete}/${id}/${admin.userId}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deleted: 1 });
    expect((await get(`${c.base}${c.paths.get}`, admin, { filterFields: { [c.idField]: id } })).statusCode).toBe(404);
  });

  it('timestamps are ISO 8601 strings', async () => {
    const program = (await get('/api/program/programs/getProgram', admin, { filterFields: { program_name: 'Founder Foundations' } })).json();
    expect(program).toMatchObject({ start_date: '2026-01-12T09:00:00.000Z', end_date: '2026-04-30T17:00:00.000Z', is_published: true });
    const note = await call('POST', '/api/notification/notifications/createNotification', admin,
      { user_id: admin.userId, notification_type: 'system', notification_body: 'Hello' });
    expect(note.json().cdate_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(note.json()).toMatchObject({ is_read: false, notification_image: null, created_by: admin.userId, modified_by: null });
  });

  it('createMany and deleteMany by the family id list, all or nothing', async () => {
    const programId = await firstId(programs);
    const before = await count(courses);
    const bad = await call('POST', '/api/program/courses/createMany', admin, [
      { program_id: programId, course_name: 'A', sequence: 10 },
      { program_id: 999_999, course_name: 'B', sequence: 11 },
      { program_id: programId, course_name: 'C', sequence: 12 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '1 of 3 courses could not be created.', errors: [{ index: 1, message: CONTENT_MESSAGES.programNotFound }] });
    expect(await count(courses)).toBe(before);

    const ok = await call('POST', '/api/program/courses/createMany', admin, [
      { program_id: programId, course_name: 'A', sequence: 10 },
      { program_id: programId, course_name: 'C', sequence: 12 },
    ]);
    expect(ok.statusCode).toBe(201);
    const ids = (ok.json().data as { course_id: number }[]).map((r) => r.course_id);
    expect(await count(courses)).toBe(before + 2);

    const badDelete = await call('PUT', '/api/program/courses/deleteMany', admin, { course_ids: [...ids, 999_999], deleted_by: admin.userId });
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json().errors).toEqual([{ index: 2, message: 'Course not found' }]);
    expect(await count(courses)).toBe(before + 2);
    const del = await call('PUT', '/api/program/courses/deleteMany', admin, { course_ids: ids, deleted_by: admin.userId });
    expect(del.json()).toEqual({ deleted: 2 });
    expect(await count(courses)).toBe(before);
  });

  it('updateMany on notifications: mark several read in one call', async () => {
    const made = await call('POST', '/api/notification/notifications/createMany', admin, [
      { user_id: maya.userId, notification_type: 'event', notification_body: 'Demo day on Friday' },
      { user_id: maya.userId, notification_type: 'event', notification_body: 'Office hours moved' },
    ]);
    expect(made.statusCode).toBe(201);
    const ids = (made.json().data as { notification_id: number }[]).map((n) => n.notification_id);
    const res = await call('POST', '/api/notification/notifications/updateMany', maya, ids.map((id) => ({ notification_id: id, is_read: true })));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { is_read: boolean }[]).every((n) => n.is_read)).toBe(true);
  });
});

describe('content families: owner rule and privileges', () => {
  it('a member manages their own settings, and only theirs', async () => {
    const own = await call('POST', '/api/user/userSettings/createUserSetting', sam, { user_id: sam.userId, settings: { cookies: 'essential' } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ user_id: sam.userId, settings: { cookies: 'essential' } });
    const twice = await call('POST', '/api/user/userSettings/createUserSetting', sam, { user_id: sam.userId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This member already has settings.');

    const forOther = await call('POST', '/api/user/userSettings/createUserSetting', sam, { user_id: maya.userId });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(FAMILY_MESSAGES.onlyOwn);

    const mayas = await call('POST', '/api/user/userSettings/createUserSetting', maya, { user_id: maya.userId });
    expect(mayas.statusCode).toBe(201);
    const mayaSettingId = mayas.json().user_setting_id as number;
    // Another member's row answers exactly like a missing one (its existence is not revealed).
    const peek = await get('/api/user/userSettings/getUserSetting', sam, { filterFields: { user_setting_id: mayaSettingId } });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(FAMILY_MESSAGES.notFound('User setting'));
    const change = await call('PUT', `/api/user/userSettings/updateUserSetting/${mayaSettingId}`, sam, { settings: {} });
    expect(change.statusCode).toBe(404);
    const del = await call('DELETE', `/api/user/userSettings/deleteUserSetting/${mayaSettingId}/${sam.userId}`, sam);
    expect(del.statusCode).toBe(404);

    const mine = await get('/api/user/userSettings/getAll', sam);
    expect(mine.json().data.map((s: { user_id: number }) => s.user_id)).toEqual([sam.userId]);
    const all = await get('/api/user/userSettings/getAll', admin, { limit: -1 });
    expect(all.json().metadata.total).toBeGreaterThanOrEqual(2);
  });

  it('notifications: a member sees only their own and marks them read', async () => {
    const n = await call('POST', '/api/notification/notifications/createNotification', admin,
      { user_id: sam.userId, notification_type: 'welcome', notification_body: 'Welcome to the summit!' });
    const id = n.json().notification_id as number;
    const list = await get('/api/notification/notifications/getAll', sam, { filterFields: { is_read: false } });
    expect(list.json().data.map((x: { notification_id: number }) => x.notification_id)).toEqual([id]);
    expect((await get('/api/notification/notifications/getAll', maya)).json().data.every((x: { user_id: number }) => x.user_id === maya.userId)).toBe(true);
    const read = await call('PUT', `/api/notification/notifications/updateNotification/${id}`, sam, { is_read: true, modified_by: sam.userId });
    expect(read.json()).toMatchObject({ is_read: true, modified_by: sam.userId });
    const forged = await call('PUT', `/api/notification/notifications/updateNotification/${id}`, sam, { is_read: false, modified_by: admin.userId });
    expect(forged.statusCode).toBe(400);
  });

  it('group users: owner is parent_user_id; nobody joins their own group', async () => {
    const self = await call('POST', '/api/user/groupUsers/createGroupUser', maya, { parent_user_id: maya.userId, user_id: maya.userId });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CONTENT_MESSAGES.groupSelf);
    const ok = await call('POST', '/api/user/groupUsers/createGroupUser', maya, { parent_user_id: maya.userId, user_id: sam.userId });
    expect(ok.statusCode).toBe(201);
    expect((await call('POST', '/api/user/groupUsers/createGroupUser', maya, { parent_user_id: maya.userId, user_id: sam.userId })).statusCode).toBe(409);
    expect((await call('POST', '/api/user/groupUsers/createGroupUser', sam, { parent_user_id: maya.userId, user_id: sam.userId })).statusCode).toBe(403);
    // sam is the member, not the owner: the row is not sam's to read (not found for sam).
    expect((await get('/api/user/groupUsers/getGroupUser', sam, { filterFields: { table_id: ok.json().table_id } })).statusCode).toBe(404);
  });

  it('community records and repository items belong to their owner', async () => {
    const list = await get('/api/community/communityCommon/getAll', maya, { limit: -1 });
    expect(list.json().data.map((r: { community_name: string }) => r.community_name).sort())
      .toEqual(DEMO_COMMUNITY_RECORDS.map((r) => r.name).sort());
    expect((await get('/api/community/communityCommon/getAll', sam)).json().metadata.total).toBe(0);
    const communityId = list.json().data[0].community_common_id as number;
    const item = await call('POST', '/api/global-user/userRepoItems/createUserRepoItem', maya, {
      user_id: maya.userId, repoitem_type: 'education', repoitem_subtype: 'School of Study', repoitem_name: 'Business School', community_common_id: communityId,
    });
    expect(item.statusCode, item.body).toBe(201);
    const bySubtype = await get('/api/global-user/userRepoItems/getAll', maya, { filterFields: { repoitem_subtype: 'school of study' } });
    expect(bySubtype.json().metadata.total).toBe(1);
    const badRef = await call('POST', '/api/global-user/userRepoItems/createUserRepoItem', maya, {
      user_id: maya.userId, repoitem_type: 'education', repoitem_subtype: 'School of Study', repoitem_name: 'X', community_common_id: 999_999,
    });
    expect(badRef.statusCode).toBe(400);
    const badType = await call('POST', '/api/community/communityCommon/createCommunityCommon', maya,
      { owner_user_id: maya.userId, community_name: 'Nope', community_type: 'club' });
    expect(badType.statusCode).toBe(400);
  });

  it('learning content: every member reads, only the privileged write', async () => {
    const list = await get('/api/program/programs/getAll', sam, { sortField: 'program_id', sortOrder: 'asc' });
    expect(list.statusCode).toBe(200);
    // The seeded programs come first (lowest ids); other tests may add more.
    expect(list.json().data.slice(0, 3).map((p: { program_name: string }) => p.program_name)).toEqual(DEMO_PROGRAMS.map((p) => p.name));
    expect((await get('/api/program/units/getAll', sam, { metadataOnly: 'true' })).json().metadata.total).toBeGreaterThan(80);
    const create = await call('POST', '/api/program/programs/createProgram', maya, { program_name: 'Mine', program_category: 'x' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(FAMILY_MESSAGES.noPrivilege);
    const programId = list.json().data[0].program_id as number;
    expect((await call('PUT', `/api/program/programs/updateProgram/${programId}`, sam, { program_name: 'Renamed' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/program/units/deleteMany', sam, { unit_ids: [1] })).statusCode).toBe(403);
  });

  it('programs: end_date may not come before start_date, also against the stored row', async () => {
    const bad = await call('POST', '/api/program/programs/createProgram', admin,
      { program_name: 'Backwards', program_category: 'x', start_date: '2026-05-01T00:00:00Z', end_date: '2026-04-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTENT_MESSAGES.datesOrder);
    const [p] = await app.db.select({ id: programs.programId }).from(programs).where(eq(programs.programName, 'Founder Foundations'));
    const move = await call('PUT', `/api/program/programs/updateProgram/${p!.id}`, admin, { end_date: '2025-01-01T00:00:00Z' });
    expect(move.statusCode).toBe(400);
    const notIso = await call('POST', '/api/program/programs/createProgram', admin, { program_name: 'X', program_category: 'x', start_date: 'soon' });
    expect(notIso.statusCode).toBe(400);
  });

  it('enrolments: members enrol themselves in published programs once', async () => {
    const [p] = await app.db.select({ id: programs.programId }).from(programs).where(eq(programs.programName, 'Fundraising Readiness'));
    const enrol = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', sam, { user_id: sam.userId, program_id: p!.id });
    expect(enrol.statusCode, enrol.body).toBe(201);
    expect(enrol.json()).toMatchObject({ user_id: sam.userId, program_id: p!.id, status: 'active', progress: {} });
    expect(enrol.json().enrolled_at).toMatch(/Z$/);
    const again = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', sam, { user_id: sam.userId, program_id: p!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This member is already enrolled in this program.');
    expect((await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', sam, { user_id: maya.userId, program_id: p!.id })).statusCode).toBe(403);

    const hidden = await call('POST', '/api/program/programs/createProgram', admin, { program_name: 'Draft', program_category: 'x', is_published: false });
    const closed = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', sam, { user_id: sam.userId, program_id: hidden.json().program_id });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(CONTENT_MESSAGES.programNotOpen);

    const id = enrol.json().enrollment_id as number;
    const got = await get('/api/program/programs-enrolled/getEnrolledProgram', sam, { filterFields: { user_id: sam.userId } });
    expect(got.json()).toMatchObject({ enrollment_id: id });
    const progress = await call('PUT', `/api/program/programs-enrolled/updateProgramEnrolled/${id}`, sam, { progress: { completed_unit_ids: [], last_unit_id: 7, updated_at: null } });
    expect(progress.json().progress).toEqual({ completed_unit_ids: [], last_unit_id: 7, updated_at: null });
    expect((await call('DELETE', `/api/program/programs-enrolled/deleteProgramEnrolled/${id}/${admin.userId}`, sam)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/program/programs-enrolled/deleteProgramEnrolled/${id}/${sam.userId}`, sam)).json()).toEqual({ deleted: 1 });
    // Deleted (soft): enrolling again is allowed.
    expect((await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', sam, { user_id: sam.userId, program_id: p!.id })).statusCode).toBe(201);
  });

  it('401 without a token', async () => {
    expect((await get('/api/program/programs/getAll', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/userSettings/createUserSetting', null, { user_id: 1 })).statusCode).toBe(401);
  });
});

describe('demo content seed', () => {
  it('seeds 3 programs × 3 courses × 3 modules × 3–5 units with mixed types, phases 1–5, and maya\'s community records; a second run adds nothing', async () => {
    const seeded = await app.db.select({ id: programs.programId, name: programs.programName }).from(programs)
      .where(and(eq(programs.createdBy, 0), isNull(programs.deletedAt)));
    const ids = seeded.filter((p) => DEMO_PROGRAMS.some((d) => d.name === p.name)).map((p) => p.id);
    expect(ids).toHaveLength(3);
    const tree = await app.db.select({ program: courses.programId, course: courses.courseId, module: modules.moduleId, phase: modules.phase, unitType: units.unitType, body: units.unitBody, unitId: units.unitId })
      .from(courses).innerJoin(modules, eq(modules.courseId, courses.courseId)).innerJoin(units, eq(units.moduleId, modules.moduleId))
      .where(and(eq(courses.createdBy, 0), eq(modules.createdBy, 0), eq(units.createdBy, 0)));
    const seededTree = tree.filter((r) => ids.includes(r.program));
    expect(new Set(seededTree.map((r) => r.course)).size).toBe(9);
    expect(new Set(seededTree.map((r) => r.module)).size).toBe(27);
    const perModule = new Map<number, number>();
    for (const r of seededTree) perModule.set(r.module, (perModule.get(r.module) ?? 0) + 1);
    for (const n of perModule.values()) expect(n).toBeGreaterThanOrEqual(3);
    for (const n of perModule.values()) expect(n).toBeLessThanOrEqual(5);
    expect(new Set(seededTree.map((r) => r.unitType))).toEqual(new Set(['text', 'video', 'quiz', 'file']));
    for (const r of seededTree.filter((x) => x.unitType === 'quiz')) expect(quizBodySchema.safeParse(JSON.parse(r.body)).success).toBe(true);
    for (const r of seededTree.filter((x) => x.unitType === 'video')) expect(videoBodySchema.safeParse(JSON.parse(r.body)).success).toBe(true);
    for (const r of seededTree.filter((x) => x.unitType === 'file')) expect(fileBodySchema.safeParse(JSON.parse(r.body)).success).toBe(true);
    expect([...new Set(seededTree.map((r) => r.phase).filter((p) => p !== null))].sort()).toEqual([1, 2, 3, 4, 5]);

    const before = { p: await count(programs), c: await count(courses), m: await count(modules), u: await count(units), cc: await count(communityCommon) };
    await seedDemoData(app.db);
    await seedDemoData(app.db);
    expect({ p: await count(programs), c: await count(courses), m: await count(modules), u: await count(units), cc: await count(communityCommon) }).toEqual(before);
    const [mayaRow] = await app.db.select({ id: users.userId }).from(users).where(eq(users.username, DEMO_MEMBER.username));
    const owned = await app.db.select({ n: sql<number>`count(*)::int` }).from(communityCommon)
      .where(and(eq(communityCommon.ownerUserId, mayaRow!.id), isNull(communityCommon.deletedAt)));
    expect(owned[0]!.n).toBe(DEMO_COMMUNITY_RECORDS.length);
  });
});
