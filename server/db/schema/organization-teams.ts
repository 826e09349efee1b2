import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';
import { organizations } from './network';

// Organisation teams and invitations (issue 15; docs/decisions/0042-organization-teams.md) and
// membership applications (docs/decisions/0043-membership.md). The organisation row itself stays
// in network.ts (the directory's table, decision 0029); its owner_user_id and the team row with
// role 'owner' always name the same member (transfer changes both in one transaction).

export const organizationMembers = pgTable('organization_members', {
  organizationId: integer().notNull().references(() => organizations.organizationId, { onDelete: 'cascade' }),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** owner, admin, member */
  role: text().notNull().default('member'),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('organization_members_live_key').on(t.organizationId, t.userId).where(sql`${t.deletedAt} is null`),
  // One live owner per organisation.
  uniqueIndex('organization_members_owner_key').on(t.organizationId).where(sql`${t.role} = 'owner' and ${t.deletedAt} is null`),
  index('organization_members_user_idx').on(t.userId).where(sql`${t.deletedAt} is null`),
  check('organization_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
]);
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;

export const organizationInvitations = pgTable('organization_invitations', {
  invitationId: serial().primaryKey(),
  organizationId: integer().notNull().references(() => organizations.organizationId, { onDelete: 'cascade' }),
  /** Lower-cased e-mail address the invitation was sent to. */
  email: text().notNull(),
  role: text().notNull().default('member'),
  /** Random, unguessable: the e-mailed link carries it. */
  token: text().notNull(),
  status: text().notNull().default('pending'),
  invitedByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
  answeredByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
  answeredAt: timestamp({ withTimezone: true }),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('organization_invitations_token_key').on(t.token),
  // At most one pending invitation per organisation and address.
  uniqueIndex('organization_invitations_pending_key').on(t.organizationId, t.email).where(sql`${t.status} = 'pending'`),
  index('organization_invitations_email_idx').on(t.email, t.status),
  check('organization_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked')`),
  check('organization_invitations_role_check', sql`${t.role} in ('admin', 'member')`),
]);
export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;

export const memberships = pgTable('memberships', {
  membershipId: serial().primaryKey(),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  /** individual, sme, organisation, institution */
  plan: text().notNull(),
  /** submitted, approved, rejected */
  status: text().notNull().default('submitted'),
  /** The plan's application form as submitted. */
  details: jsonb().$type<Record<string, string | number>>().notNull().default({}),
  organizationId: integer().references(() => organizations.organizationId, { onDelete: 'set null' }),
  /** SUM-<year>-<6 digits>, given on approval. */
  memberNumber: text(),
  decidedByUserId: integer().references(() => users.userId, { onDelete: 'set null' }),
  decidedAt: timestamp({ withTimezone: true }),
  rejectionReason: text(),
  expiresAt: timestamp({ withTimezone: true }),
  /** to-be-invoiced once approved (payments are out of scope). */
  invoiceStatus: text(),
  ...auditColumns(),
}, (t) => [
  uniqueIndex('memberships_member_number_key').on(t.memberNumber),
  // At most one application waiting per member.
  uniqueIndex('memberships_waiting_key').on(t.userId).where(sql`${t.status} = 'submitted'`),
  index('memberships_user_idx').on(t.userId, t.membershipId),
  index('memberships_status_idx').on(t.status, t.createdAt),
  check('memberships_plan_check', sql`${t.plan} in ('individual', 'sme', 'organisation', 'institution')`),
  check('memberships_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
]);
export type MembershipRow = typeof memberships.$inferSelect;
