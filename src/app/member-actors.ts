// The machines that build the signed-in member, wired to their API calls. Loaded when a session
// exists (after sign-in or a restored session), never for a guest (decision 0064).
import { fromPromise } from 'xstate';
import { memberProfileMachine } from '../../machines/member-profile';
import { privilegesMachine } from '../../machines/privileges';
import * as memberApi from '../api/member';

/** SPEC §5–§6: the member record, roles and active role, built by machines/member-profile. */
export const memberProfileLogic = memberProfileMachine.provide({
  actors: {
    findUserByEmail: fromPromise(({ input }) => memberApi.findUserByEmail(input.email)),
    getUser: fromPromise(({ input }) => memberApi.getUser({ user_id: input.user_id })),
    createUser: fromPromise(({ input }) => memberApi.createUser(input.identity)),
    getRoles: fromPromise(({ input }) => memberApi.getRoles(input.role_ids)),
    getRoleByName: fromPromise(({ input }) => memberApi.getRoleByName(input.role_name)),
  },
});

/** The active role's privileges, loaded by machines/privileges. */
export const privilegesLogic = privilegesMachine.provide({
  actors: {
    fetchSystemPrivileges: fromPromise(({ input }) => memberApi.fetchSystemPrivileges(input.role_id)),
    fetchCustomPrivileges: fromPromise(({ input }) => memberApi.fetchCustomPrivileges(input.role_id)),
    fetchMenus: fromPromise(({ input }) => memberApi.fetchMenus(input.menu_ids)),
  },
});
