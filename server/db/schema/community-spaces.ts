import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { communityCommon } from './content';
import { users } from './identity';

// Community spaces and get-involved (issue 14; docs/decisions/0030, 0031). A space is a
// community_common row; its members are here (GroupUser links a member to another member's
// group and cannot say which of an owner's spaces is meant: decision 0030).

/** A member of a space. Leaving deletes the row; the owner is a member from the start. */
export const communitySpaceMembers = pgTable('community_space_members', {
  membershipId: serial().primaryKey(),
  communityCommonId: integer().notNull().references(() => communityCommon.communityCommonId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  joinedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('community_space_members_key').on(t.communityCommonId, t.userId),
  index('community_space_members_user_idx').on(t.userId),
]);

/** A volunteer or mentoring opportunity a member offers, optionally inside one of the spaces. */
export const communityOpportunities = pgTable('community_opportunities', {
  opportunityId: serial().primaryKey(),
  ownerUserId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  communityCommonId: integer().references(() => communityCommon.communityCommonId, { onDelete: 'set null' }),
  kind: text().notNull(),
  title: text().notNull(),
  description: text().notNull(),
  commitment: text().notNull(),
  isOpen: boolean().notNull().default(true),
  ...auditColumns(),
}, (t) => [
  index('community_opportunities_kind_idx').on(t.kind, t.createdAt.desc()),
  index('community_opportunities_owner_idx').on(t.ownerUserId),
  check('community_opportunities_kind_check', sql`${t.kind} in ('volunteer', 'mentoring')`),
]);

/** A member's application to an opportunity, answered once by its owner. */
export const communityApplications = pgTable('community_applications', {
  applicationId: serial().primaryKey(),
  opportunityId: integer().notNull().references(() => communityOpportunities.opportunityId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  message: text().notNull(),
  status: text().notNull().default('pending'),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  decidedAt: timestamp({ withTimezone: true, mode: 'string' }),
  decidedBy: integer(),
}, (t) => [
  uniqueIndex('community_applications_key').on(t.opportunityId, t.userId),
  index('community_applications_user_idx').on(t.userId),
  check('community_applications_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
]);
