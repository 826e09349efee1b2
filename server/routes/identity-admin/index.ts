// Admin Center checks (issue 16, decision 0056):
// - which usernames and e-mails of a CSV import already have an account, in one query, so the
//   preview marks those rows before the all-or-nothing import is tried;
// - a free id for a new menu: menu ids stay taken after a soft delete (the primary key keeps
//   them), so the proposal is above every id ever used.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, existingMembersQuerySchema, existingMembersSchema, FAMILY_MENU_IDS, FAMILY_MESSAGES, nextMenuIdSchema,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { menus, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { can } from '../../resources/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

const identityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: app.auth.settings.rateLimitPerMinute, timeWindow: '1 minute' } };
  const requireCreate = (menuId: number) => async (request: Parameters<typeof callerId>[0]) => {
    if (!(await can(app.db, callerId(request), menuId, 'write'))) throw new HttpError(403, FAMILY_MESSAGES.noPrivilege);
  };

  app.post('/api/global-user/users/checkExisting', {
    config,
    onRequest: [app.authenticate, requireCreate(FAMILY_MENU_IDS.users)],
    schema: {
      tags: ['users'],
      summary: 'Which of these usernames and e-mails already have an account (CSV import preview)',
      body: existingMembersQuerySchema,
      response: { 200: existingMembersSchema, ...errors },
    },
  }, async (request) => {
    const names = [...new Set(request.body.usernames.map((u) => u.toLowerCase()))];
    const emails = [...new Set(request.body.emails.map((e) => e.toLowerCase()))];
    if (names.length === 0 && emails.length === 0) return { usernames: [], emails: [] };
    // One query for every row; deleted accounts count too (the unique indexes still hold them).
    const rows = await app.db.select({ username: sql<string>`lower(${users.username})`, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(sql`lower(${users.username}) = any(${sql.param(names)}::text[]) or lower(${users.email}) = any(${sql.param(emails)}::text[])`);
    const takenNames = new Set(rows.map((r) => r.username));
    const takenEmails = new Set(rows.map((r) => r.email));
    return { usernames: names.filter((n) => takenNames.has(n)), emails: emails.filter((e) => takenEmails.has(e)) };
  });

  app.get('/api/system/customMenus/nextMenuId', {
    config,
    onRequest: [app.authenticate, requireCreate(FAMILY_MENU_IDS.menus)],
    schema: {
      tags: ['customMenus'],
      summary: 'An id for a new menu that no menu has used, deleted menus included',
      response: { 200: nextMenuIdSchema, ...errors },
    },
  }, async () => {
    const [row] = await app.db.select({ max: sql<number | null>`max(${menus.menuId})` }).from(menus);
    return { menu_id: Number(row?.max ?? 0) + 1 };
  });
};

export default identityAdminRoutes;
