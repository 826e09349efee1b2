import { describe, expect, it } from 'vitest';
import { communityMenusReadableBy, PRIVILEGE_MATRIX, SEEDED_PRIVILEGES } from './privilege-matrix';
import { SYSTEM_ROLES } from './roles';

describe('seeded privilege matrix (decision 0006)', () => {
  it('covers every system role, one row per role and menu', () => {
    expect(Object.keys(PRIVILEGE_MATRIX).sort()).toEqual(SYSTEM_ROLES.map((r) => r.role_name).sort());
    const keys = SEEDED_PRIVILEGES.map((p) => `${p.role_name}:${p.privilege_menu_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SEEDED_PRIVILEGES.every((p) => p.privilege_access_scope === 'private')).toBe(true);
  });

  it('gives the community tabs of SPEC §6 by role', () => {
    expect(communityMenusReadableBy('admin')).toEqual([212, 213, 214, 215, 216, 217]);
    expect(communityMenusReadableBy('expert')).toEqual([212, 215, 217]);
    expect(communityMenusReadableBy('volunteer')).toEqual([212, 213, 216]);
    expect(communityMenusReadableBy('learner')).toEqual([212, 216]);
    expect(communityMenusReadableBy('temp')).toEqual([212]);
    expect(PRIVILEGE_MATRIX.admin.access).toEqual(['read', 'write', 'update', 'delete']);
    expect(PRIVILEGE_MATRIX.admin.menus).toContain(211);
  });
});
