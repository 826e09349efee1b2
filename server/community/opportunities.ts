// Get involved (issue 14; docs/decisions/0031-get-involved.md): volunteer and mentoring
// opportunities, members' applications with a short message, and the owner's answer. The owner
// is told of each application, the applicant of the answer (notifyUsers, with a link).
import { aliasedTable, and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_MESSAGES, communityByType, OPPORTUNITY_LIMITS, SCHOOL_OF_STUDY_SUBTYPE, MESSAGES,
  type Application, type ApplicationStatus, type ApplyPayload, type DecidePayload, type Opportunity, type OpportunityCreate,
  type OpportunityKind, type SchoolOfStudyResponse,
} from '../../contracts';
import type { Db } from '../db/client';
import { communityApplications, communityCommon, communityOpportunities, userRepoItems, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { notifyUsers } from '../realtime/notify';
import { communitiesAllowed, readableSpace, requireRead } from './spaces';

const GET_INVOLVED = '/community/get-involved';

const owners = aliasedTable(users, 'owner');
const applicants = aliasedTable(users, 'applicant');
const nameOf = (t: typeof users) => sql<string>`coalesce(nullif(trim(${t.firstName} || ' ' || ${t.lastName}), ''), ${t.username})`;

/** Opportunities the caller may see: those outside spaces, and those in spaces of communities the active role may read. */
export async function listOpportunities(db: Db, me: number, kind?: OpportunityKind): Promise<Opportunity[]> {
  const readable = (await communitiesAllowed(db, me)).map((c) => c.type);
  const typeOk = readable.length
    ? or(isNull(communityCommon.communityType), inArray(communityCommon.communityType, readable))
    : isNull(communityCommon.communityType);
  const rows = await db.select({
    o: communityOpportunities,
    ownerName: nameOf(owners),
    spaceName: communityCommon.communityName,
    appId: communityApplications.applicationId,
    appStatus: communityApplications.status,
    pending: sql<number>`(select count(*)::int from community_applications a where a.opportunity_id = ${communityOpportunities.opportunityId} and a.status = 'pending')`,
  }).from(communityOpportunities)
    .innerJoin(owners, eq(owners.userId, communityOpportunities.ownerUserId))
    .leftJoin(communityCommon, and(eq(communityCommon.communityCommonId, communityOpportunities.communityCommonId), isNull(communityCommon.deletedAt)))
    .leftJoin(communityApplications, and(eq(communityApplications.opportunityId, communityOpportunities.opportunityId), eq(communityApplications.userId, me)))
    .where(and(isNull(communityOpportunities.deletedAt), typeOk, kind ? eq(communityOpportunities.kind, kind) : undefined))
    .orderBy(desc(communityOpportunities.isOpen), desc(communityOpportunities.createdAt), desc(communityOpportunities.opportunityId))
    .limit(200);
  return rows.map((r) => ({
    opportunity_id: r.o.opportunityId,
    kind: r.o.kind as OpportunityKind,
    title: r.o.title,
    description: r.o.description,
    commitment: r.o.commitment,
    owner_user_id: r.o.ownerUserId,
    owner_name: r.ownerName,
    community_common_id: r.spaceName === null ? null : r.o.communityCommonId,
    space_name: r.spaceName,
    is_open: r.o.isOpen,
    is_owner: r.o.ownerUserId === me,
    my_application: r.appId === null ? null : { application_id: r.appId, status: r.appStatus as ApplicationStatus },
    pending_count: r.o.ownerUserId === me ? Number(r.pending) : 0,
    created_at: new Date(r.o.createdAt).toISOString(),
  }));
}

async function opportunityFor(db: Db, me: number, id: number) {
  const [row] = await db.select({ o: communityOpportunities, type: communityCommon.communityType }).from(communityOpportunities)
    .leftJoin(communityCommon, and(eq(communityCommon.communityCommonId, communityOpportunities.communityCommonId), isNull(communityCommon.deletedAt)))
    .where(and(eq(communityOpportunities.opportunityId, id), isNull(communityOpportunities.deletedAt)));
  if (!row) throw new HttpError(404, COMMUNITY_MESSAGES.opportunityNotFound);
  const community = row.type ? communityByType(row.type) : undefined;
  if (community) await requireRead(db, me, community);
  return row.o;
}

export async function createOpportunity(db: Db, me: number, input: OpportunityCreate): Promise<Opportunity> {
  if (input.community_common_id != null) await readableSpace(db, me, input.community_common_id);
  const [row] = await db.insert(communityOpportunities).values({
    ownerUserId: me, communityCommonId: input.community_common_id ?? null, kind: input.kind,
    title: input.title.trim(), description: input.description.trim(), commitment: input.commitment.trim(), createdBy: me,
  }).returning({ id: communityOpportunities.opportunityId });
  const list = await listOpportunities(db, me);
  return list.find((o) => o.opportunity_id === row!.id)!;
}

const applicationSelection = {
  a: communityApplications,
  title: communityOpportunities.title,
  kind: communityOpportunities.kind,
  ownerId: communityOpportunities.ownerUserId,
  ownerName: nameOf(owners),
  applicantName: nameOf(applicants),
};

type ApplicationRow = { a: typeof communityApplications.$inferSelect; title: string; kind: string; ownerId: number; ownerName: string; applicantName: string };

const toApplication = (r: ApplicationRow): Application => ({
  application_id: r.a.applicationId,
  opportunity_id: r.a.opportunityId,
  opportunity_title: r.title,
  opportunity_kind: r.kind as OpportunityKind,
  user_id: r.a.userId,
  applicant_name: r.applicantName,
  owner_name: r.ownerName,
  message: r.a.message,
  status: r.a.status as ApplicationStatus,
  created_at: new Date(r.a.createdAt).toISOString(),
  decided_at: r.a.decidedAt ? new Date(r.a.decidedAt).toISOString() : null,
});

async function applications(db: Db, where: SQL | undefined): Promise<Application[]> {
  const rows = await db.select(applicationSelection).from(communityApplications)
    .innerJoin(communityOpportunities, eq(communityOpportunities.opportunityId, communityApplications.opportunityId))
    .innerJoin(owners, eq(owners.userId, communityOpportunities.ownerUserId))
    .innerJoin(applicants, eq(applicants.userId, communityApplications.userId))
    .where(and(isNull(communityOpportunities.deletedAt), where))
    .orderBy(sql`${communityApplications.status} = 'pending' desc`, desc(communityApplications.createdAt))
    .limit(500);
  return rows.map(toApplication);
}

export const myApplications = (db: Db, me: number) => applications(db, eq(communityApplications.userId, me));
export const receivedApplications = (db: Db, me: number) => applications(db, eq(communityOpportunities.ownerUserId, me));

const excerpt = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function apply(app: FastifyInstance, me: number, opportunityId: number, payload: ApplyPayload): Promise<Application> {
  const db = app.db;
  const o = await opportunityFor(db, me, opportunityId);
  if (o.ownerUserId === me) throw new HttpError(400, COMMUNITY_MESSAGES.ownOpportunity);
  if (!o.isOpen) throw new HttpError(409, COMMUNITY_MESSAGES.opportunityClosed);
  const message = payload.message.trim().slice(0, OPPORTUNITY_LIMITS.messageMax);
  const [inserted] = await db.insert(communityApplications).values({ opportunityId, userId: me, message }).onConflictDoNothing().returning();
  if (!inserted) throw new HttpError(409, COMMUNITY_MESSAGES.alreadyApplied);
  const [created] = await applications(db, eq(communityApplications.applicationId, inserted.applicationId));
  await notifyUsers(app, [o.ownerUserId], {
    notification_type: 'community',
    notification_body: `${created!.applicant_name} applied to “${o.title}”: “${excerpt(message)}”`,
    notification_link: GET_INVOLVED,
  }, me);
  return created!;
}

export async function decide(app: FastifyInstance, me: number, applicationId: number, payload: DecidePayload): Promise<Application> {
  const db = app.db;
  const [found] = await applications(db, eq(communityApplications.applicationId, applicationId));
  if (!found) throw new HttpError(404, COMMUNITY_MESSAGES.applicationNotFound);
  const [opp] = await db.select({ owner: communityOpportunities.ownerUserId }).from(communityOpportunities)
    .where(eq(communityOpportunities.opportunityId, found.opportunity_id));
  // The applicant may see their own application; anyone else but the owner: not found.
  if (opp?.owner !== me) throw new HttpError(found.user_id === me ? 403 : 404, found.user_id === me ? COMMUNITY_MESSAGES.ownerOnly : COMMUNITY_MESSAGES.applicationNotFound);
  // One answer: the update only takes a pending row (two clicks or two tabs cannot answer twice).
  const updated = await db.update(communityApplications)
    .set({ status: payload.decision, decidedAt: new Date().toISOString(), decidedBy: me })
    .where(and(eq(communityApplications.applicationId, applicationId), eq(communityApplications.status, 'pending'))).returning();
  if (updated.length === 0) throw new HttpError(409, COMMUNITY_MESSAGES.alreadyDecided);
  const [after] = await applications(db, eq(communityApplications.applicationId, applicationId));
  await notifyUsers(app, [after!.user_id], {
    notification_type: 'community',
    notification_body: payload.decision === 'accepted'
      ? `${after!.owner_name} accepted your application to “${after!.opportunity_title}”. They will be in touch.`
      : `${after!.owner_name} declined your application to “${after!.opportunity_title}”. Thank you for offering.`,
    notification_link: GET_INVOLVED,
  }, me);
  return after!;
}

/**
 * SPEC §5: school-of-study items of a member, by user_id or by a community's owner
 * (communityCommonId). Neither given, or a community without an owner: the two exact messages.
 */
export async function schoolOfStudy(db: Db, me: number, query: { user_id?: number; communityCommonId?: number }): Promise<SchoolOfStudyResponse> {
  let userId = query.user_id;
  if (userId === undefined && query.communityCommonId === undefined) throw new HttpError(400, MESSAGES.schoolOfStudyNeedsOwner);
  if (userId === undefined) {
    const [row] = await db.select({ owner: communityCommon.ownerUserId, type: communityCommon.communityType }).from(communityCommon)
      .where(and(eq(communityCommon.communityCommonId, query.communityCommonId!), isNull(communityCommon.deletedAt)));
    if (!row) throw new HttpError(404, MESSAGES.ownerNotFound);
    await requireRead(db, me, communityByType(row.type)!);
    userId = row.owner;
  }
  const items = await db.select({
    repoitem_id: userRepoItems.repoitemId, user_id: userRepoItems.userId, repoitem_name: userRepoItems.repoitemName,
    repoitem_subtype: userRepoItems.repoitemSubtype, community_common_id: userRepoItems.communityCommonId,
  }).from(userRepoItems)
    .where(and(eq(userRepoItems.userId, userId), isNull(userRepoItems.deletedAt), sql`lower(${userRepoItems.repoitemSubtype}) = ${SCHOOL_OF_STUDY_SUBTYPE.toLowerCase()}`))
    .orderBy(userRepoItems.repoitemId);
  return { user_id: userId, items };
}
