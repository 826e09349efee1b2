// /user/home in one request (issue 12; docs/decisions/0036-member-home.md): continue learning,
// the readiness phase, next registered events, unread notifications, saved items, hubs for the
// active role, and starting points when the member has nothing of their own yet.
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  READINESS_PHASE_KEYS, readProgress, readReadiness, type HomeHub, type HomeLearning, type HomeSuggestion, type MemberHome,
} from '../../contracts';
import type { Db } from '../db/client';
import {
  courses, eventRegistrations, events, forumCategories, forumTopics, hubs, modules, notifications, programs, programsEnrolled, roles, units, userSettings, users,
} from '../db/schema';
import { listSaved } from './saved';
import { onboardingSummary } from '../onboarding/onboarding';

const iso = (v: string) => new Date(v).toISOString();

/** Used only while the hubs table holds no hub the member may open (a fresh database without the demo seed). */
export const FALLBACK_HUBS: HomeHub[] = [
  { slug: 'knowledge-hub', title: 'Knowledge Hub', intro: 'Guides, toolkits and insights from the community.', path: '/knowledge-hub' },
  { slug: 'funding-hub', title: 'Funding Hub', intro: 'Grants, investors and open funding calls.', path: '/funding-hub' },
  { slug: 'event-hub', title: 'Event Hub', intro: 'Meetups, workshops and summit sessions.', path: '/event-hub' },
  { slug: 'aspiring-entrepreneur-hub', title: 'Aspiring Entrepreneur Hub', intro: 'First steps from idea to venture.', path: '/aspiring-entrepreneur-hub' },
];

async function continueLearning(db: Db, userId: number): Promise<HomeLearning[]> {
  const enrolled = await db.select({
    programId: programs.programId, name: programs.programName, progress: programsEnrolled.progress, enrolledAt: programsEnrolled.enrolledAt,
  }).from(programsEnrolled)
    .innerJoin(programs, and(eq(programs.programId, programsEnrolled.programId), isNull(programs.deletedAt)))
    .where(and(eq(programsEnrolled.userId, userId), isNull(programsEnrolled.deletedAt), eq(programsEnrolled.status, 'active')));
  if (enrolled.length === 0) return [];
  const unitRows = await db.select({ programId: courses.programId, unitId: units.unitId, unitName: units.unitName }).from(units)
    .innerJoin(modules, and(eq(modules.moduleId, units.moduleId), isNull(modules.deletedAt)))
    .innerJoin(courses, and(eq(courses.courseId, modules.courseId), isNull(courses.deletedAt)))
    .where(and(inArray(courses.programId, enrolled.map((e) => e.programId)), isNull(units.deletedAt)))
    .orderBy(asc(courses.sequence), asc(courses.courseId), asc(modules.sequence), asc(modules.moduleId), asc(units.sequence), asc(units.unitId));
  const items = enrolled.map((e) => {
    const progress = readProgress(e.progress);
    const outline = unitRows.filter((u) => u.programId === e.programId);
    const done = new Set(progress.completed_unit_ids);
    const completed = outline.filter((u) => done.has(u.unitId)).length;
    const resume = outline.find((u) => u.unitId === progress.last_unit_id) ?? outline.find((u) => !done.has(u.unitId)) ?? outline[0] ?? null;
    return {
      sortKey: progress.updated_at ?? e.enrolledAt,
      item: {
        program_id: e.programId, program_name: e.name, completed_units: completed, total_units: outline.length,
        percent: outline.length === 0 ? 0 : Math.round((completed / outline.length) * 100),
        resume_unit_id: resume?.unitId ?? null, resume_unit_name: resume?.unitName ?? null,
        link: resume ? `/lxp/program/${e.programId}/unit/${resume.unitId}` : `/lxp/program/${e.programId}`,
      },
    };
  });
  // Most recently touched first; finished programs after the ones in progress.
  return items
    .sort((a, b) => Number(a.item.percent === 100) - Number(b.item.percent === 100) || Date.parse(b.sortKey) - Date.parse(a.sortKey))
    .slice(0, 3).map((i) => i.item);
}

async function upcomingEvents(db: Db, userId: number) {
  const rows = await db.select({
    eventId: events.eventId, title: events.title, kind: events.kind, startsAt: events.startsAt, endsAt: events.endsAt, timeZone: events.timeZone,
    venue: events.venue, format: events.format, status: eventRegistrations.status,
  }).from(eventRegistrations)
    .innerJoin(events, and(eq(events.eventId, eventRegistrations.eventId), isNull(events.deletedAt)))
    .where(and(eq(eventRegistrations.userId, userId), inArray(eventRegistrations.status, ['registered', 'waitlisted', 'checked-in']), gt(events.endsAt, sql`now()`)))
    .orderBy(asc(events.startsAt), asc(events.eventId)).limit(8);
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.eventId) ? false : (seen.add(r.eventId), true))).slice(0, 3).map((r) => ({
    event_id: r.eventId, title: r.title, kind: r.kind as 'event' | 'competition', starts_at: iso(r.startsAt), ends_at: iso(r.endsAt),
    time_zone: r.timeZone, venue: r.venue, format: r.format, status: r.status,
    link: `/${r.kind === 'competition' ? 'competitions' : 'events'}/${r.eventId}`,
  }));
}

