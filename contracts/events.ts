import { z } from './zod';
import { idSchema } from './input-limits';

// Events and competitions (issue 13; docs/decisions/0021-events.md): the event record and its
// ticket types (nested in create/update), registrations/tickets, the calls' payloads and answers,
// and the exact texts the API host answers with (EVENT_MESSAGES).

export const EVENT_KINDS = ['event', 'competition'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_FORMATS = ['in-person', 'online', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled', 'checked-in'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Statuses that hold (or wait for) a seat: at most one per member per event unless allow_multiple. */
export const LIVE_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'checked-in'] as const;
/** Statuses that occupy a seat. */
export const SEATED_REGISTRATION_STATUSES = ['registered', 'checked-in'] as const;

/** How long before an event its registered members are reminded. */
export const EVENT_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** Ticket codes: 128 random bits as 26 base32 characters (RFC 4648 alphabet, no padding). */
export const TICKET_CODE_PATTERN = /^[A-Z2-7]{26}$/;
/** Calendar feed tokens: 256 random bits, base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const EVENT_MESSAGES = {
  alreadyRegistered: 'You are already registered for this event.',
  closed: 'Registration for this event is closed.',
  notOpen: 'This event is not open for registration.',
  past: 'This event has already taken place.',
  ticketNotFound: 'Ticket not found.',
  wrongEvent: 'This ticket is for another event.',
  alreadyCheckedIn: 'This ticket has already been checked in.',
  organiserOnly: 'Only the organiser or an administrator can manage this event.',
  eventNotFound: 'Event not found',
  registrationNotFound: 'Registration not found',
  alreadyCancelled: 'This registration is already cancelled.',
  cancelAfterCheckIn: 'A checked-in ticket cannot be cancelled.',
  ticketTypeRequired: 'Choose a ticket type.',
  ticketTypeNotFound: 'This ticket type does not belong to this event.',
  ticketTypeInUse: 'A ticket type that holds registrations cannot be removed.',
  datesOrder: 'ends_at must not be before starts_at.',
  registrationDatesOrder: 'registration_closes_at must not be before registration_opens_at.',
  timeZone: 'time_zone must be an IANA time zone such as Europe/Berlin.',
  onlineUrl: 'online_url must be an http(s) link.',
  feedNotFound: 'Calendar feed not found.',
  duplicateTicketTypeName: 'Two ticket types of one event cannot share a name.',
} as const;

const text = (max: number, empty = 'Fill this in.') => z.string().trim().min(1, empty).max(max, `Use at most ${max} characters.`);
const optionalTextMax = (max: number) => `Use at most ${max} characters.`;
const optionalText = (max: number) => z.string().trim().max(max, optionalTextMax(max));
const isoDateTime = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });

/** An IANA time zone name the runtime knows ('Europe/Berlin', 'UTC'). */
export const timeZoneSchema = z.string().trim().min(1).max(64).refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, EVENT_MESSAGES.timeZone);

const onlineUrlSchema = z.string().trim().max(2000).pipe(z.url({ protocol: /^https?$/i, error: EVENT_MESSAGES.onlineUrl }));

// ---------------------------------------------------------------- ticket types

