// Community spaces (issue 14; docs/decisions/0030-community-spaces.md): who may read which
// community (the caller's ACTIVE role's read privilege on the community's menu, SPEC §6), the
// spaces with their owners and members, a community's page, the home overview, join/leave and
// creating a space (write privilege on the menu).
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  COMMUNITY_EVENT_TAGS, COMMUNITY_MESSAGES, COMMUNITY_PAGES, communityByPage, communityByType, spaceForumSlug,
  type ActivityItem, type CommunityEvent, type CommunityHome, type CommunityInfo, type CommunityPage, type CommunityPageInfo,
  type CommunityType, type Space, type SpaceCreate, type SpaceDetail, type SpaceMember,
} from '../../contracts';
import type { Db } from '../db/client';
import { communityCommon, communityOpportunities, communitySpaceMembers, events, users } from '../db/schema';
import { createSpaceCategory } from '../forum/categories';
import { HttpError } from '../lib/http-error';
import { notifyUsers } from '../realtime/notify';
import { callerAccess, hasPrivilege, type AccessType } from '../resources/access';

export const displayName = (first: string | null, last: string | null, username: string) =>
  [first, last].filter((p) => p && p.trim()).join(' ') || username;

const nameSql = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

export const infoOf = (c: CommunityPageInfo): CommunityInfo => ({ page: c.page, type: c.type, menu_id: c.menu_id, label: c.label });

/** The communities whose menu the caller's active role holds `type` on (administrators: all). */
export async function communitiesAllowed(db: Db, userId: number, type: AccessType = 'read'): Promise<CommunityPageInfo[]> {
  const caller = await callerAccess(db, userId);
  const allowed: CommunityPageInfo[] = [];
  for (const c of COMMUNITY_PAGES) if (await hasPrivilege(db, caller, c.menu_id, type)) allowed.push(c);
  return allowed;
}

/** 403 unless the caller's active role may read this community. */
export async function requireRead(db: Db, userId: number, community: CommunityPageInfo): Promise<void> {
  const caller = await callerAccess(db, userId);
  if (!(await hasPrivilege(db, caller, community.menu_id, 'read'))) throw new HttpError(403, COMMUNITY_MESSAGES.noRead(community.label));
}

export function communityOfPage(page: number): CommunityPageInfo {
  const c = communityByPage(page);
  if (!c) throw new HttpError(404, COMMUNITY_MESSAGES.unknownCommunity);
  return c;
}

const memberCount = sql<number>`(select count(*)::int from community_space_members m where m.community_common_id = ${communityCommon.communityCommonId})`;

function spaceSelection(me: number) {
  return {
    id: communityCommon.communityCommonId,
    owner: communityCommon.ownerUserId,
    name: communityCommon.communityName,
    type: communityCommon.communityType,
    description: communityCommon.description,
    createdAt: communityCommon.createdAt,
    ownerName: nameSql,
    members: memberCount,
    isMember: sql<boolean>`exists (select 1 from community_space_members m where m.community_common_id = ${communityCommon.communityCommonId} and m.user_id = ${me})`,
  };
}

type SpaceRow = { id: number; owner: number; name: string; type: string; description: string | null; createdAt: Date; ownerName: string; members: number; isMember: boolean };

const toSpace = (me: number) => (r: SpaceRow): Space => ({
  community_common_id: r.id,
  owner_user_id: r.owner,
  owner_name: r.ownerName,
  community_name: r.name,
  community_type: r.type as CommunityType,
  description: r.description,
  member_count: Number(r.members),
  is_member: !!r.isMember,
  is_owner: r.owner === me,
  forum_category: spaceForumSlug(r.id),
  created_at: new Date(r.createdAt).toISOString(),
});

