// The rules of the reference families: custom roles (create/delete guards, locked system roles),
// privileges pointing at live roles and menus, menus without cycles or orphans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '../../contracts';
import { familyTestApp, type FamilyTestApp } from '../test/family-client';

const R = '/api/user/roles/';
const P = '/api/user/privileges/';
const C = '/api/user/customRolePrivilege/';
const MENUS = '/api/system/customMenus/';
let t: FamilyTestApp;

beforeAll(async () => {
  t = await familyTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('custom roles', () => {
  it('create needs a system role as role_parent_id (not admin), and records the creator', async () => {
    const missing = await t.call('POST', `${R}createRole`, t.admin, { role_name: 'a', display_name: 'A' });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.call('POST', `${R}createRole`, t.admin, { role_name: 'a', display_name: 'A', role_parent_id: 9999 });
    expect(unknown.json()).toEqual({ message: FAMILY_MESSAGES.roleParentRequired, statusCode: 400 });
    const admin = await t.call('POST', `${R}createRole`, t.admin, { role_name: 'a', display_name: 'A', role_parent_id: t.roleIdOf.admin });
    expect(admin.json()).toEqual({ message: FAMILY_MESSAGES.roleParentAdmin, statusCode: 400 });
    const ok = await t.call('POST', `${R}createRole`, t.admin, { role_name: 'startup-coach', display_name: 'Startup coach', role_parent_id: t.roleIdOf.expert });
    expect(ok.statusCode).toBe(201);
    const onCustom = await t.call('POST', `${R}createRole`, t.admin, { role_name: 'b', display_name: 'B', role_parent_id: ok.json().role_id });
    expect(onCustom.json().message).toBe(FAMILY_MESSAGES.roleParentRequired);
  });

  it('system roles cannot be renamed or deleted (403)', async () => {
    const rename = await t.call('PUT', `${R}updateRole/${t.roleIdOf.expert}`, t.admin, { role_name: 'guru' });
    expect(rename.json()).toEqual({ message: FAMILY_MESSAGES.systemRoleLocked, statusCode: 403 });
    const display = await t.call('PUT', `${R}updateRole/${t.roleIdOf.expert}`, t.admin, { display_name: 'Guru' });
    expect(display.statusCode).toBe(403);
    const same = await t.call('PUT', `${R}updateRole/${t.roleIdOf.expert}`, t.admin, { display_name: 'Expert' });
    expect(same.statusCode).toBe(200);
    const del = await t.call('DELETE', `${R}deleteRole/${t.roleIdOf.temp}/${t.admin.userId}`, t.admin);
    expect(del.json()).toEqual({ message: FAMILY_MESSAGES.systemRoleLocked, statusCode: 403 });
    const many = await t.call('PUT', `${R}deleteMany`, t.admin, { role_ids: [t.roleIdOf.temp], deleted_by: t.admin.userId });
    expect(many.json()).toEqual({ message: '1 of 1 roles could not be deleted.', statusCode: 400, errors: [{ index: 0, message: FAMILY_MESSAGES.systemRoleLocked }] });
  });

  it('a custom role held by members cannot be deleted (409); once released it can', async () => {
    const role = (await t.call('POST', `${R}createRole`, t.admin, { role_name: 'held', display_name: 'Held', role_parent_id: t.roleIdOf.learner })).json();
    const u1 = await t.call('POST', '/api/global-user/users/createUser', t.admin, { username: 'holder1', firstName: 'H', email: 'h1@example.org', roles: [role.role_id] });
    await t.call('POST', '/api/global-user/users/createUser', t.admin, { username: 'holder2', firstName: 'H', email: 'h2@example.org', roles: [role.role_id] });
    const del = await t.call('DELETE', `${R}deleteRole/${role.role_id}/${t.admin.userId}`, t.admin);
    expect(del.json()).toEqual({ message: 'This role is held by 2 members.', statusCode: 409 });
    await t.call('PUT', `${'/api/global-user/users/'}deleteMany`, t.admin, { user_ids: [u1.json().user_id] });
    const still = await t.call('DELETE', `${R}deleteRole/${role.role_id}/${t.admin.userId}`, t.admin);
    expect(still.json().message).toBe('This role is held by 1 member.');
  });
});

describe('privileges', () => {
  it('system privileges name a live system role and menu; one per role and menu (409)', async () => {
    const custom = (await t.get(`${R}getRole`, t.admin, { filterFields: { role_name: 'startup-coach' } })).json();
    const onCustom = await t.call('POST', `${P}createPrivilege`, t.admin, { role_id: custom.role_id, privilege_menu_id: 212, privilege_access_type: ['read'] });
    expect(onCustom.json()).toEqual({ message: FAMILY_MESSAGES.systemRoleExpected, statusCode: 400 });
    const noMenu = await t.call('POST', `${P}createPrivilege`, t.admin, { role_id: t.roleIdOf.temp, privilege_menu_id: 777, privilege_access_type: ['read'] });
    expect(noMenu.json()).toEqual({ message: FAMILY_MESSAGES.menuNotFound, statusCode: 400 });
    const badType = await t.call('POST', `${P}createPrivilege`, t.admin, { role_id: t.roleIdOf.temp, privilege_menu_id: 213, privilege_access_type: ['fly'] });
    expect(badType.statusCode).toBe(400);
    const dup = await t.call('POST', `${P}createPrivilege`, t.admin, { role_id: t.roleIdOf.temp, privilege_menu_id: 212, privilege_access_type: ['read'] });
    expect(dup.json()).toEqual({ message: FAMILY_MESSAGES.privilegeTaken, statusCode: 409 });
  });

  it('a deleted privilege can be created again', async () => {
    const first = await t.call('POST', `${P}createPrivilege`, t.admin, { role_id: t.roleIdOf.temp, privilege_menu_id: 213, privilege_access_type: ['read'] });
    expect(first.statusCode).toBe(201);
    await t.call('DELETE', `${P}deletePrivilege/${first.json().privilege_id}/${t.admin.userId}`, t.admin);
    const again = await t.call('POST', `${P}createPrivilege`, t.admin, { role_id: t.roleIdOf.temp, privilege_menu_id: 213, privilege_access_type: ['read', 'write'] });
    expect(again.statusCode).toBe(201);
  });

  it('custom role privileges name a custom role; duplicates in a batch are per-item errors', async () => {
    const custom = (await t.get(`${R}getRole`, t.admin, { filterFields: { role_name: 'startup-coach' } })).json();
    const onSystem = await t.call('POST', `${C}create`, t.admin, { role_id: t.roleIdOf.expert, privilege_menu_id: 212, privilege_access_type: ['read'] });
    expect(onSystem.json()).toEqual({ message: FAMILY_MESSAGES.customRoleExpected, statusCode: 400 });
    const batch = await t.call('POST', `${C}createMany`, t.admin, [
      { role_id: custom.role_id, privilege_menu_id: 212, privilege_access_type: ['read'] },
      { role_id: custom.role_id, privilege_menu_id: 212, privilege_access_type: ['read', 'write'] },
    ]);
    expect(batch.json()).toEqual({ message: '1 of 2 custom role privileges could not be created.', statusCode: 400, errors: [{ index: 1, message: FAMILY_MESSAGES.privilegeTaken }] });
    expect((await t.get(`${C}getAll`, t.admin, { filterFields: { role_id: custom.role_id } })).json().metadata.total).toBe(0);
    const ok = await t.call('POST', `${C}create`, t.admin, { role_id: custom.role_id, privilege_menu_id: 212, privilege_access_type: ['read'] });
    expect(ok.statusCode).toBe(201);
    const upd = await t.call('PUT', `${C}update/${ok.json().privilege_id}`, t.admin, { privilege_access_type: ['read', 'update'] });
    expect(upd.json().privilege_access_type).toEqual(['read', 'update']);
    expect((await t.call('PUT', `${C}deleteMany`, t.admin, { privilege_ids: [ok.json().privilege_id] })).json()).toEqual({ deleted: 1 });
  });
});

describe('menus', () => {
  it('menu_parent_id must reference a live menu', async () => {
    const res = await t.call('POST', `${MENUS}createMenu`, t.admin, { menu_id: 800, menu_name: 'Orphan', menu_parent_id: 799 });
    expect(res.json()).toEqual({ message: FAMILY_MESSAGES.parentMenuNotFound, statusCode: 400 });
    const self = await t.call('POST', `${MENUS}createMenu`, t.admin, { menu_id: 800, menu_name: 'Self', menu_parent_id: 800 });
    expect(self.statusCode).toBe(400);
  });

  it('refuses a cycle (400): a menu below itself or one of its descendants', async () => {
    await t.call('POST', `${MENUS}createMany`, t.admin, [
      { menu_id: 810, menu_name: 'A' }, { menu_id: 811, menu_name: 'B', menu_parent_id: 810 }, { menu_id: 812, menu_name: 'C', menu_parent_id: 811 },
    ]);
    const deep = await t.call('PUT', `${MENUS}updateMenu/810`, t.admin, { menu_parent_id: 812 });
    expect(deep.json()).toEqual({ message: FAMILY_MESSAGES.menuCycle, statusCode: 400 });
    const self = await t.call('PUT', `${MENUS}updateMenu/811`, t.admin, { menu_parent_id: 811 });
    expect(self.json()).toEqual({ message: FAMILY_MESSAGES.menuCycle, statusCode: 400 });
    const fine = await t.call('PUT', `${MENUS}updateMenu/812`, t.admin, { menu_parent_id: 810 });
    expect(fine.json()).toEqual({ menu_id: 812, menu_name: 'C', menu_parent_id: 810 });
    const top = await t.call('PUT', `${MENUS}updateMenu/811`, t.admin, { menu_parent_id: null });
    expect(top.json().menu_parent_id).toBeNull();
  });

  it('a menu with live sub-menus cannot be deleted (409), unless they go in the same call', async () => {
    const res = await t.call('DELETE', `${MENUS}deleteMenu/100/${t.admin.userId}`, t.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FAMILY_MESSAGES.menuHasChildren(5));
    const both = await t.call('PUT', `${MENUS}deleteMany`, t.admin, { menu_ids: [810, 812], deleted_by: t.admin.userId });
    expect(both.json()).toEqual({ deleted: 2 });
  });
});
