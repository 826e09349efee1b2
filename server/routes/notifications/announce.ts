import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_MESSAGES, announcementResultSchema, announcementSchema, errorResponseSchema, FAMILY_MENU_IDS,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { notifications, roles, userRoles, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { notificationToApi, pushNotifications } from '../../realtime/notify';
import { can } from '../../resources/access';

const CHUNK = 1000;

/**
 * POST /api/notification/announce: an announcement to every enabled member or to the members of
 * one role (issue 6). Stored for each of them in one transaction, then pushed live.
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
    let recipients: number[];
    if ('role_id' in audience) {
      const [role] = await app.db.select({ id: roles.roleId }).from(roles).where(and(eq(roles.roleId, audience.role_id), isNull(roles.deletedAt)));
      if (!role) throw new HttpError(400, ANNOUNCEMENT_MESSAGES.unknownRole);
      recipients = (await app.db.select({ id: users.userId }).from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .where(and(live, eq(userRoles.roleId, role.id)))).map((r) => r.id);
    } else {
      recipients = (await app.db.select({ id: users.userId }).from(users).where(live)).map((r) => r.id);
    }
    const stored = await app.db.transaction(async (tx) => {
      const all = [];
      for (let i = 0; i < recipients.length; i += CHUNK) {
        const rows = await tx.insert(notifications).values(recipients.slice(i, i + CHUNK).map((userId) => ({
          userId, notificationType: 'announcement', notificationBody: body, notificationLink: '/announcements', createdBy: me,
        }))).returning();
        all.push(...rows.map(notificationToApi));
      }
      return all;
    });
    pushNotifications(app, stored);
    return { sent: stored.length };
  });
};

export default announceRoutes;