/** Live spaces matching `where`, newest first. */
export async function listSpaces(db: Db, me: number, where: SQL | undefined, limit = 100): Promise<Space[]> {
  const rows = await db.select(spaceSelection(me)).from(communityCommon)
    .innerJoin(users, eq(users.userId, communityCommon.ownerUserId))
    .where(and(isNull(communityCommon.deletedAt), where))
    .orderBy(desc(communityCommon.createdAt), desc(communityCommon.communityCommonId))
    .limit(limit);
  return rows.map(toSpace(me));
}

async function spaceRow(db: Db, me: number, id: number): Promise<Space> {
  const [space] = await listSpaces(db, me, eq(communityCommon.communityCommonId, id), 1);
  if (!space) throw new HttpError(404, COMMUNITY_MESSAGES.spaceNotFound);
  return space;
}

/** A live space the caller may read (404 when missing, 403 without read on its community). */
export async function readableSpace(db: Db, me: number, id: number): Promise<{ space: Space; community: CommunityPageInfo }> {
  const space = await spaceRow(db, me, id);
  const community = communityByType(space.community_type)!;
  await requireRead(db, me, community);
  return { space, community };
}

const memberSelection = {
  userId: communitySpaceMembers.userId,
  username: users.username,
  name: nameSql,
  joinedAt: communitySpaceMembers.joinedAt,
  owner: communityCommon.ownerUserId,
};

const toMember = (r: { userId: number; username: string; name: string; joinedAt: string; owner: number }): SpaceMember => ({
  user_id: r.userId, username: r.username, name: r.name, is_owner: r.owner === r.userId, joined_at: new Date(r.joinedAt).toISOString(),
});

export async function spaceMembers(db: Db, spaceId: number): Promise<SpaceMember[]> {
  const rows = await db.select(memberSelection).from(communitySpaceMembers)
    .innerJoin(users, eq(users.userId, communitySpaceMembers.userId))
    .innerJoin(communityCommon, eq(communityCommon.communityCommonId, communitySpaceMembers.communityCommonId))
    .where(eq(communitySpaceMembers.communityCommonId, spaceId))
    .orderBy(sql`${communitySpaceMembers.userId} = ${communityCommon.ownerUserId} desc`, asc(communitySpaceMembers.joinedAt))
    .limit(500);
  return rows.map(toMember);
}

export async function spaceDetail(db: Db, me: number, id: number): Promise<SpaceDetail> {
  const { space, community } = await readableSpace(db, me, id);
  return { space, community: infoOf(community), members: await spaceMembers(db, id) };
}

/** Upcoming published events carrying one of the community's tags. */
async function communityEvents(db: Db, type: CommunityType): Promise<CommunityEvent[]> {
  const rows = await db.select({ id: events.eventId, title: events.title, startsAt: events.startsAt, kind: events.kind }).from(events)
    .where(and(isNull(events.deletedAt), eq(events.isPublished, true), gte(events.startsAt, new Date().toISOString()),
      arrayOverlaps(events.tags, [...COMMUNITY_EVENT_TAGS[type]])))
    .orderBy(asc(events.startsAt)).limit(5);
  return rows.map((r) => ({ event_id: r.id, title: r.title, starts_at: new Date(r.startsAt).toISOString(), kind: r.kind }));
}

/** /community/:page — 403 without read on the community's menu. */
export async function communityPage(db: Db, me: number, page: number): Promise<CommunityPage> {
  const community = communityOfPage(page);
  await requireRead(db, me, community);
  const ofType = and(eq(communityCommon.communityType, community.type), isNull(communityCommon.deletedAt));
  const [spaces, members, [total], eventsList, caller] = await Promise.all([
    listSpaces(db, me, eq(communityCommon.communityType, community.type)),
    db.selectDistinctOn([communitySpaceMembers.userId], memberSelection).from(communitySpaceMembers)
      .innerJoin(users, eq(users.userId, communitySpaceMembers.userId))
      .innerJoin(communityCommon, eq(communityCommon.communityCommonId, communitySpaceMembers.communityCommonId))
      .where(ofType).orderBy(communitySpaceMembers.userId, desc(communitySpaceMembers.joinedAt)),
    db.select({ n: sql<number>`count(distinct ${communitySpaceMembers.userId})::int` }).from(communitySpaceMembers)
      .innerJoin(communityCommon, eq(communityCommon.communityCommonId, communitySpaceMembers.communityCommonId)).where(ofType),
    communityEvents(db, community.type),
    callerAccess(db, me),
  ]);
  const recent = members.map(toMember).sort((a, b) => b.joined_at.localeCompare(a.joined_at)).slice(0, 12)
    .map((m) => ({ ...m, is_owner: spaces.some((s) => s.owner_user_id === m.user_id) }));
  return {
    community: infoOf(community),
    spaces,
    members: recent,
    member_count: Number(total?.n ?? 0),
    events: eventsList,
    can_create: await hasPrivilege(db, caller, community.menu_id, 'write'),
  };
}

