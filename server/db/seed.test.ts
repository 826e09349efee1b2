import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MENUS, FAMILY_MENU_ID_LIST, FAMILY_MENUS, PRIVILEGE_MATRIX, SEEDED_PRIVILEGES, SYSTEM_ROLES } from '../../contracts';
import { configurePasswordCost, verifyPassword } from '../lib/password';
import { openDatabase } from './client';
import { DEMO_TEAM_LEADS } from './seed-events';
import { DEMO_MEMBERS } from './seed-members';
import { credentials, menus, privileges, roles, userRoles, users } from './schema';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoData, seedReferenceData } from './seed';
import { TEST_SCRYPT_N } from '../../tests/setup/server-password-cost';

const dataDir = mkdtempSync(path.join(tmpdir(), 'summit-db-'));
beforeAll(() => configurePasswordCost()); // the production work factor: this file checks it
afterAll(() => {
  configurePasswordCost(TEST_SCRYPT_N); // the suite's factor again for the files after it in this worker (decision 0085)
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], table: typeof roles | typeof menus | typeof users | typeof userRoles | typeof privileges) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('database on a PGlite folder', () => {
  it('seeds roles (incl. temp), community menus 212–217 and the admin, and a second run adds nothing', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    for (let run = 0; run < 2; run += 1) {
      await seedReferenceData(database.db);
      await seedDemoData(database.db);
    }
    const roleNames = (await database.db.select({ name: roles.roleName, display: roles.displayName }).from(roles)).map((r) => `${r.name}:${r.display}`);
    expect(roleNames.sort()).toEqual(SYSTEM_ROLES.map((r) => `${r.role_name}:${r.display_name}`).sort());
    expect(roleNames).toContain('temp:Temp');
    const menuIds = (await database.db.select({ id: menus.menuId }).from(menus)).map((m) => m.id);
    expect(menuIds).toEqual(expect.arrayContaining(COMMUNITY_MENUS.map((m) => m.menu_id)));
    expect(await count(database.db, menus)).toBe(COMMUNITY_MENUS.length + 1 + FAMILY_MENUS.length);
    expect(await count(database.db, users)).toBe(2 + DEMO_MEMBERS.length + DEMO_TEAM_LEADS.length); // admin, maya, the demo members (seed-members) and team leads (seed-events)
    expect(await count(database.db, userRoles)).toBe(3 + DEMO_MEMBERS.reduce((n, m) => n + m.roles.length, 0)); // admin: admin; maya: expert + volunteer; the demo members' roles
    expect(await count(database.db, privileges)).toBe(SEEDED_PRIVILEGES.length);
    await database.close();
    // Two full demo seeds on a folder database (every area's demo data) take a while on 2 busy cores.
  }, 180_000);

  it('seeds the privilege matrix of decision 0006: community menus by role, admin everything', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await database.db.select({
      role: roles.roleName, menu: privileges.privilegeMenuId, scope: privileges.privilegeAccessScope, access: privileges.privilegeAccessType,
    }).from(privileges).innerJoin(roles, eq(roles.roleId, privileges.roleId));
    const menusOf = (role: string) => rows.filter((r) => r.role === role).map((r) => r.menu).sort();
    expect(menusOf('admin').sort((a, b) => a - b)).toEqual([...FAMILY_MENU_ID_LIST, 211, 212, 213, 214, 215, 216, 217].sort((a, b) => a - b));
    expect(menusOf('organization')).toEqual([212, 213, 214, 215, 216, 217]);
    expect(menusOf('institute')).toEqual([212, 213, 214, 215, 216, 217]);
    expect(menusOf('expert')).toEqual([212, 215, 217]);
    expect(menusOf('volunteer')).toEqual([212, 213, 216]);
    expect(menusOf('learner')).toEqual([212, 216]);
    expect(menusOf('temp')).toEqual([212]);
    for (const r of rows) {
      expect(r.scope).toBe('private');
      expect(r.access).toEqual(r.role === 'admin' ? ['read', 'write', 'update', 'delete'] : ['read']);
    }
    for (const role of SYSTEM_ROLES) expect(menusOf(role.role_name)).toEqual([...PRIVILEGE_MATRIX[role.role_name].menus].sort());
    await database.close();
  });

  it('seeds the demo member maya with expert (active) and volunteer, e-mail verified', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const [maya] = await database.db.select().from(users).where(eq(users.username, DEMO_MEMBER.username));
    expect(maya).toMatchObject({ email: 'maya@summit.example', firstName: 'Maya', lastName: 'Mensah', emailVerified: true, enabled: true });
    const held = await database.db.select({ id: roles.roleId, name: roles.roleName }).from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId)).where(eq(userRoles.userId, maya!.userId));
    expect(held.map((r) => r.name).sort()).toEqual(['expert', 'volunteer']);
    expect(maya!.activeRoleId).toBe(held.find((r) => r.name === 'expert')!.id);
    const [cred] = await database.db.select().from(credentials).where(eq(credentials.userId, maya!.userId));
    expect(await verifyPassword('Summit-Member-2026', cred!.passwordHash)).toBe(true);
    await database.close();
  });

  it('keeps everything after the database is closed and opened again (a restart)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const [admin] = await database.db.select().from(users).where(sql`lower(${users.username}) = ${DEMO_ADMIN.username}`);
    expect(admin?.email).toBe(DEMO_ADMIN.email);
    const [cred] = await database.db.select().from(credentials).where(eq(credentials.userId, admin!.userId));
    expect(cred?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_ADMIN.password, cred!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong password', cred!.passwordHash)).toBe(false);
    expect(await count(database.db, roles)).toBe(SYSTEM_ROLES.length);
    await database.close();
  });
});
