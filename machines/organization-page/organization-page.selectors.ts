import type { SnapshotFrom } from 'xstate';
import { confirmationText, type organizationPageMachine } from './organization-page.machine';

type S = SnapshotFrom<typeof organizationPageMachine>;
export const selectOrgLoading = (s: S) => s.hasTag('loading');
export const selectOrgBusy = (s: S) => s.hasTag('busy');
export const selectOrgLoadFailed = (s: S) => s.matches('loadFailed');
export const selectOrgError = (s: S) => s.context.error;
export const selectOrgPage = (s: S) => s.context.page;
export const selectOrgEditing = (s: S) => s.matches({ ready: 'editing' });
/**
 * The page's own buttons (team, invitations, an invitation's answer, Edit profile / Create) are
 * taken only while viewing: with the profile form open, a confirmation asked or a change on its
 * way, the machine ignores them — so they are disabled then rather than going nowhere.
 */
export const selectOrgCanAct = (s: S) => s.matches({ ready: 'viewing' });
export const selectOrgConfirmation = (s: S) => (s.matches({ ready: 'confirming' }) ? confirmationText(s.context.pending) : null);
export const selectOrgPending = (s: S) => s.context.pending;
export const selectOrgFieldErrors = (s: S) => s.context.fieldErrors;
export const selectOrgProblem = (s: S) => s.context.problem;
export const selectOrgNotice = (s: S) => s.context.notice;
export const selectOrgCreatedId = (s: S) => s.context.createdId;
