import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { otpSignupPathModel } from './otp-signup.paths';

const cases = transitionPaths(otpSignupPathModel.machine, otpSignupPathModel.events);
const pending = fromPromise(() => new Promise<never>(() => {}));

describe('otpSignupMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"creatingAccount" --xstate.done.actor.signUp--> "verified"',
      '"creatingAccount" --xstate.error.actor.signUp--> "editing"',
      '"editing" --otp.submit--> "sendingCode"',
      '"sendingCode" --xstate.done.actor.generateOtp--> {"codeSent":"cooling"}',
      '"sendingCode" --xstate.error.actor.generateOtp--> "editing"',
      '"verifying" --xstate.done.actor.verifyOtp--> "creatingAccount"',
      '"verifying" --xstate.error.actor.verifyOtp--> {"codeSent":"canResend"}',
      '{"codeSent":"canResend"} --otp.edit--> "editing"',
      '{"codeSent":"canResend"} --otp.resend--> "sendingCode"',
      '{"codeSent":"canResend"} --otp.verify--> "verifying"',
      '{"codeSent":"cooling"} --otp.edit--> "editing"',
      '{"codeSent":"cooling"} --otp.verify--> "verifying"',
      '{"codeSent":"cooling"} --xstate.after.resendCooldown.otpSignup.codeSent.cooling--> {"codeSent":"canResend"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(otpSignupPathModel.machine, otpSignupPathModel.events)).toEqual(Object.keys(otpSignupPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(otpSignupPathModel.machine.provide({
      actors: { generateOtp: pending, verifyOtp: pending, signUp: pending } as never,
    }), { input: {} }).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });
});
