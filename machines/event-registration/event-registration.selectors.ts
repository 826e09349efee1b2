import type { SnapshotFrom } from 'xstate';
import type { eventRegistrationMachine } from './event-registration.machine';

type S = SnapshotFrom<typeof eventRegistrationMachine>;

/** Which panel the event page shows. */
export type RegistrationView =
  | 'chooseTicket' | 'details' | 'confirming' | 'registered' | 'waitlisted' | 'alreadyRegistered'
  | 'full' | 'closed' | 'failed' | 'cancelling' | 'cancelled';

const VIEWS: RegistrationView[] = [
  'chooseTicket', 'details', 'confirming', 'registered', 'waitlisted', 'alreadyRegistered', 'full', 'closed', 'failed', 'cancelling', 'cancelled',
];

export const selectView = (s: S): RegistrationView => VIEWS.find((v) => s.matches(v)) ?? 'closed';
export const selectLoading = (s: S) => s.hasTag('loading');
export const selectEventTitle = (s: S) => s.context.event.title;
/** "Competition" for competitions, "Event" otherwise (the page label of SPEC §2). */
export const selectKindLabel = (s: S) => (s.context.event.kind === 'competition' ? 'Competition' : 'Event');
/** The ticket types with a sold-out flag for the chooser (the server still decides seats). */
export const selectTicketTypes = (s: S) =>
  s.context.event.ticket_types.map((t) => ({ ...t, soldOut: t.remaining !== null && t.remaining <= 0 }));
export const selectChosenTicketType = (s: S) =>
  s.context.event.ticket_types.find((t) => t.ticket_type_id === s.context.ticketTypeId) ?? null;
export const selectCanChangeTicket = (s: S) => s.context.event.ticket_types.length > 1;
export const selectAttendee = (s: S) => s.context.attendee;
export const selectTerms = (s: S) => (s.context.event.terms?.trim() ? s.context.event.terms : null);
export const selectTermsAccepted = (s: S) => s.context.termsAccepted;
/** What stops "Register" on the details step, e.g. terms not accepted. */
export const selectProblem = (s: S) => s.context.problem;
export const selectErrorMessage = (s: S) => s.context.error?.message ?? null;
export const selectFailedOperation = (s: S) => s.context.error?.operation ?? null;
export const selectRegistration = (s: S) => s.context.registration;
export const selectTicketCode = (s: S) => s.context.registration?.ticket_code ?? null;
export const selectWaitlistPosition = (s: S) => s.context.position;
export const selectIsWaitlisted = (s: S) => s.context.registration?.status === 'waitlisted';
export const selectClosedReason = (s: S) => s.context.closedReason;
/** The server's own text for a full or closed answer, when it sent one. */
export const selectNotice = (s: S) => s.context.notice;
export const selectCanCancel = (s: S) => s.matches('registered') || s.matches('waitlisted') || s.matches('alreadyRegistered');
export const selectCanRetry = (s: S) => s.matches('failed');
export const selectCanRegisterAgain = (s: S) => s.matches('cancelled');
