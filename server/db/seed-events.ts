// Demo events and competitions (issue 13): a realistic summit programme around the seed date —
// past and upcoming, one nearly full, one with a waitlist, two competitions, one unpublished
// draft — and registrations for the demo member so /my-events and /my-tickets look alive.
// Idempotent: an event whose title exists (live) is left alone, with its registrations.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newTicketCode } from '../events/seats';
import type { Db } from './client';
import { competitionEntries, competitionJudges, competitionScores, competitionSettings, eventRegistrations, events, eventTicketTypes, users } from './schema';

type Who = 'admin' | 'maya';
interface DemoEvent {
  title: string; kind?: 'event' | 'competition'; format?: 'in-person' | 'online' | 'hybrid'; summary: string; body?: string;
  venue?: string; address?: string; online_url?: string; startsInDays: number; hours: number; /** Local start time in Asia/Kolkata (default 10:00). */ at?: number; capacity?: number; tags: string[];
  published?: boolean; ticketTypes?: { name: string; capacity?: number; price_label: string }[];
  registrations?: { who: Who; status: 'registered' | 'waitlisted' | 'cancelled' | 'checked-in' }[];
}

const VENUE = { venue: 'Summit Convention Centre, Hall A', address: '1 Innovation Way, Bengaluru 560001, India' };

export const DEMO_EVENTS: readonly DemoEvent[] = [
  { title: 'Summit Opening Keynote', at: 9.5, summary: 'The state of the startup ecosystem, with founders and ministers on one stage.', ...VENUE, startsInDays: 10, hours: 2, capacity: 500, tags: ['keynote', 'ecosystem'],
    ticketTypes: [{ name: 'General admission', price_label: 'Free' }, { name: 'Front rows', capacity: 50, price_label: '₹1,500' }], registrations: [{ who: 'maya', status: 'registered' }] },
  { title: 'Investor Office Hours', at: 14, summary: 'Fifteen-minute one-to-one slots with seed investors. One slot left at a time.', ...VENUE, venue: 'Meeting Room 3', startsInDays: 5, hours: 3, capacity: 1, tags: ['funding', 'investors'],
    registrations: [{ who: 'admin', status: 'registered' }, { who: 'maya', status: 'waitlisted' }] },
  { title: 'Founders Dinner', at: 19.5, summary: 'An informal dinner for founders and mentors. Nearly full.', venue: 'Rooftop Terrace', address: '12 MG Road, Bengaluru', startsInDays: 3, hours: 3, capacity: 2, tags: ['networking'],
    ticketTypes: [{ name: 'Dinner seat', price_label: '₹2,000' }], registrations: [{ who: 'admin', status: 'registered' }] },
  { title: 'AI in Agritech Panel', at: 16, format: 'hybrid', summary: 'How machine learning is reaching smallholder farms.', ...VENUE, online_url: 'https://meet.summit.example/agritech', startsInDays: 14, hours: 1.5, capacity: 200, tags: ['ai', 'agritech'],
    registrations: [{ who: 'maya', status: 'registered' }] },
  { title: 'Pitch Clinic (online)', at: 18, format: 'online', summary: 'Practise your pitch and get feedback from three mentors.', online_url: 'https://meet.summit.example/pitch-clinic', startsInDays: 2, hours: 2, capacity: 30, tags: ['pitching', 'mentoring'],
    ticketTypes: [{ name: 'Presenter', capacity: 6, price_label: 'Free' }, { name: 'Observer', price_label: 'Free' }], registrations: [{ who: 'maya', status: 'registered' }] },
  { title: 'Women in Deep Tech Breakfast', at: 8, summary: 'Founders, researchers and investors in deep tech meet over breakfast.', ...VENUE, venue: 'Garden Café', startsInDays: 21, hours: 2, capacity: 60, tags: ['deep-tech', 'diversity'] },
  { title: 'Demo Day 2026', at: 10, summary: 'Twenty cohort startups present to investors and the press.', ...VENUE, startsInDays: 30, hours: 5, capacity: 400, tags: ['demo-day', 'funding'] },
  { title: 'Policy Roundtable: Startup India 2.0', at: 11, summary: 'Founders and officials discuss the next policy package.', ...VENUE, venue: 'Council Chamber', startsInDays: -20, hours: 2, capacity: 40, tags: ['policy'],
    registrations: [{ who: 'maya', status: 'checked-in' }] },
  { title: 'Startup Legal Basics Workshop', at: 14, summary: 'Incorporation, ESOPs and term sheets in one afternoon.', ...VENUE, venue: 'Workshop Room 1', startsInDays: -45, hours: 3, capacity: 35, tags: ['legal', 'workshop'],
    registrations: [{ who: 'maya', status: 'cancelled' }] },
  { title: 'Winter Mixer (draft)', at: 18, summary: 'Not announced yet.', ...VENUE, startsInDays: 50, hours: 3, capacity: 150, tags: ['networking'], published: false },
  { title: 'Summit Innovation Challenge 2026', at: 9, kind: 'competition', summary: 'Teams solve a real problem set by public-sector partners; finalists pitch on Demo Day.', ...VENUE, startsInDays: 40, hours: 8, capacity: 60, tags: ['challenge', 'govtech'],
    ticketTypes: [{ name: 'Team entry', price_label: 'Free' }], registrations: [{ who: 'maya', status: 'registered' }] },
  { title: 'Climate Hack Sprint', at: 9, kind: 'competition', format: 'hybrid', summary: 'A 48-hour sprint on climate adaptation tools.', ...VENUE, online_url: 'https://meet.summit.example/climate-hack', startsInDays: -10, hours: 48, capacity: 100, tags: ['challenge', 'climate'] },
];

