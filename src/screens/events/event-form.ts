// The event editor's form values ⇄ the contract's payload (issue 13): datetime-local inputs are
// read in the chosen IANA zone, blanks become null (capacity: unlimited), tags are comma separated,
// and the payload is checked with the contract's own schema so the form shows the same first
// message per field the API host would answer with.
import {
  EVENT_MESSAGES, eventCreateSchema, eventUpdateSchema, type EventFormat, type EventKind, type SummitEvent,
} from '../../../contracts';
import type { EventFieldErrors } from '../../../machines/event-editor';
import { isoToZonedInput, zonedInputToIso } from '../../lib/event-time';

export interface TicketTypeRow {
  /** The row's key in the form (stable while rows are added and removed). */
  key: string;
  ticket_type_id?: number;
  name: string;
  capacity: string;
  price_label: string;
}

export interface EventFormValues {
  title: string;
  kind: EventKind;
  summary: string;
  body: string;
  format: EventFormat;
  venue: string;
  address: string;
  online_url: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  capacity: string;
  registration_opens_at: string;
  registration_closes_at: string;
  tags: string;
  is_published: boolean;
  cover_image: string;
  allow_multiple: boolean;
  ticket_types: TicketTypeRow[];
}

let rowCounter = 0;
export const newTicketRow = (row: Partial<TicketTypeRow> = {}): TicketTypeRow => {
  rowCounter += 1;
  return { key: `t${rowCounter}`, name: '', capacity: '', price_label: '', ...row };
};

export const emptyEventForm = (timeZone: string): EventFormValues => ({
  title: '', kind: 'event', summary: '', body: '', format: 'in-person', venue: '', address: '', online_url: '',
  starts_at: '', ends_at: '', time_zone: timeZone, capacity: '', registration_opens_at: '', registration_closes_at: '',
  tags: '', is_published: false, cover_image: '', allow_multiple: false,
  ticket_types: [newTicketRow({ name: 'General admission', price_label: 'Free' })],
});

export const eventToForm = (event: SummitEvent): EventFormValues => ({
  title: event.title, kind: event.kind, summary: event.summary, body: event.body, format: event.format,
  venue: event.venue ?? '', address: event.address ?? '', online_url: event.online_url ?? '',
  starts_at: isoToZonedInput(event.starts_at, event.time_zone), ends_at: isoToZonedInput(event.ends_at, event.time_zone),
  time_zone: event.time_zone, capacity: event.capacity === null ? '' : String(event.capacity),
  registration_opens_at: isoToZonedInput(event.registration_opens_at, event.time_zone),
  registration_closes_at: isoToZonedInput(event.registration_closes_at, event.time_zone),
  tags: event.tags.join(', '), is_published: event.is_published, cover_image: event.cover_image ?? '', allow_multiple: event.allow_multiple,
  ticket_types: event.ticket_types.map((t) => newTicketRow({
    ticket_type_id: t.ticket_type_id, name: t.name, capacity: t.capacity === null ? '' : String(t.capacity), price_label: t.price_label,
  })),
});

const NUMBER_MESSAGE = 'Enter a whole number, or leave it blank for no limit.';
const DATE_MESSAGE = 'Enter a date and time.';

/** Blank → null; a whole number → that number; anything else → NaN (the schema names it). */
const count = (value: string) => (value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/**
 * The payload for createEvent (with the organiser) or updateEvent, and the first message per field
 * ("title", "ticket_types.0.name", ...). No messages: the payload is what the contract accepts.
 */
export function formToPayload(values: EventFormValues, mode: 'create' | 'update', organiserUserId: number | null):
  { payload: Record<string, unknown>; fieldErrors: EventFieldErrors } {
  const errors: EventFieldErrors = {};
  const zone = values.time_zone;
  const when = (field: 'starts_at' | 'ends_at' | 'registration_opens_at' | 'registration_closes_at', required: boolean) => {
    const raw = values[field];
    if (!raw.trim()) {
      if (required) errors[field] = DATE_MESSAGE;
      return required ? undefined : null;
    }
    const iso = zonedInputToIso(raw, zone);
    if (!iso) errors[field] = DATE_MESSAGE;
    return iso ?? undefined;
  };
  let validZone = true;
  try { new Intl.DateTimeFormat('en', { timeZone: zone }); } catch { validZone = false; }
  if (!validZone) errors.time_zone = EVENT_MESSAGES.timeZone;
  const dates = validZone ? {
    starts_at: when('starts_at', true), ends_at: when('ends_at', true),
    registration_opens_at: when('registration_opens_at', false), registration_closes_at: when('registration_closes_at', false),
  } : {};

  const capacity = count(values.capacity);
  if (Number.isNaN(capacity)) errors.capacity = NUMBER_MESSAGE;
  const payload: Record<string, unknown> = {
    title: values.title, kind: values.kind, summary: values.summary, body: values.body, format: values.format,
    venue: values.venue.trim() || null, address: values.address.trim() || null, online_url: values.online_url.trim() || null,
    ...dates, time_zone: zone, capacity: Number.isNaN(capacity) ? null : capacity,
    tags: values.tags.split(',').map((t) => t.trim()).filter(Boolean),
    is_published: values.is_published, cover_image: values.cover_image.trim() || null, allow_multiple: values.allow_multiple,
    ticket_types: values.ticket_types.map((t, i) => {
      const seats = count(t.capacity);
      if (Number.isNaN(seats)) errors[`ticket_types.${i}.capacity`] ??= NUMBER_MESSAGE;
      return {
        ...(t.ticket_type_id !== undefined ? { ticket_type_id: t.ticket_type_id } : {}),
        name: t.name, capacity: Number.isNaN(seats) ? null : seats,
        ...(t.price_label.trim() ? { price_label: t.price_label } : {}),
      };
    }),
  };
  if (mode === 'create' && organiserUserId !== null) payload.organiser_user_id = organiserUserId;

  const parsed = (mode === 'create' ? eventCreateSchema : eventUpdateSchema).safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  // The API host's date-order checks, mirrored.
  const ms = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : Number.NaN);
  if (ms(payload.ends_at) < ms(payload.starts_at)) errors.ends_at ??= EVENT_MESSAGES.datesOrder;
  if (ms(payload.registration_closes_at) < ms(payload.registration_opens_at)) errors.registration_closes_at ??= EVENT_MESSAGES.registrationDatesOrder;
  if (values.ticket_types.length === 0) errors.ticket_types ??= EVENT_MESSAGES.ticketTypeRequired;
  const names = values.ticket_types.map((t) => t.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) errors.ticket_types ??= EVENT_MESSAGES.duplicateTicketTypeName;
  return { payload: parsed.success ? (parsed.data as Record<string, unknown>) : payload, fieldErrors: errors };
}
