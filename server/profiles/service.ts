// Profiles (issue 15; docs/decisions/0039-profiles.md, 0040-typed-profiles.md, 0041-role-pages.md):
// the individual profile (member_profiles + the User fields), the employability profile, typed
// profiles, the public member view and the expert dashboard. Visibility is applied here, once,
// for every reader (the directory uses visibleMemberFields too).
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  canSee, EMPTY_EMPLOYABILITY, employabilitySchema, PROFILE_FORM_MESSAGES, profileCompleteness, visibilityOf,
  type Employability, type ExpertDashboard, type MemberProfileUpdate, type MemberPublicProfile, type MyProfile, type TypedProfile,
  type TypedProfileForm, type TypedProfileKind, type Viewer, type Visibility,
} from '../../contracts';
import type { Db } from '../db/client';
import {
  communityApplications, communityOpportunities, competitionEntries, competitionJudges, competitionScores, events, memberProfiles,
  typedProfiles, users, type TypedProfileRow,
} from '../db/schema';
import { roleNamesOf } from '../auth/authorize';
import { escapeLike } from '../lib/batch';
import { HttpError } from '../lib/http-error';

const nameOf = (first: string, last: string, username: string) => `${first} ${last}`.trim() || username;

async function liveUser(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(and(eq(users.userId, userId), isNull(users.deletedAt)));
  return u;
}

async function profileRow(db: Db, userId: number) {
  const [p] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return p;
}

/** GET /api/profiles/me: the User fields, the member profile (defaults when none yet), visibility and completeness. */
export async function readMyProfile(db: Db, userId: number): Promise<MyProfile> {
  const u = await liveUser(db, userId);
  if (!u) throw new HttpError(404, PROFILE_FORM_MESSAGES.memberNotFound);
  const [p, roleNames] = await Promise.all([profileRow(db, userId), roleNamesOf(db, userId)]);
  const base = {
    profile_image: u.profileImage, phone_number: u.phoneNumber,
    headline: p?.headline ?? '', bio: p?.bio ?? '', city: p?.city ?? null, state: p?.state ?? null,
    skills: p?.skills ?? [], interests: p?.interests ?? [], links: p?.links ?? [],
  };
  return {
    user_id: u.userId, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email,
    age: u.age, gender: u.gender, roles: [...new Set(roleNames)].sort(),
    ...base,
    visibility: visibilityOf(p?.visibility),
    completeness: profileCompleteness(base),
  };
}

/** PUT /api/profiles/me: only the fields sent change; a member without a row gets one. */
export async function updateMyProfile(db: Db, userId: number, patch: MemberProfileUpdate): Promise<MyProfile> {
  const current = await profileRow(db, userId);
  const set: Partial<typeof memberProfiles.$inferInsert> = {};
  if (patch.headline !== undefined) set.headline = patch.headline;
  if (patch.bio !== undefined) set.bio = patch.bio;
  if (patch.city !== undefined) set.city = patch.city || null;
  if (patch.state !== undefined) set.state = patch.state || null;
  if (patch.skills !== undefined) set.skills = patch.skills;
  if (patch.interests !== undefined) set.interests = patch.interests;
  if (patch.links !== undefined) set.links = patch.links;
  if (patch.visibility !== undefined) {
    const merged: Record<string, string> = { ...visibilityOf(current?.visibility) };
    for (const [k, v] of Object.entries(patch.visibility)) if (v) merged[k] = v;
    set.visibility = merged;
  }
  await db.insert(memberProfiles).values({ userId, createdBy: userId, ...set })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...set, modifiedBy: userId, modifiedAt: new Date() } });
  return readMyProfile(db, userId);
}

const parseEmployability = (stored: unknown): Employability => {
  const parsed = employabilitySchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_EMPLOYABILITY;
};

export async function readEmployability(db: Db, userId: number): Promise<Employability> {
  return parseEmployability((await profileRow(db, userId))?.employability);
}

