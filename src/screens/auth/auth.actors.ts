// The sign-up flow's wiring: machines/otp-signup provided with the real calls.
import { toast } from 'react-toastify';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../contracts';
import { otpSignupMachine } from '../../../machines/otp-signup';
import * as authApi from '../../api/auth';
import { withServerMessage } from '../../api/http';

export const otpSignupLogic = otpSignupMachine.provide({
  actors: {
    generateOtp: fromPromise(({ input }) => withServerMessage(authApi.generateOtp)({
      email: input.email, firstName: input.firstName, parent_email: input.parent_email || null,
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
