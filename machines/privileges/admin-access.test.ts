import { describe, expect, it } from 'vitest';
import type { ActiveRole, MemberPrivilege } from '../../contracts';
import { adminCenterTabs } from './admin-access';

const role = (role_type: string, parent_user_id: number | null = null): ActiveRole =>
  ({ role_id: 9, role_type, parent_user_id, role_parent_id: null, display_name: role_type });
const priv = (menu: number, types: string[]): MemberPrivilege =>
  ({ privilege_id: menu, role_id: 9, privilege_menu_id: menu, privilege_access_scope: 'private', privilege_access_type: types });

describe('adminCenterTabs', () => {
  it('gives the admin role every tab with every action, whatever its privileges say', () => {
    expect(adminCenterTabs(role('admin'), [])).toEqual([
      { key: 'users', label: 'Users', menu_id: 101, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'roles', label: 'Roles', menu_id: 102, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'privileges', label: 'Privileges', menu_id: 103, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'menus', label: 'Menus', menu_id: 104, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'hubs', label: 'Hubs', menu_id: 104, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'content', label: 'Content', menu_id: 104, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'publications', label: 'Publications', menu_id: 100, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'memberships', label: 'Memberships', menu_id: 100, canWrite: true, canUpdate: true, canDelete: true },
      { key: 'reports', label: 'Reports', menu_id: 100, canWrite: true, canUpdate: true, canDelete: true },
    ]);
  });

  it('gives other roles the tabs they may read, and the actions their access types allow', () => {
    expect(adminCenterTabs(role('organization'), [priv(101, ['READ', 'update']), priv(104, ['write'])])).toEqual([
      { key: 'users', label: 'Users', menu_id: 101, canWrite: false, canUpdate: true, canDelete: false },
    ]);
  });

  it('keeps the Hubs tab for the admin role: reading Menus is not enough', () => {
    expect(adminCenterTabs(role('organization'), [priv(104, ['read', 'write', 'update'])]).map((t) => t.key)).toEqual(['menus']);
  });

  it('keeps the Publications tab (review queue) for the admin role: reading Administration is not enough', () => {
    expect(adminCenterTabs(role('organization'), [priv(100, ['read', 'write', 'update'])]).map((t) => t.key)).toEqual([]);
  });

  it('gives no access without privileges, and none to a custom role named like admin', () => {
    expect(adminCenterTabs(role('organization'), null)).toEqual([]);
    expect(adminCenterTabs(role('admin', 5), [])).toEqual([]);
    expect(adminCenterTabs(null, null)).toEqual([]);
  });
});
