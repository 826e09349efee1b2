import { describe, expect, it } from 'vitest';
import type { ActiveRole, MemberPrivilege } from '../../contracts';
import { communityTabs, DEFAULT_ACCOUNT_MENU, hasPermission, profileMenuFor, roleFlags } from './permissions';

const role = (role_type: string): ActiveRole => ({ role_id: 1, role_type, parent_user_id: null, role_parent_id: null, display_name: role_type });
const grant = (privilege_menu_id: number, privilege_access_type: string[]): MemberPrivilege => ({
  privilege_id: privilege_menu_id, role_id: 1, privilege_menu_id, privilege_access_scope: 'private', privilege_access_type,
});
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('hasPermission', () => {
  const privileges = [grant(212, ['READ']), grant(300, ['write']), grant(300, ['Delete'])];

  it('is false before privileges are loaded', () => {
    expect(hasPermission(null, 212, 'read')).toBe(false);
  });

  it('compares access types case-insensitively', () => {
    expect(hasPermission(privileges, 212, 'read')).toBe(true);
    expect(hasPermission(privileges, 300, 'WRITE')).toBe(true);
    expect(hasPermission(privileges, 300, 'delete')).toBe(true);
  });

  it('is false for another access type or another menu', () => {
    expect(hasPermission(privileges, 212, 'write')).toBe(false);
    expect(hasPermission(privileges, 213, 'read')).toBe(false);
    expect(hasPermission([], 212, 'read')).toBe(false);
  });
});

describe('roleFlags', () => {
  it.each([
    ['volunteer', { isVolunteer: true, isExpert: false, isInstitute: false, isOrganization: false }],
    ['Expert', { isVolunteer: false, isExpert: true, isInstitute: false, isOrganization: false }],
    ['INSTITUTE', { isVolunteer: false, isExpert: false, isInstitute: true, isOrganization: false }],
    ['organization', { isVolunteer: false, isExpert: false, isInstitute: false, isOrganization: true }],
    ['admin', { isVolunteer: false, isExpert: false, isInstitute: false, isOrganization: true }],
    ['learner', { isVolunteer: false, isExpert: false, isInstitute: false, isOrganization: false }],
    ['temp', { isVolunteer: false, isExpert: false, isInstitute: false, isOrganization: false }],
  ])('derives the flags of %s', (type, flags) => {
    expect(roleFlags(role(type))).toEqual(flags);
  });

  it('has no flags without an active role', () => {
    expect(roleFlags(null)).toEqual({ isVolunteer: false, isExpert: false, isInstitute: false, isOrganization: false });
  });
});

describe('profileMenuFor', () => {
  it('gives an expert the expert menu', () => {
    expect(profileMenuFor(role('expert'), 9)).toEqual([
      { label: 'Home', to: '/user/home' },
      { label: 'Expert Dashboard', to: '/expert-dashboard' },
      { label: 'Profiles', to: '/profiles' },
      { label: 'Community', to: '/community' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Account', to: '/account' },
      { label: 'Logout', action: 'logout' },
    ]);
  });

  it('gives a volunteer their profile in a new tab', () => {
    expect(profileMenuFor(role('Volunteer'), 9)).toEqual([
      { label: 'Home', to: '/user/home' },
      { label: 'Volunteer Profile', to: '/volunteer-profile/9', newTab: true },
      { label: 'Dashboard', to: '/my-events' },
      { label: 'Community', to: '/community' },
      { label: 'Account', to: '/account' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Logout', action: 'logout' },
    ]);
  });

  it('gives an institute the admin-like list with Institute Profile', () => {
    expect(profileMenuFor(role('institute'), 9)).toEqual([
      { label: 'Home', to: '/user/home' },
      { label: 'Admin Center', to: '/admin-center' },
      { label: 'Institute Profile', to: '/profiles?type=institute' },
      { label: 'Community', to: '/community' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Account', to: '/account' },
      { label: 'Logout', action: 'logout' },
    ]);
  });

  it.each(['organization', 'admin'])('gives %s the organization menu', (type) => {
    expect(profileMenuFor(role(type), 9)).toEqual([
      { label: 'Admin Center', to: '/admin-center' },
      { label: 'Community', to: '/community' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Account', to: '/account' },
      { label: 'Logout', action: 'logout' },
    ]);
  });

  it.each([['temp', role('temp')], ['learner', role('learner')], ['no active role', null]])('gives %s the short menu', (_label, active) => {
    expect(profileMenuFor(active, 9)).toEqual([
      { label: 'Account', to: '/account' },
      { label: 'Switch View', to: '/select-role' },
      { label: 'Logout', action: 'logout' },
    ]);
  });

  it('returns fresh items each time', () => {
    const first = profileMenuFor(null, 9);
    first[2]!.label = 'changed';
    expect(labels(profileMenuFor(null, 9))).toEqual(['Account', 'Switch View', 'Logout']);
  });
});

describe('communityTabs', () => {
  it('shows no tabs before privileges are loaded', () => {
    expect(communityTabs(null)).toEqual([]);
  });

  it('shows every tab with read, in the fixed order, with its path', () => {
    const all = [217, 216, 215, 214, 213, 212].map((id) => grant(id, ['read']));
    expect(communityTabs(all)).toEqual([
      { menu_id: 212, label: 'Startup', to: '/community/1' },
      { menu_id: 213, label: 'Business', to: '/community/6' },
      { menu_id: 214, label: 'Government', to: '/community/7' },
      { menu_id: 215, label: 'Investor', to: '/community/5' },
      { menu_id: 216, label: 'Educator', to: '/community/8' },
      { menu_id: 217, label: 'Expert', to: '/community/9' },
    ]);
  });

  it('shows only the tabs the role may read', () => {
    expect(communityTabs([grant(215, ['Read', 'write']), grant(213, ['write']), grant(217, ['READ']), grant(300, ['read'])])).toEqual([
      { menu_id: 215, label: 'Investor', to: '/community/5' },
      { menu_id: 217, label: 'Expert', to: '/community/9' },
    ]);
  });
});

it('selects the Home account menu by default', () => {
  expect(DEFAULT_ACCOUNT_MENU).toBe('Home');
});
