// Organisation pages (issue 15; docs/decisions/0042-organization-teams.md): the profile, the team
// with roles inside the organisation, invitations by e-mail, leaving and transferring ownership.
// Every rule of who may do what is checked here, on the server; the detail tells the SPA what the
// caller may do (can_* flags).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ORGANIZATION_MESSAGES, type Invitation, type InvitationStatus, type MyOrganizations, type OrganizationDetail, type OrganizationInput,
  type OrgAssignableRole, type OrgMemberRole, type OrganizationCategory,
} from '../../contracts';
import type { Db } from '../db/client';
import { organizationInvitations, organizationMembers, organizations, users, type OrganizationInvitationRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { renderMarkdown } from '../lib/markdown';

const iso = (d: Date | string) => new Date(d).toISOString();
const fullName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

export async function liveOrganization(db: Db, id: number) {
  const [row] = await db.select().from(organizations).where(and(eq(organizations.organizationId, id), isNull(organizations.deletedAt)));
  if (!row) throw new HttpError(404, ORGANIZATION_MESSAGES.notFound);
  return row;
}

export async function roleIn(db: Db, organizationId: number, userId: number): Promise<OrgMemberRole | null> {
  const [row] = await db.select({ role: organizationMembers.role }).from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId), isNull(organizationMembers.deletedAt)));
  return (row?.role as OrgMemberRole | undefined) ?? null;
}

async function emailOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.userId, userId));
  return (row?.email ?? '').toLowerCase();
}

/** Owner and admins: who is told when the team changes. */
export async function organizationManagers(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db.select({ id: organizationMembers.userId }).from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.role, ['owner', 'admin']), isNull(organizationMembers.deletedAt)));
  return rows.map((r) => r.id);
}

async function invitationsToApi(db: Db, rows: OrganizationInvitationRow[]): Promise<Invitation[]> {
  if (rows.length === 0) return [];
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  const inviterIds = [...new Set(rows.map((r) => r.invitedByUserId).filter((v): v is number => v != null))];
  const [orgRows, inviterRows] = await Promise.all([
    db.select({ id: organizations.organizationId, name: organizations.name }).from(organizations).where(inArray(organizations.organizationId, orgIds)),
    inviterIds.length ? db.select().from(users).where(inArray(users.userId, inviterIds)) : [],
  ]);
  const orgName = new Map(orgRows.map((o) => [o.id, o.name]));
  const inviter = new Map(inviterRows.map((u) => [u.userId, fullName(u)]));
  return rows.map((r) => ({
    invitation_id: r.invitationId,
    organization_id: r.organizationId,
    organization_name: orgName.get(r.organizationId) ?? '',
    email: r.email,
    role: r.role as OrgAssignableRole,
    status: r.status as InvitationStatus,
    invited_by_name: r.invitedByUserId != null ? inviter.get(r.invitedByUserId) ?? '' : '',
    created_at: iso(r.createdAt),
  }));
}

export async function myOrganizations(db: Db, me: number): Promise<MyOrganizations> {
  const rows = await db.select({ org: organizations, role: organizationMembers.role }).from(organizationMembers)
    .innerJoin(organizations, eq(organizations.organizationId, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, me), isNull(organizationMembers.deletedAt), isNull(organizations.deletedAt)))
    .orderBy(sql`case ${organizationMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(organizations.name));
  const ids = rows.map((r) => r.org.organizationId);
  const counts = ids.length === 0 ? [] : await db.select({ id: organizationMembers.organizationId, n: sql<number>`count(*)::int` }).from(organizationMembers)
    .where(and(inArray(organizationMembers.organizationId, ids), isNull(organizationMembers.deletedAt))).groupBy(organizationMembers.organizationId);
  const count = new Map(counts.map((c) => [c.id, c.n]));
  const email = await emailOf(db, me);
  const invitations = await db.select().from(organizationInvitations)
    .where(and(eq(organizationInvitations.email, email), eq(organizationInvitations.status, 'pending'))).orderBy(desc(organizationInvitations.invitationId));
  return {
    organizations: rows.map(({ org, role }) => ({
      organization_id: org.organizationId, name: org.name, category: org.category as OrganizationCategory, logo_url: org.logoUrl,
      city: org.city, state: org.state, role: role as OrgMemberRole, members: count.get(org.organizationId) ?? 0,
    })),
    invitations: await invitationsToApi(db, invitations),
  };
}

export async function organizationDetail(db: Db, me: number, id: number): Promise<OrganizationDetail> {
  const org = await liveOrganization(db, id);
  const memberRows = await db.select({ m: organizationMembers, u: users }).from(organizationMembers)
    .innerJoin(users, eq(users.userId, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, id), isNull(organizationMembers.deletedAt)))
    .orderBy(sql`case ${organizationMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.firstName), asc(users.lastName));
  const myRole = (memberRows.find((r) => r.u.userId === me)?.m.role as OrgMemberRole | undefined) ?? null;
  const editor = myRole === 'owner' || myRole === 'admin';
  const email = await emailOf(db, me);
  const pending = await db.select().from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, id), eq(organizationInvitations.status, 'pending'))).orderBy(desc(organizationInvitations.invitationId));
  const invitations = await invitationsToApi(db, pending);
  return {
    organization_id: org.organizationId,
    name: org.name,
    category: org.category as OrganizationCategory,
    logo_url: org.logoUrl,
    description: org.description,
    description_html: renderMarkdown(org.description),
    website: org.website,
    contact_email: org.contactEmail,
    state: org.state,
    city: org.city,
    owner_user_id: org.ownerUserId,
    members: memberRows.map(({ m, u }) => ({
      user_id: u.userId, name: fullName(u), username: u.username, profile_image: u.profileImage, role: m.role as OrgMemberRole, joined_at: iso(m.createdAt), is_me: u.userId === me,
    })),
    invitations: editor ? invitations : [],
    my_role: myRole,
    my_invitation: myRole ? null : invitations.find((i) => i.email === email) ?? null,
    can_edit: editor,
    can_invite: editor,
    can_transfer: myRole === 'owner' && memberRows.length > 1,
    can_leave: myRole !== null && myRole !== 'owner',
  };
}

