// The sign-up flow's wiring: machines/otp-signup provided with the real calls.
import { toast } from '../../lib/toasts';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../contracts';
import { otpSignupMachine } from '../../../machines/otp-signup';
import * as authApi from '../../api/auth';
import { withServerMessage } from '../../api/http';

export const otpSignupLogic = otpSignupMachine.provide({
  actors: {
    generateOtp: fromPromise(({ input }) => withServerMessage(authApi.generateOtp)({
      // The username too: the server refuses a taken one before any code is sent (decision 0056).
      email: input.email, firstName: input.firstName, username: input.username, parent_email: input.parent_email || null,
      is_underage: input.is_underage ?? false, type: 'signup',
    })),
    verifyOtp: fromPromise(({ input }) => withServerMessage(authApi.verifyOtp)(input)),
    signUp: fromPromise(({ input }) => withServerMessage(authApi.signUp)(input)),
  },
  actions: {
    notifySendFailed: () => {
      toast.error(MESSAGES.otpSendFailed);
    },
  },
});
