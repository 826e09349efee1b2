// Machines that screens start for themselves, wired to their real effects here so screens
// stay thin and tests can swap the effects.
import { toast } from 'react-toastify';
import { fromPromise } from 'xstate';
import { MESSAGES, type UpdatePasswordPayload } from '../../contracts';
import { formSubmitMachine } from '../../machines/form-submit';
import { otpSignupMachine } from '../../machines/otp-signup';
import { roleSelectionMachine } from '../../machines/role-selection';
import * as authApi from '../api/auth';
import * as memberApi from '../api/member';
import { withServerMessage } from '../api/http';

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

export const changePasswordLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      await withServerMessage(authApi.updatePassword)(input as unknown as UpdatePasswordPayload);
      return 'Password changed.';
    }),
  },
});

/** Switch View: saves the chosen role as the member's active role (acting user id for modified_by). */
export const roleSelectionLogic = (actingUserId: number) => roleSelectionMachine.provide({
  actors: {
    saveActiveRole: fromPromise(async ({ input }) => {
      await memberApi.saveActiveRole(input.role_id, actingUserId);
    }),
  },
});

// The Admin Center (src/app/admin-logic.ts).
export * from './admin-logic';

// The communication screen (src/app/communication-logic.ts).
export * from './communication-logic';

// The learning screens (src/app/learning-logic.ts).
export * from './learning-logic';
