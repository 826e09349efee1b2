// The event calls beside the events family (issue 13; docs/decisions/0021): register, cancel,
// the caller's registrations, check-in, attendees (+ CSV), .ics per event and the member's
// subscription feed, and the manage-page socket room with the live check-in count.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendeesQuerySchema, attendeesResponseSchema, checkInPayloadSchema, checkInResponseSchema, errorResponseSchema, EVENT_MESSAGES,
  eventManageRoom, FAMILY_MENU_IDS, FEED_TOKEN_PATTERN, feedTokenResponseSchema, idTextSchema, myRegistrationsQuerySchema,
  myRegistrationsResponseSchema, registerPayloadSchema, registrationSchema, SOCKET_CLIENT_EVENTS, SOCKET_EVENTS, TICKET_CODE_PATTERN,
  type CheckInResponse, type RegistrationStatus,
} from '../../../contracts';
import { z } from '../../../contracts/zod';
import { callerId } from '../../auth/authorize';
import type { Db } from '../../db/client';
import { eventFeedTokens, eventRegistrations, events, eventTicketTypes, users } from '../../db/schema';
import { escapeLike } from '../../lib/batch';
import { HttpError } from '../../lib/http-error';
import { callerAccess, hasPrivilege } from '../../resources/access';
import { calendarOf } from '../../events/calendar';
import {
  checkInCounts, fillSeats, lockEvent, normaliseTicketCode, register, registrationToApi, waitlistPositions, type EventRow,
} from '../../events/seats';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['events'];

/** Administrators (and roles holding update on the Events menu) and the event's organiser manage it. */
export async function canManage(db: Db, userId: number, event: Pick<EventRow, 'organiserUserId'>): Promise<boolean> {
  if (event.organiserUserId === userId) return true;
  return hasPrivilege(db, await callerAccess(db, userId), FAMILY_MENU_IDS.events, 'update');
}

/** The live event the caller may see (published, or one they manage); 404 otherwise. */
async function visibleEvent(db: Db, userId: number, eventId: number): Promise<{ event: EventRow; manages: boolean }> {
  const [event] = await db.select().from(events).where(and(eq(events.eventId, eventId), isNull(events.deletedAt)));
  if (!event) throw new HttpError(404, EVENT_MESSAGES.eventNotFound);
  const manages = await canManage(db, userId, event);
  if (!event.isPublished && !manages) throw new HttpError(404, EVENT_MESSAGES.eventNotFound);
  return { event, manages };
}

/** The event for an organiser-only call: 404 when the caller may not see it, 403 when they may but do not manage it. */
async function managedEvent(db: Db, userId: number, eventId: number): Promise<EventRow> {
  const { event, manages } = await visibleEvent(db, userId, eventId);
  if (!manages) throw new HttpError(403, EVENT_MESSAGES.organiserOnly);
  return event;
}

const originOf = (app: FastifyInstance) => app.auth.settings.publicOrigin.replace(/\/+$/, '');

/** Attendee rows of an event (joined with the member), filtered. */
function attendeeWhere(eventId: number, query: { search?: string; status?: RegistrationStatus }): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  return and(
    eq(eventRegistrations.eventId, eventId),
    query.status ? eq(eventRegistrations.status, query.status) : undefined,
    pattern ? or(
      ilike(users.username, pattern), ilike(users.email, pattern), ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      ilike(eventRegistrations.ticketCode, pattern),
    ) : undefined,
  );
}

