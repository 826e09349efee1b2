// The member directory, the organisation directory and the /community/following overview
// (issue 14; docs/decisions/0028-network.md, 0029-organizations.md).
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_TYPES, NETWORK_MESSAGES, topicLink,
  type CommunityType, type ConnectionsOverview, type FollowingOverview, type MemberCard, type MemberFacets, type OrganizationCard, type OrganizationCategory,
} from '../../contracts';
import type { Db } from '../db/client';
import { follows, memberProfiles, organizations, roles, userRoles, users, type OrganizationRow } from '../db/schema';
import { escapeLike } from '../lib/batch';
import { HttpError } from '../lib/http-error';
import { connectionStates, myConnectionRows } from './connections';
import { excerptOf, latestPostOfTopics, latestPostsOfMembers, topicSummaries } from './forum-bridge';
import { followedBy, followerCounts } from './follows';
import { typedProfilesOf, visibleMemberFields } from '../profiles/service';

const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Members the directory lists: live, enabled, e-mail verified. */
const listed = and(isNull(users.deletedAt), eq(users.enabled, true), eq(users.emailVerified, true));

const memberSelection = {
  user_id: users.userId,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  profile_image: users.profileImage,
  headline: sql<string>`coalesce(${memberProfiles.headline}, '')`,
  community_type: memberProfiles.communityType,
  city: memberProfiles.city,
  state: memberProfiles.state,
  interests: sql<string[]>`coalesce(${memberProfiles.interests}, '{}'::text[])`,
  skills: sql<string[]>`coalesce(${memberProfiles.skills}, '{}'::text[])`,
  visibility: memberProfiles.visibility,
};
type MemberRow = { [K in keyof typeof memberSelection]: unknown } & { user_id: number; username: string; first_name: string; last_name: string; profile_image: string | null; headline: string; community_type: string | null; city: string | null; state: string | null; interests: string[]; skills: string[]; visibility: Record<string, string> | null };

/** Cards for member rows: their roles, follower counts and whether the caller follows them. */
async function toCards(db: Db, me: number, rows: MemberRow[]): Promise<MemberCard[]> {
  const ids = rows.map((r) => r.user_id);
  const [counts, mine, links, roleRows, typed] = await Promise.all([
    followerCounts(db, 'member', ids),
    followedBy(db, me, 'member', ids),
    connectionStates(db, me, ids),
    ids.length === 0 ? [] : db.select({ userId: userRoles.userId, name: roles.roleName }).from(userRoles)
      .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .where(and(inArray(userRoles.userId, ids), isNull(roles.deletedAt), isNull(roles.parentUserId))),
    typedProfilesOf(db, me, ids),
  ]);
  const rolesOf = new Map<number, string[]>();
  for (const r of roleRows) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r.name.toLowerCase()].sort());
  return rows.map((r) => {
    // Issue 15: each field as the member chose (directory readers are signed-in members).
    const sees = visibleMemberFields(r.visibility, r.user_id === me ? 'self' : 'member');
    return {
      user_id: r.user_id,
      username: r.username,
      first_name: r.first_name,
      last_name: r.last_name,
      profile_image: r.profile_image,
      headline: r.headline,
      community_type: (COMMUNITY_TYPES as readonly string[]).includes(r.community_type ?? '') ? r.community_type as CommunityType : null,
      city: r.city,
      state: r.state,
      interests: r.interests,
      skills: r.skills,
      roles: (rolesOf.get(r.user_id) ?? []).filter((name) => name !== 'temp'),
      followers: counts.get(r.user_id) ?? 0,
      followed_by_me: mine.has(r.user_id),
      is_me: r.user_id === me,
      connection: links.get(r.user_id) ?? { state: 'none' as const, request_id: null },
      typed_profiles: typed.get(r.user_id) ?? [],
      ...(sees('headline') ? {} : { headline: '' }),
      ...(sees('location') ? {} : { city: null, state: null }),
      ...(sees('interests') ? {} : { interests: [] }),
      ...(sees('skills') ? {} : { skills: [] }),
    };
  });
}

export interface DirectoryFilters { page: number; limit: number; search?: string; role?: string; community?: CommunityType; interests?: string[] }

