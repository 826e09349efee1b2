import { FAMILY_MENU_ID_LIST } from './menus';
import { COMMUNITY_MENUS, COMMUNITY_PARENT_MENU, type SystemRoleName } from './roles';

// The system role privileges every installation starts with (docs/decisions/0006).
// Community tabs (SPEC §6) appear only when the active role has read on their menu, so this
// table decides which tabs each role sees. The API host seeds it; SPA tests refer to it.

export type PermissionName = 'read' | 'write' | 'update' | 'delete';

export interface SeededPrivilege {
  role_name: SystemRoleName;
  privilege_menu_id: number;
  privilege_access_scope: 'private';
  privilege_access_type: readonly PermissionName[];
}

const COMMUNITY_MENU_IDS = COMMUNITY_MENUS.map((m) => m.menu_id);
const READ = ['read'] as const;
const ALL = ['read', 'write', 'update', 'delete'] as const;

/**
 * Menu ids each system role may read (admin may do everything, parent menu 211 included, and
 * every administration and content menu of contracts/menus.ts: decision 0009).
 */
export const PRIVILEGE_MATRIX: Readonly<Record<SystemRoleName, { menus: readonly number[]; access: readonly PermissionName[] }>> = {
  admin: { menus: [COMMUNITY_PARENT_MENU.menu_id, ...COMMUNITY_MENU_IDS, ...FAMILY_MENU_ID_LIST], access: ALL },
  organization: { menus: COMMUNITY_MENU_IDS, access: READ },
  institute: { menus: COMMUNITY_MENU_IDS, access: READ },
  expert: { menus: [212, 215, 217], access: READ },
  volunteer: { menus: [212, 213, 216], access: READ },
  learner: { menus: [212, 216], access: READ },
  temp: { menus: [212], access: READ },
};

/** The matrix as privilege rows, one per role and menu. */
export const SEEDED_PRIVILEGES: readonly SeededPrivilege[] = (Object.keys(PRIVILEGE_MATRIX) as SystemRoleName[])
  .flatMap((role_name) => PRIVILEGE_MATRIX[role_name].menus.map((privilege_menu_id) => ({
    role_name,
    privilege_menu_id,
    privilege_access_scope: 'private' as const,
    privilege_access_type: PRIVILEGE_MATRIX[role_name].access,
  })));

/** Community menu ids a system role may read, per the seeded matrix. */
export function communityMenusReadableBy(role: SystemRoleName): number[] {
  return PRIVILEGE_MATRIX[role].menus.filter((id) => COMMUNITY_MENU_IDS.includes(id as (typeof COMMUNITY_MENU_IDS)[number]));
}
