// Registering for an event or competition (issue 13): choose a ticket type → details →
// confirming → registered | waitlisted | full | closed | failed (with retry), and cancelling a
// live registration. The server decides seats and the waitlist; this chart shows its answer.
// Effects (`register`, `cancelRegistration`) are supplied by the events screen's wiring.
import { assign, fromPromise, setup } from 'xstate';

/** One ticket type of the event, with the seats it has left. */
export interface RegistrationTicketType {
  ticket_type_id: number;
  name: string;
  price_label: string | null;
  /** Seats left of this type; null when the type has no cap of its own. */
  remaining: number | null;
}

/** What the registration flow needs to know about the event. */
export interface RegistrationEventInfo {
  event_id: number;
  title: string;
  kind: 'event' | 'competition';
  ticket_types: RegistrationTicketType[];
  /** ISO timestamps; null means no bound on that side. */
  registration_opens_at: string | null;
  registration_closes_at: string | null;
  is_past: boolean;
  published: boolean;
  /** The event's terms the attendee must accept to register, if it has any. */
  terms: string | null;
}

/** A member's registration (their ticket) as the server returns it. */
export interface EventRegistrationRecord {
  registration_id: number;
  event_id: number;
  ticket_type_id: number | null;
  status: 'registered' | 'waitlisted' | 'cancelled' | 'checked-in';
  /** The code in the ticket's QR; null while waitlisted. */
  ticket_code: string | null;
  waitlist_position: number | null;
}

export interface EventRegistrationInput {
  event: RegistrationEventInfo;
  /** The signed-in member, shown on the details step. */
  attendee: { name: string; email: string };
  /** The member's registration for this event, if they hold one. */
  registration: EventRegistrationRecord | null;
  /** The current time in ms, for the registration window (defaults to Date.now()). */
  now?: number;
}

export interface RegisterRequest { event_id: number; ticket_type_id: number | null; accept_terms: boolean }
export interface CancelRegistrationRequest { event_id: number; registration_id: number }

/**
 * The server's answer to a registration. Wiring maps the HTTP answer onto it (e.g. a 409
 * "full" reply becomes `{ outcome: 'full', message }`); any other failure rejects with an
 * Error whose message is the server's text.
 */
export type RegisterResult =
  | { outcome: 'registered'; registration: EventRegistrationRecord }
  | { outcome: 'waitlisted'; registration: EventRegistrationRecord; position: number }
  | { outcome: 'full'; message?: string }
  | { outcome: 'closed'; message?: string };

/** Why registration is not possible before asking the server, or 'server' when it said so. */
export type ClosedReason = 'unpublished' | 'past' | 'not-open-yet' | 'closed' | 'server';

/** A failed call, kept for the screen: which call failed and the text to show. */
export interface RegistrationError {
  operation: 'register' | 'cancel';
  message: string;
}

export type EventRegistrationEvent =
  | { type: 'registration.chooseTicket'; ticketTypeId: number }
  /** "Register" on the details step, with the state of the terms checkbox (false when none is shown). */
  | { type: 'registration.confirm'; acceptTerms: boolean }
  | { type: 'registration.back' }
  | { type: 'registration.retry' }
  | { type: 'registration.cancel' }
  | { type: 'registration.again' };

export interface EventRegistrationContext {
  event: RegistrationEventInfo;
  attendee: { name: string; email: string };
  now: number;
  ticketTypeId: number | null;
  termsAccepted: boolean;
  registration: EventRegistrationRecord | null;
  position: number | null;
  closedReason: ClosedReason | null;
  /** The server's own text for full / closed, when it sent one. */
  notice: string | null;
  /** What stops the details step from being confirmed (e.g. terms not accepted). */
  problem: string | null;
  error: RegistrationError | null;
}

export const REGISTRATION_TEXT = {
  acceptTerms: 'Accept the terms of the event to register.',
  network: 'Could not reach the server. Check your connection and try again.',
} as const;

/** What a screen may show: the server's text, or a plain sentence when there is none. */
export const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? REGISTRATION_TEXT.network : message;
};

const LIVE: EventRegistrationRecord['status'][] = ['registered', 'waitlisted', 'checked-in'];
const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** Why the event takes no registrations at `now`, or null when it does. */
export function closedReasonOf(event: RegistrationEventInfo, now: number): Exclude<ClosedReason, 'server'> | null {
  if (!event.published) return 'unpublished';
  if (event.is_past) return 'past';
  const opens = time(event.registration_opens_at);
  const closes = time(event.registration_closes_at);
  if (opens !== null && now < opens) return 'not-open-yet';
  if (closes !== null && now >= closes) return 'closed';
  return null;
}

