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

/**
 * An announcement (POST /api/notification/announce), stored once before it is pushed as ONE shared
 * frame; each member's notification row is written right after (storedTime set then). Rows not yet
 * written are written before any read of notifications (decision 0072).
 */
export const announcements = pgTable('announcements', {
  announcementId: serial().primaryKey(),
  notificationType: text().notNull(),
  notificationBody: text().notNull(),
  notificationImage: text(),
  notificationLink: text(),
  /** The audience: the members holding this role; null = every enabled member. */
  roleId: integer(),
  cdateTime: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** When every member's row was written; null while that is pending (or failed and is retried). */
  storedTime: timestamp({ withTimezone: true, mode: 'string' }),
  createdBy: integer().notNull().default(0),
}, (t) => [index('announcements_pending_idx').on(t.announcementId).where(sql`${t.storedTime} is null`)]);

export const notifications = pgTable('notifications', {
  notificationId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  notificationType: text().notNull(),
  notificationBody: text().notNull(),
  notificationImage: text(),
  notificationLink: text(),
  isRead: boolean().notNull().default(false),
  cdateTime: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /**
   * The announcement this row is a member's copy of (one per member: writing it again is a no-op).
   * No foreign key: only storeAnnouncement writes it, from the announcement's own row, and a key
   * check per row is what made storing 5,000 rows slow (decision 0063).
   */
  announcementId: integer(),
  ...auditColumns(),
}, (t) => [
  index('notifications_user_time_idx').on(t.userId, t.cdateTime.desc()),
  uniqueIndex('notifications_announcement_user_key').on(t.announcementId, t.userId).where(sql`${t.announcementId} is not null`),
]);

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
