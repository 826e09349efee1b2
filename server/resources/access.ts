// Who may call a resource family (docs/decisions/0009): role × menu × access type, read from
// the privilege tables for the caller's ACTIVE role, with an administrator override (holding the
// system admin role allows everything). Read per call: roles and privileges can change while an
// access token lives.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PermissionName } from '../../contracts';
import type { Db } from '../db/client';
import { customRolePrivileges, privileges, roles, userRoles, users } from '../db/schema';
import { compile, statementCache } from './statements';

export type AccessType = PermissionName;

/** Which access type each call needs. */
export const ACCESS_FOR = {
  getAll: 'read', get: 'read', create: 'write', createMany: 'write',
  update: 'update', updateMany: 'update', delete: 'delete', deleteMany: 'delete',
} as const satisfies Record<string, AccessType>;

/**
 * How a family is guarded. Put it next to the family's definition.
 * - `menuId`: the menu whose privileges allow the calls (contracts FAMILY_MENU_IDS).
 * - `ownerColumn`: API field naming the member a row belongs to (`user_id`, `owner_user_id`, ...).
 *   Members read and change their own rows without a privilege; lists are filtered to them.
 * - `publicRead`: reference data every signed-in member may read (writes still need the privilege).
 */
export interface FamilyAccess {
  menuId: number;
  ownerColumn?: string;
  publicRead?: boolean;
  /**
   * Reads of callers WITHOUT the read privilege see the rows this condition admits (events:
   * published ones or their own), instead of their own rows only. Others' rows stay "not found".
   */
  readScope?: (caller: CallerAccess) => SQL | undefined;
}

/** What the caller holds, read once per request. */
export interface CallerAccess {
  userId: number;
  /** Holds the system admin role (active or not): may do everything. */
  admin: boolean;
  /** The active role, when the member still holds it. */
  activeRoleId: number | null;
  /** Whether the active role is a custom role (privileges from customRolePrivilege). */
  activeIsCustom: boolean;
}

interface HeldRole { roleId: number; roleName: string; parentUserId: number | null; active: number | null }

// Both queries run on nearly every call of the API: compiled once per database, run with the
// caller's values (docs/decisions/0086). Still read per call, as above.
const heldStatements = statementCache<HeldRole>(1);
const privilegeStatements = statementCache<{ n: number }>(2);

/** The caller's roles and active role. */
export async function callerAccess(db: Db, userId: number): Promise<CallerAccess> {
  const held = await heldStatements(db, 'held', () => compile(
    db.select({ roleId: roles.roleId, roleName: roles.roleName, parentUserId: roles.parentUserId, active: users.activeRoleId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .innerJoin(users, eq(users.userId, userRoles.userId))
      .where(and(eq(userRoles.userId, sql.placeholder('userId')), isNull(roles.deletedAt), isNull(users.deletedAt), eq(users.enabled, true))),
  )).execute({ userId });
  const admin = held.some((r) => r.parentUserId === null && r.roleName.toLowerCase() === 'admin');
  const active = held.find((r) => r.roleId === r.active);
  return { userId, admin, activeRoleId: active?.roleId ?? null, activeIsCustom: active ? active.parentUserId !== null : false };
}

/** Whether the caller's active role has `type` on `menuId` (access types compared case-insensitively). */
export async function hasPrivilege(db: Db, caller: CallerAccess, menuId: number, type: AccessType): Promise<boolean> {
  if (caller.admin) return true;
  if (caller.activeRoleId === null) return false;
  const t = caller.activeIsCustom ? customRolePrivileges : privileges;
  const statement = privilegeStatements(db, caller.activeIsCustom ? 'custom' : 'role', () => compile(
    db.select({ n: sql<number>`1` }).from(t)
      .where(and(
        eq(t.roleId, sql.placeholder('roleId')), eq(t.privilegeMenuId, sql.placeholder('menuId')), isNull(t.deletedAt),
        sql`exists (select 1 from unnest(${t.privilegeAccessType}) as a(x) where lower(a.x) = ${sql.placeholder('type')})`,
      ))
      .limit(1),
  ));
  const [row] = await statement.execute({ roleId: caller.activeRoleId, menuId, type });
  return !!row;
}

/** One call: does this member have `type` on `menuId`? */
export async function can(db: Db, userId: number, menuId: number, type: AccessType): Promise<boolean> {
  return hasPrivilege(db, await callerAccess(db, userId), menuId, type);
}
