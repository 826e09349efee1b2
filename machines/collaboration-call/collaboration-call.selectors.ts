import type { SnapshotFrom } from 'xstate';
import type { collaborationCallMachine } from './collaboration-call.machine';

type S = SnapshotFrom<typeof collaborationCallMachine>;

/** Which panel the call page shows. */
export type CallView =
  | 'open' | 'composing' | 'expressing' | 'refused' | 'interested' | 'withdrawing' | 'unavailable'
  | 'managing' | 'picking' | 'declining' | 'closing' | 'closed' | 'failed';

const VIEWS: CallView[] = [
  'open', 'composing', 'expressing', 'refused', 'interested', 'withdrawing', 'unavailable', 'managing', 'picking', 'declining', 'closing', 'closed', 'failed',
];

export const selectView = (s: S): CallView => VIEWS.find((v) => s.matches(v)) ?? 'unavailable';
export const selectLoading = (s: S) => s.hasTag('loading');
export const selectCall = (s: S) => s.context.call;
export const selectDraft = (s: S) => s.context.draft;
export const selectProblem = (s: S) => s.context.problem;
export const selectNotice = (s: S) => s.context.notice;
export const selectErrorMessage = (s: S) => s.context.error?.message ?? null;
export const selectFailedOperation = (s: S) => s.context.error?.operation ?? null;
/** The interest whose "Pick"/"Decline" is in flight (or failed). */
export const selectTargetId = (s: S) => s.context.targetId;
export const selectMyInterestStatus = (s: S) => s.context.call.my_interest?.status ?? null;
/** The group chat, once the viewer is in it (poster after a pick, or a picked collaborator). */
export const selectConversationId = (s: S) => s.context.call.conversation_id;
export const selectInterests = (s: S) => s.context.call.interests.filter((i) => i.status !== 'withdrawn');
export const selectPendingCount = (s: S) => s.context.call.interests.filter((i) => i.status === 'pending').length;
/** Why the call takes no interest: closed or past its deadline. */
export const selectUnavailableReason = (s: S): 'closed' | 'deadline' => (s.context.call.status === 'closed' ? 'closed' : 'deadline');
