import type { SnapshotFrom } from 'xstate';
import type { checkInMachine } from './check-in.machine';

type S = SnapshotFrom<typeof checkInMachine>;

/** Which panel the check-in area shows. */
export type CheckInView = 'scanning' | 'verifying' | 'admitted' | 'alreadyCheckedIn' | 'unknownTicket' | 'wrongEvent' | 'failed';

const VIEWS: CheckInView[] = ['scanning', 'verifying', 'admitted', 'alreadyCheckedIn', 'unknownTicket', 'wrongEvent', 'failed'];

export const selectView = (s: S): CheckInView => VIEWS.find((v) => s.matches(v)) ?? 'scanning';
export const selectLoading = (s: S) => s.hasTag('loading');
/** The scanner and code field take a code in every state but verifying. */
export const selectCanSubmit = (s: S) => !s.matches('verifying');
export const selectCode = (s: S) => s.context.code;
export const selectError = (s: S) => s.context.error;
/** The attendee the last answer named (admitted or already checked in), else null. */
export const selectAttendee = (s: S) => {
  const r = s.context.result;
  return r && (r.outcome === 'admitted' || r.outcome === 'already-checked-in') ? r.attendee : null;
};
export const selectCheckedInAt = (s: S) => (s.context.result?.outcome === 'already-checked-in' ? s.context.result.checked_in_at : null);
export const selectRecentAdmitted = (s: S) => s.context.recent;
export const selectCounts = (s: S) => s.context.counts;
export const selectCheckedInCount = (s: S) => s.context.counts?.checked_in ?? null;
export const selectRegisteredCount = (s: S) => s.context.counts?.registered ?? null;
export const selectCanRetry = (s: S) => s.matches('failed');