export async function saveEmployability(db: Db, userId: number, value: Employability): Promise<Employability> {
  await db.insert(memberProfiles).values({ userId, createdBy: userId, employability: value })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { employability: value, modifiedBy: userId, modifiedAt: new Date() } });
  return readEmployability(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Typed profiles

/** Who may read a typed profile of `ownerId` with `visibility`. */
const typedVisibleTo = (viewerId: number | null): SQL => {
  if (viewerId === null) return eq(typedProfiles.visibility, 'public');
  return or(eq(typedProfiles.userId, viewerId), inArray(typedProfiles.visibility, ['public', 'members']))!;
};

function toTyped(row: TypedProfileRow, owner: { first: string; last: string; username: string; image: string | null }, viewerId: number | null): TypedProfile {
  return {
    profile_id: row.profileId,
    user_id: row.userId,
    kind: row.kind as TypedProfileKind,
    name: row.name,
    summary: row.summary,
    stage: (row.stage ?? '') as TypedProfile['stage'],
    sector: (row.sector ?? '') as TypedProfile['sector'],
    team: row.team,
    traction: row.traction,
    funding_sought: row.fundingSought,
    pitch_deck: row.pitchDeck,
    website: row.website ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    visibility: row.visibility as Visibility,
    owner_name: nameOf(owner.first, owner.last, owner.username),
    owner_username: owner.username,
    owner_image: owner.image,
    is_mine: viewerId !== null && row.userId === viewerId,
    created_at: new Date(row.createdAt).toISOString(),
    modified_at: row.modifiedAt ? new Date(row.modifiedAt).toISOString() : null,
  };
}

const typedSelection = {
  row: typedProfiles, first: users.firstName, last: users.lastName, username: users.username, image: users.profileImage,
};

async function selectTyped(db: Db, viewerId: number | null, where: SQL | undefined, limit = 200): Promise<TypedProfile[]> {
  const rows = await db.select(typedSelection).from(typedProfiles)
    .innerJoin(users, eq(users.userId, typedProfiles.userId))
    .where(and(isNull(typedProfiles.deletedAt), isNull(users.deletedAt), typedVisibleTo(viewerId), where))
    .orderBy(desc(sql`coalesce(${typedProfiles.modifiedAt}, ${typedProfiles.createdAt})`), desc(typedProfiles.profileId))
    .limit(limit);
  return rows.map((r) => toTyped(r.row, r, viewerId));
}

export interface TypedListQuery { kind?: TypedProfileKind; owner: 'mine' | 'others'; user_id?: number; search?: string }

export async function listTyped(db: Db, viewerId: number, q: TypedListQuery): Promise<TypedProfile[]> {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  return selectTyped(db, viewerId, and(
    q.kind ? eq(typedProfiles.kind, q.kind) : undefined,
    q.user_id !== undefined ? eq(typedProfiles.userId, q.user_id) : q.owner === 'mine' ? eq(typedProfiles.userId, viewerId) : ne(typedProfiles.userId, viewerId),
    term ? or(ilike(typedProfiles.name, term), ilike(typedProfiles.summary, term), ilike(typedProfiles.sector, term)) : undefined,
  ));
}

/** One typed profile the viewer may read; another's private one is "not found" like a missing one. */
export async function getTyped(db: Db, viewerId: number | null, profileId: number): Promise<TypedProfile> {
  const [found] = await selectTyped(db, viewerId, eq(typedProfiles.profileId, profileId), 1);
  if (!found) throw new HttpError(404, PROFILE_FORM_MESSAGES.notFound);
  return found;
}

const typedValues = (f: Omit<TypedProfileForm, 'kind'>) => ({
  name: f.name, summary: f.summary, stage: f.stage || null, sector: f.sector || null, team: f.team, traction: f.traction,
  fundingSought: f.funding_sought, pitchDeck: f.pitch_deck, website: f.website || null, city: f.city || null, state: f.state || null,
  visibility: f.visibility,
});

export async function createTyped(db: Db, me: number, form: TypedProfileForm): Promise<TypedProfile> {
  const [row] = await db.insert(typedProfiles).values({ userId: me, kind: form.kind, createdBy: me, ...typedValues(form) }).returning({ id: typedProfiles.profileId });
  return getTyped(db, me, row!.id);
}

/** The owner's live profile, or 404 when missing, 403 when it is someone else's (visible or not). */
async function ownTyped(db: Db, me: number, profileId: number) {
  const [row] = await db.select({ userId: typedProfiles.userId, visibility: typedProfiles.visibility }).from(typedProfiles)
    .where(and(eq(typedProfiles.profileId, profileId), isNull(typedProfiles.deletedAt)));
  if (!row || (row.userId !== me && row.visibility === 'private')) throw new HttpError(404, PROFILE_FORM_MESSAGES.notFound);
  if (row.userId !== me) throw new HttpError(403, PROFILE_FORM_MESSAGES.notYours);
}

export async function updateTyped(db: Db, me: number, profileId: number, form: Omit<TypedProfileForm, 'kind'>): Promise<TypedProfile> {
  await ownTyped(db, me, profileId);
  await db.update(typedProfiles).set({ ...typedValues(form), modifiedBy: me, modifiedAt: new Date() })
    .where(and(eq(typedProfiles.profileId, profileId), eq(typedProfiles.userId, me), isNull(typedProfiles.deletedAt)));
  return getTyped(db, me, profileId);
}

export async function deleteTyped(db: Db, me: number, profileId: number): Promise<void> {
  await ownTyped(db, me, profileId);
  await db.update(typedProfiles).set({ deletedAt: new Date(), deletedBy: me })
    .where(and(eq(typedProfiles.profileId, profileId), eq(typedProfiles.userId, me), isNull(typedProfiles.deletedAt)));
}

/** The typed profiles of several members that `viewerId` may see (the directory's badges). */
export async function typedProfilesOf(db: Db, viewerId: number, userIds: number[]): Promise<Map<number, { profile_id: number; kind: TypedProfileKind; name: string }[]>> {
  const out = new Map<number, { profile_id: number; kind: TypedProfileKind; name: string }[]>();
  if (userIds.length === 0) return out;
  const rows = await db.select({ id: typedProfiles.profileId, userId: typedProfiles.userId, kind: typedProfiles.kind, name: typedProfiles.name })
    .from(typedProfiles)
    .where(and(inArray(typedProfiles.userId, userIds), isNull(typedProfiles.deletedAt), typedVisibleTo(viewerId)))
    .orderBy(typedProfiles.profileId);
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { profile_id: r.id, kind: r.kind as TypedProfileKind, name: r.name }]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public member view

/** The member profile fields a viewer may see: self all, members public + members, visitors public. */
export function visibleMemberFields(stored: Record<string, unknown> | null | undefined, viewer: Viewer) {
  const v = visibilityOf(stored);
  return (field: keyof typeof v) => canSee(v[field], viewer);
}

export async function memberPublicProfile(db: Db, viewerId: number | null, userId: number): Promise<MemberPublicProfile> {
  const u = await liveUser(db, userId);
  if (!u || !u.enabled) throw new HttpError(404, PROFILE_FORM_MESSAGES.memberNotFound);
  const viewer: Viewer = viewerId === null ? 'guest' : viewerId === userId ? 'self' : 'member';
  const [p, roleNames, typed, volunteering] = await Promise.all([
    profileRow(db, userId),
    roleNamesOf(db, userId),
    selectTyped(db, viewerId, eq(typedProfiles.userId, userId)),
    db.select({ title: communityOpportunities.title, kind: communityOpportunities.kind, status: communityApplications.status, since: communityApplications.createdAt })
      .from(communityApplications)
      .innerJoin(communityOpportunities, eq(communityOpportunities.opportunityId, communityApplications.opportunityId))
      .where(and(eq(communityApplications.userId, userId), isNull(communityOpportunities.deletedAt),
        viewer === 'self' ? undefined : eq(communityApplications.status, 'accepted')))
      .orderBy(desc(communityApplications.createdAt)).limit(20),
  ]);
  const sees = visibleMemberFields(p?.visibility, viewer);
  return {
    user_id: u.userId,
    username: u.username,
    name: nameOf(u.firstName, u.lastName, u.username),
    profile_image: u.profileImage,
    roles: [...new Set(roleNames)].filter((r) => r !== 'temp').sort(),
    viewer,
    ...(sees('headline') ? { headline: p?.headline ?? '' } : {}),
    ...(sees('bio') ? { bio: p?.bio ?? '' } : {}),
    ...(sees('location') ? { city: p?.city ?? null, state: p?.state ?? null } : {}),
    ...(sees('skills') ? { skills: p?.skills ?? [] } : {}),
    ...(sees('interests') ? { interests: p?.interests ?? [] } : {}),
    ...(sees('links') ? { links: p?.links ?? [] } : {}),
    ...(sees('phone_number') ? { phone_number: u.phoneNumber } : {}),
    ...(sees('age') ? { age: u.age } : {}),
    ...(sees('gender') ? { gender: u.gender } : {}),
    ...(sees('employability') ? { employability: p?.employability ? parseEmployability(p.employability) : null } : {}),
    volunteering: volunteering.map((v) => ({ title: v.title, kind: v.kind, status: v.status, since: new Date(v.since).toISOString() })),
    typed_profiles: typed,
  };
}

// ---------------------------------------------------------------------------------------------
// Expert dashboard

export async function expertDashboard(db: Db, me: number): Promise<ExpertDashboard> {
  const roleNames = await roleNamesOf(db, me);
  if (!roleNames.includes('expert') && !roleNames.includes('admin')) throw new HttpError(403, PROFILE_FORM_MESSAGES.expertOnly);
  const [opportunities, requests, judging, startups] = await Promise.all([
    db.select({
      opportunity_id: communityOpportunities.opportunityId, title: communityOpportunities.title, is_open: communityOpportunities.isOpen,
      pending: sql<number>`(select count(*)::int from community_applications a where a.opportunity_id = ${communityOpportunities.opportunityId} and a.status = 'pending')`,
      accepted: sql<number>`(select count(*)::int from community_applications a where a.opportunity_id = ${communityOpportunities.opportunityId} and a.status = 'accepted')`,
    }).from(communityOpportunities)
      .where(and(eq(communityOpportunities.ownerUserId, me), eq(communityOpportunities.kind, 'mentoring'), isNull(communityOpportunities.deletedAt)))
      .orderBy(desc(communityOpportunities.isOpen), desc(communityOpportunities.createdAt)),
    db.select({
      application_id: communityApplications.applicationId, opportunity_id: communityOpportunities.opportunityId, opportunity_title: communityOpportunities.title,
      applicant_user_id: users.userId, first: users.firstName, last: users.lastName, username: users.username, applicant_image: users.profileImage,
      message: communityApplications.message, status: communityApplications.status, created_at: communityApplications.createdAt,
    }).from(communityApplications)
      .innerJoin(communityOpportunities, eq(communityOpportunities.opportunityId, communityApplications.opportunityId))
      .innerJoin(users, eq(users.userId, communityApplications.userId))
      .where(and(eq(communityOpportunities.ownerUserId, me), eq(communityOpportunities.kind, 'mentoring'), isNull(communityOpportunities.deletedAt)))
      .orderBy(sql`${communityApplications.status} = 'pending' desc`, desc(communityApplications.createdAt))
      .limit(50),
    db.select({
      event_id: events.eventId, title: events.title, starts_at: events.startsAt,
      entries: sql<number>`(select count(*)::int from ${competitionEntries} e where e.event_id = ${events.eventId} and e.status = 'submitted')`,
      scored: sql<number>`(select count(distinct s.entry_id)::int from ${competitionScores} s join ${competitionEntries} e on e.entry_id = s.entry_id where e.event_id = ${events.eventId} and s.judge_user_id = ${me})`,
    }).from(competitionJudges)
      .innerJoin(events, eq(events.eventId, competitionJudges.eventId))
      .where(and(eq(competitionJudges.userId, me), isNull(events.deletedAt)))
      .orderBy(desc(events.startsAt)),
    selectTyped(db, me, and(inArray(typedProfiles.kind, ['startup', 'venture', 'incubation']), ne(typedProfiles.userId, me)), 6),
  ]);
  return {
    opportunities: opportunities.map((o) => ({ ...o, pending: Number(o.pending), accepted: Number(o.accepted) })),
    requests: requests.map((r) => ({
      application_id: r.application_id, opportunity_id: r.opportunity_id, opportunity_title: r.opportunity_title,
      applicant_user_id: r.applicant_user_id, applicant_name: nameOf(r.first, r.last, r.username), applicant_image: r.applicant_image,
      message: r.message, status: r.status as 'pending' | 'accepted' | 'declined', created_at: new Date(r.created_at).toISOString(),
    })),
    judging: judging.map((j) => ({
      event_id: j.event_id, title: j.title, starts_at: j.starts_at ? new Date(j.starts_at).toISOString() : null,
      entries: Number(j.entries), scored: Number(j.scored), link: `/competitions/${j.event_id}`,
    })),
    startups,
  };
}
