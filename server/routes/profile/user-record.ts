// The member record of the user service (contracts userRecordSchema), read the same way by
// getUser, update and createUser.
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { userRecordSchema, type UserRecord } from '../../../contracts';
import type { UserRow } from '../../auth/users';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import type { FamilyTable } from '../../resources/list-query';

/** Fields a caller may project with `fields`. */
export const USER_RECORD_FIELDS = Object.keys(userRecordSchema.shape) as (keyof UserRecord)[];

/** What getUser may filter by: user_id, email, username (the last two case-insensitively). */
export const userLookup: FamilyTable = {
  table: users,
  columns: { user_id: users.userId, email: users.email, username: users.username },
  idField: 'user_id',
  caseInsensitiveFields: ['email', 'username'],
};

/** The ids of the live roles a member holds, lowest first. */
export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedAt)))
    .orderBy(asc(userRoles.roleId));
  return rows.map((r) => r.roleId);
}

export function toUserRecord(row: UserRow, roleIds: number[]): UserRecord {
  return {
    user_id: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    enabled: row.enabled,
    roles: roleIds,
    active_role_id: row.activeRoleId,
    roll_number: row.rollNumber,
    profile_image: row.profileImage,
    age: row.age,
    gender: row.gender,
    registration_redirect: row.registrationRedirect,
    otpVerified: row.emailVerified,
  };
}

/** The first live user matching `where` (lowest id) with their role ids, or undefined. */
export async function readUserRecord(db: Db, where: SQL | undefined): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(and(isNull(users.deletedAt), where)).orderBy(asc(users.userId)).limit(1);
  return row ? toUserRecord(row, await roleIdsOf(db, row.userId)) : undefined;
}
