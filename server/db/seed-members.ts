import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { SystemRoleName } from '../../contracts';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { credentials, roles, userRoles, users } from './schema';

/** The one demo member (besides admin and maya) who can sign in, for two-browser demos. */
export const DEMO_SECOND_MEMBER = { username: 'rohan', password: 'Summit-Member-2026' } as const;

export interface DemoMemberSeed {
  username: string;
  firstName: string;
  lastName: string;
  /** System roles the member holds; the first is the active one. */
  roles: readonly SystemRoleName[];
}

/**
 * The demo community's members (issue 14). Only rohan has a password; the others cannot sign in
 * and exist so the forum, directory and organisations have several authors. E-mails are
 * `<username>@summit.example`, all verified.
 */
export const DEMO_MEMBERS: readonly DemoMemberSeed[] = [
  { username: 'rohan', firstName: 'Rohan', lastName: 'Mehta', roles: ['learner', 'volunteer'] },
  { username: 'amara', firstName: 'Amara', lastName: 'Okonkwo', roles: ['organization'] },
  { username: 'lena', firstName: 'Lena', lastName: 'Hoffmann', roles: ['expert'] },
  { username: 'kwame', firstName: 'Kwame', lastName: 'Asante', roles: ['organization'] },
  { username: 'priya', firstName: 'Priya', lastName: 'Nair', roles: ['learner'] },
  { username: 'diego', firstName: 'Diego', lastName: 'Herrera', roles: ['expert', 'volunteer'] },
  { username: 'sofia', firstName: 'Sofia', lastName: 'Rossi', roles: ['institute'] },
  { username: 'tariq', firstName: 'Tariq', lastName: 'Hassan', roles: ['organization'] },
  { username: 'mei', firstName: 'Mei', lastName: 'Chen', roles: ['expert'] },
  { username: 'jonas', firstName: 'Jonas', lastName: 'Berg', roles: ['volunteer'] },
  { username: 'aisha', firstName: 'Aisha', lastName: 'Bello', roles: ['learner'] },
  { username: 'felix', firstName: 'Felix', lastName: 'Wagner', roles: ['institute'] },
  { username: 'nadia', firstName: 'Nadia', lastName: 'Karimi', roles: ['organization'] },
  { username: 'omar', firstName: 'Omar', lastName: 'Farouk', roles: ['expert'] },
  { username: 'ines', firstName: 'Inês', lastName: 'Duarte', roles: ['volunteer', 'learner'] },
  { username: 'arjun', firstName: 'Arjun', lastName: 'Kapoor', roles: ['learner'] },
];

const ALL_USERNAMES = ['admin', 'maya', ...DEMO_MEMBERS.map((m) => m.username)];

/**
 * Creates the demo members (idempotent: existing usernames are left as they are) and returns
 * username → user_id for them plus `admin` and `maya` when those exist. Run after
 * seedReferenceData (roles) and after the admin and maya accounts.
 */
export async function seedDemoMembers(db: Db): Promise<Map<string, number>> {
  const existing = await db.select({ id: users.userId, username: users.username }).from(users)
    .where(sql`lower(${users.username}) in (${sql.join(DEMO_MEMBERS.map((m) => sql`${m.username}`), sql`, `)})`);
  const have = new Set(existing.map((u) => u.username.toLowerCase()));
  const missing = DEMO_MEMBERS.filter((m) => !have.has(m.username));
  // Hash outside the transaction (scrypt is slow), and only when rohan is still to be created.
  const rohanHash = missing.some((m) => m.username === DEMO_SECOND_MEMBER.username)
    ? await hashPassword(DEMO_SECOND_MEMBER.password) : null;
  if (missing.length > 0) {
    await db.transaction(async (tx) => {
      const roleRows = await tx.select({ roleId: roles.roleId, roleName: roles.roleName }).from(roles)
        .where(isNull(roles.parentUserId));
      const roleId = new Map(roleRows.map((r) => [r.roleName.toLowerCase(), r.roleId]));
      const idOfRole = (name: string) => {
        const id = roleId.get(name);
        if (id === undefined) throw new Error('Reference data missing: run seedReferenceData first');
        return id;
      };
      const inserted = await tx.insert(users).values(missing.map((m) => ({
        username: m.username,
        email: `${m.username}@summit.example`,
        firstName: m.firstName,
        lastName: m.lastName,
        emailVerified: true,
        tncAccepted: true,
        activeRoleId: idOfRole(m.roles[0]!),
      }))).onConflictDoNothing().returning({ userId: users.userId, username: users.username });
      const byName = new Map(missing.map((m) => [m.username, m]));
      const roleValues = inserted.flatMap((u) => (byName.get(u.username)?.roles ?? []).map((r) => ({ userId: u.userId, roleId: idOfRole(r) })));
      if (roleValues.length > 0) await tx.insert(userRoles).values(roleValues).onConflictDoNothing();
      const rohan = inserted.find((u) => u.username === DEMO_SECOND_MEMBER.username);
      if (rohan && rohanHash) await tx.insert(credentials).values({ userId: rohan.userId, passwordHash: rohanHash }).onConflictDoNothing();
    });
  }
  const rows = await db.select({ id: users.userId, username: users.username }).from(users)
    .where(and(inArray(sql`lower(${users.username})`, ALL_USERNAMES), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.username.toLowerCase(), r.id]));
}
