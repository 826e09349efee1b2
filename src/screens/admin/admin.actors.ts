// The Admin Center's machines wired to the resource families (src/api/families.ts), the identity
// sync helper and toasts. Screens start them with useActorRef; tests swap the HTTP layer (msw).
import { toast } from '../../lib/toasts';
import { fromPromise } from 'xstate';
import type { ListMetadata, Menu, Role } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { bulkOperationMachine, type BulkChunkInput } from '../../../machines/bulk-operation';
import { csvImportMachine, type ImportRole } from '../../../machines/csv-import';
import { formSubmitMachine } from '../../../machines/form-submit';
import { privilegeEditorMachine, type MatrixChanges } from '../../../machines/privilege-editor';
import * as identityAdmin from '../../api/identity-admin';
import * as families from '../../api/families';
import type { AdminUser } from '../../api/families';
import { syncIdentityUser } from '../../api/identity-sync';
import type { ListQueryInput } from '../../api/resource-family';
import { toListQuery } from '../../lib/list-query';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;


const pageOf = async (family: { getAll: (q: ListQueryInput) => Promise<{ data: unknown[]; metadata: ListMetadata }> }, q: ListQueryState): Promise<PageResult> => {
  const { data, metadata } = await family.getAll(toListQuery(q));
  return { rows: data as PageResult['rows'], total: metadata.total, pages: metadata.pages, totalCapped: metadata.totalCapped === true };
};

/** Users: paged, searched, filtered and sorted on the API host. */
export const usersListLogic = adminListMachine.provide({
  actors: { loadPage: fromPromise(({ input }) => pageOf(families.users, input)) },
});

/** Roles and menus: small reference lists, loaded whole (limit -1). */
export const rolesListLogic = adminListMachine.provide({
  actors: { loadPage: fromPromise(({ input }) => pageOf(families.roles, { ...input, limit: -1, sortField: input.sortField ?? 'role_id', sortOrder: input.sortField ? input.sortOrder : 'asc' })) },
});
export const menusListLogic = adminListMachine.provide({
  actors: { loadPage: fromPromise(({ input }) => pageOf(families.menus, { ...input, limit: -1, sortField: 'menu_id', sortOrder: 'asc' })) },
});

export type UserBulkAction = 'enable' | 'disable' | 'delete';

async function runUserChunk({ action, items }: BulkChunkInput): Promise<void> {
  const ids = items as number[];
  if (action === 'delete') await families.users.deleteMany(ids);
  else await families.users.updateMany(ids.map((user_id) => ({ user_id, enabled: action === 'enable' })));
}

const PAST: Record<string, string> = { enable: 'enabled', disable: 'disabled', delete: 'deleted' };

/** Bulk enable / disable / delete of members, in calls of at most 1000. */
export const userBulkLogic = bulkOperationMachine.provide({
  actors: { runChunk: fromPromise(({ input }) => runUserChunk(input)) },
  actions: {
    notifyDone: ({ context }) => {
      const done = `${plural(context.succeeded, 'member')} ${PAST[context.action] ?? 'changed'}.`;
      if (context.failed > 0) toast.warning(`${done} ${plural(context.failed, 'member')} could not be ${PAST[context.action] ?? 'changed'}.`);
      else toast.success(done);
    },
  },
});

/** Import CSV: the valid rows go to users/createMany in one all-or-nothing call. */
export const csvImportLogic = csvImportMachine.provide({
  actors: {
    checkExisting: fromPromise(({ input }) => identityAdmin.checkExistingMembers(input)),
    importUsers: fromPromise(async ({ input }) => (await families.users.createMany(input.items)).length),
  },
  actions: {
    notifyDone: ({ context }) => {
      toast.success(`${plural(context.created, 'member')} created from ${context.fileName ?? 'the file'}.`);
    },
  },
});
export type { AdminUser, ImportRole };

/** "New menu": proposes an id no menu has used (deleted ones included), asked once as the dialog opens. */
export const nextMenuIdLogic = fromPromise<number>(() => identityAdmin.nextMenuId());

const privilegeFamily = (role: Role) => (role.parent_user_id != null ? families.customRolePrivileges : families.privileges);

