import { z } from './zod';
import { usernameSchema } from './auth-payloads';
import { idSchema } from './input-limits';
import { ageSchema, profileImageSchema } from './profile-fields';

// The member as the app knows them after login (SPEC §3 "User (as built after login)"),
// with roles, the active role and the privileges of the active role.

/** A role record (SPEC §3): parent_user_id marks a custom role. */
export const roleSchema = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  display_name: z.string(),
  parent_user_id: z.number().int().nullable(),
  /** Custom roles: the system role they are based on (its name is their role_type). */
  role_parent_id: z.number().int().nullable(),
  /**
   * The system role's name a role acts as (its own for system roles, its base's for custom
   * ones): added by the app when it loads a member's roles, so menus by role (SPEC §2) follow
   * a custom role's base even when the member does not hold the base role.
   */
  role_type: z.string().optional(),
});
export type Role = z.infer<typeof roleSchema>;

/** The role a member acts in now (SPEC §3 active_role). */
export const activeRoleSchema = z.object({
  role_id: z.number().int(),
  role_type: z.string(),
  parent_user_id: z.number().int().nullable(),
  role_parent_id: z.number().int().nullable(),
  display_name: z.string(),
});
export type ActiveRole = z.infer<typeof activeRoleSchema>;

/** System role privilege (SPEC §3). */
export const privilegeSchema = z.object({
  privilege_id: z.number().int(),
  role_id: z.number().int(),
  privilege_menu_id: z.number().int(),
  privilege_access_scope: z.string(),
  privilege_access_type: z.array(z.string()),
});
export type Privilege = z.infer<typeof privilegeSchema>;

/** A privilege as stored on the member: custom ones carry their menu and parent menu names. */
export const memberPrivilegeSchema = privilegeSchema.extend({
  menu_name: z.string().optional(),
  menu_parent_name: z.string().nullable().optional(),
});
export type MemberPrivilege = z.infer<typeof memberPrivilegeSchema>;

export const menuSchema = z.object({
  menu_id: z.number().int(),
  menu_name: z.string(),
  menu_parent_id: z.number().int().nullable(),
});
export type Menu = z.infer<typeof menuSchema>;

/**
 * The member record of the user service (GET /api/global-user/profile/getUser).
 * `roles` are role ids; the app resolves them to role records.
 */
export const userRecordSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  enabled: z.boolean(),
  roles: z.array(z.number().int()),
  active_role_id: z.number().int().nullable(),
  roll_number: z.string().nullable(),
  profile_image: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  registration_redirect: z.string().nullable(),
  otpVerified: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The signed-in member as the SPA holds it (SPEC §3). */
export interface MemberUser {
  user_id: number;
  username: string;
  firstName: string;
  lastName: string;
  phone_number: string | null;
  email: string;
  otpVerified: boolean;
  roles: Role[];
  active_role: ActiveRole;
  display_name: string;
  roll_number: string | null;
  profile_image: string | null;
  age: number | null;
  gender: string | null;
  registration_redirect: string | null;
  enabled: boolean;
  /** Null until loaded for the active role. */
  privileges: MemberPrivilege[] | null;
}

/** The active role a member acts in, from a role record and the roles it may be based on. */
export function toActiveRole(role: Role, all: readonly Role[] = []): ActiveRole {
  const parent = role.role_parent_id != null ? all.find((r) => r.role_id === role.role_parent_id) : undefined;
  return {
    role_id: role.role_id,
    role_type: parent?.role_name ?? role.role_type ?? role.role_name,
    parent_user_id: role.parent_user_id,
    role_parent_id: role.role_parent_id,
    display_name: role.display_name,
  };
}

/** PUT /api/global-user/profile/update: what a member may change about themself. */
export const profileUpdateSchema = z.object({
  active_role: idSchema.optional(),
  firstName: z.string().trim().min(1).max(80).optional(),
  lastName: z.string().trim().max(80).optional(),
  phone_number: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number.').nullable().optional(),
  /** Issue 15 (the /profile page): age, gender and the photo (an uploaded image) are User fields too. */
  age: ageSchema.nullable().optional(),
  gender: z.string().trim().max(40, 'Gender is at most 40 characters.').nullable().optional(),
  profile_image: profileImageSchema.nullable().optional(),
  modified_by: z.number().int().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Outcome of building the member after login (machines/member-profile). */
export type MemberLoadResult = { ok: true; user: MemberUser } | { ok: false; error: string; statusCode?: number };

/** Outcome of loading the active role's privileges (machines/privileges). */
export type PrivilegesLoadResult = { ok: true; privileges: MemberPrivilege[] } | { ok: false; error: string };

/** Texts of the profile calls (API host and SPA). */
export const PROFILE_MESSAGES = {
  roleNotHeld: 'You do not hold this role.',
  unknownRoles: (ids: readonly number[]) => `Unknown role id(s): ${ids.join(', ')}`,
} as const;

/** POST /api/global-user/profile/createUser (administrators): a member without a password yet. */
export const createUserSchema = z.object({
  username: usernameSchema,
  firstName: z.string().trim().min(1, 'Enter the first name.').max(80),
  lastName: z.string().trim().max(80).optional(),
  email: z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  /** Role ids; default the temp role. The first becomes the active role. */
  roles: z.array(z.number().int().positive()).min(1).max(20).optional(),
  registration_redirect: z.string().trim().max(2000).nullable().optional(),
  created_by: z.number().int().optional(),
});
export type CreateUserPayload = z.infer<typeof createUserSchema>;
