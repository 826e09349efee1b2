import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { users } from './identity';

// Events and competitions (issue 13; docs/decisions/0021-events.md). Timestamps the API filters
// on are read in string mode (as programs), normalised to ISO by the family's toApi.

export const events = pgTable('events', {
  eventId: serial().primaryKey(),
  title: text().notNull(),
  kind: text().notNull().default('event'),
  summary: text().notNull().default(''),
  body: text().notNull().default(''),
  format: text().notNull().default('in-person'),
  venue: text(),
  address: text(),
  onlineUrl: text(),
  startsAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  endsAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  timeZone: text().notNull().default('UTC'),
  /** Seats of the whole event; null: unlimited. */
  capacity: integer(),
  registrationOpensAt: timestamp({ withTimezone: true, mode: 'string' }),
  registrationClosesAt: timestamp({ withTimezone: true, mode: 'string' }),
  tags: text().array().notNull().default(sql`'{}'::text[]`),
  organiserUserId: integer().notNull().references(() => users.userId),
  isPublished: boolean().notNull().default(false),
  coverImage: text(),
  allowMultiple: boolean().notNull().default(false),
  ...auditColumns(),
}, (t) => [
  index('events_starts_at_idx').on(t.startsAt).where(sql`${t.deletedAt} is null`),
  index('events_kind_starts_at_idx').on(t.kind, t.startsAt).where(sql`${t.deletedAt} is null`),
  index('events_organiser_idx').on(t.organiserUserId),
  index('events_tags_idx').using('gin', t.tags),
  check('events_kind_check', sql`${t.kind} in ('event', 'competition')`),
  check('events_format_check', sql`${t.format} in ('in-person', 'online', 'hybrid')`),
  check('events_dates_check', sql`${t.endsAt} >= ${t.startsAt}`),
  check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
]);

export const eventTicketTypes = pgTable('event_ticket_types', {
  ticketTypeId: serial().primaryKey(),
  eventId: integer().notNull().references(() => events.eventId),
  name: text().notNull(),
  /** Seats of this type; null: limited only by the event's capacity. */
  capacity: integer(),
  priceLabel: text().notNull().default('Free'),
  ...auditColumns(),
}, (t) => [
  index('event_ticket_types_event_idx').on(t.eventId),
  uniqueIndex('event_ticket_types_name_key').on(t.eventId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
]);

export const eventRegistrations = pgTable('event_registrations', {
  registrationId: serial().primaryKey(),
  eventId: integer().notNull().references(() => events.eventId),
  ticketTypeId: integer().notNull().references(() => eventTicketTypes.ticketTypeId),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  status: text().notNull(),
  /** 128 random bits, base32; what the QR code carries. */
  ticketCode: text().notNull(),
  /** Copied from the event at registration (!allow_multiple): the one-live-registration index applies. */
  single: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  checkedInAt: timestamp({ withTimezone: true }),
  checkedInBy: integer(),
  cancelledAt: timestamp({ withTimezone: true }),
  modifiedAt: timestamp({ withTimezone: true }),
}, (t) => [
  uniqueIndex('event_registrations_ticket_code_key').on(t.ticketCode),
  uniqueIndex('event_registrations_one_live_key').on(t.eventId, t.userId)
    .where(sql`${t.single} and ${t.status} in ('registered', 'waitlisted', 'checked-in')`),
  index('event_registrations_event_status_idx').on(t.eventId, t.status, t.registrationId),
  index('event_registrations_user_idx').on(t.userId),
  check('event_registrations_status_check', sql`${t.status} in ('registered', 'waitlisted', 'cancelled', 'checked-in')`),
]);

/** A member's secret calendar-feed token (GET /api/event/feed/{token}.ics); rotating replaces it. */
export const eventFeedTokens = pgTable('event_feed_tokens', {
  userId: integer().primaryKey().references(() => users.userId, { onDelete: 'cascade' }),
  token: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('event_feed_tokens_token_key').on(t.token)]);

/** Reminders sent: the row is the claim (insert … on conflict do nothing), so each member is reminded once per event. */
export const eventReminders = pgTable('event_reminders', {
  eventId: integer().notNull().references(() => events.eventId),
  userId: integer().notNull().references(() => users.userId, { onDelete: 'cascade' }),
  remindedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.eventId, t.userId] })]);
