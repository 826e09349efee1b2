import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_ROLE, type SignUpPayload } from '../../contracts';
import type { Db } from '../db/client';
import { credentials, roles, userRoles, users } from '../db/schema';
import { hashPassword, unknownAccountHash, verifyPassword } from '../lib/password';

export type UserRow = typeof users.$inferSelect;


const notDeleted = isNull(users.deletedAt);

export function createUserStore(db: Db) {
  async function byLogin(login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    const [row] = await db.select().from(users)
      .where(and(notDeleted, or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`)));
    return row;
  }

  async function byId(userId: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(notDeleted, eq(users.userId, userId)));
    return row;
  }

  async function byEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(notDeleted, sql`lower(${users.email}) = ${email.toLowerCase()}`));
    return row;
  }

  /** The user for these credentials, or null; always spends one password hash either way. */
  async function checkPassword(user: UserRow | undefined, password: string): Promise<boolean> {
    if (!user) {
      await verifyPassword(password, unknownAccountHash());
      return false;
    }
    const [cred] = await db.select().from(credentials).where(eq(credentials.userId, user.userId));
    if (!cred) {
      await verifyPassword(password, unknownAccountHash());
      return false;
    }
    return verifyPassword(password, cred.passwordHash);
  }

  /**
   * Sets a member's password. `alsoInTransaction` runs in the same transaction: a member changing
   * their own password passes the ending of their other sessions (`sessions.revokeOthers`).
   */
  async function setPassword(userId: number, password: string, actingUserId: number,
    alsoInTransaction?: (tx: Db) => Promise<unknown>): Promise<void> {
    const passwordHash = await hashPassword(password, { interactive: true });
    await db.transaction(async (tx) => {
      await tx.insert(credentials).values({ userId, passwordHash })
        .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: new Date() } });
      await tx.update(users).set({ modifiedBy: actingUserId, modifiedAt: new Date() }).where(eq(users.userId, userId));
      await alsoInTransaction?.(tx);
    });
  }

  /** A new member with the temp role (SPEC §6). Username and e-mail clashes are reported by field. */
  async function create(input: SignUpPayload & { emailVerified: boolean; passwordHash?: string }): Promise<UserRow> {
    const passwordHash = input.passwordHash ?? await hashPassword(input.password, { interactive: true });
    return db.transaction(async (tx) => {
      const [temp] = await tx.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleName, DEFAULT_ROLE.role_name));
      if (!temp) throw new Error('temp role missing: reference data not seeded');
      const [user] = await tx.insert(users).values({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        phoneNumber: input.phone_number || null,
        emailVerified: input.emailVerified,
        activeRoleId: temp.roleId,
        tncAccepted: input.tnc_accepted === true,
        isUnderage: input.is_underage ?? false,
        parentName: input.parent_name || null,
        parentEmail: input.parent_email || null,
        parentPhoneNumber: input.parent_phone_number || null,
      }).returning();
      if (!user) throw new Error('insert returned nothing');
      // Audit: a member who signs up creates themself.
      await tx.update(users).set({ createdBy: user.userId }).where(eq(users.userId, user.userId));
      await tx.insert(userRoles).values({ userId: user.userId, roleId: temp.roleId });
      await tx.insert(credentials).values({ userId: user.userId, passwordHash });
      return { ...user, createdBy: user.userId };
    });
  }

  async function usernameTaken(username: string): Promise<boolean> {
    const [u] = await db.select({ id: users.userId }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    return !!u;
  }

  /** Whether any account (also a deleted one, as the unique index sees it) has this e-mail. */
  async function emailTaken(email: string): Promise<boolean> {
    const [e] = await db.select({ id: users.userId }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return !!e;
  }

  async function clash(username: string, email: string): Promise<'username' | 'email' | null> {
    if (await usernameTaken(username)) return 'username';
    return (await emailTaken(email)) ? 'email' : null;
  }

  async function markEmailVerified(email: string): Promise<void> {
    await db.update(users).set({ emailVerified: true }).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  }

  async function update(userId: number, fields: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'username'>>, actingUserId: number) {
    const [row] = await db.update(users).set({ ...fields, modifiedBy: actingUserId, modifiedAt: new Date() })
      .where(eq(users.userId, userId)).returning();
    return row;
  }

  return { byLogin, byId, byEmail, checkPassword, setPassword, create, usernameTaken, emailTaken, clash, markEmailVerified, update };
}

export type UserStore = ReturnType<typeof createUserStore>;