/** /community — the communities the caller may read, their spaces, the caller's spaces and the latest activity there. */
export async function communityHome(db: Db, me: number): Promise<CommunityHome> {
  const readable = await communitiesAllowed(db, me);
  const types = readable.map((c) => c.type);
  if (types.length === 0) return { communities: [], spaces: [], my_spaces: [], activity: [] };
  const inTypes = inArray(communityCommon.communityType, types);
  const [counts, spaces, mine, joins, opportunities] = await Promise.all([
    db.select({ type: communityCommon.communityType, n: sql<number>`count(*)::int` }).from(communityCommon)
      .where(and(inTypes, isNull(communityCommon.deletedAt))).groupBy(communityCommon.communityType),
    listSpaces(db, me, and(inTypes, sql`not exists (select 1 from community_space_members m where m.community_common_id = ${communityCommon.communityCommonId} and m.user_id = ${me})`), 9),
    listSpaces(db, me, and(inTypes, sql`exists (select 1 from community_space_members m where m.community_common_id = ${communityCommon.communityCommonId} and m.user_id = ${me})`), 50),
    db.select({ name: nameSql, space: communityCommon.communityName, id: communityCommon.communityCommonId, type: communityCommon.communityType, at: communitySpaceMembers.joinedAt })
      .from(communitySpaceMembers)
      .innerJoin(users, eq(users.userId, communitySpaceMembers.userId))
      .innerJoin(communityCommon, eq(communityCommon.communityCommonId, communitySpaceMembers.communityCommonId))
      .where(and(inTypes, isNull(communityCommon.deletedAt), sql`${communitySpaceMembers.userId} <> ${communityCommon.ownerUserId}`))
      .orderBy(desc(communitySpaceMembers.joinedAt)).limit(8),
    db.select({ title: communityOpportunities.title, kind: communityOpportunities.kind, at: communityOpportunities.createdAt, name: nameSql })
      .from(communityOpportunities).innerJoin(users, eq(users.userId, communityOpportunities.ownerUserId))
      .leftJoin(communityCommon, eq(communityCommon.communityCommonId, communityOpportunities.communityCommonId))
      .where(and(isNull(communityOpportunities.deletedAt), sql`(${communityCommon.communityType} is null or ${inTypes})`))
      .orderBy(desc(communityOpportunities.createdAt)).limit(6),
  ]);
  const n = new Map(counts.map((c) => [c.type, Number(c.n)]));
  const pageOf = (type: string) => communityByType(type)?.page ?? 1;
  const activity: ActivityItem[] = [
    ...[...spaces, ...mine].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 6).map((s) => ({ kind: 'space' as const, text: `${s.owner_name} opened the space ${s.community_name}`, at: s.created_at, link: `/community/${pageOf(s.community_type)}?space=${s.community_common_id}` })),
    ...joins.map((j) => ({ kind: 'join' as const, text: `${j.name} joined ${j.space}`, at: new Date(j.at).toISOString(), link: `/community/${pageOf(j.type)}?space=${j.id}` })),
    ...opportunities.map((o) => ({ kind: 'opportunity' as const, text: `${o.name} is looking for ${o.kind === 'mentoring' ? 'a mentor' : 'volunteers'}: ${o.title}`, at: new Date(o.at).toISOString(), link: '/community/get-involved' })),
  ].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 10);
  return {
    communities: readable.map((c) => ({ ...infoOf(c), space_count: n.get(c.type) ?? 0 })),
    spaces,
    my_spaces: mine,
    activity,
  };
}

