// Menus of the administration and content areas (docs/decisions/0009). Every resource family
// is guarded by one of these menu ids: a role needs read/write/update/delete on it. Seeded as
// reference data beside the community menus of SPEC §6 (contracts/roles.ts).

export interface SeedMenu {
  menu_id: number;
  menu_name: string;
  menu_parent_id: number | null;
}

/** Resource-family menus by purpose; the ids are part of the contract (privileges name them). */
export const FAMILY_MENU_IDS = {
  administration: 100,
  users: 101,
  roles: 102,
  privileges: 103,
  menus: 104,
  userSettings: 105,
  learning: 300,
  programs: 301,
  courses: 302,
  modules: 303,
  units: 304,
  enrolments: 305,
  notifications: 400,
  communityData: 500,
  communityCommon: 501,
  groupUsers: 502,
  userRepository: 503,
  events: 600,
} as const;

const M = FAMILY_MENU_IDS;

/** Parents first, so a fresh database never has a child before its parent. */
export const FAMILY_MENUS: readonly SeedMenu[] = [
  { menu_id: M.administration, menu_name: 'Administration', menu_parent_id: null },
  { menu_id: M.users, menu_name: 'Users', menu_parent_id: M.administration },
  { menu_id: M.roles, menu_name: 'Roles', menu_parent_id: M.administration },
  { menu_id: M.privileges, menu_name: 'Privileges', menu_parent_id: M.administration },
  { menu_id: M.menus, menu_name: 'Menus', menu_parent_id: M.administration },
  { menu_id: M.userSettings, menu_name: 'User Settings', menu_parent_id: M.administration },
  { menu_id: M.learning, menu_name: 'Learning', menu_parent_id: null },
  { menu_id: M.programs, menu_name: 'Programs', menu_parent_id: M.learning },
  { menu_id: M.courses, menu_name: 'Courses', menu_parent_id: M.learning },
  { menu_id: M.modules, menu_name: 'Modules', menu_parent_id: M.learning },
  { menu_id: M.units, menu_name: 'Units', menu_parent_id: M.learning },
  { menu_id: M.enrolments, menu_name: 'Enrolments', menu_parent_id: M.learning },
  { menu_id: M.notifications, menu_name: 'Notifications', menu_parent_id: null },
  { menu_id: M.communityData, menu_name: 'Community data', menu_parent_id: null },
  { menu_id: M.communityCommon, menu_name: 'Community Common', menu_parent_id: M.communityData },
  { menu_id: M.groupUsers, menu_name: 'Group Users', menu_parent_id: M.communityData },
  { menu_id: M.userRepository, menu_name: 'User Repository', menu_parent_id: M.communityData },
  { menu_id: M.events, menu_name: 'Events', menu_parent_id: null },
];

export const FAMILY_MENU_ID_LIST: readonly number[] = FAMILY_MENUS.map((m) => m.menu_id);
