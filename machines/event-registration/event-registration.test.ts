import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  eventRegistrationMachine, REGISTRATION_TEXT, type CancelRegistrationRequest, type EventRegistrationInput, type RegisterRequest, type RegisterResult,
} from './event-registration.machine';
import {
  selectCanCancel, selectChosenTicketType, selectClosedReason, selectErrorMessage, selectFailedOperation, selectKindLabel, selectLoading, selectNotice,
  selectProblem, selectTicketCode, selectTicketTypes, selectView, selectWaitlistPosition,
} from './event-registration.selectors';
import { PATH_ATTENDEE, PATH_EVENT, PATH_NOW, pathRegistration } from './event-registration.paths';

const registered: RegisterResult = { outcome: 'registered', registration: pathRegistration() };
const single = { ...PATH_EVENT, ticket_types: [PATH_EVENT.ticket_types[0]!] };
const noTerms = { ...PATH_EVENT, terms: null };

function start(over: Partial<EventRegistrationInput> = {}, effects: {
  register?: (i: RegisterRequest) => Promise<RegisterResult>; cancel?: (i: CancelRegistrationRequest) => Promise<unknown>;
} = {}) {
  const calls = { register: vi.fn(effects.register ?? (async () => registered)), cancel: vi.fn(effects.cancel ?? (async () => undefined)) };
  const actor = createActor(eventRegistrationMachine.provide({
    actors: {
      register: fromPromise(({ input }) => calls.register(input)),
      cancelRegistration: fromPromise(({ input }) => calls.cancel(input)),
    },
  }), { input: { event: PATH_EVENT, attendee: PATH_ATTENDEE, registration: null, now: PATH_NOW, ...over } }).start();
  return { actor, calls, view: () => selectView(actor.getSnapshot()) };
}

/** Choose the general ticket, accept the terms and press Register. */
function registerFrom(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'registration.chooseTicket', ticketTypeId: 1 });
  actor.send({ type: 'registration.confirm', acceptTerms: true });
}

