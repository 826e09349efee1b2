// The events family (SPEC §7 pattern) at /api/event/events/ (issue 13; docs/decisions/0021):
// members read published events (and the ones they organise); administrators (and roles holding
// the Events privilege) see every event and create; the organiser updates and deletes their own.
// Ticket types travel nested in the event: create/update take `ticket_types`, records carry them.
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  EVENT_MESSAGES, eventCreateSchema, eventListFiltersSchema, eventSchema, eventUpdateSchema, FAMILY_MENU_IDS,
  type TicketTypeInput,
} from '../../contracts';
import type { Db } from '../db/client';
import { eventRegistrations, events, eventTicketTypes } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { isoTimestamps } from '../lib/iso-dates';
import { defineFamily, type ApiRow, type WriteContext } from '../resources/family';
import { fillSeats } from './seats';

export const EVENT_COLUMNS = {
  event_id: events.eventId,
  title: events.title,
  kind: events.kind,
  summary: events.summary,
  body: events.body,
  format: events.format,
  venue: events.venue,
  address: events.address,
  online_url: events.onlineUrl,
  starts_at: events.startsAt,
  ends_at: events.endsAt,
  time_zone: events.timeZone,
  capacity: events.capacity,
  registration_opens_at: events.registrationOpensAt,
  registration_closes_at: events.registrationClosesAt,
  tags: events.tags,
  organiser_user_id: events.organiserUserId,
  is_published: events.isPublished,
  cover_image: events.coverImage,
  allow_multiple: events.allowMultiple,
  created_by: events.createdBy,
  modified_by: events.modifiedBy,
  created_at: events.createdAt,
  modified_at: events.modifiedAt,
};

const DEFAULT_TICKET_TYPE = { name: 'General admission', price_label: 'Free' } as const;

