import {
  LIST_DEFAULTS, menuSchema, privilegeSchema, roleSchema, userRecordSchema, type FilterFields, type IdentityProfile,
  type Menu, type Privilege, type Role, type UserRecord,
} from '../../contracts';
import { http, withServerMessage } from './http';

// The user, role and privilege calls the app makes to build the signed-in member (SPEC §5–§7).
// Each rejects with the server's message and status (withServerMessage), as the machines expect.

const PROFILE = '/api/global-user/profile';

/** Page 1 with size -1: every matching row (SPEC §7 "Role lookup … with page 1 and size -1"). */
const everything = (filterFields: FilterFields) => ({ page: LIST_DEFAULTS.page, limit: LIST_DEFAULTS.all, filterFields: JSON.stringify(filterFields) });

async function listAll<T>(path: string, filterFields: FilterFields, parse: (row: unknown) => T): Promise<T[]> {
  const { data } = await http.get<{ data: unknown[] }>(path, { params: everything(filterFields) });
  return data.data.map(parse);
}

export const getUser = withServerMessage(async (filterFields: FilterFields): Promise<UserRecord> => {
  const { data } = await http.get(`${PROFILE}/getUser`, { params: { filterFields: JSON.stringify(filterFields) } });
  return userRecordSchema.parse(data);
});

/** The member with this e-mail, or null when there is none (404). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await getUser({ email });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** SPEC §6: a member the user service does not know is created anew (the server gives the temp role). */
export const createUser = withServerMessage(async (identity: Pick<IdentityProfile, 'preferred_username' | 'email' | 'given_name' | 'family_name'> & { user_id?: number | null }): Promise<UserRecord> => {
  const { data } = await http.post(`${PROFILE}/createUser`, {
    username: identity.preferred_username, email: identity.email,
    firstName: identity.given_name ?? '', lastName: identity.family_name ?? '',
    created_by: identity.user_id ?? 0,
  });
  return userRecordSchema.parse(data);
});

/** Makes one of the member's roles the active one. */
export const saveActiveRole = withServerMessage(async (roleId: number, actingUserId: number): Promise<UserRecord> => {
  const { data } = await http.put(`${PROFILE}/update`, { active_role: roleId, modified_by: actingUserId });
  return userRecordSchema.parse(data);
});

/**
 * The member's roles, each with its role_type: a custom role acts as the system role it is
 * based on (SPEC §2 menus by role), which the member need not hold, so those are read too.
 */
export const getRoles = withServerMessage(async (roleIds: number[]): Promise<Role[]> => {
  const held = await listAll('/api/user/roles/getAll', { role_id: roleIds }, (r) => roleSchema.parse(r));
  const missing = [...new Set(held.map((r) => r.role_parent_id).filter((id): id is number => id != null && !held.some((h) => h.role_id === id)))];
  const bases = missing.length > 0 ? await listAll('/api/user/roles/getAll', { role_id: missing }, (r) => roleSchema.parse(r)) : [];
  const all = [...held, ...bases];
  return held.map((r) => ({ ...r, role_type: r.role_parent_id != null ? all.find((b) => b.role_id === r.role_parent_id)?.role_name ?? r.role_name : r.role_name }));
});

export const getRoleByName = withServerMessage(async (roleName: string): Promise<Role | null> =>
  (await listAll('/api/user/roles/getAll', { role_name: roleName }, (r) => roleSchema.parse(r)))[0] ?? null);

export const fetchSystemPrivileges = withServerMessage((roleId: number): Promise<Privilege[]> =>
  listAll('/api/user/privileges/getAll', { role_id: roleId }, (r) => privilegeSchema.parse(r)));

export const fetchCustomPrivileges = withServerMessage((roleId: number): Promise<Privilege[]> =>
  listAll('/api/user/customRolePrivilege/getAll', { role_id: roleId }, (r) => privilegeSchema.parse(r)));

export const fetchMenus = withServerMessage((menuIds: number[]): Promise<Menu[]> =>
  listAll('/api/system/customMenus/getAll', { menu_id: menuIds }, (r) => menuSchema.parse(r)));
