import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_PATHS, announcementReadResultSchema, announcementReadSchema, announcementResultSchema, announcementSchema,
  errorResponseSchema, FAMILY_MENU_IDS,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { roles } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { announce, markAnnouncementsRead } from '../../realtime/announcements';
import { can } from '../../resources/access';

/**
 * POST /api/notification/announce: an announcement to every enabled member or to the members of
 * one role (issue 6). Stored once and pushed as one shared frame, then written for each member.
 */
const announceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(ANNOUNCEMENT_PATHS.announce, {
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
    let roleId: number | null = null;
    if ('role_id' in audience) {
      const [role] = await app.db.select({ id: roles.roleId }).from(roles).where(and(eq(roles.roleId, audience.role_id), isNull(roles.deletedAt)));
      if (!role) throw new HttpError(400, ANNOUNCEMENT_MESSAGES.unknownRole);
      roleId = role.id;
    }
    // Stored once, pushed as one shared frame, then each member's row (decision 0072).
    const sent = await announce(app, { notification_type: 'announcement', notification_body: body, notification_link: '/announcements' }, roleId, me);
    return { sent };
  });

  app.post(ANNOUNCEMENT_PATHS.read, {
    onRequest: [app.authenticate],
    schema: {
      tags: ['notifications'], summary: 'Mark your copies of these announcements read (a live announcement carries no row id yet)',
      body: announcementReadSchema, response: { 200: announcementReadResultSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => ({ notification_ids: await markAnnouncementsRead(app, callerId(request), request.body.announcement_ids) }));
};

export default announceRoutes;
