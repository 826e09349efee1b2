// The events area's machines wired to their real effects (ARCHITECTURE: per-area wiring).
// Screens of this area take logic from here and never import src/api themselves.
import { io } from 'socket.io-client';
import { fromCallback, fromPromise, type ActorRef, type EventObject } from 'xstate';
import {
  eventCheckinsPayloadSchema, SOCKET, SOCKET_AUTH_ERROR, SOCKET_CLIENT_EVENTS, SOCKET_EVENTS,
  type EventCreate, type EventUpdate, type MyRegistration, type RegistrationStatus, type SummitEvent,
} from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { checkInMachine, type CheckInCounts, type CheckInEvent, type CheckInResult } from '../../../machines/check-in';
import { eventEditorMachine, type SavedEvent } from '../../../machines/event-editor';
import {
  eventRegistrationMachine, type EventRegistrationRecord, type RegisterResult, type RegistrationEventInfo,
} from '../../../machines/event-registration';
import * as api from '../../api/events';
import { uploadImage } from '../../api/files';
import { renewSession } from '../../api/http';
import { settle, type Settled } from '../../lib/settled';

export type EventWhen = 'upcoming' | 'past' | 'all';

/** The events list: the common list query over event/events/getAll (filters: kind, format, tag, when). */
export const eventListLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as { kind?: SummitEvent['kind']; format?: SummitEvent['format']; tag?: string; when?: EventWhen };
      const { data, metadata } = await api.searchEvents({
        page: input.page, limit: input.limit, search: input.search, kind: f.kind, format: f.format, tag: f.tag, when: f.when ?? 'upcoming',
      });
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});

/** The member's own registrations (all at once: a member holds tens, not thousands). */
export const myRegistrationsLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as { status?: RegistrationStatus; when?: EventWhen };
      const rows = await api.myRegistrations({ status: f.status, when: f.when ?? 'all' });
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** The registration flow's view of an event. */
export function registrationEventInfo(event: SummitEvent, now = Date.now()): RegistrationEventInfo {
  const seatsLeft = event.capacity === null ? null : Math.max(0, event.capacity - event.registered_count);
  return {
    event_id: event.event_id,
    title: event.title,
    kind: event.kind,
    ticket_types: event.ticket_types.map((t) => ({
      ticket_type_id: t.ticket_type_id, name: t.name, price_label: t.price_label || null,
      remaining: t.capacity === null ? seatsLeft : seatsLeft === null ? t.capacity : Math.min(t.capacity, seatsLeft),
    })),
    registration_opens_at: event.registration_opens_at,
    registration_closes_at: event.registration_closes_at,
    is_past: Date.parse(event.ends_at) <= now,
    published: event.is_published,
    terms: null,
  };
}

export const toRegistrationRecord = (r: MyRegistration | Awaited<ReturnType<typeof api.register>>): EventRegistrationRecord => ({
  registration_id: r.registration_id, event_id: r.event_id, ticket_type_id: r.ticket_type_id, status: r.status,
  ticket_code: r.status === 'waitlisted' ? null : r.ticket_code, waitlist_position: r.waitlist_position,
});

/** Registration and cancel, answered by the API host (it decides seats and the waitlist). */
export const eventRegistrationLogic = eventRegistrationMachine.provide({
  actors: {
    register: fromPromise<RegisterResult, { event_id: number; ticket_type_id: number | null; accept_terms: boolean }>(async ({ input }) => {
      const registration = toRegistrationRecord(await api.register(input.event_id, input.ticket_type_id));
      return registration.status === 'waitlisted'
        ? { outcome: 'waitlisted', registration, position: registration.waitlist_position ?? 1 }
        : { outcome: 'registered', registration };
    }),
    cancelRegistration: fromPromise<unknown, { event_id: number; registration_id: number }>(({ input }) => api.cancelRegistration(input.registration_id)),
  },
});

/** Check-in at the door: every answer of the API host is an outcome, failures reject. */
export const checkInLogic = checkInMachine.provide({
  actors: {
    checkIn: fromPromise<CheckInResult, { event_id: number; code: string }>(async ({ input }) => {
      const answer = await api.checkIn(input.event_id, input.code);
      const attendee = {
        registration_id: answer.registration?.registration_id ?? 0, name: answer.attendee_name ?? '', ticket_type: null,
      };
      // The count after this answer, the same numbers the socket pushes to every manage page.
      const counts = { checked_in: answer.checked_in, registered: answer.registered };
      switch (answer.result) {
        case 'admitted': return { outcome: 'admitted', attendee, counts };
        case 'already-checked-in': return { outcome: 'already-checked-in', attendee, checked_in_at: answer.registration?.checked_in_at ?? '', counts };
        default: return { outcome: answer.result, counts };
      }
    }),
  },
});

export type EventPageData =
  | { ok: true; event: SummitEvent; registration: EventRegistrationRecord | null }
  | { ok: false; message: string };

/**
 * The event page's data: the event and the member's live registration for it, if any. A failure
 * is an answer too (the page shows it), so the loader never ends in an unhandled error.
 */
