import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';

// The member network (issue 14; docs/decisions/0028-network.md): member profiles for the
// directory (issue 15 extends them for the full profile editor), follows of members, forum
// topics and organisations, and the organisation directory (docs/decisions/0029-organizations.md).

/** One row per member who has a profile; the directory shows members without one too. */
export const memberProfiles = pgTable('member_profiles', {
  userId: integer().primaryKey().references(() => users.userId, { onDelete: 'cascade' }),
  headline: text().notNull().default(''),
  bio: text().notNull().default(''),
  city: text(),
  state: text(),
  interests: text().array().notNull().default(sql`'{}'::text[]`),
  skills: text().array().notNull().default(sql`'{}'::text[]`),
  /** The community the member belongs to: startup, investor, business, government, educator, expert. */
  communityType: text(),
  /** Issue 15 (docs/decisions/0039-profiles.md): links ({ label, url }), per-field visibility, the employability profile. */
  links: jsonb().$type<{ label: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
  visibility: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  employability: jsonb().$type<Record<string, unknown>>(),
  ...auditColumns(),
}, (t) => [
  index('member_profiles_community_idx').on(t.communityType),
  index('member_profiles_interests_idx').using('gin', t.interests),
  // The directory searches with ILIKE '%term%' over names, username and headline (pg_trgm, as users).
  index('member_profiles_headline_trgm_idx').using('gin', t.headline.op('gin_trgm_ops')),
  check('member_profiles_community_check', sql`${t.communityType} is null or ${t.communityType} in ('startup', 'investor', 'business', 'government', 'educator', 'expert')`),
]);

export const follows = pgTable('follows', {
  followId: serial().primaryKey(),
  followerUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** member (a user_id), topic (a forum topic id) or organization (an organization_id). */
  targetType: text().notNull(),
  targetId: integer().notNull(),
  ...auditColumns(),
}, (t) => [
  // One live follow per member and target: following twice is the same follow (idempotent).
  uniqueIndex('follows_live_key').on(t.followerUserId, t.targetType, t.targetId).where(sql`${t.deletedAt} is null`),
  // Followers of a target (counts, notifying topic followers).
  index('follows_target_idx').on(t.targetType, t.targetId).where(sql`${t.deletedAt} is null`),
  check('follows_target_type_check', sql`${t.targetType} in ('member', 'topic', 'organization')`),
]);

export const organizations = pgTable('organizations', {
  organizationId: serial().primaryKey(),
  name: text().notNull(),
  /** startups, investors, businesses, government, educators, experts (the directory's :organization_category). */
  category: text().notNull(),
  logoUrl: text(),
  description: text().notNull().default(''),
  website: text(),
  state: text(),
  city: text(),
  ownerUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
  /** Public contact address (issue 15, decision 0042). */
  contactEmail: text(),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('organizations_name_key').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  index('organizations_category_name_idx').on(t.category, t.name).where(sql`${t.deletedAt} is null`),
  index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  check('organizations_category_check', sql`${t.category} in ('startups', 'investors', 'businesses', 'government', 'educators', 'experts')`),
]);

export type OrganizationRow = typeof organizations.$inferSelect;
export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type FollowRow = typeof follows.$inferSelect;

/**
 * Connection requests between two members (issue 14's "plus"; decision 0028): pending until the
 * addressee accepts or declines, or the requester withdraws. At most one live (pending or
 * accepted) request per pair, whichever way round.
 */
export const connectionRequests = pgTable('connection_requests', {
  requestId: serial().primaryKey(),
  requesterUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  addresseeUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** pending, accepted, declined, withdrawn (an accepted one ended by either side is withdrawn too). */
  status: text().notNull().default('pending'),
  message: text().notNull().default(''),
  respondedAt: timestamp({ withTimezone: true }),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('connection_requests_live_pair_key')
    .on(sql`least(${t.requesterUserId}, ${t.addresseeUserId})`, sql`greatest(${t.requesterUserId}, ${t.addresseeUserId})`)
    .where(sql`${t.status} in ('pending', 'accepted')`),
  index('connection_requests_addressee_idx').on(t.addresseeUserId, t.status),
  index('connection_requests_requester_idx').on(t.requesterUserId, t.status),
  check('connection_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
  check('connection_requests_not_self_check', sql`${t.requesterUserId} <> ${t.addresseeUserId}`),
]);
export type ConnectionRequestRow = typeof connectionRequests.$inferSelect;
