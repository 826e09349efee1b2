import type { EventObject } from 'xstate';
import { otpSignupMachine } from './otp-signup.machine';

const details = {
  firstName: 'Mira', lastName: 'Okafor', username: 'mira', email: 'mira@example.org', password: 'correct horse battery',
  tnc_accepted: true as const, is_underage: false,
};
const profile = { user_id: 9, preferred_username: 'mira', email: 'mira@example.org', email_verified: true, access_token: 't' };

export const otpSignupPathModel = {
  name: 'otp-signup',
  machine: otpSignupMachine,
  events: [
    { type: 'otp.submit', details },
    { type: 'otp.verify', code: '123456' },
    { type: 'otp.resend' },
    { type: 'otp.edit' },
    { type: 'xstate.done.actor.generateOtp' },
    { type: 'xstate.error.actor.generateOtp', error: new Error('429') },
    { type: 'xstate.done.actor.verifyOtp' },
    { type: 'xstate.error.actor.verifyOtp', error: new Error('The code is not valid. Check it and try again.') },
    { type: 'xstate.done.actor.signUp', output: profile },
    { type: 'xstate.error.actor.signUp', error: new Error('This username is already taken.') },
    { type: 'xstate.after.resendCooldown.otpSignup.codeSent.cooling' },
  ] as EventObject[],
  screens: {
    '"editing"': 'the sign-up form (names, username, e-mail, password, under-18 with parent fields, terms)',
    '"sendingCode"': 'the form with "Sending code…" on the button',
    '{"codeSent":"cooling"}': 'the code field; "Send a new code" is disabled for 30 seconds',
    '{"codeSent":"canResend"}': 'the code field; "Send a new code" is enabled',
    '"verifying"': 'the code field with "Checking…"',
    '"creatingAccount"': 'the code field; the button still says "Checking…" while the account is created',
    '"verified"': 'signed in: the app goes to your home',
  },
  actions: {
    'otp.submit': 'Fill in the form and press "Send code"',
    'otp.verify': 'Type the 6-digit code from the e-mail and press "Verify and create account"',
    'otp.resend': 'Press "Send a new code"',
    'otp.edit': 'Press "Change details"',
    'xstate.done.actor.generateOtp': 'The code is e-mailed (to the parent for under-18s)',
    'xstate.error.actor.generateOtp': 'Sending fails: toast "Error Sending OTP. Please re-evaluate your details."',
    'xstate.done.actor.verifyOtp': 'The code is right',
    'xstate.error.actor.verifyOtp': 'The code is wrong or expired: its message shows',
    'xstate.done.actor.signUp': 'The account is created and signed in',
    'xstate.error.actor.signUp': 'The account cannot be created (e.g. username taken): back to the form with the reason',
    'xstate.after.resendCooldown.otpSignup.codeSent.cooling': 'Wait 30 seconds',
  },
};
