// Who may call the resource families (docs/decisions/0009): active role × menu × access type,
// the admin override, the owner rule, and public reads of reference data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAMILY_MENU_IDS, FAMILY_MESSAGES, PROFILE_MESSAGES } from '../../contracts';
import { users } from '../db/schema';
import { familyTestApp, type FamilyTestApp, type Session } from '../test/family-client';

const U = '/api/global-user/users/';
const R = '/api/user/roles/';
let t: FamilyTestApp;

beforeAll(async () => {
  t = await familyTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const setActive = async (who: Session, roleId: number) => {
  const res = await t.call('PUT', '/api/global-user/profile/update', who, { active_role: roleId });
  expect(res.statusCode).toBe(200);
};

describe('reference families: public reads, privileged writes', () => {
  it('a member reads roles, privileges, custom role privileges and menus', async () => {
    for (const path of ['/api/user/roles/getAll', '/api/user/privileges/getAll', '/api/user/customRolePrivilege/getAll', '/api/system/customMenus/getAll']) {
      expect((await t.get(path, t.maya)).statusCode).toBe(200);
    }
  });

  it('a member without the privilege cannot write them (403), and nothing is written', async () => {
    const noPrivilege = { message: FAMILY_MESSAGES.noPrivilege, statusCode: 403 };
    const calls = [
      t.call('POST', `${R}createRole`, t.maya, { role_name: 'sneaky', display_name: 'S', role_parent_id: t.roleIdOf.expert }),
      t.call('POST', `${R}createMany`, t.maya, [{ role_name: 'sneaky', display_name: 'S', role_parent_id: t.roleIdOf.expert }]),
      t.call('PUT', `${R}updateRole/${t.roleIdOf.expert}`, t.maya, { display_name: 'Pwned' }),
      t.call('DELETE', `${R}deleteRole/${t.roleIdOf.temp}/${t.maya.userId}`, t.maya),
      t.call('PUT', `${R}deleteMany`, t.maya, { role_ids: [t.roleIdOf.temp] }),
      t.call('POST', '/api/user/privileges/createPrivilege', t.maya, { role_id: t.roleIdOf.expert, privilege_menu_id: 213, privilege_access_type: ['read'] }),
      t.call('POST', '/api/system/customMenus/createMenu', t.maya, { menu_id: 990, menu_name: 'Mine' }),
      t.call('POST', '/api/user/customRolePrivilege/create', t.maya, { role_id: 1, privilege_menu_id: 212, privilege_access_type: ['read'] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(noPrivilege);
    }
    expect((await t.get(`${R}getRole`, t.maya, { filterFields: { role_name: 'sneaky' } })).statusCode).toBe(404);
  });
});

describe('owner rule on /api/global-user/users/', () => {
  it('a member lists only their own record; an administrator lists everyone', async () => {
    const mine = await t.get(`${U}getAll`, t.maya, { limit: '-1' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((u: { user_id: number }) => u.user_id)).toEqual([t.maya.userId]);
    const all = await t.get(`${U}getAll`, t.admin, { limit: '-1' });
    expect(all.json().metadata.total).toBeGreaterThanOrEqual(2);
  });

  it('a member reads their own record (with role ids) and gets 404 for someone else’s, as for nobody', async () => {
    const own = await t.get(`${U}getUser`, t.maya, { filterFields: { username: 'MAYA' } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ user_id: t.maya.userId, username: 'maya', roles: [t.roleIdOf.volunteer, t.roleIdOf.expert].sort((a, b) => (a ?? 0) - (b ?? 0)) });
    const other = await t.get(`${U}getUser`, t.maya, { filterFields: { user_id: t.admin.userId } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: FAMILY_MESSAGES.notFound('User'), statusCode: 404 });
    expect(other.body).toBe((await t.get(`${U}getUser`, t.maya, { filterFields: { user_id: 987_654 } })).body);
  });

  it('a member edits their own names but not another member’s record (404, as for nobody)', async () => {
    const own = await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.maya, { lastName: 'Mensah-Owusu', modified_by: t.maya.userId });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ user_id: t.maya.userId, lastName: 'Mensah-Owusu' });
    const other = await t.call('PUT', `${U}updateUser/${t.admin.userId}`, t.maya, { lastName: 'Hacked' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: FAMILY_MESSAGES.notFound('User'), statusCode: 404 });
    const many = await t.call('POST', `${U}updateMany`, t.maya, [{ user_id: t.maya.userId, lastName: 'X' }, { user_id: t.admin.userId, lastName: 'Hacked' }]);
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual([{ index: 1, message: FAMILY_MESSAGES.notFound('User') }]);
    const [admin] = await t.app.db.select().from(users).where(eq(users.userId, t.admin.userId));
    expect(admin?.lastName).toBe('Admin');
    const [maya] = await t.app.db.select().from(users).where(eq(users.userId, t.maya.userId));
    expect(maya?.lastName).toBe('Mensah-Owusu');
    await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.maya, { lastName: 'Mensah' });
  });

  it('a member cannot give themself roles, re-enable or rename themself; the active role must be held', async () => {
    const roles = await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.maya, { roles: [t.roleIdOf.admin] });
    expect(roles.statusCode).toBe(403);
    expect(roles.json()).toEqual({ message: FAMILY_MESSAGES.ownerFieldsAdminOnly, statusCode: 403 });
    expect((await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.maya, { email: 'm@evil.example' })).statusCode).toBe(403);
    const foreign = await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.maya, { active_role: t.roleIdOf.admin });
    expect(foreign.json()).toEqual({ message: PROFILE_MESSAGES.roleNotHeld, statusCode: 400 });
    const switched = await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.maya, { active_role: t.roleIdOf.volunteer });
    expect(switched.json().active_role_id).toBe(t.roleIdOf.volunteer);
    await setActive(t.maya, t.roleIdOf.expert!);
  });

  it('a member cannot create users (a row for someone else) nor delete another member', async () => {
    const create = await t.call('POST', `${U}createUser`, t.maya, { username: 'sock', firstName: 'Sock', email: 'sock@example.org' });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: FAMILY_MESSAGES.onlyOwn, statusCode: 403 });
    const del = await t.call('DELETE', `${U}deleteUser/${t.admin.userId}/${t.maya.userId}`, t.maya);
    expect(del.statusCode).toBe(404);
  });
});

