import { withInput } from '../../tests/paths/with-input';
import type { AnyEventObject } from 'xstate';
import { memberProfileMachine } from './member-profile.machine';


const statusError = (message: string, statusCode: number) => Object.assign(new Error(message), { statusCode });

// No user id in the identity: the walk starts with the e-mail lookup and reaches every state.
const identity = { email: 'mira@example.org', preferred_username: 'mira', given_name: 'Mira', family_name: 'Okafor', email_verified: true };
const record = {
  user_id: 9, username: 'mira', firstName: 'Mira', lastName: 'Okafor', email: 'mira@example.org', phone_number: null, enabled: true,
  roles: [2, 3], active_role_id: 3, roll_number: null, profile_image: null, age: null, gender: null, registration_redirect: null, otpVerified: true,
};
const expert = { role_id: 2, role_name: 'expert', display_name: 'Expert', parent_user_id: null, role_parent_id: null };
const volunteer = { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null };
const temp = { role_id: 7, role_name: 'temp', display_name: 'Temp', parent_user_id: null, role_parent_id: null };

export const memberProfilePathModel = {
  name: 'member-profile',
  machine: withInput(memberProfileMachine, { identity }),
  events: [
    { type: 'xstate.done.actor.findUserByEmail', output: record },
    { type: 'xstate.done.actor.findUserByEmail', output: null },
    { type: 'xstate.error.actor.findUserByEmail', error: statusError('Request failed', 500) },
    { type: 'xstate.done.actor.getUser', output: record },
    { type: 'xstate.done.actor.getUser', output: { ...record, roles: [], active_role_id: null } },
    { type: 'xstate.error.actor.getUser', error: statusError('User not found', 404) },
    { type: 'xstate.error.actor.getUser', error: statusError('Request failed with status code 500', 500) },
    { type: 'xstate.done.actor.createUser', output: { ...record, roles: [7], active_role_id: 7 } },
    { type: 'xstate.done.actor.createUser', output: { ...record, roles: [], active_role_id: null } },
    { type: 'xstate.error.actor.createUser', error: statusError('This username is already taken.', 409) },
    { type: 'xstate.done.actor.getRoles', output: [expert, volunteer] },
    { type: 'xstate.done.actor.getRoles', output: [] },
    { type: 'xstate.error.actor.getRoles', error: statusError('Request failed with status code 500', 500) },
    { type: 'xstate.done.actor.getRoleByName', output: temp },
    { type: 'xstate.done.actor.getRoleByName', output: null },
    { type: 'xstate.error.actor.getRoleByName', error: statusError('Request failed with status code 500', 500) },
  ] as AnyEventObject[],
  screens: {
    '"lookingUpByEmail"': 'the full-screen logo loading screen (looking the member up by e-mail)',
    '"loadingUser"': 'the full-screen logo loading screen (loading the member)',
    '"creatingUser"': 'the full-screen logo loading screen (creating the new member)',
    '"loadingRoles"': 'the full-screen logo loading screen (loading the member’s roles)',
    '"loadingTempRole"': 'the full-screen logo loading screen (giving the member the Temp role)',
    '"ready"': 'signed in: the top bar shows the active role’s display name and its profile menu',
    '"failed"': 'not signed in: the sign-in page with the reason (e.g. "Resource not found." or "Failed to fetch temp role data")',
  },
  actions: {
    'xstate.done.actor.findUserByEmail': 'The e-mail lookup answers (a member with a valid id, or none)',
    'xstate.error.actor.findUserByEmail': 'The e-mail lookup fails',
    'xstate.done.actor.getUser': 'The member record arrives (with role ids, or with none)',
    'xstate.error.actor.getUser': 'Loading the member fails (404 "User not found" for a new member, or another error)',
    'xstate.done.actor.createUser': 'The new member is created (the server gives the Temp role)',
    'xstate.error.actor.createUser': 'Creating the member fails',
    'xstate.done.actor.getRoles': 'The role records arrive (some, or none found)',
    'xstate.error.actor.getRoles': 'Loading the roles fails',
    'xstate.done.actor.getRoleByName': 'The Temp role arrives (or does not exist)',
    'xstate.error.actor.getRoleByName': 'Loading the Temp role fails',
  },
};