describe('eventRegistrationMachine: where it starts', () => {
  it('lists the ticket types of an open event with several', () => {
    const { actor, view } = start();
    expect(view()).toBe('chooseTicket');
    expect(selectTicketTypes(actor.getSnapshot()).map((t) => t.soldOut)).toEqual([false, true]);
    expect(selectKindLabel(actor.getSnapshot())).toBe('Event');
  });

  it('skips the chooser when there is one ticket type, with that type chosen', () => {
    const { actor, view } = start({ event: single });
    expect(view()).toBe('details');
    expect(selectChosenTicketType(actor.getSnapshot())?.name).toBe('General admission');
  });

  it.each([
    ['unpublished', { ...PATH_EVENT, published: false }],
    ['past', { ...PATH_EVENT, is_past: true }],
    ['not-open-yet', { ...PATH_EVENT, registration_opens_at: '2030-03-02T00:00:00Z' }],
    ['closed', { ...PATH_EVENT, registration_closes_at: '2030-03-01T09:00:00Z' }],
  ] as const)('is closed when the event is %s', (reason, event) => {
    const { actor, view, calls } = start({ event });
    expect(view()).toBe('closed');
    expect(selectClosedReason(actor.getSnapshot())).toBe(reason);
    registerFrom(actor);
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('is open with no window bounds set', () => {
    expect(start({ event: { ...PATH_EVENT, registration_opens_at: null, registration_closes_at: null } }).view()).toBe('chooseTicket');
  });

  it('shows a live registration as already registered, even after the window closed', () => {
    const waitlisted = pathRegistration({ status: 'waitlisted', ticket_code: null, waitlist_position: 4 });
    const { actor, view } = start({ registration: waitlisted, event: { ...PATH_EVENT, registration_closes_at: '2030-02-20T00:00:00Z' } });
    expect(view()).toBe('alreadyRegistered');
    expect(selectWaitlistPosition(actor.getSnapshot())).toBe(4);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
  });

  it('ignores a cancelled registration, and a past event is closed even for a holder', () => {
    expect(start({ registration: pathRegistration({ status: 'cancelled' }) }).view()).toBe('chooseTicket');
    expect(start({ registration: pathRegistration(), event: { ...PATH_EVENT, is_past: true } }).view()).toBe('closed');
  });
});

describe('eventRegistrationMachine: choosing and confirming', () => {
  it('ignores an unknown ticket type and goes back to the chooser from details', () => {
    const { actor, view } = start();
    actor.send({ type: 'registration.chooseTicket', ticketTypeId: 99 });
    expect(view()).toBe('chooseTicket');
    actor.send({ type: 'registration.chooseTicket', ticketTypeId: 2 });
    expect(selectChosenTicketType(actor.getSnapshot())?.name).toBe('Workshop pass');
    actor.send({ type: 'registration.back' });
    expect(view()).toBe('chooseTicket');
  });

  it('has no way back from details when there is only one ticket type', () => {
    const { actor, view } = start({ event: single });
    actor.send({ type: 'registration.back' });
    expect(view()).toBe('details');
  });

  it('refuses to register until the event’s terms are accepted', async () => {
    const { actor, view, calls } = start();
    actor.send({ type: 'registration.chooseTicket', ticketTypeId: 1 });
    actor.send({ type: 'registration.confirm', acceptTerms: false });
    expect(view()).toBe('details');
    expect(selectProblem(actor.getSnapshot())).toBe(REGISTRATION_TEXT.acceptTerms);
    expect(calls.register).not.toHaveBeenCalled();
    actor.send({ type: 'registration.confirm', acceptTerms: true });
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(view()).toBe('registered'));
    expect(calls.register).toHaveBeenCalledWith({ event_id: 42, ticket_type_id: 1, accept_terms: true });
  });

  it('needs no acceptance when the event has no terms', async () => {
    const { actor, view, calls } = start({ event: noTerms });
    actor.send({ type: 'registration.chooseTicket', ticketTypeId: 2 });
    actor.send({ type: 'registration.confirm', acceptTerms: false });
    await vi.waitFor(() => expect(view()).toBe('registered'));
    expect(calls.register).toHaveBeenCalledWith({ event_id: 42, ticket_type_id: 2, accept_terms: false });
  });

  it('is loading while the server confirms', () => {
    const { actor, view } = start({}, { register: () => new Promise<never>(() => {}) });
    registerFrom(actor);
    expect(view()).toBe('confirming');
    expect(selectLoading(actor.getSnapshot())).toBe(true);
  });
});

describe('eventRegistrationMachine: the server’s answer', () => {
  it('registered: keeps the ticket', async () => {
    const { actor, view } = start();
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('registered'));
    expect(selectTicketCode(actor.getSnapshot())).toBe('T-9F3K-22QX');
    expect(selectLoading(actor.getSnapshot())).toBe(false);
  });

  it('waitlisted: keeps the position', async () => {
    const registration = pathRegistration({ status: 'waitlisted', ticket_code: null, waitlist_position: 3 });
    const { actor, view } = start({}, { register: async () => ({ outcome: 'waitlisted', registration, position: 3 }) });
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('waitlisted'));
    expect(selectWaitlistPosition(actor.getSnapshot())).toBe(3);
    expect(selectTicketCode(actor.getSnapshot())).toBeNull();
  });

  it('full: shows the server’s text and lets the member pick another ticket type', async () => {
    const { actor, view } = start({}, { register: async () => ({ outcome: 'full', message: 'This event is full.' }) });
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('full'));
    expect(selectNotice(actor.getSnapshot())).toBe('This event is full.');
    actor.send({ type: 'registration.back' });
    expect(view()).toBe('chooseTicket');
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('full with one ticket type: stays full', async () => {
    const { actor, view } = start({ event: single }, { register: async () => ({ outcome: 'full' }) });
    actor.send({ type: 'registration.confirm', acceptTerms: true });
    await vi.waitFor(() => expect(view()).toBe('full'));
    expect(selectNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'registration.back' });
    expect(view()).toBe('full');
  });

  it('closed: the server said so', async () => {
    const { actor, view } = start({}, { register: async () => ({ outcome: 'closed', message: 'Registration for this event is closed.' }) });
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('closed'));
    expect(selectClosedReason(actor.getSnapshot())).toBe('server');
    expect(selectNotice(actor.getSnapshot())).toBe('Registration for this event is closed.');
  });

  it('failed: keeps the server’s message, and retry registers', async () => {
    let tries = 0;
    const { actor, view, calls } = start({}, {
      register: async () => { tries += 1; if (tries === 1) throw new Error('You are already registered for this event.'); return registered; },
    });
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('failed'));
    expect(actor.getSnapshot().value).toEqual({ failed: 'register' });
    expect(selectErrorMessage(actor.getSnapshot())).toBe('You are already registered for this event.');
    expect(selectFailedOperation(actor.getSnapshot())).toBe('register');
    actor.send({ type: 'registration.retry' });
    await vi.waitFor(() => expect(view()).toBe('registered'));
    expect(calls.register).toHaveBeenCalledTimes(2);
    expect(selectErrorMessage(actor.getSnapshot())).toBeNull();
  });

  it('failed: a network error gets a plain sentence; Back returns to the details', async () => {
    const { actor, view } = start({}, { register: async () => { throw new Error('Network Error'); } });
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('failed'));
    expect(selectErrorMessage(actor.getSnapshot())).toBe(REGISTRATION_TEXT.network);
    actor.send({ type: 'registration.back' });
    expect(view()).toBe('details');
    expect(selectErrorMessage(actor.getSnapshot())).toBeNull();
  });
});

