import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';

// Member-owned content of SPEC §3/§7: settings, notifications, group members, community
// records and repository items. Deletes are soft (auditColumns), so unique keys apply to live
// rows only and a deleted record can be created again.

/** One settings document per member (SPEC §3 "User setting: user_id"). */
export const userSettings = pgTable('user_settings', {
  userSettingId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  ...auditColumns(),
}, (t) => [uniqueIndex('user_settings_user_key').on(t.userId).where(sql`${t.deletedAt} is null`)]);

export const notifications = pgTable('notifications', {
  notificationId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  notificationType: text().notNull(),
  notificationBody: text().notNull(),
  notificationImage: text(),
  notificationLink: text(),
  isRead: boolean().notNull().default(false),
  cdateTime: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  ...auditColumns(),
}, (t) => [index('notifications_user_time_idx').on(t.userId, t.cdateTime.desc())]);

/** A member (user_id) in the group of another member (parent_user_id), SPEC §3 GroupUser. */
export const groupUsers = pgTable('group_users', {
  tableId: serial().primaryKey(),
  parentUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('group_users_parent_user_key').on(t.parentUserId, t.userId).where(sql`${t.deletedAt} is null`),
  index('group_users_user_idx').on(t.userId),
]);

export const communityCommon = pgTable('community_common', {
  communityCommonId: serial().primaryKey(),
  ownerUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  communityName: text().notNull(),
  communityType: text().notNull(),
  description: text(),
  ...auditColumns(),
}, (t) => [
  index('community_common_owner_idx').on(t.ownerUserId),
  index('community_common_type_idx').on(t.communityType),
  check('community_common_type_check', sql`${t.communityType} in ('startup', 'investor', 'business', 'government', 'educator', 'expert')`),
]);

/** Items of a member's repository (SPEC §3 UserRepoItem), e.g. subtype 'School of Study'. */
export const userRepoItems = pgTable('user_repo_items', {
  repoitemId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  repoitemType: text().notNull(),
  repoitemSubtype: text().notNull(),
  repoitemName: text().notNull(),
  repoitemValue: jsonb(),
  communityCommonId: integer().references(() => communityCommon.communityCommonId),
  ...auditColumns(),
}, (t) => [
  index('user_repo_items_user_subtype_idx').on(t.userId, t.repoitemSubtype),
  index('user_repo_items_community_idx').on(t.communityCommonId),
]);
