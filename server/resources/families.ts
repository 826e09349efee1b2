// The reference families of the user service (SPEC §6, §7): roles, system role privileges,
// custom role privileges and menus, with all eight calls of the family pattern
// (server/resources/family.ts). Readable by every signed-in member (the SPA builds its menus
// from them); writes need the privilege on their administration menu (docs/decisions/0009).
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FAMILY_MENU_IDS, FAMILY_MESSAGES, menuCreateSchema, menuSchema, menuUpdateSchema, privilegeCreateSchema, privilegeSchema,
  privilegeUpdateSchema, roleCreateSchema, roleSchema, roleUpdateSchema,
} from '../../contracts';
import type { Db } from '../db/client';
import { customRolePrivileges, menus, privileges, roles, userRoles, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { defineFamily, familyRoutes, type ApiRow, type FamilyAccess } from './family';
import { userFamily } from './users-family';

const M = FAMILY_MESSAGES;

// ---- roles ----------------------------------------------------------------------------------

/** A live system role (parent_user_id null) other than admin, or a 400. */
async function requireParentRole(tx: Db, roleParentId: unknown): Promise<void> {
  if (typeof roleParentId !== 'number') throw new HttpError(400, M.roleParentRequired);
  const [parent] = await tx.select({ name: roles.roleName }).from(roles)
    .where(and(eq(roles.roleId, roleParentId), isNull(roles.parentUserId), isNull(roles.deletedAt)));
  if (!parent) throw new HttpError(400, M.roleParentRequired);
  if (parent.name.toLowerCase() === 'admin') throw new HttpError(400, M.roleParentAdmin);
}

/** Roles: reference data; only custom roles are created, system roles are locked (403). */
export const roleAccess: FamilyAccess = { menuId: FAMILY_MENU_IDS.roles, publicRead: true };

export const roleFamily = defineFamily({
  basePath: '/api/user/roles/',
  entityName: 'Role',
  tag: 'roles',
  schema: roleSchema,
  createSchema: roleCreateSchema,
  updateSchema: roleUpdateSchema,
  deleteManyField: 'role_ids',
  access: roleAccess,
  table: roles,
  columns: {
    role_id: roles.roleId,
    role_name: roles.roleName,
    display_name: roles.displayName,
    parent_user_id: roles.parentUserId,
    role_parent_id: roles.roleParentId,
  },
  idField: 'role_id',
  searchFields: ['role_name', 'display_name'],
  caseInsensitiveFields: ['role_name'],
  hooks: {
    // Every role created through the API is a custom role of its creator, based on a system role.
    async beforeCreate(values, ctx) {
      await requireParentRole(ctx.tx, values.role_parent_id);
      return { ...values, parent_user_id: ctx.callerId };
    },
    async beforeUpdate(current, changes, ctx) {
      if (current.parent_user_id === null) {
        const renamed = (changes.role_name !== undefined && changes.role_name !== current.role_name)
          || (changes.display_name !== undefined && changes.display_name !== current.display_name)
          || (changes.role_parent_id !== undefined && changes.role_parent_id !== current.role_parent_id);
        if (renamed) throw new HttpError(403, M.systemRoleLocked);
        return changes;
      }
      if (changes.role_parent_id !== undefined) await requireParentRole(ctx.tx, changes.role_parent_id);
      return changes;
    },
    async beforeDelete(current, ctx) {
      if (current.parent_user_id === null) throw new HttpError(403, M.systemRoleLocked);
      const [held] = await ctx.tx.select({ n: count() }).from(userRoles)
        .innerJoin(users, eq(users.userId, userRoles.userId))
        .where(and(eq(userRoles.roleId, current.role_id as number), isNull(users.deletedAt)));
      if (held && held.n > 0) throw new HttpError(409, M.roleHeld(held.n));
    },
    uniqueMessage: (constraint) => (constraint === 'roles_role_name_key' ? M.roleNameTaken : undefined),
  },
});

// ---- privileges -------------------------------------------------------------------------------

const privilegeColumns = (t: typeof privileges | typeof customRolePrivileges) => ({
  privilege_id: t.privilegeId,
  role_id: t.roleId,
  privilege_menu_id: t.privilegeMenuId,
  privilege_access_scope: t.privilegeAccessScope,
  privilege_access_type: t.privilegeAccessType,
});

/** The role a privilege names must be live and of the right kind; its menu must be live. */
async function checkPrivilegeTargets(tx: Db, row: ApiRow, custom: boolean): Promise<void> {
  const [role] = await tx.select({ parentUserId: roles.parentUserId }).from(roles)
    .where(and(eq(roles.roleId, row.role_id as number), isNull(roles.deletedAt)));
  if (!role) throw new HttpError(400, M.roleNotFound);
  if (custom && role.parentUserId === null) throw new HttpError(400, M.customRoleExpected);
  if (!custom && role.parentUserId !== null) throw new HttpError(400, M.systemRoleExpected);
  const [menu] = await tx.select({ id: menus.menuId }).from(menus)
    .where(and(eq(menus.menuId, row.privilege_menu_id as number), isNull(menus.deletedAt)));
  if (!menu) throw new HttpError(400, M.menuNotFound);
}

/** Privileges: reference data (every member's SPA reads them); writes need menu 103. */
export const privilegeAccess: FamilyAccess = { menuId: FAMILY_MENU_IDS.privileges, publicRead: true };

export const privilegeFamily = defineFamily({
  basePath: '/api/user/privileges/',
  entityName: 'Privilege',
  tag: 'privileges',
  schema: privilegeSchema,
  createSchema: privilegeCreateSchema,
  updateSchema: privilegeUpdateSchema,
  deleteManyField: 'privilege_ids',
  access: privilegeAccess,
  table: privileges,
  columns: privilegeColumns(privileges),
  idField: 'privilege_id',
  searchFields: ['privilege_access_scope'],
  hooks: {
    async beforeCreate(values, ctx) {
      await checkPrivilegeTargets(ctx.tx, values, false);
      // The unique key (role, menu) also covers soft-deleted rows: a deleted privilege gives way
      // to its replacement instead of blocking it forever.
      await ctx.tx.delete(privileges).where(and(
        eq(privileges.roleId, values.role_id as number), eq(privileges.privilegeMenuId, values.privilege_menu_id as number),
        isNotNull(privileges.deletedAt),
      ));
    },
    async beforeUpdate(current, changes, ctx) {
      const next = { ...current, ...changes };
      if (changes.role_id !== undefined || changes.privilege_menu_id !== undefined) {
        await checkPrivilegeTargets(ctx.tx, next, false);
        await ctx.tx.delete(privileges).where(and(
          eq(privileges.roleId, next.role_id as number), eq(privileges.privilegeMenuId, next.privilege_menu_id as number),
          isNotNull(privileges.deletedAt),
        ));
      }
    },
    uniqueMessage: (constraint) => (constraint === 'privileges_role_menu_key' ? M.privilegeTaken : undefined),
  },
});

/** One live custom privilege per role and menu (no unique index on that table: checked here). */
async function requireFreeCustomSlot(tx: Db, row: ApiRow, selfId?: number): Promise<void> {
  const [other] = await tx.select({ id: customRolePrivileges.privilegeId }).from(customRolePrivileges).where(and(
    eq(customRolePrivileges.roleId, row.role_id as number), eq(customRolePrivileges.privilegeMenuId, row.privilege_menu_id as number),
    isNull(customRolePrivileges.deletedAt), selfId !== undefined ? ne(customRolePrivileges.privilegeId, selfId) : undefined,
  ));
  if (other) throw new HttpError(409, M.privilegeTaken);
}

export const customRolePrivilegeAccess: FamilyAccess = { menuId: FAMILY_MENU_IDS.privileges, publicRead: true };

export const customRolePrivilegeFamily = defineFamily({
  basePath: '/api/user/customRolePrivilege/',
  entityName: 'Custom role privilege',
  pathEntity: '',
  tag: 'customRolePrivilege',
  schema: privilegeSchema,
  createSchema: privilegeCreateSchema,
  updateSchema: privilegeUpdateSchema,
  deleteManyField: 'privilege_ids',
  access: customRolePrivilegeAccess,
  table: customRolePrivileges,
  columns: privilegeColumns(customRolePrivileges),
  idField: 'privilege_id',
  searchFields: ['privilege_access_scope'],
  hooks: {
    async beforeCreate(values, ctx) {
      await checkPrivilegeTargets(ctx.tx, values, true);
      await requireFreeCustomSlot(ctx.tx, values);
    },
    async beforeUpdate(current, changes, ctx) {
      const next = { ...current, ...changes };
      if (changes.role_id !== undefined || changes.privilege_menu_id !== undefined) {
        await checkPrivilegeTargets(ctx.tx, next, true);
        await requireFreeCustomSlot(ctx.tx, next, current.privilege_id as number);
      }
    },
  },
});

// ---- menus ----------------------------------------------------------------------------------

async function requireParentMenu(tx: Db, parentId: number): Promise<void> {
  const [parent] = await tx.select({ id: menus.menuId }).from(menus).where(and(eq(menus.menuId, parentId), isNull(menus.deletedAt)));
  if (!parent) throw new HttpError(400, M.parentMenuNotFound);
}

/** 400 when `parentId` is `menuId` itself or one of its descendants (walks up from the parent). */
async function refuseCycle(tx: Db, menuId: number, parentId: number): Promise<void> {
  const rows = await tx.execute<{ menu_id: number }>(sql`
    with recursive up(menu_id, menu_parent_id, depth) as (
      select ${menus.menuId}, ${menus.menuParentId}, 0 from ${menus} where ${menus.menuId} = ${parentId}
      union all
      select m.menu_id, m.menu_parent_id, up.depth + 1 from ${menus} m join up on m.menu_id = up.menu_parent_id
      where up.depth < 1000
    )
    select menu_id from up where menu_id = ${menuId} limit 1`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  if (list.length > 0) throw new HttpError(400, M.menuCycle);
}

export const menuAccess: FamilyAccess = { menuId: FAMILY_MENU_IDS.menus, publicRead: true };

export const menuFamily = defineFamily({
  basePath: '/api/system/customMenus/',
  entityName: 'Menu',
  tag: 'customMenus',
  schema: menuSchema,
  createSchema: menuCreateSchema,
  updateSchema: menuUpdateSchema,
  deleteManyField: 'menu_ids',
  access: menuAccess,
  table: menus,
  columns: {
    menu_id: menus.menuId,
    menu_name: menus.menuName,
    menu_parent_id: menus.menuParentId,
  },
  idField: 'menu_id',
  searchFields: ['menu_name'],
  caseInsensitiveFields: ['menu_name'],
  hooks: {
    async beforeCreate(values, ctx) {
      if (typeof values.menu_parent_id === 'number') {
        if (values.menu_parent_id === values.menu_id) throw new HttpError(400, M.menuCycle);
        await requireParentMenu(ctx.tx, values.menu_parent_id);
      }
    },
    async beforeUpdate(current, changes, ctx) {
      if (typeof changes.menu_parent_id === 'number') {
        await requireParentMenu(ctx.tx, changes.menu_parent_id);
        await refuseCycle(ctx.tx, current.menu_id as number, changes.menu_parent_id);
      }
    },
    async beforeDelete(current, ctx) {
      const children = await ctx.tx.select({ id: menus.menuId }).from(menus)
        .where(and(eq(menus.menuParentId, current.menu_id as number), isNull(menus.deletedAt)));
      // Children deleted in the same call do not block their parent.
      const staying = children.filter((c) => !ctx.batchIds.has(c.id));
      if (staying.length > 0) throw new HttpError(409, M.menuHasChildren(staying.length));
    },
    uniqueMessage: (constraint) => (constraint === 'menus_pkey' ? M.menuIdTaken : undefined),
  },
});

export const REFERENCE_FAMILIES = [roleFamily, privilegeFamily, customRolePrivilegeFamily, menuFamily] as const;
/** Kept for existing imports: the reference families (now with writes too). */
export const READ_FAMILIES = REFERENCE_FAMILIES;
export const USER_SERVICE_FAMILIES = [userFamily, ...REFERENCE_FAMILIES] as const;

/** Registers every family of the user service (users and the reference families). */
const resourceRoutes: FastifyPluginAsyncZod = familyRoutes(USER_SERVICE_FAMILIES);

export default resourceRoutes;
