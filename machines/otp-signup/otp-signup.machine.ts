// Sign-up with an e-mailed one-time code (SPEC §1, §7, §8): form → code sent → code entry →
// verified. Members under 18 give a parent's details; the code goes to the parent.
import { assign, enqueueActions, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import { MESSAGES, signUpSchema, type IdentityProfile, type SignUpPayload } from '../../contracts';

export type SignUpDetails = SignUpPayload;

export type OtpSignupEvent =
  | { type: 'otp.submit'; details: SignUpDetails }
  | { type: 'otp.verify'; code: string }
  | { type: 'otp.resend' }
  | { type: 'otp.edit' };

/** What the app's auth machine hears when the account exists and its session started. */
export type SignedUpEvent = { type: 'auth.signedUp'; profile: IdentityProfile };

export interface OtpSignupInput {
  /** The app's auth actor: told `auth.signedUp` with the new session (no view effect forwards it). */
  auth?: ActorRef<Snapshot<unknown>, SignedUpEvent> | null;
}

/** Refused details by field ("username", "email", ...): a sentence each, shown at the field. */
export type FieldErrors = Record<string, string>;

export interface OtpSignupContext {
  details: SignUpDetails | null;
  /** A problem that belongs to no one field (sending failed, wrong code). */
  error: string | null;
  fieldErrors: FieldErrors;
  profile: IdentityProfile | null;
  auth: ActorRef<Snapshot<unknown>, SignedUpEvent> | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The server's refusal by field (an API error's `fields`), or null. */
const fieldsOf = (error: unknown): FieldErrors | null => {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' && Object.keys(fields).length > 0 ? fields as FieldErrors : null;
};

/** Each field's first problem, by the same rules the server applies (empty when the details are fine). */
export const detailsFieldProblems = (details: SignUpDetails): FieldErrors => {
  const result = signUpSchema.safeParse(details);
  const fields: FieldErrors = {};
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
};

/** The first problem with the details, by the same rules the server applies, or null. */
export const detailsProblem = (details: SignUpDetails): string | null => Object.values(detailsFieldProblems(details))[0] ?? null;

/** Seconds before another code may be requested (the server enforces the same). */
export const RESEND_COOLDOWN_MS = 30_000;

export const otpSignupMachine = setup({
  types: {
    context: {} as OtpSignupContext,
    input: {} as OtpSignupInput | undefined,
    events: {} as OtpSignupEvent,
    output: {} as { profile: IdentityProfile },
  },
  guards: {
    detailsInvalid: ({ event }) => event.type === 'otp.submit' && detailsProblem(event.details) !== null,
    /** The server refused named fields (a taken username): shown at them, not as a sending failure. */
    refusedFields: ({ event }) => fieldsOf((event as { error?: unknown }).error) !== null,
  },
  actions: {
    /** Supplied in the app: the SPEC's toast when a code cannot be sent. */
    notifySendFailed: () => {},
    /** The app's auth machine takes over the new session. */
    tellAuth: enqueueActions(({ context, enqueue }) => {
      if (context.auth && context.profile) enqueue.sendTo(context.auth, { type: 'auth.signedUp', profile: context.profile } satisfies SignedUpEvent);
    }),
    refuseFields: assign({ error: null, fieldErrors: ({ event }) => fieldsOf((event as { error?: unknown }).error) ?? {} }),
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
  context: ({ input }) => ({ details: null, error: null, fieldErrors: {}, profile: null, auth: input?.auth ?? null }),
  initial: 'editing',
  output: ({ context }) => ({ profile: context.profile! }),
  states: {
    editing: {
      on: {
        'otp.submit': [
          {
            guard: 'detailsInvalid',
            description: 'The form shows what to fix at each field; no code is sent.',
            actions: assign({ details: ({ event }) => event.details, error: null, fieldErrors: ({ event }) => detailsFieldProblems(event.details) }),
          },
          { target: 'sendingCode', actions: assign({ details: ({ event }) => event.details, error: null, fieldErrors: {} }) },
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
        onError: [
          // Checked before any code is sent: a taken username shows at its field.
          { guard: 'refusedFields', target: 'editing', actions: 'refuseFields' },
          { target: 'editing', actions: [assign({ error: MESSAGES.otpSendFailed }), 'notifySendFailed'] },
        ],
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
        // e.g. the username was taken meanwhile: back to the form with the reason (at its field when named).
        onError: [
          { guard: 'refusedFields', target: 'editing', actions: 'refuseFields' },
          { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    verified: {
      type: 'final',
      entry: [{ type: 'tellAuth' }],
    },
  },
});
