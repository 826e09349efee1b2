// What the active role may see (SPEC §2, §6): permission lookup per menu id, role flags, the
// profile menu by role and the community tabs. Pure functions for screens and guards.
import { COMMUNITY_MENUS, type ActiveRole, type MemberPrivilege } from '../../contracts';

/** SPEC §2: the selected account menu defaults to 'Home'. */
export const DEFAULT_ACCOUNT_MENU = 'Home';

/** Whether the privileges grant the access type on the menu; access types compare case-insensitively. */
export function hasPermission(privileges: readonly MemberPrivilege[] | null, menuId: number, accessType: string): boolean {
  if (!privileges) return false;
  const wanted = accessType.toLowerCase();
  return privileges.some((p) => p.privilege_menu_id === menuId && p.privilege_access_type.some((t) => t.toLowerCase() === wanted));
}

export interface RoleFlags {
  isVolunteer: boolean;
  isExpert: boolean;
  isInstitute: boolean;
  /** True for organization and for admin (SPEC §6). */
  isOrganization: boolean;
}

export function roleFlags(activeRole: ActiveRole | null): RoleFlags {
  const type = activeRole?.role_type.toLowerCase() ?? '';
  return {
    isVolunteer: type === 'volunteer',
    isExpert: type === 'expert',
    isInstitute: type === 'institute',
    isOrganization: type === 'organization' || type === 'admin',
  };
}

export interface ProfileMenuItem {
  label: string;
  to?: string;
  action?: 'logout';
  newTab?: boolean;
}

const LOGOUT: ProfileMenuItem = { label: 'Logout', action: 'logout' };

/** The profile menu of the top bar for the active role (SPEC §2), checked expert, volunteer, institute, organization. */
export function profileMenuFor(activeRole: ActiveRole | null, userId: number): ProfileMenuItem[] {
  const flags = roleFlags(activeRole);
  if (flags.isExpert) {
    return [
      { label: 'Home', to: '/user/home' },
      { label: 'Expert Dashboard', to: '/expert-dashboard' },
      { label: 'Profiles', to: '/profiles' },
      { label: 'Community', to: '/community' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Account', to: '/account' },
      { ...LOGOUT },
    ];
  }
  if (flags.isVolunteer) {
    return [
      { label: 'Home', to: '/user/home' },
      { label: 'Volunteer Profile', to: `/volunteer-profile/${userId}`, newTab: true },
      { label: 'Dashboard', to: '/my-events' },
      { label: 'Community', to: '/community' },
      { label: 'Account', to: '/account' },
      { label: 'Switch View', to: '/select-role' },
      { ...LOGOUT },
    ];
  }
  if (flags.isInstitute) {
    return [
      { label: 'Home', to: '/user/home' },
      { label: 'Admin Center', to: '/admin-center' },
      { label: 'Institute Profile', to: '/profiles?type=institute' },
      { label: 'Community', to: '/community' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Account', to: '/account' },
      { ...LOGOUT },
    ];
  }
  if (flags.isOrganization) {
    return [
      { label: 'Admin Center', to: '/admin-center' },
      { label: 'Community', to: '/community' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Account', to: '/account' },
      { ...LOGOUT },
    ];
  }
  return [
    { label: 'Account', to: '/account' },
    { label: 'Switch View', to: '/select-role' },
    { ...LOGOUT },
  ];
}

/** Where each community tab leads (SPEC §2 "Also seen in navigation"), by menu id (SPEC §6). */
export const COMMUNITY_TAB_PATHS: Readonly<Record<number, string>> = {
  212: '/community/1',
  213: '/community/6',
  214: '/community/7',
  215: '/community/5',
  216: '/community/8',
  217: '/community/9',
};

export interface CommunityTab {
  menu_id: number;
  label: string;
  to: string;
}

/** The community tabs the role may read, in COMMUNITY_MENUS order (SPEC §6). */
export function communityTabs(privileges: readonly MemberPrivilege[] | null): CommunityTab[] {
  return COMMUNITY_MENUS.filter((m) => hasPermission(privileges, m.menu_id, 'read')).map((m) => ({
    menu_id: m.menu_id,
    label: m.menu_name,
    to: COMMUNITY_TAB_PATHS[m.menu_id]!,
  }));
}
