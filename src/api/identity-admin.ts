// Admin Center checks (server/routes/identity-admin, decision 0056).
import { existingMembersSchema, nextMenuIdSchema, type ExistingMembers, type ExistingMembersQuery } from '../../contracts';
import { http, withServerMessage } from './http';

/** Which of these usernames and e-mails already have an account (lower-cased), in one call. */
export const checkExistingMembers = withServerMessage(async (query: ExistingMembersQuery): Promise<ExistingMembers> => {
  const { data } = await http.post('/api/global-user/users/checkExisting', query);
  return existingMembersSchema.parse(data);
});

/** An id for a new menu that no menu has used, deleted ones included. */
export const nextMenuId = withServerMessage(async (): Promise<number> => {
  const { data } = await http.get('/api/system/customMenus/nextMenuId');
  return nextMenuIdSchema.parse(data).menu_id;
});
