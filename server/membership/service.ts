// Membership registration (issue 15; docs/decisions/0043-membership.md): applications per plan,
// the administrators' decision, the card and its signed verification code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  INVOICE_STATUS_TO_BE_INVOICED, MEMBERSHIP_MESSAGES, MEMBERSHIP_VALIDITY_DAYS,
  type MembershipApplication, type MembershipCard, type MembershipDecision, type MembershipDetails, type MembershipPlan,
  type MembershipStatus, type MembershipVerification, type MyMembership,
} from '../../contracts';
import type { Db } from '../db/client';
import { memberships, organizations, users, type MembershipRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { roleIn } from '../organizations/service';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const fullName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

async function toApi(db: Db, rows: MembershipRow[]): Promise<MembershipApplication[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.userId, r.decidedByUserId]).filter((v): v is number => v != null))];
  const people = new Map((await db.select().from(users).where(inArray(users.userId, ids))).map((u) => [u.userId, u]));
  return rows.map((r) => {
    const u = people.get(r.userId);
    const decider = r.decidedByUserId != null ? people.get(r.decidedByUserId) : undefined;
    return {
      membership_id: r.membershipId,
      user_id: r.userId,
      applicant_name: u ? fullName(u) : '',
      applicant_email: u?.email ?? '',
      plan: r.plan as MembershipPlan,
      status: r.status as MembershipStatus,
      details: r.details,
      submitted_at: iso(r.createdAt)!,
      decided_at: iso(r.decidedAt),
      decided_by_name: decider ? fullName(decider) : null,
      rejection_reason: r.rejectionReason,
      member_number: r.memberNumber,
      expires_at: iso(r.expiresAt),
      invoice_status: r.invoiceStatus,
    };
  });
}

const latestOf = async (db: Db, userId: number) =>
  (await db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(desc(memberships.membershipId)).limit(1))[0] ?? null;

const isValid = (r: MembershipRow, now: Date) => r.status === 'approved' && r.expiresAt != null && r.expiresAt > now;

export async function myMembership(db: Db, me: number, now = new Date()): Promise<MyMembership> {
  const latest = await latestOf(db, me);
  const [application] = latest ? await toApi(db, [latest]) : [null];
  return { application: application ?? null, can_apply: !latest || latest.status === 'rejected' || (latest.status === 'approved' && !isValid(latest, now)) };
}

export async function applyForMembership(db: Db, me: number, details: MembershipDetails, now = new Date()): Promise<MembershipApplication> {
  const latest = await latestOf(db, me);
  if (latest?.status === 'submitted') throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyApplied);
  if (latest && isValid(latest, now)) throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyMember);
  let organizationId: number | null = null;
  let stored: Record<string, string | number> = { ...details };
  if (details.plan === 'organisation') {
    const role = await roleIn(db, details.organization_id, me);
    if (role !== 'owner' && role !== 'admin') throw new HttpError(400, MEMBERSHIP_MESSAGES.notYourOrganisation);
    const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.organizationId, details.organization_id));
    organizationId = details.organization_id;
    stored = { ...stored, organization_name: org?.name ?? '' };
  }
  try {
    const [row] = await db.insert(memberships).values({ userId: me, plan: details.plan, details: stored, organizationId, createdBy: me }).returning();
    return (await toApi(db, [row!]))[0]!;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e?.code === '23505' || e?.cause?.code === '23505') throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyApplied);
    throw err;
  }
}

export async function membershipQueue(db: Db, status: MembershipStatus): Promise<MembershipApplication[]> {
  const rows = await db.select().from(memberships).where(eq(memberships.status, status))
    .orderBy(status === 'submitted' ? asc(memberships.createdAt) : desc(memberships.decidedAt), asc(memberships.membershipId)).limit(200);
  return toApi(db, rows);
}

export async function membershipById(db: Db, id: number): Promise<MembershipApplication> {
  const [row] = await db.select().from(memberships).where(eq(memberships.membershipId, id));
  if (!row) throw new HttpError(404, MEMBERSHIP_MESSAGES.notFound);
  return (await toApi(db, [row]))[0]!;
}