export const ticketTypeSchema = z.object({
  ticket_type_id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  /** Seats of this type; null: limited only by the event's capacity. */
  capacity: z.number().int().nullable(),
  price_label: z.string(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** A ticket type in an event's create/update: with ticket_type_id it changes that one, without it adds one. */
export const ticketTypeInputSchema = z.object({
  ticket_type_id: idSchema.optional(),
  name: text(100, 'Name the ticket type.'),
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  price_label: optionalText(100).optional(),
});
export type TicketTypeInput = z.input<typeof ticketTypeInputSchema>;

// ---------------------------------------------------------------- events

export const eventSchema = z.object({
  event_id: z.number().int(),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  summary: z.string(),
  body: z.string(),
  format: z.enum(EVENT_FORMATS),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  online_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  /** Seats of the whole event; null: unlimited. */
  capacity: z.number().int().nullable(),
  registration_opens_at: z.string().nullable(),
  registration_closes_at: z.string().nullable(),
  tags: z.array(z.string()),
  organiser_user_id: z.number().int(),
  is_published: z.boolean(),
  cover_image: z.string().nullable(),
  allow_multiple: z.boolean(),
  created_by: z.number().int(),
  modified_by: z.number().int().nullable(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  /** Computed: the event's ticket types, and how many hold a seat / wait. */
  ticket_types: z.array(ticketTypeSchema),
  registered_count: z.number().int(),
  waitlist_count: z.number().int(),
});
export type SummitEvent = z.infer<typeof eventSchema>;

const eventFields = {
  title: text(200, 'Enter a title.'),
  kind: z.enum(EVENT_KINDS).optional(),
  summary: optionalText(500).optional(),
  body: optionalText(20_000).optional(),
  format: z.enum(EVENT_FORMATS).optional(),
  venue: optionalText(200).nullable().optional(),
  address: optionalText(500).nullable().optional(),
  online_url: onlineUrlSchema.nullable().optional(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  time_zone: timeZoneSchema.optional(),
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  registration_opens_at: isoDateTime.nullable().optional(),
  registration_closes_at: isoDateTime.nullable().optional(),
  tags: z.array(text(40)).max(20).optional(),
  organiser_user_id: idSchema,
  is_published: z.boolean().optional(),
  cover_image: optionalText(2000).nullable().optional(),
  allow_multiple: z.boolean().optional(),
  /** Replaces the event's ticket types (see ticketTypeInputSchema); none: one free 'General admission' type. */
  ticket_types: z.array(ticketTypeInputSchema).max(20).optional(),
};
/** Date order is checked by the API host against the stored row too. */
export const eventCreateSchema = z.object(eventFields);
export const eventUpdateSchema = eventCreateSchema.partial();
export type EventCreate = z.input<typeof eventCreateSchema>;
export type EventUpdate = z.input<typeof eventUpdateSchema>;

/** GET getAll's extra filters: events overlapping [from, to) (either may be missing). */
export const eventListFiltersSchema = z.object({
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});

// ---------------------------------------------------------------- registrations

export const registrationSchema = z.object({
  registration_id: z.number().int(),
  event_id: z.number().int(),
  ticket_type_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  ticket_code: z.string(),
  created_at: z.string(),
  checked_in_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** 1-based place in the waitlist while waitlisted; null otherwise. */
  waitlist_position: z.number().int().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registerPayloadSchema = z.object({ ticket_type_id: idSchema.optional() });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** What /my-events and /my-tickets show: the registration with a summary of its event. */
export const myRegistrationSchema = registrationSchema.extend({
  event: z.object({
    event_id: z.number().int(),
    title: z.string(),
    kind: z.enum(EVENT_KINDS),
    format: z.enum(EVENT_FORMATS),
    venue: z.string().nullable(),
    online_url: z.string().nullable(),
    starts_at: z.string(),
    ends_at: z.string(),
    time_zone: z.string(),
    cover_image: z.string().nullable(),
  }),
  ticket_type_name: z.string(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;
export const myRegistrationsQuerySchema = z.object({
  status: z.enum(REGISTRATION_STATUSES).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
});
export const myRegistrationsResponseSchema = z.object({ data: z.array(myRegistrationSchema) });

export const checkInPayloadSchema = z.object({ ticket_code: z.string().trim().min(1, EVENT_MESSAGES.ticketNotFound).max(200) });
export type CheckInPayload = z.input<typeof checkInPayloadSchema>;
export const CHECK_IN_RESULTS = ['admitted', 'already-checked-in', 'unknown-ticket', 'wrong-event'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];
/** 200 admitted; 409 already-checked-in; 404 unknown-ticket; 409 wrong-event — each with its message. */
export const checkInResponseSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  message: z.string(),
  statusCode: z.number().int(),
  registration: registrationSchema.optional(),
  attendee_name: z.string().optional(),
  checked_in: z.number().int(),
  registered: z.number().int(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const attendeeSchema = registrationSchema.extend({
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  ticket_type_name: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(-1).max(1000).refine((n) => n !== 0, 'limit must be -1 or at least 1').default(50),
});
export const attendeesResponseSchema = z.object({
  data: z.array(attendeeSchema),
  metadata: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() }),
  counts: z.object({ registered: z.number().int(), waitlisted: z.number().int(), checked_in: z.number().int(), cancelled: z.number().int() }),
});

export const feedTokenResponseSchema = z.object({ token: z.string(), url: z.string() });

/** Socket event (default namespace) with the live check-in count of one managed event. */
export const eventCheckinsPayloadSchema = z.object({ event_id: z.number().int(), checked_in: z.number().int(), registered: z.number().int() });
export type EventCheckinsPayload = z.infer<typeof eventCheckinsPayloadSchema>;
/** The socket room of a managed event's open manage pages. */
export const eventManageRoom = (eventId: number) => `event-manage:${eventId}`;
