// The reference families the SPA reads after sign-in (SPEC §6, §7): roles, system role
// privileges, custom role privileges and menus. Read only for now (decision 0005).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuSchema, privilegeSchema, roleSchema } from '../../contracts';
import { customRolePrivileges, menus, privileges, roles } from '../db/schema';
import { defineReadFamily } from './read-family';

export const roleFamily = defineReadFamily({
  basePath: '/api/user/roles/',
  singlePath: 'getRole',
  entityName: 'Role',
  tag: 'roles',
  schema: roleSchema,
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
});

const privilegeColumns = (t: typeof privileges | typeof customRolePrivileges) => ({
  privilege_id: t.privilegeId,
  role_id: t.roleId,
  privilege_menu_id: t.privilegeMenuId,
  privilege_access_scope: t.privilegeAccessScope,
  privilege_access_type: t.privilegeAccessType,
});

export const privilegeFamily = defineReadFamily({
  basePath: '/api/user/privileges/',
  singlePath: 'getPrivilege',
  entityName: 'Privilege',
  tag: 'privileges',
  schema: privilegeSchema,
  table: privileges,
  columns: privilegeColumns(privileges),
  idField: 'privilege_id',
  searchFields: ['privilege_access_scope'],
});

export const customRolePrivilegeFamily = defineReadFamily({
  basePath: '/api/user/customRolePrivilege/',
  singlePath: 'get',
  entityName: 'Custom role privilege',
  tag: 'customRolePrivilege',
  schema: privilegeSchema,
  table: customRolePrivileges,
  columns: privilegeColumns(customRolePrivileges),
  idField: 'privilege_id',
  searchFields: ['privilege_access_scope'],
});

export const menuFamily = defineReadFamily({
  basePath: '/api/system/customMenus/',
  singlePath: 'getMenu',
  entityName: 'Menu',
  tag: 'customMenus',
  schema: menuSchema,
  table: menus,
  columns: {
    menu_id: menus.menuId,
    menu_name: menus.menuName,
    menu_parent_id: menus.menuParentId,
  },
  idField: 'menu_id',
  searchFields: ['menu_name'],
  caseInsensitiveFields: ['menu_name'],
});

export const READ_FAMILIES = [roleFamily, privilegeFamily, customRolePrivilegeFamily, menuFamily] as const;

/** Registers the read routes of every reference family. */
const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const family of READ_FAMILIES) await app.register(family.routes);
};

export default resourceRoutes;
