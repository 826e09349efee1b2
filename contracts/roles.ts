// Roles and menus every installation starts with (SPEC §6).

export const SYSTEM_ROLES = [
  { role_name: 'volunteer', display_name: 'Volunteer' },
  { role_name: 'expert', display_name: 'Expert' },
  { role_name: 'institute', display_name: 'Institute' },
  { role_name: 'organization', display_name: 'Organization' },
  { role_name: 'admin', display_name: 'Admin' },
  { role_name: 'learner', display_name: 'Learner' },
  { role_name: 'temp', display_name: 'Temp' },
] as const;

export type SystemRoleName = (typeof SYSTEM_ROLES)[number]['role_name'];

export const DEFAULT_ROLE = { role_name: 'temp', display_name: 'Temp' } as const;

/** Parent menu of the community tabs; the tab ids themselves are fixed by SPEC §6. */
export const COMMUNITY_PARENT_MENU = { menu_id: 211, menu_name: 'Community', menu_parent_id: null } as const;

export const COMMUNITY_MENUS = [
  { menu_id: 212, menu_name: 'Startup', community: 'startup' },
  { menu_id: 213, menu_name: 'Business', community: 'business' },
  { menu_id: 214, menu_name: 'Government', community: 'government' },
  { menu_id: 215, menu_name: 'Investor', community: 'investor' },
  { menu_id: 216, menu_name: 'Educator', community: 'educator' },
  { menu_id: 217, menu_name: 'Expert', community: 'expert' },
] as const;
