import { and, inArray, isNull, sql } from 'drizzle-orm';
import { COMMUNITY_MENUS, COMMUNITY_PARENT_MENU, FAMILY_MENUS, SEEDED_PRIVILEGES, SYSTEM_ROLES } from '../../contracts';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { seedDemoCommunity } from './seed-community';
import { seedDemoContent } from './seed-content';
import { seedDemoCollaboration } from './seed-collaboration';
import { seedDemoEvents } from './seed-events';
import { seedDemoForum } from './seed-forum';
import { seedDemoHubs } from './seed-hubs';
import { seedDemoMemberHome } from './seed-member-home';
import { seedDemoPublications } from './seed-publications';
import { seedDemoLearner } from './seed-learning';
import { seedDemoMembers } from './seed-members';
import { seedDemoNetwork } from './seed-network';
import { seedDemoEcosystem } from './seed-ecosystem';
import { seedDemoOrganizationTeams } from './seed-organization-teams';
import { seedDemoWorkspace } from './seed-workspace';
import { seedDemoChat } from './seed-chat';
import { seedDemoProfiles } from './seed-profiles';
import { credentials, menus, privileges, roles, userRoles, users } from './schema';

/** The demo administrator; README states these credentials. */
export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@summit.example',
  firstName: 'Ada',
  lastName: 'Admin',
  password: 'Summit-Admin-2026',
} as const;

/** A demo member with two roles (expert, active, and volunteer) so "Switch View" can be tried. */
export const DEMO_MEMBER = {
  username: 'maya',
  email: 'maya@summit.example',
  firstName: 'Maya',
  lastName: 'Mensah',
  password: 'Summit-Member-2026',
  roles: ['expert', 'volunteer'],
  activeRole: 'expert',
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
        // Administration and content menus guarding the resource families (docs/decisions/0009).
        ...FAMILY_MENUS.map((m) => ({ menuId: m.menu_id, menuName: m.menu_name, menuParentId: m.menu_parent_id })),
      ])
      .onConflictDoNothing();
    // System role privileges (docs/decisions/0006): unique on (role_id, privilege_menu_id).
    const roleRows = await tx.select({ roleId: roles.roleId, roleName: roles.roleName }).from(roles)
      .where(isNull(roles.parentUserId));
    const idOf = new Map(roleRows.map((r) => [r.roleName.toLowerCase(), r.roleId]));
    await tx.insert(privileges)
      .values(SEEDED_PRIVILEGES.map((p) => {
        const roleId = idOf.get(p.role_name);
        if (roleId === undefined) throw new Error(`system role ${p.role_name} missing`);
        return {
          roleId,
          privilegeMenuId: p.privilege_menu_id,
          privilegeAccessScope: p.privilege_access_scope,
          privilegeAccessType: [...p.privilege_access_type],
        };
      }))
      .onConflictDoNothing();
  });
}

interface DemoAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** System role names the account holds; `activeRole` is the one it acts in. */
  roles: readonly string[];
  activeRole: string;
}

/** The password hash of a demo account that does not exist yet, or null when it does. */
async function prepareAccount(db: Db, account: DemoAccount): Promise<string | null> {
  const existing = await db.select({ id: users.userId }).from(users)
    .where(sql`lower(${users.username}) = ${account.username}`);
  return existing.length > 0 ? null : hashPassword(account.password);
}

/** Creates one demo account with its roles; a username that appeared meanwhile wins. */
async function insertAccount(db: Db, account: DemoAccount, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const roleRows = await tx.select({ roleId: roles.roleId, roleName: roles.roleName }).from(roles)
      .where(and(inArray(roles.roleName, [...account.roles]), isNull(roles.parentUserId)));
    const idOf = new Map(roleRows.map((r) => [r.roleName, r.roleId]));
    const roleIds = account.roles.map((name) => {
      const id = idOf.get(name);
      if (id === undefined) throw new Error('Reference data missing: run seedReferenceData first');
      return id;
    });
    const inserted = await tx.insert(users).values({
      username: account.username,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      emailVerified: true,
      activeRoleId: idOf.get(account.activeRole),
    }).onConflictDoNothing().returning({ userId: users.userId });
    const user = inserted[0];
    if (!user) return; // another process seeded it first
    await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user.userId, roleId })));
    await tx.insert(credentials).values({ userId: user.userId, passwordHash });
  });
}

/** Demo content: the administrator, a member with two roles, and the learning content (seed-content.ts). Safe to run any number of times. */
export async function seedDemoData(db: Db, adminPassword: string = DEMO_ADMIN.password): Promise<void> {
  const accounts: DemoAccount[] = [
    { ...DEMO_ADMIN, password: adminPassword, roles: ['admin'], activeRole: 'admin' },
    DEMO_MEMBER,
  ];
  // Hashing is the slow part (scrypt, ~1 s each): do it in parallel, outside any transaction.
  const hashes = await Promise.all(accounts.map((a) => prepareAccount(db, a)));
  for (const [i, account] of accounts.entries()) {
    const hash = hashes[i];
    if (hash) await insertAccount(db, account, hash);
  }
  const memberIds = await seedDemoMembers(db); // the demo community's members (seed-members.ts), before community seeds
  await seedDemoForum(db, memberIds); // forum categories, topics, replies and reactions (seed-forum.ts)
  await seedDemoNetwork(db, memberIds); // their directory profiles, organisations and follows
  await seedDemoProfiles(db, memberIds); // links, visibility, employability and typed profiles (seed-profiles.ts)
  await seedDemoEcosystem(db); // organisations across India's states for the ecosystem maps
  await seedDemoOrganizationTeams(db, memberIds); // organisation teams, invitations and membership applications
  await seedDemoContent(db);
  await seedDemoLearner(db);
  await seedDemoEvents(db);
  await seedDemoHubs(db); // hubs and content (seed-hubs.ts), after the events and programs they show
  await seedDemoCollaboration(db);
  await seedDemoCommunity(db); // community spaces and get-involved (seed-community.ts), after the members
  await seedDemoMemberHome(db); // maya's enrolment in progress and saved items (after learning and events)
  await seedDemoPublications(db); // publication applications in every status; accepted ones as knowledge-hub content
  await seedDemoWorkspace(db, memberIds); // onboarding done for the demo members, idea boards, UpMyMind self-checks
  await seedDemoChat(db, memberIds); // maya's conversations: grouped runs, yesterday and today, a group, some unread
}
