// Check-in at the door (issue 13, /manage-event/:event_id): scanning → verifying → admitted |
// already-checked-in | unknown-ticket | wrong-event, or failed on a network error (retry).
// The server decides; this chart shows its answer, keeps the last few admitted attendees and
// the live count the server pushes to every open manage page. `checkIn` is supplied by wiring.
import { assign, fromPromise, setup } from 'xstate';

/** The ticket holder as the server describes them at the door. */
export interface CheckInAttendee {
  registration_id: number;
  name: string;
  ticket_type: string | null;
}

/** The server's answer to a code. A network or server failure rejects with an Error instead. */
export type CheckInResult = (
  | { outcome: 'admitted'; attendee: CheckInAttendee }
  | { outcome: 'already-checked-in'; attendee: CheckInAttendee; checked_in_at: string }
  | { outcome: 'unknown-ticket' }
  | { outcome: 'wrong-event' }
) & {
  /** The event's count after this answer, when the server sends it (so the page is right even without the socket). */
  counts?: CheckInCounts;
};

export interface CheckInRequest { event_id: number; code: string }

/** The live count pushed over the socket. */
export interface CheckInCounts { checked_in: number; registered: number }

export interface CheckInInput {
  eventId: number;
  /** The count when the page opened, if known. */
  counts?: CheckInCounts | null;
  /** How many admitted attendees the list beside the scanner keeps (default 5). */
  recentLimit?: number;
}

export type CheckInEvent =
  | { type: 'checkin.submit'; code: string }
  | { type: 'checkin.next' }
  | { type: 'checkin.retry' }
  /** A live count; `event_id`, when the socket sends it, must be this page's event. */
  | { type: 'checkin.countUpdated'; checked_in: number; registered: number; event_id?: number };

export interface CheckInContext {
  eventId: number;
  /** The code being (or last) verified, trimmed. */
  code: string | null;
  result: CheckInResult | null;
  /** A refused code (empty) or a failed call: the text to show. */
  error: string | null;
  /** Last admitted attendees, newest first. */
  recent: (CheckInAttendee & { code: string })[];
  recentLimit: number;
  counts: CheckInCounts | null;
}

export const CHECK_IN_TEXT = {
  emptyCode: 'Type or scan a ticket code.',
  network: 'Could not reach the server. Check your connection and try again.',
} as const;

const errorText = (error: unknown): string => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return !message.trim() || message === 'Network Error' || message === 'Failed to fetch' ? CHECK_IN_TEXT.network : message;
};

const submitted = { target: '#checkIn.verifying', guard: 'codeGiven', actions: 'takeCode' } as const;
const refused = { guard: 'codeBlank', actions: 'refuseCode' } as const;

