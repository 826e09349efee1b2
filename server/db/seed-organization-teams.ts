// Demo teams, invitations and membership applications (issue 15; decisions 0042, 0043).
// Idempotent: owner rows follow organizations.owner_user_id; the rest is added only when missing.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { INVOICE_STATUS_TO_BE_INVOICED, MEMBERSHIP_VALIDITY_DAYS, type MembershipPlan } from '../../contracts';
import type { Db } from './client';
import { memberNumberFor } from '../membership/service';
import { memberships, organizationInvitations, organizationMembers, organizations, users } from './schema';

/** organisation name → [username, role] of team members besides the owner. */
const TEAMS: Record<string, [string, 'admin' | 'member'][]> = {
  KisanLedger: [['maya', 'admin'], ['diego', 'member'], ['sofia', 'member']],
  ShelfSense: [['jonas', 'admin'], ['felix', 'member']],
  'Deccan Angels Network': [['maya', 'member'], ['omar', 'admin'], ['lena', 'member']],
  'State Startup Mission': [['nadia', 'admin'], ['ines', 'member']],
  'Coastal Logistics Group': [['arjun', 'member']],
  'CleanCook Labs': [['lena', 'member']],
};

/** Pending invitations: organisation, address, role, inviter. */
const INVITATIONS: [string, string, 'admin' | 'member', string][] = [
  ['State Startup Mission', 'maya@summit.example', 'member', 'tariq'],
  ['KisanLedger', 'aisha@summit.example', 'member', 'rohan'],
  ['KisanLedger', 'partnerships@agrifin.example', 'admin', 'rohan'],
];

interface ApplicationSeed { username: string; plan: MembershipPlan; status: 'submitted' | 'approved' | 'rejected'; daysAgo: number; details: Record<string, string | number>; reason?: string; org?: string }
const APPLICATIONS: ApplicationSeed[] = [
  { username: 'priya', plan: 'individual', status: 'approved', daysAgo: 120, details: { plan: 'individual', occupation: 'Founder, ShelfSense', phone: '9845012345', city: 'Bengaluru', state: 'Karnataka', motivation: 'Mentor office hours and the summit rate for my team.' } },
  { username: 'mei', plan: 'organisation', status: 'approved', daysAgo: 60, org: 'Deccan Angels Network', details: { plan: 'organisation', contact_role: 'Managing partner', phone: '9000012345', city: 'Hyderabad', state: 'Telangana', motivation: 'Run our monthly pitch nights on the platform.' } },
  { username: 'kwame', plan: 'sme', status: 'approved', daysAgo: 400, details: { plan: 'sme', company_name: 'Coastal Logistics Group', registration_number: 'UDYAM-AP-12-0045678', employees: 180, sector: 'Logistics', phone: '9849098490', city: 'Visakhapatnam', state: 'Andhra Pradesh', motivation: '' } },
  { username: 'amara', plan: 'individual', status: 'submitted', daysAgo: 2, details: { plan: 'individual', occupation: 'Investor, Lagos–Mumbai Seed Fund', phone: '9820098200', city: 'Mumbai', state: 'Maharashtra', motivation: 'Meet founders at the summit and in the forum.' } },
  { username: 'ines', plan: 'sme', status: 'submitted', daysAgo: 1, details: { plan: 'sme', company_name: 'Duarte Textiles', registration_number: 'UDYAM-GJ-22-0012345', employees: 140, sector: 'Textiles', phone: '9825098250', city: 'Surat', state: 'Gujarat', motivation: 'Find startups for supply-chain traceability pilots.' } },
  { username: 'jonas', plan: 'institution', status: 'submitted', daysAgo: 3, details: { plan: 'institution', institution_name: 'Technopark Incubation Centre', institution_type: 'incubator', learners: 320, phone: '9447094470', city: 'Thiruvananthapuram', state: 'Kerala', motivation: 'Certification programs for our cohort.' } },
  { username: 'felix', plan: 'individual', status: 'rejected', daysAgo: 20, reason: 'The phone number did not answer; please apply again with a number we can reach.', details: { plan: 'individual', occupation: 'Product designer', phone: '9123456789', city: 'Pune', state: 'Maharashtra', motivation: '' } },
];

