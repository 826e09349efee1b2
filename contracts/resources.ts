import { z } from './zod';
import { usernameSchema } from './auth-payloads';
import { AUTH_ADMIN_BATCH_MAX } from './auth-admin';

// Write payloads and texts of the resource families of SPEC §7 ("Resource families (pattern)"):
// create{Entity} / createMany items, update{Entity} / updateMany items, deleteMany.
// Audit ids (created_by, modified_by, deleted_by) are added by the API host's engine
// (server/resources/family.ts) and must equal the caller's id (docs/decisions/0009).

/** Items per createMany / updateMany / deleteMany call of every family. */
export const FAMILY_BATCH_MAX = AUTH_ADMIN_BATCH_MAX;

export const FAMILY_MESSAGES = {
  notFound: (entity: string) => `${entity} not found`,
  batchFailed: (failed: number, total: number, plural: string, verb: 'created' | 'updated' | 'deleted') =>
    `${failed} of ${total} ${plural} could not be ${verb}.`,
  batchNotList: 'Send a list.',
  batchEmpty: 'The list is empty.',
  batchTooLarge: (plural: string) => `At most ${FAMILY_BATCH_MAX} ${plural} per call.`,
  twice: (entity: string) => `This ${entity.toLowerCase()} appears more than once in the list.`,
  exists: (entity: string) => `This ${entity.toLowerCase()} already exists.`,
  referenceMissing: 'A referenced record does not exist.',
  noPrivilege: 'You do not have permission to do this.',
  onlyOwn: 'You can only change your own records.',
  // roles
  roleHeld: (n: number) => `This role is held by ${n} ${n === 1 ? 'member' : 'members'}.`,
  systemRoleLocked: 'System roles cannot be renamed or deleted.',
  roleParentRequired: 'role_parent_id must name a system role.',
  roleParentAdmin: 'A custom role cannot be based on the admin role.',
  roleNameTaken: 'A role with this name already exists.',
  // privileges
  roleNotFound: 'Role not found',
  systemRoleExpected: 'System role privileges belong to system roles; use customRolePrivilege for custom roles.',
  customRoleExpected: 'Custom role privileges belong to custom roles.',
  menuNotFound: 'Menu not found',
  privilegeTaken: 'This role already has a privilege on this menu.',
  // menus
  menuIdTaken: 'A menu with this id already exists.',
  parentMenuNotFound: 'Parent menu not found.',
  menuCycle: 'A menu cannot be placed below itself or one of its sub-menus.',
  menuHasChildren: (n: number) => `This menu has ${n} sub-${n === 1 ? 'menu' : 'menus'}; move or delete ${n === 1 ? 'it' : 'them'} first.`,
  // users
  ownerFieldsAdminOnly: 'Only administrators can change roles, enabled, username or e-mail.',
  activeRoleNotHeld: 'active_role must be one of the roles given.',
} as const;

const auditId = z.number().int().min(0);
export const familyAuditSchemas = {
  created_by: auditId.optional(),
  modified_by: auditId.optional(),
  deleted_by: auditId.optional(),
};

/** PUT deleteMany: a list of ids under the family's name for it (role_ids, menu_ids, ...). */
export const deleteManySchema = <K extends string>(idsName: K) => z.object({
  [idsName]: z.array(z.number().int().positive()).min(1, FAMILY_MESSAGES.batchEmpty).max(FAMILY_BATCH_MAX),
  deleted_by: auditId.optional(),
} as { [P in K]: z.ZodArray<z.ZodNumber> } & { deleted_by: z.ZodOptional<z.ZodNumber> });

export const deletedResponseSchema = z.object({ deleted: z.number().int() });

/** A required name; `what` names it in the sentences a form shows at the field ("a role name"). */
const name = (max: number, what = 'a name') => z.string().trim()
  .min(1, `Enter ${what}.`)
  .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} has at most ${max} characters.`);

// ---- roles --------------------------------------------------------------------------------
/** createRole: always a custom role, based on a system role (role_parent_id). */
export const roleCreateSchema = z.object({
  role_name: name(64, 'a role name').regex(/^[A-Za-z0-9 ._-]+$/, 'A role name may use letters, digits, spaces, dots, dashes and underscores.'),
  display_name: name(120, 'a display name'),
  role_parent_id: z.number().int().positive({ message: FAMILY_MESSAGES.roleParentRequired }),
});
export const roleUpdateSchema = roleCreateSchema.partial();

// ---- privileges (system and custom role) ---------------------------------------------------
export const permissionNameSchema = z.string().trim().toLowerCase().pipe(z.enum(['read', 'write', 'update', 'delete']));
export const privilegeCreateSchema = z.object({
  role_id: z.number().int().positive(),
  privilege_menu_id: z.number().int().positive(),
  privilege_access_scope: z.string().trim().min(1).max(32).default('private'),
  privilege_access_type: z.array(permissionNameSchema).max(4).transform((list) => [...new Set(list)]),
});
export const privilegeUpdateSchema = z.object({
  role_id: z.number().int().positive().optional(),
  privilege_menu_id: z.number().int().positive().optional(),
  privilege_access_scope: z.string().trim().min(1).max(32).optional(),
  privilege_access_type: z.array(permissionNameSchema).max(4).transform((list) => [...new Set(list)]).optional(),
});

// ---- menus ----------------------------------------------------------------------------------
export const menuCreateSchema = z.object({
  menu_id: z.number({ message: 'Enter the menu id as a whole number.' }).int('Enter the menu id as a whole number.').positive('The menu id is a positive number.'),
  menu_name: name(120, 'a menu name'),
  menu_parent_id: z.number().int().positive().nullable().default(null),
});
export const menuUpdateSchema = z.object({
  menu_name: name(120, 'a menu name').optional(),
  menu_parent_id: z.number().int().positive().nullable().optional(),
});

// ---- users (/api/global-user/users/) ---------------------------------------------------------
const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const userFields = {
  username: usernameSchema,
  firstName: name(80),
  lastName: z.string().trim().max(80).optional(),
  email,
  phone_number: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number.').nullable().optional(),
  enabled: z.boolean().optional(),
  /** Role ids; replaces the member's roles. Default on create: the temp role. */
  roles: z.array(z.number().int().positive()).min(1).max(20).optional(),
  /** The active role id; one of `roles` (default: the first). */
  active_role: z.number().int().positive().optional(),
  roll_number: optionalText(64),
  profile_image: optionalText(2000),
  age: z.number().int().min(0).max(150).nullable().optional(),
  gender: optionalText(32),
  registration_redirect: optionalText(2000),
};
export const userCreateSchema = z.object(userFields);
export const userUpdateSchema = z.object(userFields).partial();
export type UserCreatePayload = z.input<typeof userCreateSchema>;
export type UserUpdatePayload = z.input<typeof userUpdateSchema>;