const onlyTicket = (event: RegistrationEventInfo) => (event.ticket_types.length === 1 ? event.ticket_types[0]!.ticket_type_id : null);

export const eventRegistrationMachine = setup({
  types: {
    input: {} as EventRegistrationInput,
    context: {} as EventRegistrationContext,
    events: {} as EventRegistrationEvent,
  },
  guards: {
    eventGone: ({ context }) => ['unpublished', 'past'].includes(closedReasonOf(context.event, context.now) ?? ''),
    holdsRegistration: ({ context }) => context.registration !== null && LIVE.includes(context.registration.status),
    windowShut: ({ context }) => closedReasonOf(context.event, context.now) !== null,
    singleTicketType: ({ context }) => context.event.ticket_types.length <= 1,
    severalTicketTypes: ({ context }) => context.event.ticket_types.length > 1,
    knownTicketType: ({ context, event }) =>
      event.type === 'registration.chooseTicket' && context.event.ticket_types.some((t) => t.ticket_type_id === event.ticketTypeId),
    termsMissing: ({ context, event }) =>
      event.type === 'registration.confirm' && context.event.terms !== null && context.event.terms.trim() !== '' && !event.acceptTerms,
    answeredRegistered: (_, output: RegisterResult) => output.outcome === 'registered',
    answeredWaitlisted: (_, output: RegisterResult) => output.outcome === 'waitlisted',
    answeredFull: (_, output: RegisterResult) => output.outcome === 'full',
  },
  actions: {
    markClosed: assign({ closedReason: ({ context }) => closedReasonOf(context.event, context.now) }),
    chooseOnlyTicket: assign({ ticketTypeId: ({ context }) => onlyTicket(context.event) }),
  },
  actors: {
    register: fromPromise<RegisterResult, RegisterRequest>(async () => {
      throw new Error('register is not provided');
    }),
    cancelRegistration: fromPromise<unknown, CancelRegistrationRequest>(async () => {
      throw new Error('cancelRegistration is not provided');
    }),
  },
}).createMachine({
  id: 'eventRegistration',
  context: ({ input }) => ({
    event: input.event,
    attendee: input.attendee,
    now: input.now ?? Date.now(),
    ticketTypeId: onlyTicket(input.event),
    termsAccepted: false,
    registration: input.registration,
    position: input.registration?.status === 'waitlisted' ? input.registration.waitlist_position : null,
    closedReason: null,
    notice: null,
    problem: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'The event page decides what the registration panel offers.',
      always: [
        { guard: 'eventGone', target: 'closed', actions: 'markClosed' },
        { guard: 'holdsRegistration', target: 'alreadyRegistered' },
        { guard: 'windowShut', target: 'closed', actions: 'markClosed' },
        { guard: 'singleTicketType', target: 'details', actions: 'chooseOnlyTicket' },
        { target: 'chooseTicket' },
      ],
    },
    chooseTicket: {
      description: 'The ticket types are listed with their price and seats left; choose one to continue.',
      on: {
        'registration.chooseTicket': {
          guard: 'knownTicketType',
          target: 'details',
          actions: assign({ ticketTypeId: ({ event }) => event.ticketTypeId, problem: null }),
        },
      },
    },
    details: {
      description: 'Your name and e-mail are shown with the chosen ticket; accept the event’s terms if it has any, then press "Register".',
      on: {
        'registration.confirm': [
          { guard: 'termsMissing', actions: assign({ termsAccepted: false, problem: REGISTRATION_TEXT.acceptTerms }) },
          { target: 'confirming', actions: assign({ termsAccepted: ({ event }) => event.acceptTerms, problem: null, error: null }) },
        ],
        'registration.back': { guard: 'severalTicketTypes', target: 'chooseTicket', actions: assign({ problem: null }) },
      },
    },
    confirming: {
      description: 'The "Register" button shows "Registering…" and the form is disabled.',
      tags: ['loading'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          event_id: context.event.event_id, ticket_type_id: context.ticketTypeId, accept_terms: context.termsAccepted,
        }),
        onDone: [
          {
            guard: { type: 'answeredRegistered', params: ({ event }) => event.output },
            target: 'registered',
            actions: assign({ registration: ({ event }) => (event.output.outcome === 'registered' ? event.output.registration : null), error: null }),
          },
          {
            guard: { type: 'answeredWaitlisted', params: ({ event }) => event.output },
            target: 'waitlisted',
            actions: assign(({ event }) => (event.output.outcome === 'waitlisted'
              ? { registration: event.output.registration, position: event.output.position, error: null }
              : {})),
          },
          {
            guard: { type: 'answeredFull', params: ({ event }) => event.output },
            target: 'full',
            actions: assign({ notice: ({ event }) => ('message' in event.output ? event.output.message ?? null : null), error: null }),
          },
          {
            target: 'closed',
            actions: assign({
              closedReason: 'server',
              notice: ({ event }) => ('message' in event.output ? event.output.message ?? null : null),
              error: null,
            }),
          },
        ],
        onError: { target: 'failed.register', actions: assign({ error: ({ event }) => ({ operation: 'register' as const, message: errorText(event.error) }) }) },
      },
    },
    registered: {
      description: 'You are registered: your ticket with its QR code is shown, with "Cancel registration".',
      on: { 'registration.cancel': { target: 'cancelling', actions: assign({ error: null }) } },
    },
    waitlisted: {
      description: 'You are on the waitlist at the position shown; you get a notification and an e-mail if a seat frees up.',
      on: { 'registration.cancel': { target: 'cancelling', actions: assign({ error: null }) } },
    },
    alreadyRegistered: {
      description: 'You already hold a registration for this event: its status (and waitlist position) is shown, with "Cancel registration".',
      on: { 'registration.cancel': { target: 'cancelling', actions: assign({ error: null }) } },
    },
    full: {
      description: 'The event is full and has no waitlist: "No seats left" is shown.',
      on: {
        'registration.back': { guard: 'severalTicketTypes', target: 'chooseTicket', actions: assign({ notice: null }) },
      },
    },
    closed: {
      description: 'Registration is closed: the reason is shown (not open yet, closed, past or unpublished event) and there is no "Register" button.',
    },
    failed: {
      description: 'The call failed and the server’s message is shown, with "Try again".',
      initial: 'register',
      states: {
        register: {
          description: 'Registering failed: the server’s message is shown with "Try again" and "Back".',
          on: {
            'registration.retry': { target: '#eventRegistration.confirming', actions: assign({ error: null }) },
            'registration.back': { target: '#eventRegistration.details', actions: assign({ error: null }) },
          },
        },
        cancel: {
          description: 'Cancelling failed: you are still registered; the server’s message is shown with "Try again".',
          on: { 'registration.retry': { target: '#eventRegistration.cancelling', actions: assign({ error: null }) } },
        },
      },
    },
    cancelling: {
      description: 'The "Cancel registration" button shows "Cancelling…" and is disabled.',
      tags: ['loading'],
      invoke: {
        id: 'cancelRegistration',
        src: 'cancelRegistration',
        input: ({ context }) => ({ event_id: context.event.event_id, registration_id: context.registration!.registration_id }),
        onDone: { target: 'cancelled', actions: assign({ registration: null, position: null, termsAccepted: false, error: null }) },
        onError: { target: 'failed.cancel', actions: assign({ error: ({ event }) => ({ operation: 'cancel' as const, message: errorText(event.error) }) }) },
      },
    },
    cancelled: {
      description: 'Your registration is cancelled and your seat released; "Register again" is offered.',
      on: { 'registration.again': { target: 'start', actions: assign({ ticketTypeId: ({ context }) => onlyTicket(context.event), notice: null }) } },
    },
  },
});

