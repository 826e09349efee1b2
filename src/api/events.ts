// Events and competitions (issue 13; docs/decisions/0021-events.md): the events family's list and
// single get, registration, cancel, the member's own registrations, check-in, attendees, and the
// calendar files (which need the Bearer token, so they are fetched and handed to the browser).
import {
  attendeesResponseSchema, checkInResponseSchema, eventSchema, feedTokenResponseSchema, myRegistrationsResponseSchema, registrationSchema,
  type CheckInResponse, type EventFormat, type EventKind, type ListMetadata, type MyRegistration, type Registration, type RegistrationStatus,
  type EventCreate, type EventUpdate, type SummitEvent,
} from '../../contracts';
import { http, withServerMessage } from './http';

export interface EventSearch {
  page: number;
  limit: number;
  search?: string;
  kind?: EventKind;
  format?: EventFormat;
  tag?: string;
  /** Upcoming: ends after now, soonest first; past: ended, latest first. */
  when?: 'upcoming' | 'past' | 'all';
  /** Only events overlapping [from, to) (ISO), for the calendar. */
  from?: string;
  to?: string;
}

/** GET event/events/getAll with the common list query and the date-range filter. */
export const searchEvents = withServerMessage(async (q: EventSearch): Promise<{ data: SummitEvent[]; metadata: ListMetadata }> => {
  const filterFields: Record<string, unknown> = {};
  if (q.kind) filterFields.kind = q.kind;
  if (q.format) filterFields.format = q.format;
  if (q.tag) filterFields.tags = [q.tag];
  const now = new Date().toISOString();
  const params: Record<string, string | number> = { page: q.page, limit: q.limit, sortField: 'starts_at', sortOrder: 'asc' };
  if (q.when === 'upcoming') params.from = now;
  if (q.when === 'past') {
    params.to = now;
    params.sortOrder = 'desc';
  }
  if (q.from) params.from = q.from;
  if (q.to) params.to = q.to;
  if (q.search?.trim()) params.search = q.search.trim();
  if (Object.keys(filterFields).length) params.filterFields = JSON.stringify(filterFields);
  const { data } = await http.get<{ data: unknown[]; metadata: ListMetadata }>('/api/event/events/getAll', { params });
  return { data: data.data.map((row) => eventSchema.parse(row)), metadata: data.metadata };
});

/** One event by id (404 → "Event not found"). */
export const getEvent = withServerMessage(async (eventId: number): Promise<SummitEvent> => {
  const { data } = await http.get('/api/event/events/getEvent', { params: { filterFields: JSON.stringify({ event_id: eventId }) } });
  const row = (data as { data?: unknown }).data ?? data;
  return eventSchema.parse(Array.isArray(row) ? row[0] : row);
});

export const register = withServerMessage(async (eventId: number, ticketTypeId: number | null): Promise<Registration> => {
  const { data } = await http.post(`/api/event/events/${eventId}/register`, ticketTypeId ? { ticket_type_id: ticketTypeId } : {});
  return registrationSchema.parse(data);
});

export const cancelRegistration = withServerMessage(async (registrationId: number): Promise<Registration> => {
  const { data } = await http.post(`/api/event/registrations/${registrationId}/cancel`, {});
  return registrationSchema.parse(data);
});

export const myRegistrations = withServerMessage(async (q: { status?: RegistrationStatus; when?: 'upcoming' | 'past' | 'all' } = {}): Promise<MyRegistration[]> => {
  const { data } = await http.get('/api/event/my-registrations', { params: q });
  return myRegistrationsResponseSchema.parse(data).data;
});

/** Every answer of the check-in call is a result (admitted, already, unknown, wrong event), whatever its status. */
export const checkIn = withServerMessage(async (eventId: number, ticketCode: string): Promise<CheckInResponse> => {
  const { data } = await http.post(`/api/event/events/${eventId}/check-in`, { ticket_code: ticketCode }, {
    validateStatus: (status) => status === 200 || status === 404 || status === 409,
  });
  return checkInResponseSchema.parse(data);
});

export const attendees = withServerMessage(async (eventId: number, q: { page: number; limit: number; search?: string; status?: RegistrationStatus }) => {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit };
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.status) params.status = q.status;
  const { data } = await http.get(`/api/event/events/${eventId}/attendees`, { params });
  return attendeesResponseSchema.parse(data);
});

/** Hands a file the API host made (with the caller's token) to the browser as a download. */
async function download(url: string, fileName: string, params?: Record<string, string>) {
  const { data } = await http.get<Blob>(url, { params, responseType: 'blob' });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export const downloadEventIcs = withServerMessage((eventId: number, title: string) =>
  download(`/api/event/events/${eventId}/ics`, `${title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'event'}.ics`));

export const downloadAttendeesCsv = withServerMessage((eventId: number, q: { search?: string; status?: RegistrationStatus } = {}) =>
  download(`/api/event/events/${eventId}/attendees.csv`, `attendees-${eventId}.csv`, Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>));

export const feedToken = withServerMessage(async (rotate = false) => {
  const { data } = rotate ? await http.post('/api/event/feed-token/rotate', {}) : await http.get('/api/event/feed-token');
  return feedTokenResponseSchema.parse(data);
});

/** POST event/events/createEvent (administrators; 400 with the contract's or EVENT_MESSAGES text). */
export const createEvent = withServerMessage(async (payload: EventCreate): Promise<SummitEvent> => {
  const { data } = await http.post('/api/event/events/createEvent', payload);
  return eventSchema.parse(data);
});

/** PUT event/events/updateEvent/:id (the organiser or an administrator). */
export const updateEvent = withServerMessage(async (eventId: number, changes: EventUpdate): Promise<SummitEvent> => {
  const { data } = await http.put(`/api/event/events/updateEvent/${eventId}`, changes);
  return eventSchema.parse(data);
});
