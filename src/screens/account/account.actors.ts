// The account screens' wiring: change password and Switch View, provided with the real calls.
import { fromPromise } from 'xstate';
import type { UpdatePasswordPayload } from '../../../contracts';
import { formSubmitMachine } from '../../../machines/form-submit';
import { roleSelectionMachine } from '../../../machines/role-selection';
import * as authApi from '../../api/auth';
import * as memberApi from '../../api/member';
import { withServerMessage } from '../../api/http';

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