/** The QA step for one answer of the server to "Register". */
export function registerAnswerStep(event: { type: string; output?: unknown }): string | undefined {
  if (event.type !== 'xstate.done.actor.register') return undefined;
  const output = event.output as RegisterResult;
  switch (output.outcome) {
    case 'registered': return 'The server registers you and issues the ticket';
    case 'waitlisted': return `No seat is free: the server puts you on the waitlist (position ${output.position})`;
    case 'full': return 'No seat is free and the event has no waitlist: the server refuses';
    case 'closed': return 'Registration closed meanwhile: the server refuses';
  }
}

/** What each event means to a person using the screen (the QA checklist's steps). */
export const EVENT_REGISTRATION_STEPS: Record<EventRegistrationEvent['type'] | `xstate.${'done' | 'error'}.actor.${'register' | 'cancelRegistration'}`, string> = {
  'registration.chooseTicket': 'Choose a ticket type',
  'registration.confirm': 'Tick "I accept the terms of the event" (when shown) and press "Register"',
  'registration.back': 'Press "Back"',
  'registration.retry': 'Press "Try again"',
  'registration.cancel': 'Press "Cancel registration" and confirm',
  'registration.again': 'Press "Register again"',
  'xstate.done.actor.register': 'The server answers (registered, waitlisted, full or closed)',
  'xstate.error.actor.register': 'Registering fails (e.g. the connection drops): the server’s message shows',
  'xstate.done.actor.cancelRegistration': 'The server cancels the registration',
  'xstate.error.actor.cancelRegistration': 'Cancelling fails: the server’s message shows',
};
