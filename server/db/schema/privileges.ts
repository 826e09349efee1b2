import { integer, pgTable, serial, text, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { roles } from './identity';

/** System role privilege: what a role may do on a menu (SPEC §3). */
export const privileges = pgTable('privileges', {
  privilegeId: serial().primaryKey(),
  roleId: integer().notNull().references(() => roles.roleId),
  privilegeMenuId: integer().notNull(),
  privilegeAccessScope: text().notNull().default('private'),
  privilegeAccessType: text().array().notNull().default([]),
  ...auditColumns(),
}, (t) => [
  index('privileges_role_idx').on(t.roleId),
  // One privilege row per role and menu: the seed relies on it to be idempotent.
  uniqueIndex('privileges_role_menu_key').on(t.roleId, t.privilegeMenuId),
]);

/** Privileges of custom roles (roles with parent_user_id). */
export const customRolePrivileges = pgTable('custom_role_privileges', {
  privilegeId: serial().primaryKey(),
  roleId: integer().notNull().references(() => roles.roleId),
  privilegeMenuId: integer().notNull(),
  privilegeAccessScope: text().notNull().default('private'),
  privilegeAccessType: text().array().notNull().default([]),
  ...auditColumns(),
}, (t) => [index('custom_role_privileges_role_idx').on(t.roleId)]);
