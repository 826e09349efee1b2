import { withInput } from '../../tests/paths/with-input';
import type { AnyEventObject } from 'xstate';
import { privilegesMachine } from './privileges.machine';


// A system role and a custom role (parent_user_id set) take different branches from the start,
// so the chart is walked once for each; together the two walks reach every state.
const systemRole = { role_id: 2, role_type: 'expert', parent_user_id: null, role_parent_id: null, display_name: 'Expert' };
const customRole = { role_id: 40, role_type: 'expert', parent_user_id: 5, role_parent_id: 2, display_name: 'Mentor' };

const privilege = (privilege_id: number, role_id: number, privilege_menu_id: number) => ({
  privilege_id, role_id, privilege_menu_id, privilege_access_scope: 'private', privilege_access_type: ['read'],
});

const screens = {
  '"loadingSystem"': 'the page waits for the role’s menus (loading the system role privileges)',
  '"loadingCustom"': 'the page waits for the role’s menus (loading the custom role privileges)',
  '"loadingMenus"': 'the page waits for the role’s menus (resolving the privileges’ menus)',
  '"loadingMenuParents"': 'the page waits for the role’s menus (resolving the parent menus)',
  '"loaded"': 'the menus and community tabs the role may read are shown',
  '"failed"': 'no role-specific menus; the reason is recorded (e.g. "Failed to fetch menus.")',
};

const actions = {
  'xstate.done.actor.fetchSystemPrivileges': 'The system role privileges arrive',
  'xstate.error.actor.fetchSystemPrivileges': 'Loading the system role privileges fails: "Failed to fetch system role privileges."',
  'xstate.done.actor.fetchCustomPrivileges': 'The custom role privileges arrive (some, or none)',
  'xstate.error.actor.fetchCustomPrivileges': 'Loading the custom role privileges fails: "Failed to fetch custom role privileges."',
  'xstate.done.actor.fetchMenus': 'The privileges’ menus arrive (with parent menus, or all top-level)',
  'xstate.error.actor.fetchMenus': 'Loading the menus fails: "Failed to fetch menus."',
  'xstate.done.actor.fetchMenuParents': 'The parent menus arrive',
  'xstate.error.actor.fetchMenuParents': 'Loading the parent menus fails: "Failed to fetch menu parents."',
};

export const privilegesSystemPathModel = {
  name: 'privileges (system role)',
  machine: withInput(privilegesMachine, { activeRole: systemRole }),
  events: [
    { type: 'xstate.done.actor.fetchSystemPrivileges', output: [privilege(1, 2, 212), privilege(2, 2, 217)] },
    { type: 'xstate.error.actor.fetchSystemPrivileges', error: new Error('Request failed with status code 500') },
  ] as AnyEventObject[],
  screens,
  actions,
};

export const privilegesCustomPathModel = {
  name: 'privileges (custom role)',
  machine: withInput(privilegesMachine, { activeRole: customRole }),
  events: [
    { type: 'xstate.done.actor.fetchCustomPrivileges', output: [privilege(7, 40, 212), privilege(8, 40, 300)] },
    { type: 'xstate.done.actor.fetchCustomPrivileges', output: [] },
    { type: 'xstate.error.actor.fetchCustomPrivileges', error: new Error('Request failed with status code 500') },
    {
      type: 'xstate.done.actor.fetchMenus',
      output: [{ menu_id: 212, menu_name: 'Startup', menu_parent_id: 211 }, { menu_id: 300, menu_name: 'Reports', menu_parent_id: null }],
    },
    { type: 'xstate.done.actor.fetchMenus', output: [{ menu_id: 300, menu_name: 'Reports', menu_parent_id: null }] },
    { type: 'xstate.error.actor.fetchMenus', error: new Error('Request failed with status code 500') },
    { type: 'xstate.done.actor.fetchMenuParents', output: [{ menu_id: 211, menu_name: 'Community', menu_parent_id: null }] },
    { type: 'xstate.error.actor.fetchMenuParents', error: new Error('Request failed with status code 500') },
  ] as AnyEventObject[],
  screens,
  actions,
};

export const privilegesPathModels = [privilegesSystemPathModel, privilegesCustomPathModel];
