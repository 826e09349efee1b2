import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import {
  EVENT_REGISTRATION_STEPS, eventRegistrationMachine, registerAnswerStep, type EventRegistrationInput, type EventRegistrationRecord, type RegistrationEventInfo,
} from './event-registration.machine';

/** A fixed clock: registration for the path events is open at this moment. */
export const PATH_NOW = Date.parse('2030-03-01T09:00:00Z');

export const PATH_EVENT: RegistrationEventInfo = {
  event_id: 42,
  title: 'Founders Summit 2030',
  kind: 'event',
  ticket_types: [
    { ticket_type_id: 1, name: 'General admission', price_label: 'Free', remaining: 12 },
    { ticket_type_id: 2, name: 'Workshop pass', price_label: '€25', remaining: 0 },
  ],
  registration_opens_at: '2030-02-01T00:00:00Z',
  registration_closes_at: '2030-03-10T00:00:00Z',
  is_past: false,
  published: true,
  terms: 'Photos may be taken during the event.',
};

export const PATH_ATTENDEE = { name: 'Mira Okafor', email: 'mira@example.org' };

export const pathRegistration = (over: Partial<EventRegistrationRecord> = {}): EventRegistrationRecord => ({
  registration_id: 7, event_id: 42, ticket_type_id: 1, status: 'registered', ticket_code: 'T-9F3K-22QX', waitlist_position: null, ...over,
});

// `start` only routes (it is never shown), so QA has no step for it.
const { '"start"': _routing, ...screens } = stateDescriptions(eventRegistrationMachine);

/** Every answer the server can give to "Register", and the failures of both calls. */
const registerEvents = [
  { type: 'registration.chooseTicket', ticketTypeId: 1 },
  { type: 'registration.chooseTicket', ticketTypeId: 99 },
  { type: 'registration.confirm', acceptTerms: false },
  { type: 'registration.confirm', acceptTerms: true },
  { type: 'registration.back' },
  { type: 'xstate.done.actor.register', output: { outcome: 'registered', registration: pathRegistration() } },
  { type: 'xstate.done.actor.register', output: { outcome: 'waitlisted', registration: pathRegistration({ status: 'waitlisted', ticket_code: null, waitlist_position: 3 }), position: 3 } },
  { type: 'xstate.done.actor.register', output: { outcome: 'full', message: 'This event is full.' } },
  { type: 'xstate.done.actor.register', output: { outcome: 'closed', message: 'Registration for this event is closed.' } },
  { type: 'xstate.error.actor.register', error: new Error('Network Error') },
];
const cancelEvents = [
  { type: 'registration.cancel' },
  { type: 'registration.retry' },
  { type: 'registration.again' },
  { type: 'xstate.done.actor.cancelRegistration' },
  { type: 'xstate.error.actor.cancelRegistration', error: new Error('Request failed with status code 500') },
];

const input = (over: Partial<EventRegistrationInput> = {}): EventRegistrationInput => ({
  event: PATH_EVENT, attendee: PATH_ATTENDEE, registration: null, now: PATH_NOW, ...over,
});

// An open event with two ticket types and terms: register, every answer, cancel, register again.
export const eventRegistrationPathModel = {
  name: 'event-registration (open event, two ticket types)',
  machine: withInput(eventRegistrationMachine, input()),
  events: [...registerEvents, ...cancelEvents] as AnyEventObject[],
  screens,
  actions: EVENT_REGISTRATION_STEPS,
  step: registerAnswerStep,
};

// A member who already holds a seat opens the event page: cancel, and the way back to the form
// (one ticket type, so the chooser is skipped).
export const eventRegistrationHolderPathModel = {
  name: 'event-registration (already registered, one ticket type)',
  machine: withInput(eventRegistrationMachine, input({ event: { ...PATH_EVENT, ticket_types: [PATH_EVENT.ticket_types[0]!] }, registration: pathRegistration() })),
  events: cancelEvents as AnyEventObject[],
  screens,
  actions: EVENT_REGISTRATION_STEPS,
  step: registerAnswerStep,
};

export const eventRegistrationPathModels = [eventRegistrationPathModel, eventRegistrationHolderPathModel];
