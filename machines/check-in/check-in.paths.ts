import type { AnyEventObject } from 'xstate';
import { stateDescriptions } from '../../tests/paths/descriptions';
import { withInput } from '../../tests/paths/with-input';
import { CHECK_IN_STEPS, checkInAnswerStep, checkInMachine, type CheckInAttendee } from './check-in.machine';

export const PATH_ATTENDEE: CheckInAttendee = { registration_id: 7, name: 'Mira Okafor', ticket_type: 'General admission' };

export const checkInPathModel = {
  name: 'check-in',
  machine: withInput(checkInMachine, { eventId: 42, counts: { checked_in: 3, registered: 40 } }),
  events: [
    { type: 'checkin.submit', code: 'T-9F3K-22QX' },
    { type: 'checkin.submit', code: '   ' },
    { type: 'checkin.next' },
    { type: 'checkin.retry' },
    { type: 'checkin.countUpdated', checked_in: 4, registered: 40 },
    { type: 'xstate.done.actor.checkIn', output: { outcome: 'admitted', attendee: PATH_ATTENDEE } },
    { type: 'xstate.done.actor.checkIn', output: { outcome: 'already-checked-in', attendee: PATH_ATTENDEE, checked_in_at: '2030-03-12T08:41:00Z' } },
    { type: 'xstate.done.actor.checkIn', output: { outcome: 'unknown-ticket' } },
    { type: 'xstate.done.actor.checkIn', output: { outcome: 'wrong-event' } },
    { type: 'xstate.error.actor.checkIn', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: stateDescriptions(checkInMachine),
  actions: CHECK_IN_STEPS,
  step: checkInAnswerStep,
};