async function suggestedHubs(db: Db, role: string | null): Promise<HomeHub[]> {
  const forRole = role ? sql<number>`case when ${role} = any(${hubs.audienceRoles}) then 0 else 1 end` : sql<number>`1`;
  const rows = await db.select({ slug: hubs.slug, title: hubs.title, intro: hubs.intro, path: hubs.path }).from(hubs)
    .where(and(isNull(hubs.deletedAt), inArray(hubs.visibility, ['public', 'members'])))
    .orderBy(forRole, asc(hubs.hubId)).limit(4);
  const clip = (s: string) => (s.length > 140 ? `${s.slice(0, 139).trimEnd()}…` : s);
  return rows.length > 0 ? rows.map((r) => ({ ...r, intro: clip(r.intro) })) : FALLBACK_HUBS;
}

/** The open forum's latest active topics (space categories may be members-only: left out). */
async function latestTopics(db: Db) {
  const rows = await db.select({
    id: forumTopics.topicId, title: forumTopics.title, excerpt: forumTopics.excerpt, replies: forumTopics.replyCount, last: forumTopics.lastPostAt,
  }).from(forumTopics)
    .innerJoin(forumCategories, and(eq(forumCategories.categoryId, forumTopics.categoryId), isNull(forumCategories.communityCommonId), isNull(forumCategories.deletedAt)))
    .where(eq(forumTopics.hidden, false))
    .orderBy(desc(forumTopics.lastPostAt), desc(forumTopics.topicId)).limit(3);
  return rows.map((r) => ({
    topic_id: r.id, title: r.title, excerpt: r.excerpt.slice(0, 160), reply_count: r.replies, last_post_at: iso(r.last), link: `/community/forum/topic/${r.id}`,
  }));
}

async function startingPoints(db: Db, userId: number, needLearning: boolean, needEvents: boolean): Promise<HomeSuggestion[]> {
  const out: HomeSuggestion[] = [];
  if (needLearning) {
    const mine = db.select({ id: programsEnrolled.programId }).from(programsEnrolled)
      .where(and(eq(programsEnrolled.userId, userId), isNull(programsEnrolled.deletedAt)));
    const rows = await db.select({ id: programs.programId, name: programs.programName, description: programs.programDescription }).from(programs)
      .where(and(isNull(programs.deletedAt), eq(programs.isPublished, true), notInArray(programs.programId, mine)))
      .orderBy(asc(programs.programId)).limit(2);
    out.push(...rows.map((r): HomeSuggestion => ({ kind: 'program', title: r.name, summary: r.description.slice(0, 160), link: `/lxp/program/${r.id}` })));
    out.push({ kind: 'step', title: 'Browse all learning programs', summary: 'Courses and units you can take at your own pace.', link: '/lxp' });
  }
  if (needEvents) {
    const rows = await db.select({ id: events.eventId, title: events.title, summary: events.summary, kind: events.kind }).from(events)
      .where(and(isNull(events.deletedAt), eq(events.isPublished, true), gt(events.startsAt, sql`now()`)))
      .orderBy(asc(events.startsAt)).limit(2);
    out.push(...rows.map((r): HomeSuggestion => ({
      kind: 'event', title: r.title, summary: r.summary.slice(0, 160), link: `/${r.kind === 'competition' ? 'competitions' : 'events'}/${r.id}`,
    })));
    out.push({ kind: 'step', title: 'See what’s on', summary: 'Workshops, meetups and competitions you can join.', link: '/events' });
  }
  return out;
}

export async function memberHome(db: Db, userId: number): Promise<MemberHome> {
  const [me] = await db.select({ firstName: users.firstName, username: users.username, role: roles.roleName }).from(users)
    .leftJoin(roles, eq(roles.roleId, users.activeRoleId)).where(eq(users.userId, userId));
  const role = me?.role ?? null;
  const [learning, upcoming, settingRow, unread, latest, saved, hubList, topics] = await Promise.all([
    continueLearning(db, userId),
    upcomingEvents(db, userId),
    db.select({ settings: userSettings.settings }).from(userSettings).where(and(eq(userSettings.userId, userId), isNull(userSettings.deletedAt))),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), isNull(notifications.deletedAt))),
    db.select({
      id: notifications.notificationId, type: notifications.notificationType, body: notifications.notificationBody, link: notifications.notificationLink,
      at: notifications.cdateTime,
    }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), isNull(notifications.deletedAt)))
      .orderBy(desc(notifications.cdateTime), desc(notifications.notificationId)).limit(4),
    listSaved(db, userId, undefined, 4),
    suggestedHubs(db, role),
    latestTopics(db),
  ]);
  const readiness = readReadiness((settingRow[0]?.settings as { readiness?: unknown } | undefined)?.readiness);
  return {
    first_name: me?.firstName || me?.username || '',
    active_role: role,
    continue_learning: learning,
    journey: {
      active_phase: readiness.active_phase, completed_phases: readiness.completed_phases,
      step: READINESS_PHASE_KEYS.indexOf(readiness.active_phase) + 1, total: READINESS_PHASE_KEYS.length,
    },
    upcoming_events: upcoming,
    notifications: {
      unread_count: unread[0]?.n ?? 0,
      latest: latest.map((n) => ({ notification_id: n.id, notification_type: n.type, notification_body: n.body, notification_link: n.link, cdate_time: iso(n.at) })),
    },
    saved: { total: saved.total, latest: saved.data },
    suggested_hubs: hubList,
    forum_topics: topics,
    starting_points: await startingPoints(db, userId, learning.length === 0, upcoming.length === 0),
    onboarding: await onboardingSummary(db, userId),
  };
}
