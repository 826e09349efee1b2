import { and, eq, isNull, type SQLWrapper } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_MESSAGES, announcementResultSchema, announcementSchema, errorResponseSchema, FAMILY_MENU_IDS,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { roles, userRoles, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { pushNotifications, storeForAudience } from '../../realtime/notify';
import { can } from '../../resources/access';

/**
 * POST /api/notification/announce: an announcement to every enabled member or to the members of
 * one role (issue 6). Stored for each of them in one statement, then pushed live.
 */
const announceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/notification/announce', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['notifications'], summary: 'Announce to all members or to one role (needs write on Notifications)',
      body: announcementSchema, response: { 200: announcementResultSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (request) => {
    const me = callerId(request);
    if (!(await can(app.db, me, FAMILY_MENU_IDS.notifications, 'write'))) throw new HttpError(403, ANNOUNCEMENT_MESSAGES.notAllowed);
    const { audience, body } = request.body;
    const live = and(isNull(users.deletedAt), eq(users.enabled, true));
    let recipients: SQLWrapper;
    if ('role_id' in audience) {
      const [role] = await app.db.select({ id: roles.roleId }).from(roles).where(and(eq(roles.roleId, audience.role_id), isNull(roles.deletedAt)));
      if (!role) throw new HttpError(400, ANNOUNCEMENT_MESSAGES.unknownRole);
      recipients = app.db.select({ id: users.userId }).from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .where(and(live, eq(userRoles.roleId, role.id)));
    } else {
      recipients = app.db.select({ id: users.userId }).from(users).where(live);
    }
    // One statement stores it for everyone (the audience is a subquery), then each member's copy
    // is pushed in batches (decision 0063).
    const stored = await storeForAudience(app.db, recipients, { notification_type: 'announcement', notification_body: body, notification_link: '/announcements' }, me);
    pushNotifications(app, stored);
    return { sent: stored.length };
  });
};

export default announceRoutes;