/** SUM-<year>-<membership id, 6 digits>: unique because the id is. */
export const memberNumberFor = (id: number, at: Date) => `SUM-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

export async function decideMembership(db: Db, adminId: number, id: number, decision: MembershipDecision, reason: string, now = new Date()): Promise<MembershipApplication> {
  if (decision === 'reject' && !reason.trim()) throw new HttpError(400, MEMBERSHIP_MESSAGES.reasonRequired);
  const approve = decision === 'approve';
  const expires = new Date(now.getTime() + MEMBERSHIP_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  // One atomic statement: only a waiting application is decided, once.
  const [row] = await db.update(memberships).set(approve
    ? { status: 'approved', memberNumber: memberNumberFor(id, now), decidedByUserId: adminId, decidedAt: now, expiresAt: expires, invoiceStatus: INVOICE_STATUS_TO_BE_INVOICED, rejectionReason: null, modifiedBy: adminId, modifiedAt: now }
    : { status: 'rejected', decidedByUserId: adminId, decidedAt: now, rejectionReason: reason.trim(), modifiedBy: adminId, modifiedAt: now })
    .where(and(eq(memberships.membershipId, id), eq(memberships.status, 'submitted'))).returning();
  if (!row) {
    await membershipById(db, id); // 404 when unknown
    throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyDecided);
  }
  return (await toApi(db, [row]))[0]!;
}

// ——— The card and its signed code ———

const signature = (secret: string, memberNumber: string) => createHmac('sha256', secret).update(`membership:${memberNumber}`).digest('base64url').slice(0, 22);
/** <member number>.<HMAC>: only the API host can make one; the QR code carries it. */
export const signMemberNumber = (secret: string, memberNumber: string) => `${memberNumber}.${signature(secret, memberNumber)}`;

export async function membershipCard(db: Db, secret: string, me: number, now = new Date()): Promise<MembershipCard> {
  const [row] = await db.select().from(memberships).where(and(eq(memberships.userId, me), eq(memberships.status, 'approved')))
    .orderBy(desc(memberships.membershipId)).limit(1);
  if (!row || !row.memberNumber || !row.expiresAt || !row.decidedAt) throw new HttpError(404, MEMBERSHIP_MESSAGES.noCard);
  const [u] = await db.select().from(users).where(eq(users.userId, me));
  const d = row.details;
  const holder = (d.organization_name ?? d.company_name ?? d.institution_name ?? null) as string | null;
  return {
    member_number: row.memberNumber,
    name: u ? fullName(u) : '',
    plan: row.plan as MembershipPlan,
    holder,
    approved_at: row.decidedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    invoice_status: row.invoiceStatus,
    verify_code: signMemberNumber(secret, row.memberNumber),
  };
}

const UNKNOWN: MembershipVerification = { status: 'unknown', member_number: null, name: null, plan: null, expires_at: null };

/** valid, expired or unknown (a code not signed here, or of no approved membership). Tells no more than the card shows. */
export async function verifyMembershipCode(db: Db, secret: string, code: string, now = new Date()): Promise<MembershipVerification> {
  const dot = code.lastIndexOf('.');
  if (dot <= 0) return UNKNOWN;
  const memberNumber = code.slice(0, dot);
  const given = Buffer.from(code.slice(dot + 1));
  const expected = Buffer.from(signature(secret, memberNumber));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return UNKNOWN;
  const [row] = await db.select({ m: memberships, u: users }).from(memberships).innerJoin(users, eq(users.userId, memberships.userId))
    // Only a live account's card is good: a disabled or deleted holder's card says nothing of them.
    .where(and(eq(memberships.memberNumber, memberNumber), eq(memberships.status, 'approved'), eq(users.enabled, true), isNull(users.deletedAt)));
  if (!row || !row.m.expiresAt) return UNKNOWN;
  return {
    status: row.m.expiresAt > now ? 'valid' : 'expired',
    member_number: memberNumber,
    name: fullName(row.u),
    plan: row.m.plan as MembershipPlan,
    expires_at: row.m.expiresAt.toISOString(),
  };
}
