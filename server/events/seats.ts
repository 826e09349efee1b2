// Seats of an event (issue 13; docs/decisions/0021): every change of who holds a seat runs in a
// transaction that first locks the event's row (SELECT … FOR UPDATE), so counting the seats and
// registering, waitlisting or promoting is one step for concurrent callers — on PostgreSQL and on
// PGlite alike. Capacity is never exceeded; the waitlist is served first come, first served.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EVENT_MESSAGES, type Registration, type RegistrationStatus } from '../../contracts';
import type { Db } from '../db/client';
import { eventRegistrations, events, eventTicketTypes, notifications, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { notificationToApi, pushNotifications } from '../realtime/notify';

export type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;
type AfterCommit = (effect: () => unknown) => void;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 128 random bits as 26 base32 characters: unguessable, easy to type, fits a small QR code. */
export function newTicketCode(): string {
  const bytes = randomBytes(17); // 136 bits drawn, 130 used (26 × 5)
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** A typed or scanned code as stored: upper case, no blanks or dashes. */
export const normaliseTicketCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A registration in the API's shape; the waitlist position when it is waitlisted. */
export function registrationToApi(row: RegistrationRow, waitlistPosition: number | null = null): Registration {
  return {
    registration_id: row.registrationId,
    event_id: row.eventId,
    ticket_type_id: row.ticketTypeId,
    user_id: row.userId,
    status: row.status as RegistrationStatus,
    ticket_code: row.ticketCode,
    created_at: iso(row.createdAt)!,
    checked_in_at: iso(row.checkedInAt),
    cancelled_at: iso(row.cancelledAt),
    waitlist_position: row.status === 'waitlisted' ? waitlistPosition : null,
  };
}

/** 1-based waitlist positions of these waitlisted registrations (by event, oldest first). */
export async function waitlistPositions(db: Db, rows: RegistrationRow[]): Promise<Map<number, number>> {
  const waiting = rows.filter((r) => r.status === 'waitlisted');
  const out = new Map<number, number>();
  if (waiting.length === 0) return out;
  const ids = waiting.map((r) => r.registrationId);
  const ranked = await db.execute<{ registration_id: number; position: number }>(sql`
    select registration_id, position from (
      select registration_id, row_number() over (partition by event_id order by registration_id)::int as position
      from event_registrations
      where status = 'waitlisted' and event_id in (${sql.join([...new Set(waiting.map((r) => r.eventId))].map((id) => sql`${id}`), sql`, `)})
    ) w where registration_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const list = (Array.isArray(ranked) ? ranked : (ranked as { rows: { registration_id: number; position: number }[] }).rows);
  for (const r of list) out.set(Number(r.registration_id), Number(r.position));
  return out;
}

/** The live event, locked for the rest of the transaction; undefined when there is none. */
export async function lockEvent(tx: Db, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(and(eq(events.eventId, eventId), isNull(events.deletedAt))).for('update');
  return row;
}

/** Seats held per ticket type of an event (registered + checked-in). */
async function seatsHeld(tx: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await tx.select({ typeId: eventRegistrations.ticketTypeId, n: sql<number>`count(*)::int` }).from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['registered', 'checked-in'])))
    .groupBy(eventRegistrations.ticketTypeId);
  return new Map(rows.map((r) => [r.typeId, Number(r.n)]));
}

const total = (held: Map<number, number>) => [...held.values()].reduce((a, b) => a + b, 0);

/** Whether one more seat of this type fits (the event's capacity and the type's). */
function seatFree(event: EventRow, typeCapacity: number | null, held: Map<number, number>, typeId: number): boolean {
  if (event.capacity !== null && total(held) >= event.capacity) return false;
  if (typeCapacity !== null && (held.get(typeId) ?? 0) >= typeCapacity) return false;
  return true;
}

/** Who to tell, after the commit, that they have a seat now. */
async function announcePromotions(app: FastifyInstance, tx: Db, event: EventRow, promoted: RegistrationRow[], actingUserId: number, afterCommit: AfterCommit) {
  if (promoted.length === 0) return;
  const body = `A seat opened up: you are now registered for ${event.title}. Your ticket is in My Tickets.`;
  const rows = await tx.insert(notifications).values(promoted.map((r) => ({
    userId: r.userId, notificationType: 'event', notificationBody: body, notificationImage: event.coverImage, notificationLink: `/events/${event.eventId}`, createdBy: actingUserId,
  }))).returning();
  const stored = rows.map(notificationToApi);
  const recipients = await tx.select({ email: users.email, firstName: users.firstName }).from(users)
    .where(inArray(users.userId, promoted.map((r) => r.userId)));
  afterCommit(() => pushNotifications(app, stored));
  afterCommit(async () => {
    for (const r of recipients) {
      await app.auth.mailer.send({
        to: r.email,
        subject: `You are registered: ${event.title}`,
        text: `Hello ${r.firstName ?? ''},\n\n${body}\n\nStarts: ${new Date(event.startsAt).toISOString()} (${event.timeZone})\n`,
      });
    }
  });
}

/**
 * Moves waitlisted members into free seats, oldest first (each one whose ticket type has room).
 * The caller holds the event's lock. Returns the promoted registrations.
 */
export async function fillSeats(app: FastifyInstance, tx: Db, eventId: number, actingUserId: number, afterCommit: AfterCommit): Promise<RegistrationRow[]> {
  const event = await lockEvent(tx, eventId);
  if (!event) return [];
  const waiting = await tx.select().from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.registrationId));
  if (waiting.length === 0) return [];
  const held = await seatsHeld(tx, eventId);
  const types = await tx.select({ id: eventTicketTypes.ticketTypeId, capacity: eventTicketTypes.capacity }).from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, eventId));
  const capacityOf = new Map(types.map((t) => [t.id, t.capacity]));
  const promoted: RegistrationRow[] = [];
  for (const w of waiting) {
    if (event.capacity !== null && total(held) >= event.capacity) break;
    if (!seatFree(event, capacityOf.get(w.ticketTypeId) ?? null, held, w.ticketTypeId)) continue;
    const [row] = await tx.update(eventRegistrations).set({ status: 'registered', modifiedAt: new Date() })
      .where(and(eq(eventRegistrations.registrationId, w.registrationId), eq(eventRegistrations.status, 'waitlisted'))).returning();
    if (!row) continue;
    held.set(w.ticketTypeId, (held.get(w.ticketTypeId) ?? 0) + 1);
    promoted.push(row);
  }
  await announcePromotions(app, tx, event, promoted, actingUserId, afterCommit);
  return promoted;
}

/** Whether registration is open now; otherwise the catalogue text and status. */
export function registrationProblem(event: EventRow, now: Date): { status: number; message: string } | null {
  const t = now.getTime();
  if (Date.parse(event.endsAt) <= t) return { status: 409, message: EVENT_MESSAGES.past };
  if (!event.isPublished) return { status: 409, message: EVENT_MESSAGES.notOpen };
  if (event.registrationOpensAt && Date.parse(event.registrationOpensAt) > t) return { status: 409, message: EVENT_MESSAGES.notOpen };
  const closes = event.registrationClosesAt ? Date.parse(event.registrationClosesAt) : Date.parse(event.startsAt);
  if (closes <= t) return { status: 409, message: EVENT_MESSAGES.closed };
  return null;
}

/**
 * Registers the caller: a seat when one is free, else the waitlist. One transaction holding the
 * event's lock, so 100 simultaneous callers for the last 10 seats get exactly 10 seats.
 */
export async function register(app: FastifyInstance, userId: number, eventId: number, ticketTypeId: number | undefined,
  canSeeUnpublished: (event: EventRow, tx: Db) => Promise<boolean>, now = new Date()): Promise<RegistrationRow> {
  return app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const event = await lockEvent(tx, eventId);
    // (Inside the transaction every read goes through `tx`: PGlite has one connection.)
    // Members never learn whether an unpublished event exists (decision 0020): not found.
    if (!event || (!event.isPublished && !(await canSeeUnpublished(event, tx)))) throw new HttpError(404, EVENT_MESSAGES.eventNotFound);
    const problem = registrationProblem(event, now);
    if (problem) throw new HttpError(problem.status, problem.message);
    const types = await tx.select().from(eventTicketTypes)
      .where(and(eq(eventTicketTypes.eventId, eventId), isNull(eventTicketTypes.deletedAt))).orderBy(asc(eventTicketTypes.ticketTypeId));
    let type = types[0];
    if (ticketTypeId !== undefined) type = types.find((t) => t.ticketTypeId === ticketTypeId);
    else if (types.length > 1) throw new HttpError(400, EVENT_MESSAGES.ticketTypeRequired);
    if (!type) throw new HttpError(400, EVENT_MESSAGES.ticketTypeNotFound);
    if (!event.allowMultiple) {
      const [held] = await tx.select({ id: eventRegistrations.registrationId }).from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId), eq(eventRegistrations.single, true),
          inArray(eventRegistrations.status, ['registered', 'waitlisted', 'checked-in']))).limit(1);
      if (held) throw new HttpError(409, EVENT_MESSAGES.alreadyRegistered);
    }
    const held = await seatsHeld(tx, eventId);
    const [waiting] = await tx.select({ id: eventRegistrations.registrationId }).from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.ticketTypeId, type.ticketTypeId), eq(eventRegistrations.status, 'waitlisted')))
      .limit(1);
    // Nobody jumps the queue: while members of this type wait, a newcomer waits too.
    const status = !waiting && seatFree(event, type.capacity, held, type.ticketTypeId) ? 'registered' : 'waitlisted';
    const [row] = await tx.insert(eventRegistrations).values({
      eventId, ticketTypeId: type.ticketTypeId, userId, status, ticketCode: newTicketCode(), single: !event.allowMultiple,
    }).returning();
    return row!;
  }).catch((err: unknown) => {
    // The one-live-registration index is the backstop of the check above.
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new HttpError(409, EVENT_MESSAGES.alreadyRegistered);
    throw err;
  });
}

/** Counts the manage page shows live. */
export async function checkInCounts(db: Db, eventId: number): Promise<{ checked_in: number; registered: number }> {
  const [row] = await db.select({
    checkedIn: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'checked-in')::int`,
    seated: sql<number>`count(*) filter (where ${eventRegistrations.status} in ('registered', 'checked-in'))::int`,
  }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  return { checked_in: Number(row?.checkedIn ?? 0), registered: Number(row?.seated ?? 0) };
}
