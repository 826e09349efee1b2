import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  /**
   * The four searched fields lower-cased in one string, separated by the unit separator (chr 31,
   * which a search term never contains): one `LIKE '%term%'` per row instead of four ILIKEs, and
   * one trigram index instead of a BitmapOr of four (docs/decisions/0062, bench/list-users.ts).
   */
  searchText: text().generatedAlwaysAs(sql`lower(username) || chr(31) || lower(email) || chr(31) || lower(first_name) || chr(31) || lower(last_name)`),
}, (t) => [
  uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  // Member searches (directory, chat, events) use ILIKE '%term%' over these columns: trigram
  // GIN indexes serve that (pg_trgm, docs/decisions/0011); sorts use the btrees. A small pending
  // list (docs/decisions/0062): PGlite runs no autovacuum, so the default 4 MB list is scanned by
  // every search, while none at all (fastupdate off) made a 10,000-member import ~7× slower.
  index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 128 }),
  index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 128 }),
  index('users_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 128 }),
  index('users_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 128 }),
  index('users_name_idx').on(t.lastName, t.firstName),
  index('users_created_at_idx').on(t.createdAt),
  // The Admin Center's default list: live members by username, paged (bench/list-users.ts: ~2.6× faster p50).
  index('users_username_live_idx').on(t.username, t.userId).where(sql`${t.deletedAt} is null`),
  // getAll's search (docs/decisions/0062): the combined search text, and the other sortable
  // columns of the Admin Center list as (column, id) btrees over live rows, so a broad search
  // walks the sort order and stops after the page instead of sorting every match.
  index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 128 }),
  index('users_first_name_live_idx').on(t.firstName, t.userId).where(sql`${t.deletedAt} is null`),
  index('users_email_live_idx').on(t.email, t.userId).where(sql`${t.deletedAt} is null`),
  // The Admin Center's last sortable column (decision 0062, migration 0029): without it a broad
  // search sorted by Enabled sorted every match.
  index('users_enabled_live_idx').on(t.enabled, t.userId).where(sql`${t.deletedAt} is null`),
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