const attendeeSelection = {
  reg: eventRegistrations,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  ticket_type_name: eventTicketTypes.name,
};

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised (no formulas in spreadsheets). */
const csvCell = (value: unknown) => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const onRequest = [app.authenticate];
  const eventParams = z.object({ id: idTextSchema });

  /** After a check-in: the new counts to every open manage page of the event (all processes). */
  const pushCounts = async (eventId: number) => {
    const counts = await checkInCounts(db, eventId);
    app.realtime.notifications.to(eventManageRoom(eventId)).emit(SOCKET_EVENTS.eventCheckins, { event_id: eventId, ...counts });
  };

  app.post('/api/event/events/:id/register', {
    onRequest,
    schema: {
      tags, security, summary: 'Register the caller: a seat when one is free, otherwise the waitlist',
      params: eventParams, body: registerPayloadSchema.optional(), response: { 201: registrationSchema, ...errors },
    },
  }, async (request, reply) => {
    const me = callerId(request);
    const row = await register(app, me, request.params.id, request.body?.ticket_type_id, (event, tx) => canManage(tx, me, event));
    const positions = await waitlistPositions(db, [row]);
    return reply.status(201).send(registrationToApi(row, positions.get(row.registrationId) ?? null));
  });

  app.post('/api/event/registrations/:id/cancel', {
    onRequest,
    schema: {
      tags, security, summary: 'Cancel a registration (its member, or the event’s organiser/admin); the first waitlisted member moves up',
      params: eventParams, response: { 200: registrationSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const pending: (() => unknown)[] = [];
    const row = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [found] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.registrationId, request.params.id));
      if (!found) throw new HttpError(404, EVENT_MESSAGES.registrationNotFound);
      const event = await lockEvent(tx, found.eventId); // serialises with registrations and check-ins
      // Someone else's registration is "not found" unless the caller manages its event.
      if (found.userId !== me && !(event && await canManage(tx, me, event))) throw new HttpError(404, EVENT_MESSAGES.registrationNotFound);
      const [current] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.registrationId, found.registrationId)).for('update');
      if (!current || current.status === 'cancelled') throw new HttpError(409, EVENT_MESSAGES.alreadyCancelled);
      if (current.status === 'checked-in') throw new HttpError(409, EVENT_MESSAGES.cancelAfterCheckIn);
      const [cancelled] = await tx.update(eventRegistrations).set({ status: 'cancelled', cancelledAt: new Date(), modifiedAt: new Date() })
        .where(eq(eventRegistrations.registrationId, current.registrationId)).returning();
      if (current.status === 'registered' && event) await fillSeats(app, tx, event.eventId, me, (effect) => { pending.push(effect); });
      return cancelled!;
    });
    for (const effect of pending) {
      try {
        await effect();
      } catch (err) {
        app.log.error({ err }, 'after-commit effect failed');
      }
    }
    return registrationToApi(row);
  });

  app.get('/api/event/my-registrations', {
    onRequest,
    schema: {
      tags, security, summary: 'The caller’s registrations with a summary of each event (My Events, My Tickets)',
      querystring: myRegistrationsQuerySchema, response: { 200: myRegistrationsResponseSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const now = new Date().toISOString();
    const { status, when } = request.query;
    const rows = await db.select({ reg: eventRegistrations, event: events, typeName: eventTicketTypes.name }).from(eventRegistrations)
      .innerJoin(events, eq(events.eventId, eventRegistrations.eventId))
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.ticketTypeId, eventRegistrations.ticketTypeId))
      .where(and(
        eq(eventRegistrations.userId, me), isNull(events.deletedAt),
        status ? eq(eventRegistrations.status, status) : undefined,
        when === 'upcoming' ? gte(events.endsAt, now) : when === 'past' ? lt(events.endsAt, now) : undefined,
      ))
      .orderBy(when === 'past' ? desc(events.startsAt) : asc(events.startsAt), asc(eventRegistrations.registrationId));
    const positions = await waitlistPositions(db, rows.map((r) => r.reg));
    return {
      data: rows.map(({ reg, event, typeName }) => ({
        ...registrationToApi(reg, positions.get(reg.registrationId) ?? null),
        ticket_type_name: typeName,
        event: {
          event_id: event.eventId, title: event.title, kind: event.kind as 'event' | 'competition',
          format: event.format as 'in-person' | 'online' | 'hybrid', venue: event.venue, online_url: event.onlineUrl,
          starts_at: new Date(event.startsAt).toISOString(), ends_at: new Date(event.endsAt).toISOString(),
          time_zone: event.timeZone, cover_image: event.coverImage,
        },
      })),
    };
  });

  app.post('/api/event/events/:id/check-in', {
    onRequest,
    schema: {
      tags, security,
      summary: 'Check a ticket in (organiser/admin): 200 admitted, 409 already checked in or another event’s ticket, 404 unknown ticket',
      params: eventParams, body: checkInPayloadSchema,
      // 404/409 are check-in results, or plain errors (event not found) before any ticket is looked at.
      response: {
        200: checkInResponseSchema, 404: z.union([checkInResponseSchema, errorResponseSchema]), 409: checkInResponseSchema,
        400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema,
      },
    },
  }, async (request, reply) => {
    const me = callerId(request);
    const eventId = request.params.id;
    await managedEvent(db, me, eventId);
    const code = normaliseTicketCode(request.body.ticket_code);
    const answer = async (statusCode: 200 | 404 | 409, result: CheckInResponse['result'], message: string, extra: Partial<CheckInResponse> = {}) =>
      reply.status(statusCode).send({ result, message, statusCode, ...(await checkInCounts(db, eventId)), ...extra });
    const [found] = TICKET_CODE_PATTERN.test(code)
      ? await db.select({ reg: eventRegistrations, first: users.firstName, last: users.lastName, username: users.username })
        .from(eventRegistrations).innerJoin(users, eq(users.userId, eventRegistrations.userId))
        .where(eq(eventRegistrations.ticketCode, code))
      : [];
    // A ticket of another event says only that: nothing about that event or its holder.
    if (!found) return answer(404, 'unknown-ticket', EVENT_MESSAGES.ticketNotFound);
    if (found.reg.eventId !== eventId) return answer(409, 'wrong-event', EVENT_MESSAGES.wrongEvent);
    const name = [found.first, found.last].filter(Boolean).join(' ') || found.username;
    // One atomic statement: of two scanners at the door, exactly one admits.
    const [admitted] = await db.update(eventRegistrations).set({ status: 'checked-in', checkedInAt: new Date(), checkedInBy: me, modifiedAt: new Date() })
      .where(and(eq(eventRegistrations.registrationId, found.reg.registrationId), eq(eventRegistrations.status, 'registered'))).returning();
    if (admitted) {
      await pushCounts(eventId);
      return answer(200, 'admitted', `Admitted: ${name}.`, { registration: registrationToApi(admitted), attendee_name: name });
    }
    const [now] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.registrationId, found.reg.registrationId));
    if (now?.status === 'checked-in') {
      return answer(409, 'already-checked-in', EVENT_MESSAGES.alreadyCheckedIn, { registration: registrationToApi(now), attendee_name: name });
    }
    // Cancelled or still waitlisted: not a valid ticket for entry.
    return answer(404, 'unknown-ticket', EVENT_MESSAGES.ticketNotFound);
  });

  const attendeeRows = async (eventId: number, query: z.output<typeof attendeesQuerySchema>, all: boolean) => {
    const where = attendeeWhere(eventId, query);
    const base = () => db.select(attendeeSelection).from(eventRegistrations)
      .innerJoin(users, eq(users.userId, eventRegistrations.userId))
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.ticketTypeId, eventRegistrations.ticketTypeId))
      .where(where).orderBy(asc(eventRegistrations.registrationId)).$dynamic();
    const rows = all || query.limit === -1 ? await base() : await base().limit(query.limit).offset((query.page - 1) * query.limit);
    const positions = await waitlistPositions(db, rows.map((r) => r.reg));
    return rows.map(({ reg, ...rest }) => ({ ...registrationToApi(reg, positions.get(reg.registrationId) ?? null), ...rest }));
  };

  app.get('/api/event/events/:id/attendees', {
    onRequest,
    schema: {
      tags, security, summary: 'Attendees of an event (organiser/admin): search, status filter, paging, counts by status',
      params: eventParams, querystring: attendeesQuerySchema, response: { 200: attendeesResponseSchema, ...errors },
    },
  }, async (request) => {
    const eventId = request.params.id;
    await managedEvent(db, callerId(request), eventId);
    const q = request.query;
    const [totalRow] = await db.select({ n: count() }).from(eventRegistrations)
      .innerJoin(users, eq(users.userId, eventRegistrations.userId)).where(attendeeWhere(eventId, q));
    const byStatus = await db.select({ status: eventRegistrations.status, n: count() }).from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId)).groupBy(eventRegistrations.status);
    const n = (s: string) => Number(byStatus.find((b) => b.status === s)?.n ?? 0);
    const total = Number(totalRow?.n ?? 0);
    return {
      data: await attendeeRows(eventId, q, false),
      metadata: q.limit === -1
        ? { total, page: 1, limit: -1, pages: total === 0 ? 0 : 1 }
        : { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
      counts: { registered: n('registered'), waitlisted: n('waitlisted'), checked_in: n('checked-in'), cancelled: n('cancelled') },
    };
  });

  app.get('/api/event/events/:id/attendees.csv', {
    onRequest,
    schema: {
      tags, security, summary: 'Attendees as CSV (organiser/admin), same search and status filter',
      params: eventParams, querystring: attendeesQuerySchema.pick({ search: true, status: true }),
      response: { 200: z.string(), ...errors },
    },
  }, async (request, reply) => {
    const eventId = request.params.id;
    const event = await managedEvent(db, callerId(request), eventId);
    const rows = await attendeeRows(eventId, { ...request.query, page: 1, limit: -1 }, true);
    const header = ['registration_id', 'first_name', 'last_name', 'username', 'email', 'ticket_type', 'status', 'ticket_code', 'registered_at', 'checked_in_at', 'waitlist_position'];
    const lines = rows.map((r) => [r.registration_id, r.first_name, r.last_name, r.username, r.email, r.ticket_type_name, r.status, r.ticket_code,
      r.created_at, r.checked_in_at, r.waitlist_position].map(csvCell).join(','));
    const file = `event-${event.eventId}-attendees.csv`;
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}"`)
      .send(`\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`);
  });

  app.get('/api/event/events/:id/ics', {
    onRequest,
    schema: { tags, security, summary: 'One event as an iCalendar file (RFC 5545)', params: eventParams, response: { 200: z.string(), ...errors } },
  }, async (request, reply) => {
    const { event } = await visibleEvent(db, callerId(request), request.params.id);
    return reply.header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.eventId}.ics"`)
      .send(calendarOf([{ event }], originOf(app), event.title));
  });

  const feedUrl = (token: string) => `${originOf(app)}/api/event/feed/${token}.ics`;
  const newFeedToken = () => randomBytes(32).toString('base64url');

  app.get('/api/event/feed-token', {
    onRequest,
    schema: { tags, security, summary: 'The caller’s secret calendar-feed address (created on first use)', response: { 200: feedTokenResponseSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    await db.insert(eventFeedTokens).values({ userId: me, token: newFeedToken() }).onConflictDoNothing();
    const [row] = await db.select().from(eventFeedTokens).where(eq(eventFeedTokens.userId, me));
    return { token: row!.token, url: feedUrl(row!.token) };
  });

  app.post('/api/event/feed-token/rotate', {
    onRequest,
    schema: { tags, security, summary: 'A new calendar-feed address; the old one stops working', response: { 200: feedTokenResponseSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const token = newFeedToken();
    await db.insert(eventFeedTokens).values({ userId: me, token })
      .onConflictDoUpdate({ target: eventFeedTokens.userId, set: { token, createdAt: new Date() } });
    return { token, url: feedUrl(token) };
  });

  app.get('/api/event/feed/:file', {
    schema: {
      tags, summary: 'A member’s calendar subscription feed ({token}.ics, no sign-in: the token is the secret)',
      params: z.object({ file: z.string().max(100) }), response: { 200: z.string(), 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    if (!request.params.file.endsWith('.ics') || !FEED_TOKEN_PATTERN.test(token)) throw new HttpError(404, EVENT_MESSAGES.feedNotFound);
    const [owner] = await db.select({ userId: eventFeedTokens.userId }).from(eventFeedTokens).where(eq(eventFeedTokens.token, token));
    if (!owner) throw new HttpError(404, EVENT_MESSAGES.feedNotFound);
    const rows = await db.select({ event: events, status: eventRegistrations.status }).from(eventRegistrations)
      .innerJoin(events, eq(events.eventId, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.userId, owner.userId), inArray(eventRegistrations.status, ['registered', 'waitlisted', 'checked-in']),
        isNull(events.deletedAt), eq(events.isPublished, true)))
      .orderBy(asc(events.startsAt));
    const seen = new Set<number>();
    const entries = rows.filter((r) => !seen.has(r.event.eventId) && seen.add(r.event.eventId));
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300')
      .send(calendarOf(entries, originOf(app), 'Summit events'));
  });

  // Manage pages join their event's room (organiser/admin only) and get the live check-in count.
  app.realtime.notifications.on('connection', (socket) => {
    const userId = (socket.data as { user?: { user_id: number } }).user?.user_id;
    socket.on(SOCKET_CLIENT_EVENTS.eventManageJoin, async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? ack as (answer: unknown) => void : () => {};
      try {
        const eventId = idTextSchema.safeParse((payload as { event_id?: unknown } | null)?.event_id);
        if (!userId || !eventId.success) return reply({ ok: false, message: EVENT_MESSAGES.eventNotFound });
        await managedEvent(db, userId, eventId.data);
        await socket.join(eventManageRoom(eventId.data));
        reply({ ok: true, event_id: eventId.data, ...(await checkInCounts(db, eventId.data)) });
      } catch (err) {
        reply({ ok: false, message: err instanceof HttpError ? err.message : 'Something went wrong.' });
      }
    });
    socket.on(SOCKET_CLIENT_EVENTS.eventManageLeave, async (payload: unknown) => {
      const eventId = idTextSchema.safeParse((payload as { event_id?: unknown } | null)?.event_id);
      if (eventId.success) await socket.leave(eventManageRoom(eventId.data));
    });
  });
};

export default eventsRoutes;
