import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MENUS, SYSTEM_ROLES } from '../../contracts';
import { verifyPassword } from '../lib/password';
import { openDatabase } from './client';
import { credentials, menus, roles, userRoles, users } from './schema';
import { DEMO_ADMIN, seedDemoData, seedReferenceData } from './seed';

const dataDir = mkdtempSync(path.join(tmpdir(), 'summit-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], table: typeof roles | typeof menus | typeof users | typeof userRoles) =>
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
    expect(await count(database.db, menus)).toBe(COMMUNITY_MENUS.length + 1);
    expect(await count(database.db, users)).toBe(1);
    expect(await count(database.db, userRoles)).toBe(1);
    await database.close();
  });

  it('keeps everything after the database is closed and opened again (a restart)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const [admin] = await database.db.select().from(users).where(sql`lower(${users.username}) = ${DEMO_ADMIN.username}`);
    expect(admin?.email).toBe(DEMO_ADMIN.email);
    const [cred] = await database.db.select().from(credentials);
    expect(cred?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_ADMIN.password, cred!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong password', cred!.passwordHash)).toBe(false);
    expect(await count(database.db, roles)).toBe(SYSTEM_ROLES.length);
    await database.close();
  });
});
