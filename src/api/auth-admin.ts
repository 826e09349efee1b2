// The identity admin calls of SPEC §7 the Admin Center uses (decision 0007). Administrators only.
import { authUserSchema, type AuthUser, type AuthUserFields } from '../../contracts';
import { actingUserId } from './acting-user';
import { http, withServerMessage } from './http';

/** PUT /api/auth/updateAuthUser/{id} with the fields plus modified_by (the acting user). */
export const updateAuthUser = withServerMessage(async (userId: number, fields: AuthUserFields): Promise<AuthUser> => {
  const { data } = await http.put(`/api/auth/updateAuthUser/${userId}`, { ...fields, modified_by: actingUserId() });
  return authUserSchema.parse(data);
});