export const checkInMachine = setup({
  types: {
    input: {} as CheckInInput,
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
  },
  guards: {
    codeBlank: ({ event }) => event.type === 'checkin.submit' && event.code.trim() === '',
    codeGiven: ({ event }) => event.type === 'checkin.submit' && event.code.trim() !== '',
    countForThisEvent: ({ context, event }) =>
      event.type === 'checkin.countUpdated' && (event.event_id === undefined || event.event_id === context.eventId),
    answered: (_, params: { result: CheckInResult; outcome: CheckInResult['outcome'] }) => params.result.outcome === params.outcome,
  },
  actions: {
    takeCode: assign({ code: ({ event }) => (event.type === 'checkin.submit' ? event.code.trim() : null), result: null, error: null }),
    refuseCode: assign({ error: CHECK_IN_TEXT.emptyCode }),
    clear: assign({ code: null, result: null, error: null }),
    takeAnswerCounts: assign({
      counts: ({ context, event }) => {
        const output = (event as { output?: CheckInResult }).output;
        return output?.counts ?? context.counts;
      },
    }),
    updateCounts: assign({
      counts: ({ context, event }) => (event.type === 'checkin.countUpdated' ? { checked_in: event.checked_in, registered: event.registered } : context.counts),
    }),
  },
  actors: {
    checkIn: fromPromise<CheckInResult, CheckInRequest>(async () => {
      throw new Error('checkIn is not provided');
    }),
  },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({
    eventId: input.eventId, code: null, result: null, error: null, recent: [], recentLimit: input.recentLimit ?? 5, counts: input.counts ?? null,
  }),
  initial: 'scanning',
  // The server pushes the count to every open manage page; it may arrive at any moment.
  on: { 'checkin.countUpdated': { guard: 'countForThisEvent', actions: 'updateCounts' } },
  states: {
    scanning: {
      description: 'The camera and the code field are ready for the next attendee; the count of checked-in attendees is shown.',
      on: { 'checkin.submit': [refused, submitted] },
    },
    verifying: {
      description: 'The code is shown with "Checking…"; the field is disabled.',
      tags: ['loading'],
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => ({ event_id: context.eventId, code: context.code! }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => ({ result: event.output, outcome: 'admitted' as const }) },
            target: 'admitted',
            // Newest first; an attendee admitted again (after a reset on the server) moves to the top.
            actions: ['takeAnswerCounts', assign(({ context, event }) => {
              if (event.output.outcome !== 'admitted') return {};
              const entry = { ...event.output.attendee, code: context.code! };
              const others = context.recent.filter((a) => a.registration_id !== entry.registration_id);
              return { result: event.output, recent: [entry, ...others].slice(0, context.recentLimit) };
            })],
          },
          {
            guard: { type: 'answered', params: ({ event }) => ({ result: event.output, outcome: 'already-checked-in' as const }) },
            target: 'alreadyCheckedIn',
            actions: ['takeAnswerCounts', assign({ result: ({ event }) => event.output })],
          },
          {
            guard: { type: 'answered', params: ({ event }) => ({ result: event.output, outcome: 'wrong-event' as const }) },
            target: 'wrongEvent',
            actions: ['takeAnswerCounts', assign({ result: ({ event }) => event.output })],
          },
          { target: 'unknownTicket', actions: ['takeAnswerCounts', assign({ result: ({ event }) => event.output })] },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    admitted: {
      description: 'Green "Admitted" with the attendee’s name and ticket type; they join the list of recent check-ins.',
      on: { 'checkin.next': { target: 'scanning', actions: 'clear' }, 'checkin.submit': [refused, submitted] },
    },
    alreadyCheckedIn: {
      description: 'Amber "Already checked in" with the attendee’s name and the time they were checked in.',
      on: { 'checkin.next': { target: 'scanning', actions: 'clear' }, 'checkin.submit': [refused, submitted] },
    },
    unknownTicket: {
      description: 'Red "Unknown ticket": no ticket has this code; nobody is admitted.',
      on: { 'checkin.next': { target: 'scanning', actions: 'clear' }, 'checkin.submit': [refused, submitted] },
    },
    wrongEvent: {
      description: 'Red "Wrong event": the ticket belongs to another event; nobody is admitted.',
      on: { 'checkin.next': { target: 'scanning', actions: 'clear' }, 'checkin.submit': [refused, submitted] },
    },
    failed: {
      description: 'The check could not be made (e.g. no connection): the message is shown with "Try again" and "Next attendee".',
      on: {
        'checkin.retry': { target: 'verifying', actions: assign({ error: null }) },
        'checkin.next': { target: 'scanning', actions: 'clear' },
        // The code field stays usable after a failure: the next attendee's code is checked, not dropped
        // (the field empties on submit, so a dropped code would be lost).
        'checkin.submit': [refused, submitted],
      },
    },
  },
});

/** The QA step for one answer of the server to a code. */
export function checkInAnswerStep(event: { type: string; output?: unknown }): string | undefined {
  if (event.type !== 'xstate.done.actor.checkIn') return undefined;
  switch ((event.output as CheckInResult).outcome) {
    case 'admitted': return 'The code is a valid ticket for this event, not yet used: the server checks the attendee in';
    case 'already-checked-in': return 'The ticket was already used at the door';
    case 'unknown-ticket': return 'No ticket has this code (mistyped or forged)';
    case 'wrong-event': return 'The ticket is for another event';
  }
}

/** What each event means to the person at the door (the QA checklist's steps). */
export const CHECK_IN_STEPS: Record<CheckInEvent['type'] | 'xstate.done.actor.checkIn' | 'xstate.error.actor.checkIn', string> = {
  'checkin.submit': 'Scan a ticket’s QR code, or type its code and press "Check in"',
  'checkin.next': 'Press "Next attendee"',
  'checkin.retry': 'Press "Try again"',
  'checkin.countUpdated': 'Another device checks someone in: the count updates',
  'xstate.done.actor.checkIn': 'The server answers (admitted, already checked in, unknown ticket or wrong event)',
  'xstate.error.actor.checkIn': 'The check fails (e.g. the connection drops)',
};