export const eventPageLoader = fromPromise<EventPageData, { eventId: number }>(async ({ input }) => {
  try {
    const [event, mine] = await Promise.all([api.getEvent(input.eventId), api.myRegistrations({ when: 'all' })]);
    const live = mine.find((r) => r.event_id === input.eventId && r.status !== 'cancelled');
    return { ok: true, event, registration: live ? toRegistrationRecord(live) : null };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'The event could not be loaded.' };
  }
});

/**
 * Whether to offer "Manage event": the organiser and admins (acting as admin). Only a hint for the
 * link; the API host decides who may manage (organiserOnly).
 */
export const offersManage = (event: SummitEvent, user: { user_id: number; active_role?: { role_type: string } | null } | null) =>
  !!user && (event.organiser_user_id === user.user_id || user.active_role?.role_type === 'admin');

/** Plain effects the area's screens call on a click (file downloads, the loaded event). */
export const eventEffects = {
  getEvent: api.getEvent,
  downloadEventIcs: api.downloadEventIcs,
  downloadAttendeesCsv: api.downloadAttendeesCsv,
  feedToken: api.feedToken,
  attendees: api.attendees,
  /** The event editor's cover image: uploaded at once, its URL goes in cover_image. */
  uploadImage,
};

/** Whether to offer "New event" on /events: admins (acting as admin). A hint only; the API host decides (createEvent). */
export const offersCreate = (user: { active_role?: { role_type: string } | null } | null) => user?.active_role?.role_type === 'admin';

// ---------------------------------------------------------------- the event editor

/** /manage-event/new: creates the event (the saved record is the machine's `saved`). */
export const eventCreateLogic = eventEditorMachine.provide({
  actors: {
    save: fromPromise<SavedEvent, Record<string, unknown>>(({ input }) => api.createEvent(input as EventCreate)),
  },
});

/** The manage page's "Edit event": updates this event. */
export const eventUpdateLogic = (eventId: number) => eventEditorMachine.provide({
  actors: {
    save: fromPromise<SavedEvent, Record<string, unknown>>(({ input }) => api.updateEvent(eventId, input as EventUpdate)),
  },
});

// ---------------------------------------------------------------- /manage-event: the door

/** The manage page's event and the door counts (the attendees call answers 403/404 for anyone else). */
export const manageEventLoader = fromPromise<Settled<{ event: SummitEvent; counts: CheckInCounts }>, { eventId: number }>(({ input }) => settle((async () => {
  const [event, list] = await Promise.all([api.getEvent(input.eventId), api.attendees(input.eventId, { page: 1, limit: 1 })]);
  // The door counts seats taken: registered and already checked in (as the server's live pushes do).
  return { event, counts: { checked_in: list.counts.checked_in, registered: list.counts.registered + list.counts.checked_in } };
})(), 'The event could not be loaded.'));

/** The attendee table of one managed event: search, status filter (filters.status) and paging on the server. */
export const attendeeListLogic = (eventId: number) => adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as { status?: RegistrationStatus };
      const { data, metadata } = await api.attendees(eventId, { page: input.page, limit: input.limit, search: input.search, status: f.status });
      return { rows: data, total: metadata.total, pages: metadata.pages };
    }),
  },
});

/**
 * The manage page's live count: a socket on the default namespace joins the event's room
 * (event_manage_join, again after every reconnection; the ack carries the counts) and hands each
 * event_checkins push to the check-in actor as `checkin.countUpdated`. An expired token is
 * renewed once per refusal. The app's notification socket cannot emit, hence a socket of its own.
 */
export const eventManageLiveLogic = fromCallback<EventObject, { eventId: number; token: string; checkIn: Pick<ActorRef<never, CheckInEvent>, 'send'> }>(
  ({ input }) => {
    const { eventId, checkIn } = input;
    const deliver = (payload: unknown) => {
      const counts = eventCheckinsPayloadSchema.safeParse(payload);
      if (counts.success && counts.data.event_id === eventId) checkIn.send({ type: 'checkin.countUpdated', ...counts.data });
    };
    const socket = io(`${import.meta.env.VITE_API_URL ?? window.location.origin}`, {
      path: SOCKET.path, auth: { token: input.token }, withCredentials: true, reconnectionDelay: SOCKET.reconnectionDelay,
      reconnectionDelayMax: SOCKET.reconnectionDelayMax, randomizationFactor: SOCKET.randomizationFactor, timeout: SOCKET.timeout,
    });
    socket.on('connect', () => {
      socket.emit(SOCKET_CLIENT_EVENTS.eventManageJoin, { event_id: eventId }, (ack: unknown) => {
        if ((ack as { ok?: boolean } | null)?.ok) deliver(ack);
      });
    });
    socket.on(SOCKET_EVENTS.eventCheckins, deliver);
    // socket.io does not retry a disconnect the server made (e.g. a restart).
    socket.on('disconnect', (reason) => { if (reason === 'io server disconnect') socket.connect(); });
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      if (error.data?.code !== SOCKET_AUTH_ERROR.code && error.message !== SOCKET_AUTH_ERROR.message) return;
      renewSession().then((token) => { socket.auth = { token }; socket.connect(); }, () => {});
    });
    return () => {
      if (socket.connected) socket.emit(SOCKET_CLIENT_EVENTS.eventManageLeave, { event_id: eventId });
      socket.removeAllListeners();
      socket.disconnect();
    };
  },
);