/** One page of the member directory: search over name, username and headline; filters by role, community, interests. */
export async function searchMembers(db: Db, me: number, q: DirectoryFilters): Promise<{ data: MemberCard[]; metadata: { total: number; page: number; limit: number; pages: number } }> {
  const term = q.search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  const where: SQL | undefined = and(
    listed,
    // Each arm is served by a trigram GIN index (a bitmap OR per table), joined by UNION: one OR
    // across both tables would scan every row (bench/network-directory.ts).
    pattern ? sql`${users.userId} in (
      select u.user_id from ${users} u where u.username ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
        ${term!.includes(' ') ? sql`or (u.first_name || ' ' || u.last_name) ilike ${pattern}` : sql``}
      union select mp.user_id from ${memberProfiles} mp where mp.headline ilike ${pattern})` : undefined,
    q.role ? sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.role_id = ur.role_id
      where ur.user_id = ${users.userId} and lower(r.role_name) = ${q.role.toLowerCase()} and r.deleted_at is null)` : undefined,
    q.community ? eq(memberProfiles.communityType, q.community) : undefined,
    q.interests && q.interests.length > 0 ? sql`${memberProfiles.interests} && ${sql`array[${sql.join(q.interests.map((i) => sql`${i}`), sql`, `)}]::text[]`}` : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).leftJoin(memberProfiles, eq(memberProfiles.userId, users.userId)).where(where);
  const rows = await db.select(memberSelection).from(users).leftJoin(memberProfiles, eq(memberProfiles.userId, users.userId)).where(where)
    // By name, as a directory reads (users_name_idx serves the order).
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.userId))
    .limit(q.limit).offset((q.page - 1) * q.limit);
  return { data: await toCards(db, me, rows as MemberRow[]), metadata: { total, page: q.page, limit: q.limit, pages: pages(total, q.limit) } };
}

/** One member's card (404 when unknown or not listed). */
export async function memberCard(db: Db, me: number, userId: number): Promise<MemberCard> {
  const rows = await db.select(memberSelection).from(users).leftJoin(memberProfiles, eq(memberProfiles.userId, users.userId))
    .where(and(listed, eq(users.userId, userId)));
  if (rows.length === 0) throw new HttpError(404, NETWORK_MESSAGES.memberNotFound);
  return (await toCards(db, me, rows as MemberRow[]))[0]!;
}

/** The directory's filter choices: system roles held by listed members, and interests in use. */
export async function memberFacets(db: Db): Promise<MemberFacets> {
  const roleRows = await db.selectDistinct({ role_name: roles.roleName, display_name: roles.displayName }).from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.roleId)).innerJoin(users, eq(users.userId, userRoles.userId))
    .where(and(listed, isNull(roles.deletedAt), isNull(roles.parentUserId), sql`lower(${roles.roleName}) <> 'temp'`))
    .orderBy(asc(roles.displayName));
  const interestRows = await db.execute(sql`select distinct unnest(interests) as interest from member_profiles order by 1`);
  const interests = ((interestRows as { rows?: { interest: string }[] }).rows ?? (interestRows as unknown as { interest: string }[])).map((r) => r.interest);
  return { roles: roleRows.map((r) => ({ role_name: r.role_name.toLowerCase(), display_name: r.display_name })), interests };
}

// ——— Organisations ———

async function toOrganizationCards(db: Db, me: number, rows: OrganizationRow[]): Promise<OrganizationCard[]> {
  const ids = rows.map((r) => r.organizationId);
  const [counts, mine] = await Promise.all([followerCounts(db, 'organization', ids), followedBy(db, me, 'organization', ids)]);
  return rows.map((r) => ({
    organization_id: r.organizationId,
    name: r.name,
    category: r.category as OrganizationCategory,
    logo_url: r.logoUrl,
    description: r.description,
    website: r.website,
    state: r.state,
    city: r.city,
    owner_user_id: r.ownerUserId,
    followers: counts.get(r.organizationId) ?? 0,
    followed_by_me: mine.has(r.organizationId),
  }));
}

export interface OrganizationFilters { category: OrganizationCategory; page: number; limit: number; search?: string; state?: string }

/** One page of organisations of a category, by name; search over name, description and city. */
export async function searchOrganizations(db: Db, me: number, q: OrganizationFilters) {
  const term = q.search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  const where = and(
    isNull(organizations.deletedAt),
    eq(organizations.category, q.category),
    pattern ? or(ilike(organizations.name, pattern), ilike(organizations.description, pattern), ilike(organizations.city, pattern)) : undefined,
    q.state ? sql`lower(${organizations.state}) = ${q.state.toLowerCase()}` : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(organizations).where(where);
  const rows = await db.select().from(organizations).where(where)
    .orderBy(asc(organizations.name), asc(organizations.organizationId)).limit(q.limit).offset((q.page - 1) * q.limit);
  return { data: await toOrganizationCards(db, me, rows), metadata: { total, page: q.page, limit: q.limit, pages: pages(total, q.limit) } };
}

export async function organizationCard(db: Db, me: number, organizationId: number): Promise<OrganizationCard> {
  const rows = await db.select().from(organizations).where(and(eq(organizations.organizationId, organizationId), isNull(organizations.deletedAt)));
  if (rows.length === 0) throw new HttpError(404, NETWORK_MESSAGES.organizationNotFound);
  return (await toOrganizationCards(db, me, rows))[0]!;
}

// ——— /community/following ———

/** People, topics and organisations the member follows, newest follow first, each with its latest activity. */
export async function followingOverview(db: Db, me: number): Promise<FollowingOverview> {
  const mine = await db.select({ type: follows.targetType, id: follows.targetId, at: follows.createdAt }).from(follows)
    .where(and(eq(follows.followerUserId, me), isNull(follows.deletedAt))).orderBy(sql`${follows.createdAt} desc`, sql`${follows.followId} desc`);
  const idsOf = (type: string) => mine.filter((f) => f.type === type).map((f) => f.id);
  const followedAt = (type: string, id: number) => new Date(mine.find((f) => f.type === type && f.id === id)!.at).toISOString();
  const memberIds = idsOf('member');
  const topicIds = idsOf('topic');
  const organizationIds = idsOf('organization');

  const [memberRows, posts, topics, topicLatest, orgRows] = await Promise.all([
    memberIds.length === 0 ? [] : db.select(memberSelection).from(users).leftJoin(memberProfiles, eq(memberProfiles.userId, users.userId))
      .where(and(listed, inArray(users.userId, memberIds))),
    latestPostsOfMembers(db, memberIds, 3),
    topicSummaries(db, topicIds),
    latestPostOfTopics(db, topicIds),
    organizationIds.length === 0 ? [] : db.select().from(organizations).where(and(inArray(organizations.organizationId, organizationIds), isNull(organizations.deletedAt))),
  ]);
  const cards = new Map((await toCards(db, me, memberRows as MemberRow[])).map((c) => [c.user_id, c]));
  const orgCards = new Map((await toOrganizationCards(db, me, orgRows)).map((c) => [c.organization_id, c]));
  const activity = (p: { topic_id: number; title: string; post_number: number; body: string; created_at: string }) => ({
    kind: p.post_number === 1 ? 'topic' as const : 'reply' as const,
    topic_id: p.topic_id,
    title: p.title,
    excerpt: excerptOf(p.body),
    at: p.created_at,
    link: p.post_number > 1 ? `${topicLink(p.topic_id)}?post=${p.post_number}#post-${p.post_number}` : topicLink(p.topic_id),
  });
  return {
    people: memberIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [{ ...card, followed_at: followedAt('member', id), latest: (posts.get(id) ?? []).map(activity) }] : [];
    }),
    topics: topicIds.flatMap((id) => {
      const t = topics.get(id);
      if (!t) return [];
      const last = topicLatest.get(id);
      return [{
        topic_id: id, title: t.title, link: topicLink(id), followed_at: followedAt('topic', id), reply_count: t.reply_count,
        latest: last ? { ...activity(last), author: last.author } : null,
      }];
    }),
    organizations: organizationIds.flatMap((id) => {
      const card = orgCards.get(id);
      return card ? [{ ...card, followed_at: followedAt('organization', id) }] : [];
    }),
  };
}


/** /community/following's connection part: requests to answer, requests sent, connections. */
export async function connectionsOverview(db: Db, me: number): Promise<ConnectionsOverview> {
  const rows = await myConnectionRows(db, me);
  const others = [...new Set(rows.map((r) => r.other))];
  const memberRows = others.length === 0 ? [] : await db.select(memberSelection).from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.userId)).where(and(isNull(users.deletedAt), inArray(users.userId, others)));
  const cards = new Map((await toCards(db, me, memberRows as MemberRow[])).map((c) => [c.user_id, c]));
  const item = (r: (typeof rows)[number]) => {
    const member = cards.get(r.other);
    return member ? [{ request_id: r.row.requestId, member, message: r.row.message, at: new Date(r.row.respondedAt ?? r.row.createdAt).toISOString() }] : [];
  };
  return {
    incoming: rows.filter((r) => r.kind === 'incoming').flatMap(item),
    outgoing: rows.filter((r) => r.kind === 'outgoing').flatMap(item),
    connections: rows.filter((r) => r.kind === 'connection').flatMap(item),
  };
}
