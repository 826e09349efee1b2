// The write calls of the family engine (server/resources/family.ts), on /api/user/roles/ and
// /api/system/customMenus/: single and batch, audit ids from the token, soft delete, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../auth/authorize';
import { menus, roles } from '../db/schema';
import { familyTestApp, type FamilyTestApp } from '../test/family-client';

const R = '/api/user/roles/';
const MENUS = '/api/system/customMenus/';
let t: FamilyTestApp;

beforeAll(async () => {
  t = await familyTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const roleBody = (name: string, extra: object = {}) => ({ role_name: name, display_name: `${name} display`, role_parent_id: t.roleIdOf.expert, ...extra });

describe('single writes', () => {
  it('createRole → 201 with the record; created_by is the caller, parent_user_id too', async () => {
    const res = await t.call('POST', `${R}createRole`, t.admin, roleBody('mentor', { created_by: t.admin.userId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ role_id: expect.any(Number), role_name: 'mentor', display_name: 'mentor display', parent_user_id: t.admin.userId, role_parent_id: t.roleIdOf.expert });
    const [row] = await t.app.db.select().from(roles).where(eq(roles.roleId, res.json().role_id));
    expect(row?.createdBy).toBe(t.admin.userId);
  });

  it('updateRole/:id → the changed record, modified_by recorded; unknown id → 404', async () => {
    const created = (await t.call('POST', `${R}createRole`, t.admin, roleBody('coach'))).json();
    const res = await t.call('PUT', `${R}updateRole/${created.role_id}`, t.admin, { display_name: 'Head coach', modified_by: t.admin.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role_id: created.role_id, role_name: 'coach', display_name: 'Head coach' });
    const [row] = await t.app.db.select().from(roles).where(eq(roles.roleId, created.role_id));
    expect(row?.modifiedBy).toBe(t.admin.userId);
    expect(row?.modifiedAt).toBeInstanceOf(Date);
    const missing = await t.call('PUT', `${R}updateRole/99999`, t.admin, { display_name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Role not found', statusCode: 404 });
  });

  it('deleteRole/:id/:actingUserId soft-deletes: hidden from lists and gets; updating it afterwards → 404', async () => {
    const created = (await t.call('POST', `${R}createRole`, t.admin, roleBody('ghostwriter'))).json();
    const res = await t.call('DELETE', `${R}deleteRole/${created.role_id}/${t.admin.userId}`, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    const [row] = await t.app.db.select().from(roles).where(eq(roles.roleId, created.role_id));
    expect(row).toMatchObject({ deletedBy: t.admin.userId, deletedAt: expect.any(Date) });
    expect((await t.get(`${R}getRole`, t.admin, { filterFields: { role_id: created.role_id } })).statusCode).toBe(404);
    expect((await t.get(`${R}getAll`, t.admin, { filterFields: { role_id: created.role_id } })).json().metadata.total).toBe(0);
    expect((await t.call('PUT', `${R}updateRole/${created.role_id}`, t.admin, { display_name: 'back' })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${R}deleteRole/${created.role_id}/${t.admin.userId}`, t.admin)).statusCode).toBe(404);
  });

  it('refuses forged audit ids with 400: created_by, modified_by, and the acting user of a delete', async () => {
    const forgedCreate = await t.call('POST', `${R}createRole`, t.admin, roleBody('forger', { created_by: t.maya.userId }));
    expect(forgedCreate.statusCode).toBe(400);
    expect(forgedCreate.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('created_by'), statusCode: 400 });
    expect(await t.app.db.select().from(roles).where(eq(roles.roleName, 'forger'))).toEqual([]);
    const target = (await t.call('POST', `${R}createRole`, t.admin, roleBody('target'))).json();
    const forgedUpdate = await t.call('PUT', `${R}updateRole/${target.role_id}`, t.admin, { display_name: 'x', modified_by: t.maya.userId });
    expect(forgedUpdate.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('modified_by'), statusCode: 400 });
    const forgedDelete = await t.call('DELETE', `${R}deleteRole/${target.role_id}/${t.maya.userId}`, t.admin);
    expect(forgedDelete.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('deleted_by'), statusCode: 400 });
    const forgedMany = await t.call('PUT', `${R}deleteMany`, t.admin, { role_ids: [target.role_id], deleted_by: t.maya.userId });
    expect(forgedMany.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(roles).where(eq(roles.roleId, target.role_id));
    expect(row).toMatchObject({ displayName: 'target display', deletedAt: null });
  });

  it('validates bodies (400 naming the field) and answers 409 on a unique clash', async () => {
    const bad = await t.call('POST', `${R}createRole`, t.admin, { role_name: '', display_name: 'x', role_parent_id: t.roleIdOf.expert });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^role_name: /);
    const clash = await t.call('POST', `${R}createRole`, t.admin, roleBody('MENTOR'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'A role with this name already exists.', statusCode: 409 });
  });

  it('needs a Bearer token on every write', async () => {
    expect((await t.call('POST', `${R}createRole`, null, roleBody('anon'))).statusCode).toBe(401);
    expect((await t.call('POST', `${R}createMany`, null, [roleBody('anon')])).statusCode).toBe(401);
    expect((await t.call('PUT', `${R}deleteMany`, null, { role_ids: [1] })).statusCode).toBe(401);
  });
});

describe('batch writes', () => {
  it('createMany → 201 { data } in input order', async () => {
    const res = await t.call('POST', `${R}createMany`, t.admin, [roleBody('batch-a', { created_by: t.admin.userId }), roleBody('batch-b')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((r: { role_name: string }) => r.role_name)).toEqual(['batch-a', 'batch-b']);
  });

  it('createMany with bad items → 400 with every failing index, nothing written', async () => {
    const res = await t.call('POST', `${R}createMany`, t.admin, [
      roleBody('batch-ok'), { role_name: 'no-parent', display_name: 'x' }, roleBody('batch-a'), roleBody('batch-twice'), roleBody('Batch-Twice'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '3 of 5 roles could not be created.', statusCode: 400,
      errors: [
        { index: 1, message: expect.stringMatching(/^role_parent_id: /) },
        { index: 2, message: 'A role with this name already exists.' },
        { index: 4, message: 'A role with this name already exists.' },
      ],
    });
    expect(await t.app.db.select().from(roles).where(eq(roles.roleName, 'batch-ok'))).toEqual([]);
    expect(await t.app.db.select().from(roles).where(eq(roles.roleName, 'batch-twice'))).toEqual([]);
  });

  it('createMany: a forged created_by in one item refuses the call; not a list, empty, or over 1000 → 400', async () => {
    const forged = await t.call('POST', `${R}createMany`, t.admin, [roleBody('f1'), roleBody('f2', { created_by: t.maya.userId })]);
    expect(forged.json()).toEqual({ message: ACCESS_MESSAGES.auditMismatch('created_by'), statusCode: 400 });
    expect((await t.call('POST', `${R}createMany`, t.admin, roleBody('single'))).json().message).toBe('Send a list.');
    expect((await t.call('POST', `${R}createMany`, t.admin, [])).json().message).toBe('The list is empty.');
    const tooMany = await t.call('POST', `${R}createMany`, t.admin, Array.from({ length: 1001 }, (_, i) => roleBody(`r${i}`)));
    expect(tooMany.json()).toEqual({ message: 'At most 1000 roles per call.', statusCode: 400 });
  });

  it('updateMany with one bad row changes nothing and lists the failures', async () => {
    const [a, b] = (await t.call('POST', `${R}createMany`, t.admin, [roleBody('upd-a'), roleBody('upd-b')])).json().data;
    const res = await t.call('POST', `${R}updateMany`, t.admin, [
      { role_id: a.role_id, display_name: 'A changed', modified_by: t.admin.userId },
      { role_id: b.role_id, role_parent_id: t.roleIdOf.admin },
      { role_id: 99999, display_name: 'nobody' },
      { role_id: a.role_id, display_name: 'again' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '3 of 4 roles could not be updated.', statusCode: 400,
      errors: [
        { index: 1, message: 'A custom role cannot be based on the admin role.' },
        { index: 2, message: 'Role not found' },
        { index: 3, message: 'This role appears more than once in the list.' },
      ],
    });
    const rows = await t.app.db.select().from(roles).where(eq(roles.roleId, a.role_id));
    expect(rows[0]?.displayName).toBe('upd-a display');
    const ok = await t.call('POST', `${R}updateMany`, t.admin, [
      { role_id: b.role_id, display_name: 'B changed' }, { role_id: a.role_id, display_name: 'A changed', modified_by: t.admin.userId },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.map((r: { display_name: string }) => r.display_name)).toEqual(['B changed', 'A changed']);
  });

  it('updateMany: an item without its id is a per-item error', async () => {
    const res = await t.call('POST', `${R}updateMany`, t.admin, [{ display_name: 'no id' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ index: 0, message: expect.stringMatching(/^role_id: /) }]);
  });

  it('deleteMany { role_ids, deleted_by } → { deleted: n }; an unknown id refuses the whole call', async () => {
    const [a, b] = (await t.call('POST', `${R}createMany`, t.admin, [roleBody('del-a'), roleBody('del-b')])).json().data;
    const bad = await t.call('PUT', `${R}deleteMany`, t.admin, { role_ids: [a.role_id, 99999, b.role_id], deleted_by: t.admin.userId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: '1 of 3 roles could not be deleted.', statusCode: 400, errors: [{ index: 1, message: 'Role not found' }] });
    expect((await t.get(`${R}getAll`, t.admin, { filterFields: { role_id: [a.role_id, b.role_id] } })).json().metadata.total).toBe(2);
    const ok = await t.call('PUT', `${R}deleteMany`, t.admin, { role_ids: [a.role_id, b.role_id], deleted_by: t.admin.userId });
    expect(ok.json()).toEqual({ deleted: 2 });
    expect((await t.get(`${R}getAll`, t.admin, { filterFields: { role_id: [a.role_id, b.role_id] } })).json().metadata.total).toBe(0);
  });
});

describe('menus as a second family', () => {
  it('createMenu, updateMenu, deleteMenu, createMany, deleteMany { menu_ids }', async () => {
    const created = await t.call('POST', `${MENUS}createMenu`, t.admin, { menu_id: 900, menu_name: 'Reports', created_by: t.admin.userId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ menu_id: 900, menu_name: 'Reports', menu_parent_id: null });
    const many = await t.call('POST', `${MENUS}createMany`, t.admin, [{ menu_id: 901, menu_name: 'Daily', menu_parent_id: 900 }, { menu_id: 902, menu_name: 'Weekly', menu_parent_id: 900 }]);
    expect(many.statusCode).toBe(201);
    const renamed = await t.call('PUT', `${MENUS}updateMenu/901`, t.admin, { menu_name: 'Day' });
    expect(renamed.json()).toEqual({ menu_id: 901, menu_name: 'Day', menu_parent_id: 900 });
    expect((await t.call('DELETE', `${MENUS}deleteMenu/902/${t.admin.userId}`, t.admin)).json()).toEqual({ deleted: 1 });
    expect((await t.call('PUT', `${MENUS}deleteMany`, t.admin, { menu_ids: [900, 901], deleted_by: t.admin.userId })).json()).toEqual({ deleted: 2 });
    const [row] = await t.app.db.select().from(menus).where(eq(menus.menuId, 900));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const taken = await t.call('POST', `${MENUS}createMenu`, t.admin, { menu_id: 212, menu_name: 'Again' });
    expect(taken.json()).toEqual({ message: 'A menu with this id already exists.', statusCode: 409 });
  });
});

describe('OpenAPI', () => {
  it('documents all eight calls of each family with Bearer security', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>> };
    for (const p of ['getAll', 'getRole', 'createRole', 'updateRole/{id}', 'deleteRole/{id}/{actingUserId}', 'createMany', 'updateMany', 'deleteMany']) {
      expect(Object.keys(doc.paths)).toContain(`${R}${p}`);
    }
    for (const p of ['get', 'create', 'update/{id}', 'delete/{id}/{actingUserId}']) {
      expect(Object.keys(doc.paths)).toContain(`/api/user/customRolePrivilege/${p}`);
    }
    for (const p of ['getUser', 'createUser', 'updateUser/{id}', 'deleteUser/{id}/{actingUserId}']) {
      expect(Object.keys(doc.paths)).toContain(`/api/global-user/users/${p}`);
    }
    expect(doc.paths[`${R}createRole`]?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths[`${R}createRole`]?.post?.tags).toEqual(['roles']);
  });
});