export async function seedDemoOrganizationTeams(db: Db, memberIds: Map<string, number>): Promise<void> {
  // Every organisation with an owner has the owner in its team.
  const owned = await db.select({ id: organizations.organizationId, owner: organizations.ownerUserId }).from(organizations)
    .where(and(isNotNull(organizations.ownerUserId), isNull(organizations.deletedAt)));
  const existingOwners = new Set((await db.select({ id: organizationMembers.organizationId }).from(organizationMembers)
    .where(and(eq(organizationMembers.role, 'owner'), isNull(organizationMembers.deletedAt)))).map((r) => r.id));
  const missingOwners = owned.filter((o) => !existingOwners.has(o.id));
  if (missingOwners.length) {
    await db.insert(organizationMembers).values(missingOwners.map((o) => ({ organizationId: o.id, userId: o.owner!, role: 'owner', createdBy: o.owner! }))).onConflictDoNothing();
  }

  const names = [...new Set([...Object.keys(TEAMS), ...INVITATIONS.map((i) => i[0]), ...APPLICATIONS.flatMap((a) => (a.org ? [a.org] : []))])];
  const orgs = new Map((await db.select({ id: organizations.organizationId, name: organizations.name }).from(organizations)
    .where(and(inArray(organizations.name, names), isNull(organizations.deletedAt)))).map((o) => [o.name, o.id]));

  for (const [name, team] of Object.entries(TEAMS)) {
    const orgId = orgs.get(name);
    if (!orgId) continue;
    const rows = team.flatMap(([username, role]) => {
      const userId = memberIds.get(username);
      return userId ? [{ organizationId: orgId, userId, role, createdBy: userId }] : [];
    });
    if (rows.length) {
      await db.insert(organizationMembers).values(rows)
        .onConflictDoNothing({ target: [organizationMembers.organizationId, organizationMembers.userId], where: sql`${organizationMembers.deletedAt} is null` });
    }
  }

  const anyInvitation = await db.select({ id: organizationInvitations.invitationId }).from(organizationInvitations).limit(1);
  if (anyInvitation.length === 0) {
    const rows = INVITATIONS.flatMap(([name, email, role, inviter], i) => {
      const orgId = orgs.get(name);
      const by = memberIds.get(inviter);
      return orgId && by ? [{ organizationId: orgId, email, role, token: `demo-invitation-token-${i + 1}-${orgId}`, invitedByUserId: by, createdBy: by }] : [];
    });
    if (rows.length) await db.insert(organizationInvitations).values(rows).onConflictDoNothing();
  }

  const anyMembership = await db.select({ id: memberships.membershipId }).from(memberships).limit(1);
  if (anyMembership.length > 0) return;
  const [admin] = await db.select({ id: users.userId }).from(users).where(sql`lower(${users.username}) = 'admin'`);
  const day = 24 * 60 * 60 * 1000;
  for (const a of APPLICATIONS) {
    const userId = memberIds.get(a.username);
    if (!userId) continue;
    const submitted = new Date(Date.now() - a.daysAgo * day);
    const decided = new Date(submitted.getTime() + day);
    const orgId = a.org ? orgs.get(a.org) ?? null : null;
    const details = a.org ? { ...a.details, organization_id: orgId ?? 0, organization_name: a.org } : a.details;
    const [row] = await db.insert(memberships).values({ userId, plan: a.plan, status: 'submitted', details, organizationId: orgId, createdBy: userId, createdAt: submitted }).returning({ id: memberships.membershipId });
    if (a.status === 'submitted') continue;
    await db.update(memberships).set(a.status === 'approved'
      ? { status: 'approved', memberNumber: memberNumberFor(row!.id, decided), decidedAt: decided, decidedByUserId: admin?.id ?? null, expiresAt: new Date(decided.getTime() + MEMBERSHIP_VALIDITY_DAYS * day), invoiceStatus: INVOICE_STATUS_TO_BE_INVOICED }
      : { status: 'rejected', decidedAt: decided, decidedByUserId: admin?.id ?? null, rejectionReason: a.reason ?? '' })
      .where(eq(memberships.membershipId, row!.id));
  }
}