const DAY = 86_400_000;

/** A plausible programme text for an event without its own body. */
function programmeOf(e: DemoEvent): string {
  const where = (e.format ?? 'in-person') === 'online' ? 'Join from anywhere: the link appears on your ticket.' : `Doors open 30 minutes before the start${e.venue ? ` at ${e.venue}` : ''}.`;
  return [
    `${where}`,
    (e.kind ?? 'event') === 'competition'
      ? 'Teams of two to five register together. Entries are judged by the Summit’s experts on problem, solution, traction and team; finalists pitch on stage.'
      : 'Short talks, open questions and time to meet the people in the room. Bring your questions — and your business cards.',
    `Topics: ${e.tags.join(', ')}.`,
    'Cancel your registration if you cannot come: your seat goes to the next person on the waitlist.',
  ].join('\n\n');
}

export async function seedDemoEvents(db: Db, now = new Date()): Promise<void> {
  const people = await db.select({ id: users.userId, username: users.username }).from(users)
    .where(sql`lower(${users.username}) in ('admin', 'maya')`);
  const idOf = (who: Who) => people.find((p) => p.username.toLowerCase() === who)?.id;
  const admin = idOf('admin');
  if (admin === undefined) return;
  // Realistic local times: the day counted from today, at the event's hour in India (UTC+5:30).
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startOf = (e: DemoEvent) => new Date(today + e.startsInDays * DAY + ((e.at ?? 10) - 5.5) * 3_600_000);
  for (const e of DEMO_EVENTS) {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [existing] = await tx.select({ id: events.eventId }).from(events).where(and(eq(events.title, e.title), isNull(events.deletedAt))).limit(1);
      if (existing) return;
      const starts = startOf(e);
      const [row] = await tx.insert(events).values({
        title: e.title, kind: e.kind ?? 'event', summary: e.summary, body: e.body ?? programmeOf(e),
        format: e.format ?? 'in-person', venue: e.venue ?? null, address: e.address ?? null, onlineUrl: e.online_url ?? null,
        startsAt: starts.toISOString(), endsAt: new Date(starts.getTime() + e.hours * 3_600_000).toISOString(), timeZone: 'Asia/Kolkata',
        capacity: e.capacity ?? null, registrationClosesAt: new Date(starts.getTime() - 3_600_000).toISOString(), tags: e.tags,
        organiserUserId: admin, isPublished: e.published ?? true, createdBy: admin,
      }).returning({ id: events.eventId });
      const types = await tx.insert(eventTicketTypes).values((e.ticketTypes ?? [{ name: 'General admission', price_label: 'Free' }]).map((t) => ({
        eventId: row!.id, name: t.name, capacity: t.capacity ?? null, priceLabel: t.price_label, createdBy: admin,
      }))).returning({ id: eventTicketTypes.ticketTypeId });
      for (const r of e.registrations ?? []) {
        const userId = idOf(r.who);
        if (userId === undefined) continue;
        await tx.insert(eventRegistrations).values({
          eventId: row!.id, ticketTypeId: types[0]!.id, userId, status: r.status, ticketCode: newTicketCode(),
          checkedInAt: r.status === 'checked-in' ? starts : null, cancelledAt: r.status === 'cancelled' ? new Date(starts.getTime() - 5 * DAY) : null,
        });
      }
    });
  }
  await seedDemoCompetitions(db, now);
}

// ---------------------------------------------------------------- competitions (docs/decisions/0022)

/** Team leads of the demo entries: members without a password (they cannot sign in), no roles. */
export const DEMO_TEAM_LEADS = [
  { username: 'priya.sharma', firstName: 'Priya', lastName: 'Sharma' },
  { username: 'arjun.rao', firstName: 'Arjun', lastName: 'Rao' },
  { username: 'lena.fischer', firstName: 'Lena', lastName: 'Fischer' },
] as const;

export const DEMO_CRITERIA = [
  { name: 'Problem', max_score: 10, weight: 1 },
  { name: 'Solution', max_score: 10, weight: 2 },
  { name: 'Traction', max_score: 10, weight: 1 },
  { name: 'Team', max_score: 5, weight: 1 },
];

