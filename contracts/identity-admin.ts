// Admin Center checks that keep a change from failing late (issue 16, decision 0056).
import { z } from './zod';
import { FAMILY_BATCH_MAX } from './resources';

/** POST /api/global-user/users/checkExisting: which of these usernames and e-mails already have an account. */
export const existingMembersQuerySchema = z.object({
  usernames: z.array(z.string().trim().min(1).max(254)).max(FAMILY_BATCH_MAX).default([]),
  emails: z.array(z.string().trim().min(1).max(254)).max(FAMILY_BATCH_MAX).default([]),
});
export type ExistingMembersQuery = z.input<typeof existingMembersQuerySchema>;

/** The ones taken, lower-cased (names and e-mails compare case-insensitively). */
export const existingMembersSchema = z.object({
  usernames: z.array(z.string()),
  emails: z.array(z.string()),
});
export type ExistingMembers = z.infer<typeof existingMembersSchema>;

/** GET /api/system/customMenus/nextMenuId: an id no menu has used, deleted ones included. */
export const nextMenuIdSchema = z.object({ menu_id: z.number().int().positive() });
export type NextMenuId = z.infer<typeof nextMenuIdSchema>;