describe('privileges of the active role', () => {
  it('write on the Roles menu lets the active role create roles, but not update them', async () => {
    const grant = await t.call('POST', '/api/user/privileges/createPrivilege', t.admin, {
      role_id: t.roleIdOf.volunteer, privilege_menu_id: FAMILY_MENU_IDS.roles, privilege_access_type: ['READ', 'Write'], created_by: t.admin.userId,
    });
    expect(grant.statusCode).toBe(201);
    expect(grant.json()).toMatchObject({ privilege_access_type: ['read', 'write'], privilege_access_scope: 'private' });
    const body = { role_name: 'helper', display_name: 'Helper', role_parent_id: t.roleIdOf.volunteer };
    // maya acts as expert: the volunteer privilege does not count.
    expect((await t.call('POST', `${R}createRole`, t.maya, body)).statusCode).toBe(403);
    await setActive(t.maya, t.roleIdOf.volunteer!);
    const created = await t.call('POST', `${R}createRole`, t.maya, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().parent_user_id).toBe(t.maya.userId);
    expect((await t.call('PUT', `${R}updateRole/${created.json().role_id}`, t.maya, { display_name: 'H' })).statusCode).toBe(403);
    await setActive(t.maya, t.roleIdOf.expert!);
  });

  it('a custom active role uses the custom role privileges', async () => {
    const custom = (await t.call('POST', `${R}createRole`, t.admin, { role_name: 'menu-keeper', display_name: 'Menu keeper', role_parent_id: t.roleIdOf.expert })).json();
    const priv = await t.call('POST', '/api/user/customRolePrivilege/create', t.admin, {
      role_id: custom.role_id, privilege_menu_id: FAMILY_MENU_IDS.menus, privilege_access_type: ['read', 'write'],
    });
    expect(priv.statusCode).toBe(201);
    const give = await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.admin, { roles: [t.roleIdOf.expert, t.roleIdOf.volunteer, custom.role_id] });
    expect(give.statusCode).toBe(200);
    expect((await t.call('POST', '/api/system/customMenus/createMenu', t.maya, { menu_id: 950, menu_name: 'Kept' })).statusCode).toBe(403);
    await setActive(t.maya, custom.role_id);
    expect((await t.call('POST', '/api/system/customMenus/createMenu', t.maya, { menu_id: 950, menu_name: 'Kept' })).statusCode).toBe(201);
    // The role is held now: deleting it is refused.
    const del = await t.call('DELETE', `${R}deleteRole/${custom.role_id}/${t.admin.userId}`, t.admin);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ message: 'This role is held by 1 member.', statusCode: 409 });
    await setActive(t.maya, t.roleIdOf.expert!);
    await t.call('PUT', `${U}updateUser/${t.maya.userId}`, t.admin, { roles: [t.roleIdOf.expert, t.roleIdOf.volunteer] });
  });

  it('admin override: holding the admin role allows everything whatever the active role', async () => {
    const dual = await t.call('POST', `${U}createUser`, t.admin, {
      username: 'dual', firstName: 'Dee', email: 'dual@example.org', roles: [t.roleIdOf.learner, t.roleIdOf.admin], active_role: t.roleIdOf.learner,
    });
    expect(dual.statusCode).toBe(201);
    await t.app.auth.users.setPassword(dual.json().user_id, 'Dual-Password-2026', t.admin.userId);
    const dee = await t.signIn('dual', 'Dual-Password-2026');
    const res = await t.call('POST', '/api/system/customMenus/createMenu', dee, { menu_id: 960, menu_name: 'By override' });
    expect(res.statusCode).toBe(201);
    expect((await t.get(`${U}getAll`, dee, { limit: '-1' })).json().metadata.total).toBeGreaterThanOrEqual(3);
  });

  it('only administrators hand out the admin role', async () => {
    const grant = await t.call('POST', '/api/user/privileges/createPrivilege', t.admin, {
      role_id: t.roleIdOf.institute, privilege_menu_id: FAMILY_MENU_IDS.users, privilege_access_type: ['read', 'write', 'update'],
    });
    expect(grant.statusCode).toBe(201);
    const inst = await t.call('POST', `${U}createUser`, t.admin, { username: 'inst', firstName: 'In', email: 'inst@example.org', roles: [t.roleIdOf.institute] });
    await t.app.auth.users.setPassword(inst.json().user_id, 'Inst-Password-2026', t.admin.userId);
    const insty = await t.signIn('inst', 'Inst-Password-2026');
    const plain = await t.call('POST', `${U}createUser`, insty, { username: 'plain', firstName: 'P', email: 'plain@example.org', roles: [t.roleIdOf.learner] });
    expect(plain.statusCode).toBe(201);
    const escalate = await t.call('PUT', `${U}updateUser/${insty.userId}`, insty, { roles: [t.roleIdOf.institute, t.roleIdOf.admin] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(FAMILY_MESSAGES.noPrivilege);
  });
});
