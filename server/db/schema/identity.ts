import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './audit';

export const roles = pgTable('roles', {
  roleId: serial().primaryKey(),
  roleName: text().notNull(),
  displayName: text().notNull(),
  // Set only on custom roles: the member who created them (SPEC §3).
  parentUserId: integer(),
  /** Set only on custom roles: the system role they are based on (its name is their role_type). */
  roleParentId: integer(),
  ...auditColumns(),
}, (t) => [uniqueIndex('roles_role_name_key').on(sql`lower(${t.roleName})`)]);

export const users = pgTable('users', {
  userId: serial().primaryKey(),
  username: text().notNull(),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  email: text().notNull(),
  phoneNumber: text(),
  emailVerified: boolean().notNull().default(false),
  enabled: boolean().notNull().default(true),
  activeRoleId: integer().references(() => roles.roleId),
  rollNumber: text(),
  profileImage: text(),
  age: integer(),
  gender: text(),
  registrationRedirect: text(),
  tncAccepted: boolean().notNull().default(false),
  isUnderage: boolean().notNull().default(false),
  parentName: text(),
  parentEmail: text(),
  parentPhoneNumber: text(),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
]);

export const userRoles = pgTable('user_roles', {
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  roleId: integer().notNull().references(() => roles.roleId),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

/** Kept apart from users so no list query can ever select a password hash by accident. */
export const credentials = pgTable('credentials', {
  userId: integer().primaryKey().references(() => users.userId, { onDelete: 'cascade' }),
  passwordHash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
