// Sign-up with an e-mailed one-time code (SPEC §1, §7, §8): form → code sent → code entry →
// verified. Members under 18 give a parent's details; the code goes to the parent.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, signUpSchema, type IdentityProfile, type SignUpPayload } from '../../contracts';

export type SignUpDetails = SignUpPayload;

export type OtpSignupEvent =
  | { type: 'otp.submit'; details: SignUpDetails }
  | { type: 'otp.verify'; code: string }
  | { type: 'otp.resend' }
  | { type: 'otp.edit' };

export interface OtpSignupContext {
  details: SignUpDetails | null;
  error: string | null;
  profile: IdentityProfile | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The first problem with the details, by the same rules the server applies, or null. */
export const detailsProblem = (details: SignUpDetails): string | null => {
  const result = signUpSchema.safeParse(details);
  return result.success ? null : result.error.issues[0]?.message ?? 'Check the form.';
};

/** Seconds before another code may be requested (the server enforces the same). */
export const RESEND_COOLDOWN_MS = 30_000;

export const otpSignupMachine = setup({
  types: {
    context: {} as OtpSignupContext,
    events: {} as OtpSignupEvent,
    output: {} as { profile: IdentityProfile },
  },
  guards: {
    detailsInvalid: ({ event }) => event.type === 'otp.submit' && detailsProblem(event.details) !== null,
  },
  actions: {
    /** Supplied in the app: the SPEC's toast when a code cannot be sent. */
    notifySendFailed: () => {},
  },
  actors: {
    generateOtp: fromPromise<void, SignUpDetails>(async () => {
      throw new Error('generateOtp is not provided');
    }),
    verifyOtp: fromPromise<void, { email: string; otp: string }>(async () => {
      throw new Error('verifyOtp is not provided');
    }),
    signUp: fromPromise<IdentityProfile, SignUpDetails>(async () => {
      throw new Error('signUp is not provided');
    }),
  },
  delays: { resendCooldown: RESEND_COOLDOWN_MS },
}).createMachine({
  id: 'otpSignup',
  context: { details: null, error: null, profile: null },
  initial: 'editing',
  output: ({ context }) => ({ profile: context.profile! }),
  states: {
    editing: {
      on: {
        'otp.submit': [
          { guard: 'detailsInvalid', actions: assign({ details: ({ event }) => event.details, error: ({ event }) => detailsProblem(event.details) }) },
          { target: 'sendingCode', actions: assign({ details: ({ event }) => event.details, error: null }) },
        ],
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'generateOtp',
        src: 'generateOtp',
        input: ({ context }) => context.details!,
        onDone: { target: 'codeSent', actions: assign({ error: null }) },
        onError: { target: 'editing', actions: [assign({ error: MESSAGES.otpSendFailed }), 'notifySendFailed'] },
      },
    },
    codeSent: {
      initial: 'cooling',
      on: {
        'otp.verify': { target: 'verifying', actions: assign({ error: null }) },
        'otp.edit': { target: 'editing', actions: assign({ error: null }) },
      },
      states: {
        cooling: { after: { resendCooldown: 'canResend' } },
        canResend: { on: { 'otp.resend': { target: '#otpSignup.sendingCode', actions: assign({ error: null }) } } },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => ({ email: context.details!.email, otp: event.type === 'otp.verify' ? event.code : '' }),
        onDone: 'creatingAccount',
        onError: { target: 'codeSent.canResend', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    creatingAccount: {
      tags: ['busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => context.details!,
        onDone: { target: 'verified', actions: assign({ profile: ({ event }) => event.output }) },
        // e.g. the username was taken meanwhile: back to the form with the reason.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    verified: { type: 'final' },
  },
});
