import { eq, sql } from 'drizzle-orm';
import { COMMUNITY_MENUS, COMMUNITY_PARENT_MENU, SYSTEM_ROLES } from '../../contracts';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { credentials, menus, roles, userRoles, users } from './schema';

/** The demo administrator; README states these credentials. */
export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@summit.example',
  firstName: 'Ada',
  lastName: 'Admin',
  password: 'Summit-Admin-2026',
} as const;

/** Roles and menus every installation needs. Safe to run any number of times. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles)
      .values(SYSTEM_ROLES.map((r) => ({ roleName: r.role_name, displayName: r.display_name })))
      .onConflictDoNothing();
    await tx.insert(menus)
      .values([
        { menuId: COMMUNITY_PARENT_MENU.menu_id, menuName: COMMUNITY_PARENT_MENU.menu_name },
        ...COMMUNITY_MENUS.map((m) => ({ menuId: m.menu_id, menuName: m.menu_name, menuParentId: COMMUNITY_PARENT_MENU.menu_id })),
      ])
      .onConflictDoNothing();
  });
}

/** Demo content: for now the administrator account. Safe to run any number of times. */
export async function seedDemoData(db: Db, adminPassword: string = DEMO_ADMIN.password): Promise<void> {
  const existing = await db.select({ id: users.userId }).from(users)
    .where(sql`lower(${users.username}) = ${DEMO_ADMIN.username}`);
  if (existing.length > 0) return;
  // Hash outside the transaction: it is the slow part and touches no rows.
  const passwordHash = await hashPassword(adminPassword);
  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleName, 'admin'));
    if (!admin) throw new Error('Reference data missing: run seedReferenceData first');
    const inserted = await tx.insert(users).values({
      username: DEMO_ADMIN.username,
      email: DEMO_ADMIN.email,
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      emailVerified: true,
      activeRoleId: admin.roleId,
    }).onConflictDoNothing().returning({ userId: users.userId });
    const user = inserted[0];
    if (!user) return; // another process seeded it first
    await tx.insert(userRoles).values({ userId: user.userId, roleId: admin.roleId });
    await tx.insert(credentials).values({ userId: user.userId, passwordHash });
  });
}
