// Privileges of the active role (SPEC §3, §4, §6, §8). A custom role (one with parent_user_id)
// loads its custom privileges and resolves each to its menu and parent menu names; any other
// role loads the system role privileges.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES, type ActiveRole, type MemberPrivilege, type Menu, type Privilege, type PrivilegesLoadResult } from '../../contracts';

export interface PrivilegesInput {
  activeRole: ActiveRole;
}

/** `{ ok: true; privileges: MemberPrivilege[] } | { ok: false; error: string }` (what auth's loadPrivileges resolves with). */
export type PrivilegesOutput = PrivilegesLoadResult;

export interface PrivilegesContext {
  activeRole: ActiveRole;
  /** Custom role privileges while their menus load. */
  pending: Privilege[];
  /** The menus of the pending privileges while their parents load. */
  menus: Menu[];
  privileges: MemberPrivilege[] | null;
  error: string | null;
}

export const isCustomRole = (role: Pick<ActiveRole, 'parent_user_id'>) => role.parent_user_id != null;

const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** The distinct menus the privileges refer to, in first-seen order. */
export const privilegeMenuIds = (privileges: readonly Privilege[]) => distinct(privileges.map((p) => p.privilege_menu_id));

/** The distinct parent menus of the menus, in first-seen order (top-level menus have none). */
export const menuParentIds = (menus: readonly Menu[]) =>
  distinct(menus.flatMap((m) => (m.menu_parent_id != null ? [m.menu_parent_id] : [])));

/** Each privilege with its menu's name and its parent menu's name (null without a parent). */
export function withMenuNames(privileges: readonly Privilege[], menus: readonly Menu[], parents: readonly Menu[] = []): MemberPrivilege[] {
  return privileges.map((p) => {
    const menu = menus.find((m) => m.menu_id === p.privilege_menu_id);
    const parent = menu?.menu_parent_id != null ? parents.find((m) => m.menu_id === menu.menu_parent_id) : undefined;
    return { ...p, ...(menu ? { menu_name: menu.menu_name } : {}), menu_parent_name: parent?.menu_name ?? null };
  });
}

export const privilegesMachine = setup({
  types: {
    input: {} as PrivilegesInput,
    context: {} as PrivilegesContext,
    output: {} as PrivilegesOutput,
  },
  guards: {
    isCustomRole: ({ context }) => isCustomRole(context.activeRole),
  },
  actors: {
    fetchSystemPrivileges: fromPromise<Privilege[], { role_id: number }>(async () => {
      throw new Error('fetchSystemPrivileges is not provided');
    }),
    fetchCustomPrivileges: fromPromise<Privilege[], { role_id: number }>(async () => {
      throw new Error('fetchCustomPrivileges is not provided');
    }),
    fetchMenus: fromPromise<Menu[], { menu_ids: number[] }>(async () => {
      throw new Error('fetchMenus is not provided');
    }),
  },
}).createMachine({
  id: 'privileges',
  context: ({ input }) => ({ activeRole: input.activeRole, pending: [], menus: [], privileges: null, error: null }),
  initial: 'start',
  output: ({ context }): PrivilegesOutput =>
    context.privileges ? { ok: true, privileges: context.privileges } : { ok: false, error: context.error ?? MESSAGES.systemPrivilegesFailed },
  states: {
    start: {
      always: [{ guard: 'isCustomRole', target: 'loadingCustom' }, { target: 'loadingSystem' }],
    },
    loadingSystem: {
      tags: ['loading'],
      invoke: {
        id: 'fetchSystemPrivileges',
        src: 'fetchSystemPrivileges',
        input: ({ context }) => ({ role_id: context.activeRole.role_id }),
        onDone: { target: 'loaded', actions: assign({ privileges: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: MESSAGES.systemPrivilegesFailed }) },
      },
    },
    loadingCustom: {
      tags: ['loading'],
      invoke: {
        id: 'fetchCustomPrivileges',
        src: 'fetchCustomPrivileges',
        input: ({ context }) => ({ role_id: context.activeRole.role_id }),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'loaded', actions: assign({ privileges: [] }) },
          { target: 'loadingMenus', actions: assign({ pending: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: MESSAGES.customPrivilegesFailed }) },
      },
    },
    loadingMenus: {
      tags: ['loading'],
      invoke: {
        id: 'fetchMenus',
        src: 'fetchMenus',
        input: ({ context }) => ({ menu_ids: privilegeMenuIds(context.pending) }),
        onDone: [
          {
            guard: ({ event }) => menuParentIds(event.output).length === 0,
            target: 'loaded',
            actions: assign({ privileges: ({ context, event }) => withMenuNames(context.pending, event.output) }),
          },
          { target: 'loadingMenuParents', actions: assign({ menus: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: MESSAGES.menusFailed }) },
      },
    },
    loadingMenuParents: {
      tags: ['loading'],
      invoke: {
        id: 'fetchMenuParents',
        src: 'fetchMenus',
        input: ({ context }) => ({ menu_ids: menuParentIds(context.menus) }),
        onDone: {
          target: 'loaded',
          actions: assign({ privileges: ({ context, event }) => withMenuNames(context.pending, context.menus, event.output) }),
        },
        onError: { target: 'failed', actions: assign({ error: MESSAGES.menuParentsFailed }) },
      },
    },
    loaded: { type: 'final' },
    failed: { type: 'final' },
  },
});