const profileValues = (input: OrganizationInput) => ({
  name: input.name,
  category: input.category,
  description: input.description,
  website: input.website || null,
  contactEmail: input.contact_email || null,
  city: input.city || null,
  state: input.state || null,
  logoUrl: input.logo_url,
});

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function createOrganization(db: Db, me: number, input: OrganizationInput): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(organizations).values({ ...profileValues(input), ownerUserId: me, createdBy: me }).returning({ id: organizations.organizationId });
      await tx.insert(organizationMembers).values({ organizationId: row!.id, userId: me, role: 'owner', createdBy: me });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ORGANIZATION_MESSAGES.nameTaken);
    throw err;
  }
}

async function requireEditor(db: Db, id: number, me: number): Promise<OrgMemberRole> {
  await liveOrganization(db, id);
  const role = await roleIn(db, id, me);
  if (role !== 'owner' && role !== 'admin') throw new HttpError(403, ORGANIZATION_MESSAGES.editorsOnly);
  return role;
}

export async function updateOrganization(db: Db, me: number, id: number, input: OrganizationInput): Promise<void> {
  await requireEditor(db, id, me);
  try {
    await db.update(organizations).set({ ...profileValues(input), modifiedBy: me, modifiedAt: new Date() }).where(eq(organizations.organizationId, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ORGANIZATION_MESSAGES.nameTaken);
    throw err;
  }
}

export interface CreatedInvitation { invitationId: number; token: string; organizationName: string; inviteeUserId: number | null }

export async function inviteByEmail(db: Db, me: number, id: number, email: string, role: OrgAssignableRole): Promise<CreatedInvitation> {
  await requireEditor(db, id, me);
  const org = await liveOrganization(db, id);
  const address = email.toLowerCase();
  const [invitee] = await db.select({ id: users.userId }).from(users).where(sql`lower(${users.email}) = ${address}`);
  if (invitee && (await roleIn(db, id, invitee.id))) throw new HttpError(409, ORGANIZATION_MESSAGES.alreadyMember);
  const token = randomBytes(24).toString('base64url');
  try {
    const [row] = await db.insert(organizationInvitations).values({
      organizationId: id, email: address, role, token, invitedByUserId: me, createdBy: me,
    }).returning({ id: organizationInvitations.invitationId });
    return { invitationId: row!.id, token, organizationName: org.name, inviteeUserId: invitee?.id ?? null };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ORGANIZATION_MESSAGES.alreadyInvited);
    throw err;
  }
}

export async function revokeInvitation(db: Db, me: number, id: number, invitationId: number): Promise<void> {
  await requireEditor(db, id, me);
  const done = await db.update(organizationInvitations).set({ status: 'revoked', answeredByUserId: me, answeredAt: new Date(), modifiedBy: me, modifiedAt: new Date() })
    .where(and(eq(organizationInvitations.invitationId, invitationId), eq(organizationInvitations.organizationId, id), eq(organizationInvitations.status, 'pending')))
    .returning({ id: organizationInvitations.invitationId });
  if (done.length === 0) throw new HttpError(404, ORGANIZATION_MESSAGES.invitationNotFound);
}

