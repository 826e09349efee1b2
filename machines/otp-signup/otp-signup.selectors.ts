import type { SnapshotFrom } from 'xstate';
import type { otpSignupMachine } from './otp-signup.machine';

type S = SnapshotFrom<typeof otpSignupMachine>;

export type OtpSignupStep = 'form' | 'code' | 'done';

export const selectStep = (s: S): OtpSignupStep => {
  if (s.matches('verified')) return 'done';
  if (s.matches('codeSent') || s.matches('verifying') || s.matches('creatingAccount')) return 'code';
  return 'form';
};
export const selectBusy = (s: S) => s.hasTag('busy');
export const selectError = (s: S) => s.context.error;
/** Problems by field, each shown at its field. */
export const selectFieldErrors = (s: S) => s.context.fieldErrors;
export const selectCanResend = (s: S) => s.matches({ codeSent: 'canResend' });
export const selectDetails = (s: S) => s.context.details;
/** Where the code went: the parent's address for members under 18. */
export const selectCodeRecipient = (s: S) => {
  const d = s.context.details;
  return d ? (d.is_underage && d.parent_email ? d.parent_email : d.email) : null;
};
