import { z } from './zod';
import { passwordSchema, usernameSchema } from './auth-payloads';
import { errorResponseSchema } from './http';
import { idSchema, idTextSchema, INPUT_MESSAGES, INT4_MAX } from './input-limits';
import { listQuerySchema } from './list-query';

// The identity admin calls of SPEC §7 (searchUsers, updateAuthUser, createMany, updateMany,
// deleteMany under /api/auth/). Administrators only; see docs/decisions/0007.

/** Items per createMany / updateMany / deleteMany call. */
export const AUTH_ADMIN_BATCH_MAX = 1000;

export const AUTH_ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  batchFailed: (failed: number, total: number, verb: 'created' | 'updated' | 'deleted') =>
    `${failed} of ${total} users could not be ${verb}.`,
  batchNotList: 'Send a list.',
  batchEmpty: 'The list is empty.',
  batchTooLarge: `At most ${AUTH_ADMIN_BATCH_MAX} users per call.`,
  usernameTwice: 'This username appears more than once in the list.',
  emailTwice: 'This e-mail appears more than once in the list.',
  userTwice: 'This user appears more than once in the list.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDisableSelf: 'You cannot disable your own account.',
} as const;

/** The identity-provider record of a member (SPEC §3 "Auth user"). */
export const authUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  enabled: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** One failed item of a batch call: its position in the list sent, and why. */
export const batchItemErrorSchema = z.object({ index: z.number().int(), message: z.string() });
export type BatchItemError = z.infer<typeof batchItemErrorSchema>;

/** The error shape of batch calls: the usual { message, statusCode } plus the failed items. */
export const batchErrorResponseSchema = errorResponseSchema.extend({ errors: z.array(batchItemErrorSchema).optional() });
export type BatchErrorResponse = z.infer<typeof batchErrorResponseSchema>;

const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const name = (max: number) => z.string().trim().max(max);
const auditId = z.number().int().min(0).max(INT4_MAX, INPUT_MESSAGES.idTooLarge);

/** A comma-joined list in the query string (`user_id=1,2,3`); repeated keys are accepted too. */
const commaList = <T extends z.ZodType>(item: T) => z.union([z.string(), z.array(z.string())])
  .transform((v): unknown[] => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
  .pipe(z.array(item).max(AUTH_ADMIN_BATCH_MAX));

/** GET auth/searchUsers: page, limit (-1 = all), search, and filters (lists comma-joined). */
export const searchUsersQuerySchema = listQuerySchema.pick({ page: true, limit: true, search: true }).extend({
  user_id: commaList(idTextSchema).optional(),
  username: commaList(z.string().max(254)).optional(),
  email: commaList(z.string().max(254)).optional(),
  enabled: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type SearchUsersQuery = z.output<typeof searchUsersQuerySchema>;

/** The fields an administrator may change on an auth user. */
export const authUserFieldsSchema = z.object({
  username: usernameSchema.optional(),
  firstName: name(80).min(1, 'Enter a first name.').optional(),
  lastName: name(80).optional(),
  email: email.optional(),
  enabled: z.boolean().optional(),
});
export type AuthUserFields = z.output<typeof authUserFieldsSchema>;

/** PUT auth/updateAuthUser/{id}: fields plus modified_by (the caller's id). */
export const updateAuthUserSchema = authUserFieldsSchema.extend({ modified_by: auditId });
export type UpdateAuthUserPayload = z.input<typeof updateAuthUserSchema>;

/** One item of POST auth/createMany. Without a password the member sets one by password reset. */
export const createAuthUserItemSchema = z.object({
  username: usernameSchema,
  firstName: name(80).min(1, 'Enter a first name.'),
  lastName: name(80).default(''),
  email,
  password: passwordSchema.optional(),
  enabled: z.boolean().default(true),
  created_by: auditId,
});
export type CreateAuthUserItem = z.output<typeof createAuthUserItemSchema>;
export const createManyAuthUsersSchema = z.array(createAuthUserItemSchema).min(1).max(AUTH_ADMIN_BATCH_MAX);

/** One item of POST auth/updateMany. */
export const updateAuthUserItemSchema = authUserFieldsSchema.extend({
  user_id: idSchema,
  modified_by: auditId,
});
export type UpdateAuthUserItem = z.output<typeof updateAuthUserItemSchema>;
export const updateManyAuthUsersSchema = z.array(updateAuthUserItemSchema).min(1).max(AUTH_ADMIN_BATCH_MAX);

/** PUT auth/deleteMany: soft delete. */
export const deleteManyAuthUsersSchema = z.object({
  user_ids: z.array(idSchema).min(1, AUTH_ADMIN_MESSAGES.batchEmpty).max(AUTH_ADMIN_BATCH_MAX, AUTH_ADMIN_MESSAGES.batchTooLarge),
  deleted_by: auditId,
});
export type DeleteManyAuthUsersPayload = z.infer<typeof deleteManyAuthUsersSchema>;

export const authUsersResponseSchema = z.object({ data: z.array(authUserSchema) });
export const deletedCountSchema = z.object({ deleted: z.number().int() });
