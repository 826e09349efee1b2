import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { COMMUNITY_MENUS, PRIVILEGE_MATRIX, SEEDED_PRIVILEGES, SYSTEM_ROLES, type Menu, type Privilege, type Role } from '../../contracts';
import { customRolePrivileges, roles } from '../db/schema';
import { DEMO_MEMBER } from '../db/seed';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
let token = '';
let roleIdOf: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
  expect(res.statusCode).toBe(200);
  token = res.json().access_token;
  const rows = await app.db.select({ id: roles.roleId, name: roles.roleName }).from(roles);
  roleIdOf = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(async () => {
  await app.close();
});

/** GET with the member's token; query values that are objects are sent as JSON. */
const get = (path: string, query: Record<string, unknown> = {}, auth: string | null = token) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const qs = params.toString();
  return app.inject({ method: 'GET', url: `${path}${qs ? `?${qs}` : ''}`, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
};

describe('read engine on /api/user/roles/', () => {
  it('answers 401 without a Bearer token, on lists and single gets', async () => {
    for (const path of ['/api/user/roles/getAll', '/api/user/privileges/getAll', '/api/user/customRolePrivilege/getAll', '/api/system/customMenus/getAll']) {
      const res = await get(path, {}, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401 });
    }
    expect((await get('/api/user/roles/getRole', { filterFields: { role_id: 1 } }, null)).statusCode).toBe(401);
    expect((await get('/api/user/roles/getAll', {}, 'not-a-token')).statusCode).toBe(401);
  });

  it('lists with the defaults: 10 per page, newest id first, paging metadata', async () => {
    const res = await get('/api/user/roles/getAll');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Role[]; metadata: unknown };
    expect(body.metadata).toEqual({ total: SYSTEM_ROLES.length, page: 1, limit: 10, pages: 1 });
    const ids = body.data.map((r) => r.role_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.data[0]).toEqual({ role_id: expect.any(Number), role_name: expect.any(String), display_name: expect.any(String), parent_user_id: null, role_parent_id: null });
  });

  it('pages: limit 3, page 3 holds the last role; pages is rounded up', async () => {
    const page3 = await get('/api/user/roles/getAll', { limit: '3', page: '3', sortField: 'role_id', sortOrder: 'asc' });
    expect(page3.json().metadata).toEqual({ total: 7, page: 3, limit: 3, pages: 3 });
    expect(page3.json().data.map((r: Role) => r.role_name)).toEqual(['temp']);
    const page1 = await get('/api/user/roles/getAll', { limit: '3', page: '1', sortField: 'role_id', sortOrder: 'asc' });
    expect(page1.json().data.map((r: Role) => r.role_name)).toEqual(['volunteer', 'expert', 'institute']);
    const beyond = await get('/api/user/roles/getAll', { limit: '3', page: '9' });
    expect(beyond.json()).toEqual({ data: [], metadata: { total: 7, page: 9, limit: 3, pages: 3 } });
  });

  it('limit -1 returns everything; metadataOnly returns only the count', async () => {
    const all = await get('/api/user/roles/getAll', { limit: '-1', page: '1' });
    expect(all.json().data).toHaveLength(SYSTEM_ROLES.length);
    expect(all.json().metadata).toEqual({ total: 7, page: 1, limit: -1, pages: 1 });
    const meta = await get('/api/user/roles/getAll', { metadataOnly: 'true', filterFields: { role_name: 'expert' } });
    expect(meta.json()).toEqual({ data: [], metadata: { total: 1, page: 1, limit: 10, pages: 1 } });
  });

  it('filters by a list of role_id (IN), by role_name, and by null', async () => {
    const ids = [roleIdOf.expert!, roleIdOf.volunteer!];
    const byIds = await get('/api/user/roles/getAll', { filterFields: { role_id: ids }, limit: '-1' });
    expect(byIds.statusCode).toBe(200);
    expect(byIds.json().data.map((r: Role) => r.role_name).sort()).toEqual(['expert', 'volunteer']);
    const byName = await get('/api/user/roles/getAll', { filterFields: { role_name: 'organization' }, limit: '-1', page: '1' });
    expect(byName.json().data).toEqual([{ role_id: roleIdOf.organization, role_name: 'organization', display_name: 'Organization', parent_user_id: null, role_parent_id: null }]);
    const systemRoles = await get('/api/user/roles/getAll', { filterFields: { parent_user_id: null }, limit: '-1' });
    expect(systemRoles.json().metadata.total).toBe(7);
    const numericString = await get('/api/user/roles/getAll', { filterFields: { role_id: String(roleIdOf.admin) } });
    expect(numericString.json().data.map((r: Role) => r.role_name)).toEqual(['admin']);
  });

  it('sorts by a whitelisted field in either direction', async () => {
    const asc = await get('/api/user/roles/getAll', { sortField: 'role_name', sortOrder: 'asc', limit: '-1' });
    const names = asc.json().data.map((r: Role) => r.role_name);
    expect(names).toEqual([...names].sort());
    const desc = await get('/api/user/roles/getAll', { sortField: 'role_name', sortOrder: 'DESC', limit: '-1' });
    expect(desc.json().data.map((r: Role) => r.role_name)).toEqual([...names].reverse());
  });

  it('projects with fields: only the keys asked for', async () => {
    const res = await get('/api/user/roles/getAll', { fields: 'role_id, role_name', filterFields: { role_name: 'learner' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ role_id: roleIdOf.learner, role_name: 'learner' }]);
  });

  it('searches text fields with ILIKE and treats % and _ literally', async () => {
    const res = await get('/api/user/roles/getAll', { search: 'OLUNT', limit: '-1' });
    expect(res.json().data.map((r: Role) => r.role_name)).toEqual(['volunteer']);
    const byDisplay = await get('/api/user/roles/getAll', { search: 'inst', searchFields: ['display_name'] });
    expect(byDisplay.json().data.map((r: Role) => r.role_name)).toEqual(['institute']);
    expect((await get('/api/user/roles/getAll', { search: '%' })).json().metadata.total).toBe(0);
    expect((await get('/api/user/roles/getAll', { search: '_' })).json().metadata.total).toBe(0);
  });

  it('refuses unknown fields anywhere with 400 naming the allowed ones', async () => {
    const allowed = 'Allowed: role_id, role_name, display_name, parent_user_id, role_parent_id';
    const cases: Record<string, unknown>[] = [
      { fields: 'role_id,password_hash' },
      { filterFields: { password_hash: 'x' } },
      { search: 'a', searchFields: ['password_hash'] },
      { sortField: 'password_hash' },
    ];
    for (const query of cases) {
      const res = await get('/api/user/roles/getAll', query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `Unknown field 'password_hash'. ${allowed}`, statusCode: 400 });
    }
  });

  it('refuses bad JSON, values of the wrong type and limit 0 with 400', async () => {
    const badJson = await app.inject({ method: 'GET', url: '/api/user/roles/getAll?filterFields=%7Brole_id', headers: { authorization: `Bearer ${token}` } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toContain('filterFields');
    const wrongType = await get('/api/user/roles/getAll', { filterFields: { role_id: 'abc' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe("Invalid value for 'role_id'.");
    expect((await get('/api/user/roles/getAll', { limit: '0' })).statusCode).toBe(400);
  });

  it('hides soft-deleted rows from lists and single gets', async () => {
    const [custom] = await app.db.insert(roles).values({ roleName: 'mentor-x', displayName: 'Mentor X', parentUserId: 1, roleParentId: roleIdOf.expert }).returning();
    const found = await get('/api/user/roles/getRole', { filterFields: { role_name: 'mentor-x' } });
    expect(found.json()).toEqual({ role_id: custom!.roleId, role_name: 'mentor-x', display_name: 'Mentor X', parent_user_id: 1, role_parent_id: roleIdOf.expert });
    await app.db.update(roles).set({ deletedAt: new Date(), deletedBy: 1 }).where(eq(roles.roleId, custom!.roleId));
    expect((await get('/api/user/roles/getRole', { filterFields: { role_name: 'mentor-x' } })).statusCode).toBe(404);
    expect((await get('/api/user/roles/getAll', { filterFields: { role_id: custom!.roleId } })).json().metadata.total).toBe(0);
    expect((await get('/api/user/roles/getAll', { limit: '-1' })).json().metadata.total).toBe(7);
  });
});

describe('single gets', () => {
  it('getRole returns the first match, projected; 404 when none; 400 without filterFields', async () => {
    const found = await get('/api/user/roles/getRole', { filterFields: { role_name: 'Expert' } });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ role_id: roleIdOf.expert, role_name: 'expert', display_name: 'Expert' });
    const projected = await get('/api/user/roles/getRole', { filterFields: { role_id: roleIdOf.temp }, fields: 'display_name' });
    expect(projected.json()).toEqual({ display_name: 'Temp' });
    const missing = await get('/api/user/roles/getRole', { filterFields: { role_name: 'astronaut' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Role not found', statusCode: 404 });
    const noFilter = await get('/api/user/roles/getRole');
    expect(noFilter.statusCode).toBe(400);
    expect((await get('/api/user/roles/getRole', { filterFields: {} })).statusCode).toBe(400);
  });

  it('getPrivilege, customRolePrivilege get and getMenu answer by filter', async () => {
    const priv = await get('/api/user/privileges/getPrivilege', { filterFields: { role_id: roleIdOf.temp } });
    expect(priv.json()).toEqual({ privilege_id: expect.any(Number), role_id: roleIdOf.temp, privilege_menu_id: 212, privilege_access_scope: 'private', privilege_access_type: ['read'] });
    const menu = await get('/api/system/customMenus/getMenu', { filterFields: { menu_id: 215 } });
    expect(menu.json()).toEqual({ menu_id: 215, menu_name: 'Investor', menu_parent_id: 211 });
    expect((await get('/api/system/customMenus/getMenu', { filterFields: { menu_id: 999 } })).json()).toEqual({ message: 'Menu not found', statusCode: 404 });
    expect((await get('/api/user/customRolePrivilege/get', { filterFields: { role_id: 1 } })).json()).toEqual({ message: 'Custom role privilege not found', statusCode: 404 });
  });
});

describe('privileges, custom role privileges and menus', () => {
  it('lists the seeded privileges of a role by role_id (page 1, limit -1, as the SPA asks)', async () => {
    for (const role of ['expert', 'volunteer', 'admin'] as const) {
      const res = await get('/api/user/privileges/getAll', { page: '1', limit: '-1', filterFields: { role_id: roleIdOf[role] } });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as Privilege[];
      expect(rows.map((p) => p.privilege_menu_id).sort()).toEqual([...PRIVILEGE_MATRIX[role].menus].sort());
      for (const p of rows) expect(p.privilege_access_scope).toBe('private');
    }
    const all = await get('/api/user/privileges/getAll', { limit: '-1' });
    expect(all.json().metadata.total).toBe(SEEDED_PRIVILEGES.length);
  });

  it('filters privileges by an access type held in the array column', async () => {
    const writers = await get('/api/user/privileges/getAll', { limit: '-1', filterFields: { privilege_access_type: 'write' } });
    expect(new Set(writers.json().data.map((p: Privilege) => p.role_id))).toEqual(new Set([roleIdOf.admin]));
  });

  it('lists custom role privileges by role_id', async () => {
    const [custom] = await app.db.insert(roles).values({ roleName: 'startup-mentor', displayName: 'Startup mentor', parentUserId: 1, roleParentId: roleIdOf.expert }).returning();
    await app.db.insert(customRolePrivileges).values([
      { roleId: custom!.roleId, privilegeMenuId: 212, privilegeAccessType: ['read'] },
      { roleId: custom!.roleId, privilegeMenuId: 215, privilegeAccessType: ['read', 'write'] },
    ]);
    const res = await get('/api/user/customRolePrivilege/getAll', { page: '1', limit: '-1', filterFields: { role_id: custom!.roleId } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: Privilege) => [p.privilege_menu_id, p.privilege_access_type])).toEqual([[215, ['read', 'write']], [212, ['read']]]);
  });

  it('lists menus by a menu_id list, with their parent', async () => {
    const res = await get('/api/system/customMenus/getAll', { page: '1', limit: '-1', filterFields: { menu_id: [212, 216, 217, 999] }, sortField: 'menu_id', sortOrder: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data as Menu[]).toEqual([212, 216, 217].map((id) => ({
      menu_id: id, menu_name: COMMUNITY_MENUS.find((m) => m.menu_id === id)!.menu_name, menu_parent_id: 211,
    })));
    const parents = await get('/api/system/customMenus/getAll', { filterFields: { menu_parent_id: null }, sortField: 'menu_id', sortOrder: 'asc' });
    expect(parents.json().data.map((m: Menu) => m.menu_id)).toEqual([100, 211, 300, 400, 500, 600]);
    expect(parents.json().data).toContainEqual({ menu_id: 211, menu_name: 'Community', menu_parent_id: null });
  });
});

describe('OpenAPI', () => {
  it('documents the read routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/user/roles/getAll', '/api/user/roles/getRole', '/api/user/privileges/getPrivilege',
      '/api/user/customRolePrivilege/get', '/api/system/customMenus/getMenu', '/api/global-user/profile/getUser',
    ]));
  });
});