describe('eventRegistrationMachine: cancelling', () => {
  it('cancels a fresh registration and offers to register again', async () => {
    const { actor, view, calls } = start();
    registerFrom(actor);
    await vi.waitFor(() => expect(view()).toBe('registered'));
    actor.send({ type: 'registration.cancel' });
    expect(selectLoading(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(view()).toBe('cancelled'));
    expect(calls.cancel).toHaveBeenCalledWith({ event_id: 42, registration_id: 7 });
    expect(selectTicketCode(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'registration.again' });
    expect(view()).toBe('chooseTicket');
  });

  it('cancels from the waitlist and from an existing registration', async () => {
    const waitlisted = pathRegistration({ registration_id: 8, status: 'waitlisted', ticket_code: null, waitlist_position: 2 });
    const a = start({}, { register: async () => ({ outcome: 'waitlisted', registration: waitlisted, position: 2 }) });
    registerFrom(a.actor);
    await vi.waitFor(() => expect(a.view()).toBe('waitlisted'));
    a.actor.send({ type: 'registration.cancel' });
    await vi.waitFor(() => expect(a.view()).toBe('cancelled'));
    expect(a.calls.cancel).toHaveBeenCalledWith({ event_id: 42, registration_id: 8 });
    expect(selectWaitlistPosition(a.actor.getSnapshot())).toBeNull();

    const b = start({ registration: pathRegistration({ registration_id: 9 }) });
    b.actor.send({ type: 'registration.cancel' });
    await vi.waitFor(() => expect(b.view()).toBe('cancelled'));
    expect(b.calls.cancel).toHaveBeenCalledWith({ event_id: 42, registration_id: 9 });
  });

  it('keeps the registration when cancelling fails, and retry cancels', async () => {
    let tries = 0;
    const { actor, view, calls } = start({ registration: pathRegistration() }, {
      cancel: async () => { tries += 1; if (tries === 1) throw new Error('Request failed with status code 500'); },
    });
    actor.send({ type: 'registration.cancel' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ failed: 'cancel' }));
    expect(selectErrorMessage(actor.getSnapshot())).toBe('Request failed with status code 500');
    expect(selectFailedOperation(actor.getSnapshot())).toBe('cancel');
    expect(selectTicketCode(actor.getSnapshot())).toBe('T-9F3K-22QX');
    actor.send({ type: 'registration.retry' });
    await vi.waitFor(() => expect(view()).toBe('cancelled'));
    expect(calls.cancel).toHaveBeenCalledTimes(2);
  });
});