interface DemoEntry { lead: number; team: string; members: string[]; pitch: string; /** maya's scores per criterion (Problem, Solution, Traction, Team), or none. */ scores?: [number, number, number, number] }

const DEMO_COMPETITIONS: { title: string; deadlineDays: number; published: boolean; entries: DemoEntry[] }[] = [
  { title: 'Summit Innovation Challenge 2026', deadlineDays: -10, published: false, entries: [
    { lead: 0, team: 'Paperless Panchayat', members: ['Priya Sharma', 'Karan Mehta', 'Divya N'], pitch: 'A WhatsApp-first workflow that lets village councils file and track grant paperwork without a laptop.', scores: [8, 7, 6, 4] },
    { lead: 1, team: 'Queue Zero', members: ['Arjun Rao', 'Fatima Sheikh'], pitch: 'Appointment slots for public hospitals, booked by missed call, with SMS reminders that cut no-shows.', scores: [7, 8, 5, 4] },
    { lead: 2, team: 'OpenTender Lens', members: ['Lena Fischer', 'Rohan Iyer', 'Meera Pillai', 'Sam Okafor'], pitch: 'Plain-language summaries and red flags for public tenders, so small firms can bid and citizens can watch.' },
  ] },
  { title: 'Climate Hack Sprint', deadlineDays: 1.5, published: true, entries: [
    { lead: 0, team: 'HeatMap Ward', members: ['Priya Sharma', 'Ishaan Gupta'], pitch: 'Street-level heat maps from volunteers’ phone sensors to place shade and water points.', scores: [9, 8, 6, 4] },
    { lead: 1, team: 'FloodSignal', members: ['Arjun Rao', 'Neha Das', 'Vikram Singh'], pitch: 'River-level alerts over cell broadcast for villages downstream of dams.', scores: [9, 9, 7, 5] },
    { lead: 2, team: 'Cool Roofs Co-op', members: ['Lena Fischer', 'Anita Joseph'], pitch: 'A buying co-operative for reflective roof paint, financed by the electricity saved.', scores: [7, 7, 8, 3] },
  ] },
];

/** Criteria, deadlines, entries, maya as judge with scores; the past competition's leaderboard published. Idempotent. */
async function seedDemoCompetitions(db: Db, now: Date): Promise<void> {
  const [maya] = await db.select({ id: users.userId }).from(users).where(and(sql`lower(${users.username}) = 'maya'`, isNull(users.deletedAt)));
  if (!maya) return;
  await db.insert(users).values(DEMO_TEAM_LEADS.map((u) => ({ ...u, email: `${u.username}@teams.example` }))).onConflictDoNothing();
  const leads = await db.select({ id: users.userId, username: users.username }).from(users)
    .where(sql`${users.username} in (${sql.join(DEMO_TEAM_LEADS.map((u) => sql`${u.username}`), sql`, `)})`);
  const leadId = (i: number) => leads.find((l) => l.username === DEMO_TEAM_LEADS[i]!.username)?.id;
  for (const c of DEMO_COMPETITIONS) {
    const [event] = await db.select({ id: events.eventId, startsAt: events.startsAt }).from(events)
      .where(and(eq(events.title, c.title), eq(events.kind, 'competition'), isNull(events.deletedAt))).limit(1);
    if (!event) continue;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // The deadline relative to the competition's start (the upcoming one: ten days before; the sprint: during it).
      const deadline = new Date(Date.parse(event.startsAt) + c.deadlineDays * DAY).toISOString();
      await tx.insert(competitionSettings).values({
        eventId: event.id, submissionDeadline: deadline, criteria: DEMO_CRITERIA, leaderboardPublished: c.published,
        leaderboardPublishedAt: c.published ? now : null,
      }).onConflictDoNothing();
      await tx.insert(competitionJudges).values({ eventId: event.id, userId: maya.id }).onConflictDoNothing();
      for (const e of c.entries) {
        const lead = leadId(e.lead);
        if (lead === undefined) continue;
        await tx.insert(competitionEntries).values({
          eventId: event.id, leadUserId: lead, teamName: e.team, members: e.members, pitch: e.pitch, status: 'submitted', submittedAt: now,
        }).onConflictDoNothing();
        if (!e.scores) continue;
        const [entry] = await tx.select({ id: competitionEntries.entryId }).from(competitionEntries)
          .where(and(eq(competitionEntries.eventId, event.id), eq(competitionEntries.leadUserId, lead)));
        await tx.insert(competitionScores).values(DEMO_CRITERIA.map((k, i) => ({
          entryId: entry!.id, judgeUserId: maya.id, criterion: k.name, score: e.scores![i]!, comment: i === 1 ? 'Clear, testable solution.' : '',
        }))).onConflictDoNothing();
      }
    });
  }
}