async function saveMatrix(role: Role, changes: MatrixChanges): Promise<void> {
  const family = privilegeFamily(role);
  // Removals first, so a menu can be re-granted in the same save; each call is all or nothing.
  if (changes.remove.length > 0) await family.deleteMany(changes.remove);
  if (changes.update.length > 0) await family.updateMany(changes.update);
  if (changes.create.length > 0) await family.createMany(changes.create);
}

/** The privilege matrix of one role (system: privileges, custom: customRolePrivilege). */
export const privilegeEditorLogic = privilegeEditorMachine.provide({
  actors: {
    loadMatrix: fromPromise(async ({ input }) => {
      const [menus, privileges] = await Promise.all([
        families.menus.getAll({ page: 1, limit: -1, sortField: 'menu_id', sortOrder: 'asc' }),
        privilegeFamily(input.role).getAll({ page: 1, limit: -1, filterFields: { role_id: input.role.role_id } }),
      ]);
      return { menus: menus.data, privileges: privileges.data };
    }),
    saveMatrix: fromPromise(({ input }) => saveMatrix(input.role, input.changes)),
  },
  actions: {
    notifySaved: ({ context }) => {
      toast.success(`Privileges of ${context.role?.display_name ?? 'the role'} saved.`);
    },
  },
});

/** One Admin Center change; each resolves to the text of its success toast. */
export type AdminCommand =
  | { command: 'user.save'; before: AdminUser; changes: Partial<Pick<AdminUser, 'username' | 'firstName' | 'lastName' | 'email' | 'enabled' | 'roles'>> }
  | { command: 'role.create'; role_name: string; display_name: string; role_parent_id: number }
  | { command: 'role.update'; role: Role; role_name: string; display_name: string }
  | { command: 'role.delete'; role: Role }
  | { command: 'menu.create'; menu_id: number; menu_name: string; menu_parent_id: number | null }
  | { command: 'menu.update'; menu: Menu; menu_name: string; menu_parent_id: number | null }
  | { command: 'menu.delete'; menu: Menu };

const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>) => `${u.firstName} ${u.lastName}`.trim() || u.username;

export async function runAdminCommand(c: AdminCommand): Promise<string> {
  switch (c.command) {
    case 'user.save': {
      const after = await families.users.update(c.before.user_id, c.changes);
      // SPEC §4: the identity provider gets the changed identity fields; its failures are ignored.
      await syncIdentityUser(c.before, after);
      if (Object.keys(c.changes).length === 1 && c.changes.enabled !== undefined) {
        return `${fullName(after)} ${after.enabled ? 'enabled' : 'disabled'}.`;
      }
      return `${fullName(after)} saved.`;
    }
    case 'role.create': {
      const role = await families.roles.create({ role_name: c.role_name, display_name: c.display_name, role_parent_id: c.role_parent_id });
      return `Role ${role.display_name} created.`;
    }
    case 'role.update': {
      const role = await families.roles.update(c.role.role_id, { role_name: c.role_name, display_name: c.display_name });
      return `Role ${role.display_name} saved.`;
    }
    case 'role.delete':
      await families.roles.remove(c.role.role_id);
      return `Role ${c.role.display_name} deleted.`;
    case 'menu.create': {
      const menu = await families.menus.create({ menu_id: c.menu_id, menu_name: c.menu_name, menu_parent_id: c.menu_parent_id });
      return `Menu ${menu.menu_name} created.`;
    }
    case 'menu.update': {
      const changes: Partial<Menu> = {};
      if (c.menu_name !== c.menu.menu_name) changes.menu_name = c.menu_name;
      if (c.menu_parent_id !== c.menu.menu_parent_id) changes.menu_parent_id = c.menu_parent_id;
      const menu = await families.menus.update(c.menu.menu_id, changes);
      return `Menu ${menu.menu_name} saved.`;
    }
    case 'menu.delete':
      await families.menus.remove(c.menu.menu_id);
      return `Menu ${c.menu.menu_name} deleted.`;
  }
}

/** Every single Admin Center change: saving state, the server's reason on failure, a success toast. */
export const adminCommandLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise(async ({ input }) => {
      const message = await runAdminCommand(input as unknown as AdminCommand);
      toast.success(message);
      return message;
    }),
  },
});
