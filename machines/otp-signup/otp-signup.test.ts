import { createActor, createMachine, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type IdentityProfile } from '../../contracts';
import { otpSignupMachine, RESEND_COOLDOWN_MS, type SignUpDetails } from './otp-signup.machine';
import { selectCanResend, selectCodeRecipient, selectError, selectFieldErrors, selectStep } from './otp-signup.selectors';

const adult: SignUpDetails = {
  firstName: 'Mira', lastName: 'Okafor', username: 'mira', email: 'mira@example.org', password: 'correct horse battery',
  tnc_accepted: true, is_underage: false,
};
const minor: SignUpDetails = { ...adult, is_underage: true, parent_name: 'Ade', parent_email: 'ade@example.org', parent_phone_number: '+44 1234 567' };
const profile: IdentityProfile = { user_id: 9, preferred_username: 'mira', email: 'mira@example.org', email_verified: true, access_token: 't' };

function start(over: Partial<{ generateOtp: (d: SignUpDetails) => Promise<void>; verifyOtp: (i: { email: string; otp: string }) => Promise<void>; signUp: () => Promise<IdentityProfile> }> = {}, auth: AnyActorRef | null = null) {
  const toasts: number[] = [];
  const calls = { generate: vi.fn(over.generateOtp ?? (async () => {})), verify: vi.fn(over.verifyOtp ?? (async () => {})), signUp: vi.fn(over.signUp ?? (async () => profile)) };
  const actor = createActor(otpSignupMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input }) => calls.generate(input)),
      verifyOtp: fromPromise(({ input }) => calls.verify(input)),
      signUp: fromPromise(() => calls.signUp()),
    },
    actions: { notifySendFailed: () => { toasts.push(1); } },
  }), { input: { auth } }).start();
  return { actor, calls, toasts };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('otpSignupMachine', () => {
  it('walks form → code sent → code entry → verified, and outputs the profile', async () => {
    const { actor, calls } = start();
    expect(selectStep(actor.getSnapshot())).toBe('form');
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('code'));
    expect(calls.generate).toHaveBeenCalledWith(adult);
    actor.send({ type: 'otp.verify', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(calls.verify).toHaveBeenCalledWith({ email: 'mira@example.org', otp: '123456' });
    expect(actor.getSnapshot().output).toEqual({ profile });
    expect(selectStep(actor.getSnapshot())).toBe('done');
  });

  it('checks the details before sending a code, with the server’s rules, each at its field', () => {
    const { actor, calls } = start();
    actor.send({ type: 'otp.submit', details: { ...adult, password: 'short', username: 'a b' } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      password: 'Password must be at least 8 characters.',
      username: 'Username may use letters, digits, dot, dash and underscore.',
    });
    expect(selectError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'otp.submit', details: { ...minor, parent_email: '' } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ parent_name: 'For members under 18 we need a parent’s name, e-mail and phone number.' });
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(calls.generate).not.toHaveBeenCalled();
  });

  it('sends an under-18 member’s code to the parent', async () => {
    const { actor } = start();
    actor.send({ type: 'otp.submit', details: minor });
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('code'));
    expect(selectCodeRecipient(actor.getSnapshot())).toBe('ade@example.org');
  });

  it('shows the SPEC toast and stays on the form when the code cannot be sent', async () => {
    const { actor, toasts } = start({ generateOtp: async () => { throw new Error('500'); } });
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectError(actor.getSnapshot())).toBe(MESSAGES.otpSendFailed));
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(toasts).toHaveLength(1);
  });

  it('a username the server says is taken shows at its field before any code, without the sending toast', async () => {
    const refused = Object.assign(new Error('This username is already taken.'), { statusCode: 409, fields: { username: 'This username is already taken.' } });
    const { actor, toasts } = start({ generateOtp: async () => { throw refused; } });
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectFieldErrors(actor.getSnapshot())).toEqual({ username: 'This username is already taken.' }));
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(toasts).toHaveLength(0);
    // Fixing it clears the field's message and sends the code.
    actor.send({ type: 'otp.submit', details: { ...adult, username: 'mira-2' } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('tells the app’s auth actor about the new session when the account exists', async () => {
    const heard: unknown[] = [];
    const auth = createActor(createMachine({ on: { 'auth.signedUp': { actions: ({ event }) => { heard.push(event); } } } })).start();
    const { actor } = start({}, auth as AnyActorRef);
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'otp.verify', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(heard).toEqual([{ type: 'auth.signedUp', profile }]);
  });

  it('allows a new code only after the cooldown', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'otp.resend' });
    expect(calls.generate).toHaveBeenCalledTimes(1);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(RESEND_COOLDOWN_MS);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'otp.resend' });
    await vi.waitFor(() => expect(calls.generate).toHaveBeenCalledTimes(2));
  });

  it('keeps the server’s message for a wrong code and lets the member retry', async () => {
    let tries = 0;
    const { actor } = start({ verifyOtp: async () => { tries += 1; if (tries === 1) throw new Error('The code is not valid. Check it and try again.'); } });
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'otp.verify', code: '000000' });
    await vi.waitFor(() => expect(selectError(actor.getSnapshot())).toBe('The code is not valid. Check it and try again.'));
    actor.send({ type: 'otp.verify', code: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('goes back to the form when the account cannot be created', async () => {
    const { actor } = start({ signUp: async () => { throw new Error('This username is already taken.'); } });
    actor.send({ type: 'otp.submit', details: adult });
    await vi.waitFor(() => expect(selectStep(actor.getSnapshot())).toBe('code'));
    actor.send({ type: 'otp.verify', code: '123456' });
    await vi.waitFor(() => expect(selectError(actor.getSnapshot())).toBe('This username is already taken.'));
    expect(selectStep(actor.getSnapshot())).toBe('form');
    await waitFor(actor, (s) => s.matches('editing'));
  });
});