/** Accept or decline an invitation addressed to the caller's e-mail. Returns the organisation and its name. */
export async function answerInvitation(db: Db, me: number, invitationId: number, answer: 'accept' | 'decline') {
  const [inv] = await db.select().from(organizationInvitations).where(eq(organizationInvitations.invitationId, invitationId));
  if (!inv || inv.status === 'revoked') throw new HttpError(404, ORGANIZATION_MESSAGES.invitationNotFound);
  if (inv.email !== (await emailOf(db, me))) throw new HttpError(403, ORGANIZATION_MESSAGES.invitationNotYours);
  if (inv.status !== 'pending') throw new HttpError(409, ORGANIZATION_MESSAGES.invitationAnswered);
  const org = await liveOrganization(db, inv.organizationId);
  await db.transaction(async (tx) => {
    // Row lock through the status condition: two answers at once, only one wins.
    const won = await tx.update(organizationInvitations).set({ status: answer === 'accept' ? 'accepted' : 'declined', answeredByUserId: me, answeredAt: new Date(), modifiedBy: me, modifiedAt: new Date() })
      .where(and(eq(organizationInvitations.invitationId, invitationId), eq(organizationInvitations.status, 'pending'))).returning({ id: organizationInvitations.invitationId });
    if (won.length === 0) throw new HttpError(409, ORGANIZATION_MESSAGES.invitationAnswered);
    if (answer === 'accept') {
      await tx.insert(organizationMembers).values({ organizationId: inv.organizationId, userId: me, role: inv.role, createdBy: me })
        .onConflictDoNothing({ target: [organizationMembers.organizationId, organizationMembers.userId], where: sql`${organizationMembers.deletedAt} is null` });
    }
  });
  return { organizationId: org.organizationId, name: org.name };
}

async function requireMember(db: Db, id: number, userId: number): Promise<OrgMemberRole> {
  const role = await roleIn(db, id, userId);
  if (!role) throw new HttpError(404, ORGANIZATION_MESSAGES.notMember);
  return role;
}

export async function changeMemberRole(db: Db, me: number, id: number, userId: number, role: OrgAssignableRole): Promise<void> {
  await requireEditor(db, id, me);
  if ((await requireMember(db, id, userId)) === 'owner') throw new HttpError(409, ORGANIZATION_MESSAGES.ownerRole);
  await db.update(organizationMembers).set({ role, modifiedBy: me, modifiedAt: new Date() })
    .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.userId, userId), isNull(organizationMembers.deletedAt)));
}

export async function removeMember(db: Db, me: number, id: number, userId: number): Promise<void> {
  if (userId === me) return leaveOrganization(db, me, id);
  await requireEditor(db, id, me);
  if ((await requireMember(db, id, userId)) === 'owner') throw new HttpError(409, ORGANIZATION_MESSAGES.ownerRole);
  await db.update(organizationMembers).set({ deletedAt: new Date(), deletedBy: me })
    .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.userId, userId), isNull(organizationMembers.deletedAt)));
}

export async function leaveOrganization(db: Db, me: number, id: number): Promise<void> {
  await liveOrganization(db, id);
  const role = await requireMember(db, id, me);
  if (role === 'owner') throw new HttpError(409, ORGANIZATION_MESSAGES.ownerCannotLeave);
  await db.update(organizationMembers).set({ deletedAt: new Date(), deletedBy: me })
    .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.userId, me), isNull(organizationMembers.deletedAt)));
}

/** The owner hands the organisation to another member, and stays on as an admin. */
export async function transferOwnership(db: Db, me: number, id: number, userId: number): Promise<void> {
  await liveOrganization(db, id);
  if ((await roleIn(db, id, me)) !== 'owner') throw new HttpError(403, ORGANIZATION_MESSAGES.ownerOnly);
  if (userId === me) throw new HttpError(409, ORGANIZATION_MESSAGES.transferToSelf);
  await requireMember(db, id, userId);
  await db.transaction(async (tx) => {
    const live = and(eq(organizationMembers.organizationId, id), isNull(organizationMembers.deletedAt));
    await tx.update(organizationMembers).set({ role: 'admin', modifiedBy: me, modifiedAt: new Date() }).where(and(live, eq(organizationMembers.userId, me)));
    await tx.update(organizationMembers).set({ role: 'owner', modifiedBy: me, modifiedAt: new Date() }).where(and(live, eq(organizationMembers.userId, userId)));
    await tx.update(organizations).set({ ownerUserId: userId, modifiedBy: me, modifiedAt: new Date() }).where(eq(organizations.organizationId, id));
  });
}

export async function displayName(db: Db, userId: number): Promise<string> {
  const [u] = await db.select().from(users).where(eq(users.userId, userId));
  return u ? fullName(u) : 'A member';
}
