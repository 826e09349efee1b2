// SPEC §4: "A sync helper sends only the changed fields among username, firstName, lastName,
// email and enabled to the identity provider, and ignores failures silently."
import type { AuthUserFields } from '../../contracts';
import { updateAuthUser } from './auth-admin';

export const IDENTITY_FIELDS = ['username', 'firstName', 'lastName', 'email', 'enabled'] as const;

type IdentityLike = { user_id: number } & Partial<Record<(typeof IDENTITY_FIELDS)[number], unknown>>;

/** The identity fields whose value differs between the two versions of a member. */
export function changedIdentityFields(before: IdentityLike, after: IdentityLike): AuthUserFields {
  const changed: Record<string, unknown> = {};
  for (const field of IDENTITY_FIELDS) {
    if (after[field] !== undefined && after[field] !== before[field]) changed[field] = after[field];
  }
  return changed as AuthUserFields;
}

/**
 * Sends the changed identity fields of a member to PUT /api/auth/updateAuthUser/{user_id}
 * (with modified_by). Nothing changed: no call. Never rejects: failures are ignored (SPEC §4).
 * Resolves to whether a call was made and succeeded, for callers that want to know.
 */
export async function syncIdentityUser(before: IdentityLike, after: IdentityLike): Promise<boolean> {
  const changed = changedIdentityFields(before, after);
  if (Object.keys(changed).length === 0) return false;
  try {
    await updateAuthUser(after.user_id, changed);
    return true;
  } catch {
    return false;
  }
}
