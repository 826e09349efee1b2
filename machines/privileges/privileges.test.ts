import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ActiveRole, type Menu, type Privilege } from '../../contracts';
import { privilegesMachine, type PrivilegesOutput } from './privileges.machine';
import { selectError, selectIsLoaded, selectIsLoading, selectPrivileges } from './privileges.selectors';

const systemRole: ActiveRole = { role_id: 2, role_type: 'expert', parent_user_id: null, role_parent_id: null, display_name: 'Expert' };
const customRole: ActiveRole = { role_id: 40, role_type: 'expert', parent_user_id: 5, role_parent_id: 2, display_name: 'Mentor' };

const privilege = (privilege_id: number, role_id: number, privilege_menu_id: number, types = ['read']): Privilege => ({
  privilege_id, role_id, privilege_menu_id, privilege_access_scope: 'private', privilege_access_type: types,
});
const menus: Record<number, Menu> = {
  211: { menu_id: 211, menu_name: 'Community', menu_parent_id: null },
  212: { menu_id: 212, menu_name: 'Startup', menu_parent_id: 211 },
  213: { menu_id: 213, menu_name: 'Business', menu_parent_id: 211 },
  300: { menu_id: 300, menu_name: 'Reports', menu_parent_id: null },
  400: { menu_id: 400, menu_name: 'Admin', menu_parent_id: null },
  401: { menu_id: 401, menu_name: 'Users', menu_parent_id: 400 },
};
const boom = async (): Promise<never> => { throw Object.assign(new Error('Request failed with status code 500'), { statusCode: 500 }); };

interface Fakes {
  fetchSystemPrivileges: (i: { role_id: number }) => Promise<Privilege[]>;
  fetchCustomPrivileges: (i: { role_id: number }) => Promise<Privilege[]>;
  fetchMenus: (i: { menu_ids: number[] }) => Promise<Menu[]>;
}

function start(activeRole: ActiveRole, over: Partial<Fakes> = {}) {
  const calls = {
    fetchSystemPrivileges: vi.fn(over.fetchSystemPrivileges ?? (async () => [privilege(1, 2, 212), privilege(2, 2, 217)])),
    fetchCustomPrivileges: vi.fn(over.fetchCustomPrivileges ?? (async () => [
      privilege(7, 40, 212), privilege(8, 40, 213, ['read', 'write']), privilege(9, 40, 300), privilege(10, 40, 212, ['write']), privilege(11, 40, 401),
    ])),
    fetchMenus: vi.fn(over.fetchMenus ?? (async ({ menu_ids }: { menu_ids: number[] }) => menu_ids.flatMap((id) => (menus[id] ? [menus[id]] : [])))),
  };
  const actor = createActor(privilegesMachine.provide({
    actors: {
      fetchSystemPrivileges: fromPromise(({ input }) => calls.fetchSystemPrivileges(input)),
      fetchCustomPrivileges: fromPromise(({ input }) => calls.fetchCustomPrivileges(input)),
      fetchMenus: fromPromise(({ input }) => calls.fetchMenus(input)),
    },
  }), { input: { activeRole } }).start();
  return { actor, calls };
}

async function outputOf(actor: ReturnType<typeof start>['actor']): Promise<PrivilegesOutput> {
  return (await waitFor(actor, (s) => s.status === 'done')).output!;
}

