import type { AnyEventObject } from 'xstate';
import { privilegeEditorMachine } from './privilege-editor.machine';

const mentors = { role_id: 40, role_name: 'mentors', display_name: 'Mentors', parent_user_id: 1, role_parent_id: 3 };
const menus = [{ menu_id: 213, menu_name: 'Business', menu_parent_id: 211 }];

export const privilegeEditorPathModel = {
  name: 'privilege-editor',
  machine: privilegeEditorMachine,
  events: [
    { type: 'editor.selectRole', role: mentors },
    { type: 'editor.toggle', menu_id: 213, access: 'read' },
    { type: 'editor.save' },
    { type: 'editor.discard' },
    { type: 'editor.retry' },
    { type: 'xstate.done.actor.loadMatrix', output: { menus, privileges: [] } },
    { type: 'xstate.error.actor.loadMatrix', error: new Error('Failed to fetch menus.') },
    { type: 'xstate.done.actor.saveMatrix' },
    { type: 'xstate.error.actor.saveMatrix', error: new Error('You do not have permission to do this.') },
  ] as AnyEventObject[],
  screens: {
    '"idle"': 'the Privileges tab asks to pick a role',
    '"loading"': 'the matrix area shows "Loading privileges…"',
    '"failed"': 'an error with the reason and "Try again"',
    '{"editing":"clean"}': 'the matrix of menus (grouped under their parents) × read, write, update, delete; "Save privileges" disabled',
    '{"editing":"dirty"}': 'the same matrix with "N unsaved changes" and "Save privileges" / "Discard changes" enabled',
    '"saving"': 'the Save button reads "Saving…" and the matrix is locked',
  },
  actions: {
    'editor.selectRole': 'Pick a role',
    'editor.toggle': 'Tick or untick an access type',
    'editor.save': 'Click "Save privileges"',
    'editor.discard': 'Click "Discard changes"',
    'editor.retry': 'Click "Try again"',
    'xstate.done.actor.loadMatrix': 'The role’s privileges and the menus arrive',
    'xstate.error.actor.loadMatrix': 'Loading fails',
    'xstate.done.actor.saveMatrix': 'The matrix is saved (a success toast)',
    'xstate.error.actor.saveMatrix': 'Saving fails (nothing of that call is changed)',
  },
};
