import type { SnapshotFrom } from 'xstate';
import type { formSubmitMachine } from './form-submit.machine';

type S = SnapshotFrom<typeof formSubmitMachine>;
export const selectBusy = (s: S) => s.hasTag('busy');
export const selectError = (s: S) => s.context.error;
export const selectMessage = (s: S) => s.context.message;
/** The server's refusal by field ({ field: sentence }), for the form to show at each field. */
export const selectFieldErrors = (s: S) => s.context.fieldErrors;