/** Ticket types and seat counts of these events (the family's virtual fields). */
async function enrichEvents(db: Db, rows: ApiRow[]): Promise<ApiRow[]> {
  const ids = rows.map((r) => r.event_id as number);
  const types = await db.select().from(eventTicketTypes)
    .where(and(inArray(eventTicketTypes.eventId, ids), isNull(eventTicketTypes.deletedAt)))
    .orderBy(eventTicketTypes.ticketTypeId);
  const counts = await db.select({
    eventId: eventRegistrations.eventId,
    seated: sql<number>`count(*) filter (where ${eventRegistrations.status} in ('registered', 'checked-in'))::int`,
    waiting: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`,
  }).from(eventRegistrations).where(inArray(eventRegistrations.eventId, ids)).groupBy(eventRegistrations.eventId);
  const countOf = new Map(counts.map((c) => [c.eventId, c]));
  return rows.map((row) => {
    const id = row.event_id as number;
    return {
      ...row,
      ticket_types: types.filter((t) => t.eventId === id).map((t) => ({
        ticket_type_id: t.ticketTypeId, event_id: t.eventId, name: t.name, capacity: t.capacity, price_label: t.priceLabel,
      })),
      registered_count: countOf.get(id)?.seated ?? 0,
      waitlist_count: countOf.get(id)?.waiting ?? 0,
    };
  });
}

function checkDates(row: ApiRow) {
  const t = (k: string) => (typeof row[k] === 'string' ? Date.parse(row[k]) : undefined);
  const starts = t('starts_at');
  const ends = t('ends_at');
  if (starts !== undefined && ends !== undefined && ends < starts) throw new HttpError(400, EVENT_MESSAGES.datesOrder);
  const opens = t('registration_opens_at');
  const closes = t('registration_closes_at');
  if (opens !== undefined && closes !== undefined && closes < opens) throw new HttpError(400, EVENT_MESSAGES.registrationDatesOrder);
}

/** Writes an event's ticket types: the list replaces the live ones (unlisted ones are removed when unused). */
async function writeTicketTypes(ctx: WriteContext, eventId: number, list: TicketTypeInput[], replacing: boolean) {
  const names = list.map((t) => t.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) throw new HttpError(400, EVENT_MESSAGES.duplicateTicketTypeName);
  const live = await ctx.tx.select().from(eventTicketTypes)
    .where(and(eq(eventTicketTypes.eventId, eventId), isNull(eventTicketTypes.deletedAt)));
  const liveIds = new Set(live.map((t) => t.ticketTypeId));
  const kept = new Set<number>();
  for (const t of list) {
    if (t.ticket_type_id !== undefined && !liveIds.has(t.ticket_type_id)) throw new HttpError(400, EVENT_MESSAGES.ticketTypeNotFound);
    if (t.ticket_type_id !== undefined) kept.add(t.ticket_type_id);
  }
  if (replacing) {
    const removed = live.filter((t) => !kept.has(t.ticketTypeId)).map((t) => t.ticketTypeId);
    if (removed.length > 0) {
      const [used] = await ctx.tx.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations)
        .where(and(inArray(eventRegistrations.ticketTypeId, removed), inArray(eventRegistrations.status, ['registered', 'waitlisted', 'checked-in'])));
      if ((used?.n ?? 0) > 0) throw new HttpError(409, EVENT_MESSAGES.ticketTypeInUse);
      await ctx.tx.update(eventTicketTypes).set({ deletedAt: ctx.now, deletedBy: ctx.callerId })
        .where(inArray(eventTicketTypes.ticketTypeId, removed));
    }
  }
  // Renames first free their names, so two types may swap names in one call.
  for (const t of list) {
    if (t.ticket_type_id === undefined) continue;
    await ctx.tx.update(eventTicketTypes).set({ name: `~${t.ticket_type_id}~` }).where(eq(eventTicketTypes.ticketTypeId, t.ticket_type_id));
  }
  for (const t of list) {
    const values = {
      name: t.name.trim(), capacity: t.capacity ?? null, priceLabel: t.price_label?.trim() || DEFAULT_TICKET_TYPE.price_label,
    };
    if (t.ticket_type_id === undefined) {
      await ctx.tx.insert(eventTicketTypes).values({ ...values, eventId, createdBy: ctx.callerId });
    } else {
      await ctx.tx.update(eventTicketTypes).set({ ...values, modifiedBy: ctx.callerId, modifiedAt: ctx.now })
        .where(eq(eventTicketTypes.ticketTypeId, t.ticket_type_id));
    }
  }
}

const toApiDates = isoTimestamps(['starts_at', 'ends_at', 'registration_opens_at', 'registration_closes_at', 'created_at', 'modified_at']);

export const eventFamily = defineFamily({
  basePath: '/api/event/events/',
  entityName: 'Event',
  tag: 'events',
  schema: eventSchema,
  createSchema: eventCreateSchema,
  updateSchema: eventUpdateSchema,
  deleteManyField: 'event_ids',
  access: {
    menuId: FAMILY_MENU_IDS.events,
    ownerColumn: 'organiser_user_id',
    readScope: (caller) => or(eq(events.isPublished, true), eq(events.organiserUserId, caller.userId)),
  },
  table: events,
  columns: EVENT_COLUMNS,
  idField: 'event_id',
  searchFields: ['title', 'summary', 'venue', 'address'],
  caseInsensitiveFields: ['kind', 'format'],
  virtualFields: ['ticket_types', 'registered_count', 'waitlist_count'],
  enrich: enrichEvents,
  toApi: toApiDates,
  listFilters: {
    schema: eventListFiltersSchema,
    // Events overlapping [from, to): upcoming = from now; past = to now.
    where: (q) => and(
      typeof q.from === 'string' ? gte(events.endsAt, new Date(q.from).toISOString()) : undefined,
      typeof q.to === 'string' ? lt(events.startsAt, new Date(q.to).toISOString()) : undefined,
    ),
  },
  hooks: {
    beforeCreate: async (values, ctx) => {
      // Organisers manage their events; creating one needs the Events privilege (administrators).
      if (!ctx.privileged) throw new HttpError(403, EVENT_MESSAGES.organiserOnly);
      checkDates(values);
      return values;
    },
    afterCreate: async (created, values, ctx) => {
      const list = (values.ticket_types as TicketTypeInput[] | undefined) ?? [];
      await writeTicketTypes(ctx, created.event_id as number, list.length > 0 ? list : [{ ...DEFAULT_TICKET_TYPE }], false);
    },
    beforeUpdate: async (current, changes) => {
      checkDates({ ...toApiDates(current), ...changes });
      return changes;
    },
    afterUpdate: async (_before, after, changes, ctx) => {
      const eventId = after.event_id as number;
      const list = changes.ticket_types as TicketTypeInput[] | undefined;
      if (list !== undefined) {
        if (list.length === 0) throw new HttpError(400, EVENT_MESSAGES.ticketTypeRequired);
        await writeTicketTypes(ctx, eventId, list, true);
      }
      // More seats (capacity raised, a type added) take members off the waitlist at once.
      await fillSeats(ctx.app, ctx.tx, eventId, ctx.callerId, ctx.afterCommit);
    },
    uniqueMessage: () => EVENT_MESSAGES.duplicateTicketTypeName,
  },
});