/** 403 unless the caller's active role may create spaces (write) in the community of this type. */
export async function requireSpaceWrite(db: Db, userId: number, type: string): Promise<void> {
  const community = communityByType(type);
  if (!community) return; // the schema refuses unknown types
  if (!(await hasPrivilege(db, await callerAccess(db, userId), community.menu_id, 'write'))) throw new HttpError(403, COMMUNITY_MESSAGES.noCreate(community.label));
}

/** Creates a space: write privilege on the community's menu; the owner is its first member; the forum gets its category. */
export async function createSpace(app: FastifyInstance, me: number, input: SpaceCreate): Promise<Space> {
  const db = app.db;
  const community = communityByType(input.community_type)!;
  await requireSpaceWrite(db, me, community.type);
  const name = input.community_name.trim();
  const description = input.description?.trim() || null;
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // One name per community among live spaces; the advisory lock serialises two creates of one name.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`space:${community.type}:${name.toLowerCase()}`}))`);
    const [taken] = await tx.select({ id: communityCommon.communityCommonId }).from(communityCommon)
      .where(and(eq(communityCommon.communityType, community.type), isNull(communityCommon.deletedAt), sql`lower(${communityCommon.communityName}) = ${name.toLowerCase()}`)).limit(1);
    if (taken) throw new HttpError(409, COMMUNITY_MESSAGES.nameTaken);
    const [row] = await tx.insert(communityCommon).values({ ownerUserId: me, communityName: name, communityType: community.type, description, createdBy: me })
      .returning({ id: communityCommon.communityCommonId });
    await tx.insert(communitySpaceMembers).values({ communityCommonId: row!.id, userId: me });
    return row!.id;
  });
  // The space's own forum category (slug space-<id>); the space stands without it if this fails.
  try {
    await createSpaceCategory(db, { communityCommonId: id, name, description, actingUserId: me });
  } catch (err) {
    app.log.error({ err }, 'space forum category could not be created');
  }
  return spaceRow(db, me, id);
}

export async function joinSpace(app: FastifyInstance, me: number, id: number): Promise<Space> {
  const db = app.db;
  const { space, community } = await readableSpace(db, me, id);
  const inserted = await db.insert(communitySpaceMembers).values({ communityCommonId: id, userId: me }).onConflictDoNothing().returning();
  if (inserted.length === 0) throw new HttpError(409, COMMUNITY_MESSAGES.alreadyMember);
  const [who] = await db.select({ name: nameSql }).from(users).where(eq(users.userId, me));
  if (space.owner_user_id !== me) {
    await notifyUsers(app, [space.owner_user_id], {
      notification_type: 'community',
      notification_body: `${who?.name ?? 'A member'} joined your space ${space.community_name}.`,
      notification_link: `/community/${community.page}?space=${id}`,
    }, me);
  }
  return spaceRow(db, me, id);
}

export async function leaveSpace(app: FastifyInstance, me: number, id: number): Promise<Space> {
  const db = app.db;
  const { space } = await readableSpace(db, me, id);
  if (space.owner_user_id === me) throw new HttpError(409, COMMUNITY_MESSAGES.ownerCannotLeave);
  const removed = await db.delete(communitySpaceMembers)
    .where(and(eq(communitySpaceMembers.communityCommonId, id), eq(communitySpaceMembers.userId, me))).returning();
  if (removed.length === 0) throw new HttpError(409, COMMUNITY_MESSAGES.notMember);
  return spaceRow(db, me, id);
}