describe('privilegesMachine', () => {
  it('loads the system role privileges of a system role', async () => {
    const { actor, calls } = start(systemRole);
    expect(actor.getSnapshot().value).toBe('loadingSystem');
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(await outputOf(actor)).toEqual({ ok: true, privileges: [privilege(1, 2, 212), privilege(2, 2, 217)] });
    expect(calls.fetchSystemPrivileges).toHaveBeenCalledWith({ role_id: 2 });
    expect(calls.fetchCustomPrivileges).not.toHaveBeenCalled();
    expect(calls.fetchMenus).not.toHaveBeenCalled();
    expect(selectIsLoaded(actor.getSnapshot())).toBe(true);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectPrivileges(actor.getSnapshot())).toHaveLength(2);
  });

  it('fails with "Failed to fetch system role privileges." when they cannot load', async () => {
    const { actor } = start(systemRole, { fetchSystemPrivileges: boom });
    expect(await outputOf(actor)).toEqual({ ok: false, error: MESSAGES.systemPrivilegesFailed });
    expect(selectError(actor.getSnapshot())).toBe('Failed to fetch system role privileges.');
    expect(selectPrivileges(actor.getSnapshot())).toBeNull();
  });

  it('resolves a custom role’s privileges to their menus and parent menus', async () => {
    const { actor, calls } = start(customRole);
    expect(actor.getSnapshot().value).toBe('loadingCustom');
    const output = await outputOf(actor);
    expect(calls.fetchCustomPrivileges).toHaveBeenCalledWith({ role_id: 40 });
    expect(calls.fetchSystemPrivileges).not.toHaveBeenCalled();
    expect(calls.fetchMenus).toHaveBeenNthCalledWith(1, { menu_ids: [212, 213, 300, 401] });
    expect(calls.fetchMenus).toHaveBeenNthCalledWith(2, { menu_ids: [211, 400] });
    expect(output).toEqual({
      ok: true,
      privileges: [
        { ...privilege(7, 40, 212), menu_name: 'Startup', menu_parent_name: 'Community' },
        { ...privilege(8, 40, 213, ['read', 'write']), menu_name: 'Business', menu_parent_name: 'Community' },
        { ...privilege(9, 40, 300), menu_name: 'Reports', menu_parent_name: null },
        { ...privilege(10, 40, 212, ['write']), menu_name: 'Startup', menu_parent_name: 'Community' },
        { ...privilege(11, 40, 401), menu_name: 'Users', menu_parent_name: 'Admin' },
      ],
    });
  });

  it('skips the parent lookup when every menu is top-level', async () => {
    const { actor, calls } = start(customRole, { fetchCustomPrivileges: async () => [privilege(9, 40, 300)] });
    expect(await outputOf(actor)).toEqual({ ok: true, privileges: [{ ...privilege(9, 40, 300), menu_name: 'Reports', menu_parent_name: null }] });
    expect(calls.fetchMenus).toHaveBeenCalledTimes(1);
  });

  it('keeps a privilege whose menu is not found, without names', async () => {
    const { actor } = start(customRole, { fetchCustomPrivileges: async () => [privilege(9, 40, 999), privilege(7, 40, 212)] });
    const output = await outputOf(actor);
    expect(output.ok && output.privileges[0]).toEqual({ ...privilege(9, 40, 999), menu_parent_name: null });
    expect(output.ok && output.privileges[1]).toEqual({ ...privilege(7, 40, 212), menu_name: 'Startup', menu_parent_name: 'Community' });
  });

  it('loads no menus for a custom role without privileges', async () => {
    const { actor, calls } = start(customRole, { fetchCustomPrivileges: async () => [] });
    expect(await outputOf(actor)).toEqual({ ok: true, privileges: [] });
    expect(calls.fetchMenus).not.toHaveBeenCalled();
  });

  it.each([
    ['custom role privileges', { fetchCustomPrivileges: boom }, MESSAGES.customPrivilegesFailed, 0],
    ['menus', { fetchMenus: boom }, MESSAGES.menusFailed, 1],
    ['menu parents', { fetchMenus: async ({ menu_ids }: { menu_ids: number[] }) => { if (menu_ids.includes(211)) return boom(); return menu_ids.map((id) => menus[id]!); } }, MESSAGES.menuParentsFailed, 2],
  ] as [string, Partial<Fakes>, string, number][])('fails with the SPEC message when the %s cannot load', async (_label, over, message, menuCalls) => {
    const { actor, calls } = start(customRole, over);
    expect(await outputOf(actor)).toEqual({ ok: false, error: message });
    expect(calls.fetchMenus).toHaveBeenCalledTimes(menuCalls);
    expect(selectError(actor.getSnapshot())).toBe(message);
  });
});
