// Who sees the Admin Center and which of its tabs (docs/decisions/0012): the same rule the API
// host applies to the families behind each tab. The active role sees a tab when it is the admin
// role or has `read` on the tab's menu (contracts/menus.ts: Users 101, Roles 102, Privileges
// 103, Menus 104); the buttons that change things follow write / update / delete on that menu.
import { FAMILY_MENU_IDS, type ActiveRole, type MemberPrivilege } from '../../contracts';
import { hasPermission } from './permissions';

export type AdminTabKey = 'users' | 'roles' | 'privileges' | 'menus' | 'hubs' | 'content' | 'publications' | 'memberships' | 'reports';

export interface AdminTabAccess {
  key: AdminTabKey;
  label: string;
  menu_id: number;
  canWrite: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

const TABS: { key: AdminTabKey; label: string; menu_id: number; adminOnly?: boolean }[] = [
  { key: 'users', label: 'Users', menu_id: FAMILY_MENU_IDS.users },
  { key: 'roles', label: 'Roles', menu_id: FAMILY_MENU_IDS.roles },
  { key: 'privileges', label: 'Privileges', menu_id: FAMILY_MENU_IDS.privileges },
  { key: 'menus', label: 'Menus', menu_id: FAMILY_MENU_IDS.menus },
  // Hubs (issue 12, decision 0033): administrators only, as the API host's hub calls.
  { key: 'hubs', label: 'Hubs', menu_id: FAMILY_MENU_IDS.menus, adminOnly: true },
  // Content (decision 0038): create and edit content items, administrators only, as the API host's content editing calls.
  { key: 'content', label: 'Content', menu_id: FAMILY_MENU_IDS.menus, adminOnly: true },
  // Publications (issue 12, decision 0037): the review queue, administrators only, as the API host's review calls.
  { key: 'publications', label: 'Publications', menu_id: FAMILY_MENU_IDS.administration, adminOnly: true },
  // Memberships (issue 15, decision 0043): the approval queue, administrators only, as the API host's decision calls.
  { key: 'memberships', label: 'Memberships', menu_id: FAMILY_MENU_IDS.administration, adminOnly: true },
  // Reports (issue 14): the forum's moderation queue, administrators only, as the API host's report calls.
  { key: 'reports', label: 'Reports', menu_id: FAMILY_MENU_IDS.administration, adminOnly: true },
];

/** The Admin Center tabs the active role may open, with what it may change there; empty = no access. */
export function adminCenterTabs(activeRole: ActiveRole | null, privileges: readonly MemberPrivilege[] | null): AdminTabAccess[] {
  const isAdmin = activeRole?.parent_user_id == null && activeRole?.role_type.toLowerCase() === 'admin';
  const can = (menu: number, type: string) => isAdmin || hasPermission(privileges, menu, type);
  return TABS.filter((t) => (t.adminOnly ? isAdmin : can(t.menu_id, 'read'))).map(({ key, label, menu_id }) => ({
    key, label, menu_id,
    canWrite: can(menu_id, 'write'),
    canUpdate: can(menu_id, 'update'),
    canDelete: can(menu_id, 'delete'),
  }));
}
