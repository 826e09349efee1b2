// Events area on PGlite (issue 13): the family's access rules, register/waitlist/cancel with
// promotion, check-in, attendees, calendars, reminders, the last-seats race and bad input.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, SOCKET_EVENTS, type CheckInResponse, type Registration, type SummitEvent } from '../../contracts';
import { eventRegistrations, notifications, outbox } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { call, createEvent, member, type Member } from './events-test-kit';
import { runReminderPass } from './reminders';

let app: FastifyInstance;
let admin: Member;
let org: Member;
let maya: Member;
let sam: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await member(app, 'evadmin', 'admin');
  org = await member(app, 'organiser');
  maya = await member(app, 'maya2');
  sam = await member(app, 'sam2');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const register = (who: Member, eventId: number, payload: object = {}) => call(app, 'POST', `/api/event/events/${eventId}/register`, who, payload);
const regCount = async (eventId: number) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId)))[0]!.n;

describe('events family', () => {
  it('members read published events only; the organiser and admins see unpublished ones; filters and date range work', async () => {
    const pub = await createEvent(app, admin, { title: 'Investor Day', tags: ['funding'], format: 'hybrid', organiser_user_id: org.userId });
    const draft = await createEvent(app, admin, { title: 'Draft Demo Night', is_published: false, organiser_user_id: org.userId });
    expect(pub.ticket_types).toEqual([expect.objectContaining({ name: 'General admission', price_label: 'Free' })]);
    const list = async (who: Member, query = '') => (await call(app, 'GET', `/api/event/events/getAll?limit=-1${query}`, who)).json() as { data: SummitEvent[] };
    expect((await list(maya)).data.map((e) => e.event_id)).toContain(pub.event_id);
    expect((await list(maya)).data.map((e) => e.event_id)).not.toContain(draft.event_id);
    expect((await list(org)).data.map((e) => e.event_id)).toContain(draft.event_id);
    expect((await list(admin)).data.map((e) => e.event_id)).toContain(draft.event_id);
    const single = await call(app, 'GET', `/api/event/events/getEvent?filterFields=${encodeURIComponent(JSON.stringify({ event_id: draft.event_id }))}`, maya);
    expect(single.statusCode).toBe(404);
    const filtered = await list(maya, `&filterFields=${encodeURIComponent(JSON.stringify({ tags: 'funding', format: 'hybrid' }))}&search=investor`);
    expect(filtered.data.map((e) => e.event_id)).toEqual([pub.event_id]);
    const past = await list(maya, `&to=${encodeURIComponent(new Date().toISOString())}`);
    expect(past.data.map((e) => e.event_id)).not.toContain(pub.event_id);
    const upcoming = await list(maya, `&from=${encodeURIComponent(new Date().toISOString())}`);
    expect(upcoming.data.map((e) => e.event_id)).toContain(pub.event_id);
  });

  it('only admins create; the organiser updates their own; other members get 404', async () => {
    const denied = await call(app, 'POST', '/api/event/events/createEvent', maya, {
      title: 'Mine', organiser_user_id: maya.userId, starts_at: new Date(Date.now() + 1e8).toISOString(), ends_at: new Date(Date.now() + 2e8).toISOString(), created_by: maya.userId,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(EVENT_MESSAGES.organiserOnly);
    const ev = await createEvent(app, admin, { organiser_user_id: org.userId });
    const upd = await call(app, 'PUT', `/api/event/events/updateEvent/${ev.event_id}`, org, { title: 'Renamed', modified_by: org.userId, ticket_types: [{ ticket_type_id: ev.ticket_types[0]!.ticket_type_id, name: 'Standard' }, { name: 'VIP', capacity: 5, price_label: '€50' }] });
    expect(upd.statusCode).toBe(200);
    expect((upd.json() as SummitEvent).ticket_types.map((t) => t.name)).toEqual(['Standard', 'VIP']);
    const other = await call(app, 'PUT', `/api/event/events/updateEvent/${ev.event_id}`, maya, { title: 'Hijack', modified_by: maya.userId });
    expect(other.statusCode).toBe(404);
    const badUrl = await call(app, 'PUT', `/api/event/events/updateEvent/${ev.event_id}`, org, { online_url: 'javascript:alert(1)', modified_by: org.userId });
    expect(badUrl.statusCode).toBe(400);
    const badDates = await call(app, 'PUT', `/api/event/events/updateEvent/${ev.event_id}`, org, { ends_at: '2020-01-01T00:00:00Z', modified_by: org.userId });
    expect(badDates.json().message).toBe(EVENT_MESSAGES.datesOrder);
  });
});

describe('registration, waitlist and check-in', () => {
  it('cancelling a seat promotes the first waitlisted member in the same transaction, with a notification and an e-mail', async () => {
    const ev = await createEvent(app, admin, { capacity: 1, title: 'Tiny Workshop' });
    const first = (await register(maya, ev.event_id)).json() as Registration;
    expect(first.status).toBe('registered');
    expect(first.ticket_code).toMatch(/^[A-Z2-7]{26}$/);
    const second = await register(sam, ev.event_id);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const cancel = await call(app, 'POST', `/api/event/registrations/${first.registration_id}/cancel`, maya);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const [promoted] = await app.db.select().from(eventRegistrations).where(eq(eventRegistrations.registrationId, (second.json() as Registration).registration_id));
    expect(promoted!.status).toBe('registered');
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, sam.userId));
    expect(notes.some((n) => n.notificationBody.includes('Tiny Workshop'))).toBe(true);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, 'sam2@example.org'));
    expect(mails.some((m) => m.subject.includes('Tiny Workshop'))).toBe(true);
    // /my-events: the caller's own, with the event summary.
    const mine = (await call(app, 'GET', '/api/event/my-registrations', sam)).json() as { data: { event: { title: string }; status: string }[] };
    expect(mine.data).toContainEqual(expect.objectContaining({ status: 'registered', event: expect.objectContaining({ title: 'Tiny Workshop' }) }));
    // Another member cannot cancel it (404, as if missing).
    const foreign = await call(app, 'POST', `/api/event/registrations/${(second.json() as Registration).registration_id}/cancel`, maya);
    expect(foreign.statusCode).toBe(404);
  });

  it('check-in: admitted, already checked in, unknown, wrong event; organiser only; count pushed to the manage room', async () => {
    const ev = await createEvent(app, admin, { organiser_user_id: org.userId });
    const other = await createEvent(app, admin);
    const ticket = (await register(maya, ev.event_id)).json() as Registration;
    const foreign = (await register(maya, other.event_id)).json() as Registration;
    const emitted: unknown[] = [];
    const room = app.realtime.notifications.to.bind(app.realtime.notifications);
    app.realtime.notifications.to = ((name: string) => {
      const target = room(name);
      return { emit: (event: string, payload: unknown) => { emitted.push({ name, event, payload }); return target.emit(event, payload); } };
    }) as never;
    const checkIn = (who: Member, code: string) => call(app, 'POST', `/api/event/events/${ev.event_id}/check-in`, who, { ticket_code: code });
    expect((await checkIn(maya, ticket.ticket_code)).statusCode).toBe(403);
    const ok = await checkIn(org, ticket.ticket_code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ result: 'admitted', checked_in: 1, registered: 1 });
    expect(emitted).toContainEqual({ name: `event-manage:${ev.event_id}`, event: SOCKET_EVENTS.eventCheckins, payload: { event_id: ev.event_id, checked_in: 1, registered: 1 } });
    const again = await checkIn(org, ticket.ticket_code);
    expect(again.statusCode).toBe(409);
    expect((again.json() as CheckInResponse)).toMatchObject({ result: 'already-checked-in', message: EVENT_MESSAGES.alreadyCheckedIn });
    const forged = await checkIn(org, 'AAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.json()).toMatchObject({ result: 'unknown-ticket', message: EVENT_MESSAGES.ticketNotFound, statusCode: 404 });
    const wrong = await checkIn(org, foreign.ticket_code);
    expect(wrong.json()).toMatchObject({ result: 'wrong-event', message: EVENT_MESSAGES.wrongEvent, statusCode: 409 });
    const [untouched] = await app.db.select().from(eventRegistrations).where(eq(eventRegistrations.registrationId, foreign.registration_id));
    expect(untouched!.status).toBe('registered');
    app.realtime.notifications.to = room as never;
    // Attendees and the CSV export.
    const list = await call(app, 'GET', `/api/event/events/${ev.event_id}/attendees?search=maya&status=checked-in`, org);
    expect(list.json()).toMatchObject({ metadata: { total: 1 }, counts: { checked_in: 1 } });
    expect((await call(app, 'GET', `/api/event/events/${ev.event_id}/attendees`, maya)).statusCode).toBe(403);
    const csv = await call(app, 'GET', `/api/event/events/${ev.event_id}/attendees.csv`, org);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(ticket.ticket_code);
  });

  it('calendar: line breaks in a title cannot add lines to the .ics; every text is escaped and lines folded (RFC 5545)', async () => {
    const title = 'Demo Day\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Pay your seat fee at evil.example; now, please\rDTSTART:20270101T000000Z';
    const ev = await createEvent(app, admin, { title, time_zone: 'Asia/Kolkata' });
    const ics = (await call(app, 'GET', `/api/event/events/${ev.event_id}/ics`, admin)).body;
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toHaveLength(2); // the event's and its zone's STANDARD
    expect(lines.some((l) => /^(X-WR-CALNAME|NAME):Demo Day\\nEND:VEVENT\\nBEGIN:VEVENT/.test(l))).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n|\r(?!\n)/); // no bare LF or CR anywhere
    expect(lines.filter((l) => Buffer.byteLength(l) > 75)).toEqual([]);
  });

  it('calendar: one event as .ics with UID, DTSTAMP and TZID; the personal feed by secret token, revocable', async () => {
    const ev = await createEvent(app, admin, { title: 'Pitch Night', time_zone: 'Asia/Kolkata' });
    await register(sam, ev.event_id);
    const ics = await call(app, 'GET', `/api/event/events/${ev.event_id}/ics`, sam);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toMatch(/UID:event-\d+@/);
    expect(ics.body).toContain('DTSTAMP:');
    expect(ics.body).toContain('DTSTART;TZID=Asia/Kolkata:');
    expect(ics.body).toContain('BEGIN:VTIMEZONE');
    const { url, token } = (await call(app, 'GET', '/api/event/feed-token', sam)).json() as { url: string; token: string };
    expect(url.endsWith(`/api/event/feed/${token}.ics`)).toBe(true);
    const feed = await app.inject({ method: 'GET', url: `/api/event/feed/${token}.ics` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Pitch Night');
    const rotated = (await call(app, 'POST', '/api/event/feed-token/rotate', sam)).json() as { token: string };
    expect(rotated.token).not.toBe(token);
    expect((await app.inject({ method: 'GET', url: `/api/event/feed/${token}.ics` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/event/feed/${rotated.token}.ics` })).statusCode).toBe(200);
  });
});

describe('bad input changes nothing', () => {
  it('registering twice is a 409 with the catalogue text', async () => {
    const ev = await createEvent(app, admin);
    expect((await register(maya, ev.event_id)).statusCode).toBe(201);
    const twice = await register(maya, ev.event_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EVENT_MESSAGES.alreadyRegistered);
    expect(await regCount(ev.event_id)).toBe(1);
  });

  it('registering after closing, before opening, for a past or an unpublished event is refused', async () => {
    const closed = await createEvent(app, admin, { registration_closes_at: new Date(Date.now() - 60_000).toISOString() });
    const notYet = await createEvent(app, admin, { registration_opens_at: new Date(Date.now() + 3_600_000).toISOString() });
    const past = await createEvent(app, admin, { startsInHours: -48 });
    const draft = await createEvent(app, admin, { is_published: false });
    const cases: [number, number, string][] = [
      [closed.event_id, 409, EVENT_MESSAGES.closed],
      [notYet.event_id, 409, EVENT_MESSAGES.notOpen],
      [past.event_id, 409, EVENT_MESSAGES.past],
      [draft.event_id, 404, EVENT_MESSAGES.eventNotFound],
      [2_000_000_000, 404, EVENT_MESSAGES.eventNotFound],
    ];
    for (const [id, status, message] of cases) {
      const res = await register(maya, id);
      expect([id, res.statusCode, res.json().message]).toEqual([id, status, message]);
    }
    // The organiser sees their draft, but it is not open yet.
    const own = await register(admin, draft.event_id);
    expect([own.statusCode, own.json().message]).toEqual([409, EVENT_MESSAGES.notOpen]);
    for (const ev of [closed, notYet, past, draft]) expect(await regCount(ev.event_id)).toBe(0);
  });

  it('a ticket type of another event is refused', async () => {
    const a = await createEvent(app, admin);
    const b = await createEvent(app, admin);
    const res = await register(maya, a.event_id, { ticket_type_id: b.ticket_types[0]!.ticket_type_id });
    expect([res.statusCode, res.json().message]).toEqual([400, EVENT_MESSAGES.ticketTypeNotFound]);
    expect(await regCount(a.event_id)).toBe(0);
  });
});

describe('capacity under concurrency (PGlite)', () => {
  it('100 simultaneous registrations for the last 10 seats: exactly 10 registered, 90 waitlisted', async () => {
    const ev = await createEvent(app, admin, { capacity: 12 });
    const early = await Promise.all([member(app, 'early1'), member(app, 'early2')]);
    for (const m of early) expect((await register(m, ev.event_id)).json().status).toBe('registered');
    const crowd = await Promise.all(Array.from({ length: 100 }, (_, i) => member(app, `racer${i}`)));
    const answers = await Promise.all(crowd.map((m) => register(m, ev.event_id)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const statuses = answers.map((a) => (a.json() as Registration).status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(90);
    const positions = answers.map((a) => (a.json() as Registration).waitlist_position).filter((p) => p !== null).sort((x, y) => x! - y!);
    expect(positions).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    const [seated] = await app.db.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, ev.event_id), eq(eventRegistrations.status, 'registered')));
    expect(seated!.n).toBe(12);
  }, 60_000);
});

describe('reminders', () => {
  it('24 h before, registered members are reminded once (notification + e-mail), waitlisted ones not', async () => {
    const soon = await createEvent(app, admin, { startsInHours: 20, capacity: 1, title: 'Morning Keynote' });
    const later = await createEvent(app, admin, { startsInHours: 30, title: 'Later Panel' });
    const a = await member(app, 'remind-a');
    const b = await member(app, 'remind-b');
    await register(a, soon.event_id);
    await register(b, soon.event_id); // waitlisted
    await register(a, later.event_id);
    expect(await runReminderPass(app)).toBeGreaterThanOrEqual(1);
    expect(await runReminderPass(app)).toBe(0);
    const notesOf = async (m: Member) => (await app.db.select().from(notifications).where(eq(notifications.userId, m.userId)))
      .filter((n) => n.notificationBody.startsWith('Reminder:'));
    expect((await notesOf(a)).map((n) => n.notificationBody)).toEqual([expect.stringContaining('Morning Keynote')]);
    expect(await notesOf(b)).toEqual([]);
    const mails = await app.db.select().from(outbox).where(eq(outbox.to, 'remind-a@example.org'));
    expect(mails.filter((m) => m.subject.includes('Morning Keynote'))).toHaveLength(1);
  });
});
