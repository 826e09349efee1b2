import { withInput } from '../../tests/paths/with-input';
import type { AnyEventObject } from 'xstate';
import { roleSelectionMachine } from './role-selection.machine';


const expert = { role_id: 2, role_name: 'expert', display_name: 'Expert', parent_user_id: null, role_parent_id: null };
const volunteer = { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer', parent_user_id: null, role_parent_id: null };

export const roleSelectionPathModel = {
  name: 'role-selection',
  machine: withInput(roleSelectionMachine, { roles: [expert, volunteer], activeRoleId: 2 }),
  events: [
    { type: 'role.choose', role_id: 2 },
    { type: 'role.choose', role_id: 3 },
    { type: 'role.choose', role_id: 99 },
    { type: 'role.dismissError' },
    { type: 'xstate.done.actor.saveActiveRole' },
    { type: 'xstate.error.actor.saveActiveRole', error: new Error('Request failed with status code 500') },
  ] as AnyEventObject[],
  screens: {
    '"choosing"': 'the role cards (Expert marked as current, Volunteer); a failed save shows its reason',
    '"saving"': 'the role cards with the chosen one marked "Switching…"',
    '"done"': 'the app continues in the chosen role: the top bar shows its display name and profile menu',
  },
  actions: {
    'role.choose': 'Pick a role card (the current role, another of your roles, or one you do not hold)',
    'role.dismissError': 'Close the error message',
    'xstate.done.actor.saveActiveRole': 'The new active role is saved',
    'xstate.error.actor.saveActiveRole': 'Saving the active role fails',
  },
};
