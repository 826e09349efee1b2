// Demo events and competitions (issue 13): a realistic summit programme around the seed date —
// past and upcoming, one nearly full, one with a waitlist, two competitions, one unpublished
// draft — and registrations for the demo member so /my-events and /my-tickets look alive.
// Idempotent: an event whose title exists (live) is left alone, with its registrations.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newTicketCode } from '../events/seats';
import type { Db } from './client';
import { eventRegistrations, events, eventTicketTypes, users } from './schema';

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
}
