// The Admin Center's privilege matrix (SPEC §3, §6): pick a role, load its privileges (system
// roles: user/privileges, custom roles: user/customRolePrivilege) and every menu, tick access
// types per menu, and save the whole matrix in one go: the changes become one deleteMany, one
// updateMany and one createMany (each all or nothing). The draft differs from the saved matrix
// → "unsaved changes".
import { assign, fromPromise, not, setup } from 'xstate';
import type { Menu, PermissionName, Privilege, Role } from '../../contracts';

export const ACCESS_TYPES: readonly PermissionName[] = ['read', 'write', 'update', 'delete'];

/** Access types per menu id. */
export type Matrix = Record<number, PermissionName[]>;

export interface MatrixData {
  menus: Menu[];
  privileges: Privilege[];
}

export interface MatrixChanges {
  create: { role_id: number; privilege_menu_id: number; privilege_access_scope: string; privilege_access_type: PermissionName[] }[];
  update: { privilege_id: number; privilege_access_type: PermissionName[] }[];
  remove: number[];
}

export interface PrivilegeEditorContext {
  role: Role | null;
  menus: Menu[];
  privileges: Privilege[];
  draft: Matrix;
  error: string | null;
}

export type PrivilegeEditorEvent =
  | { type: 'editor.selectRole'; role: Role }
  | { type: 'editor.toggle'; menu_id: number; access: PermissionName }
  | { type: 'editor.setRow'; menu_id: number; access: PermissionName[] }
  | { type: 'editor.save' }
  | { type: 'editor.discard' }
  | { type: 'editor.retry' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const norm = (types: readonly string[]): PermissionName[] =>
  ACCESS_TYPES.filter((t) => types.some((x) => x.toLowerCase() === t));

/** The saved privileges as a matrix. */
export function toMatrix(privileges: readonly Privilege[]): Matrix {
  const out: Matrix = {};
  for (const p of privileges) out[p.privilege_menu_id] = norm(p.privilege_access_type);
  return out;
}

/** What saving the draft takes: new rows, changed rows, rows to remove (every access type unticked). */
export function diffMatrix(roleId: number, privileges: readonly Privilege[], draft: Matrix): MatrixChanges {
  const byMenu = new Map(privileges.map((p) => [p.privilege_menu_id, p]));
  const changes: MatrixChanges = { create: [], update: [], remove: [] };
  const menuIds = new Set([...byMenu.keys(), ...Object.keys(draft).map(Number)]);
  for (const menuId of [...menuIds].sort((a, b) => a - b)) {
    const saved = byMenu.get(menuId);
    const wanted = norm(draft[menuId] ?? []);
    if (!saved) {
      if (wanted.length > 0) changes.create.push({ role_id: roleId, privilege_menu_id: menuId, privilege_access_scope: 'private', privilege_access_type: wanted });
    } else if (wanted.length === 0) {
      changes.remove.push(saved.privilege_id);
    } else if (norm(saved.privilege_access_type).join() !== wanted.join()) {
      changes.update.push({ privilege_id: saved.privilege_id, privilege_access_type: wanted });
    }
  }
  return changes;
}

export const changeCount = (c: MatrixChanges) => c.create.length + c.update.length + c.remove.length;

const dirty = (c: PrivilegeEditorContext) => c.role !== null && changeCount(diffMatrix(c.role.role_id, c.privileges, c.draft)) > 0;

export const privilegeEditorMachine = setup({
  types: {
    context: {} as PrivilegeEditorContext,
    events: {} as PrivilegeEditorEvent,
  },
  actors: {
    /** Every menu, and the role's privileges from the family its kind uses. */
    loadMatrix: fromPromise<MatrixData, { role: Role }>(async () => {
      throw new Error('loadMatrix is not provided');
    }),
    /** deleteMany, updateMany, createMany on the role's privilege family. */
    saveMatrix: fromPromise<unknown, { role: Role; changes: MatrixChanges }>(async () => {
      throw new Error('saveMatrix is not provided');
    }),
  },
  guards: {
    isDirty: ({ context }) => dirty(context),
  },
  actions: {
    /** The app shows a success toast. */
    notifySaved: () => {},
  },
}).createMachine({
  id: 'privilegeEditor',
  context: { role: null, menus: [], privileges: [], draft: {}, error: null },
  initial: 'idle',
  on: {
    'editor.selectRole': { target: '.loading', actions: assign({ role: ({ event }) => event.role, privileges: [], draft: {}, error: null }) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadMatrix',
        src: 'loadMatrix',
        input: ({ context }) => ({ role: context.role! }),
        onDone: {
          target: 'editing',
          actions: assign({
            menus: ({ event }) => event.output.menus,
            privileges: ({ event }) => event.output.privileges,
            draft: ({ event }) => toMatrix(event.output.privileges),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'editor.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'editor.toggle': {
          actions: assign({
            draft: ({ context, event }) => {
              const current = context.draft[event.menu_id] ?? [];
              const next = current.includes(event.access) ? current.filter((t) => t !== event.access) : [...current, event.access];
              return { ...context.draft, [event.menu_id]: norm(next) };
            },
          }),
        },
        'editor.setRow': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.menu_id]: norm(event.access) }) }) },
        'editor.discard': { actions: assign({ draft: ({ context }) => toMatrix(context.privileges), error: null }) },
      },
      // The unsaved-changes indicator: the draft differs from what the API host holds.
      initial: 'clean',
      states: {
        clean: { always: { guard: 'isDirty', target: 'dirty' } },
        dirty: {
          always: { guard: not('isDirty'), target: 'clean' },
          on: { 'editor.save': { target: '#privilegeEditor.saving', actions: assign({ error: null }) } },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveMatrix',
        src: 'saveMatrix',
        input: ({ context }) => ({ role: context.role!, changes: diffMatrix(context.role!.role_id, context.privileges, context.draft) }),
        // Reload what the API host now holds (new privilege ids), keeping nothing stale.
        onDone: { target: 'loading', actions: 'notifySaved' },
        onError: { target: 'editing.dirty', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: { 'editor.selectRole': {} },
    },
  },
});
