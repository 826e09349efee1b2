import { z } from './zod';

// Announcements (the socket events themselves: ./socket-events).

/** POST /api/notification/announce: an administrator's message to every member or to one role. */
export const announcementSchema = z.object({
  body: z.string().trim().min(1, 'Write the announcement first.').max(2000, 'An announcement can have at most 2000 characters.'),
  audience: z.union([z.object({ all: z.literal(true) }), z.object({ role_id: z.number().int().positive() })]),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementResultSchema = z.object({ sent: z.number().int() });
/** POST /api/notification/announce/read: the caller's copies of these announcements become read (a live one has no row id yet). */
export const announcementReadSchema = z.object({ announcement_ids: z.array(z.number().int().positive()).min(1).max(1000) });
export const announcementReadResultSchema = z.object({ notification_ids: z.array(z.number().int()) });
export const ANNOUNCEMENT_PATHS = { announce: '/api/notification/announce', read: '/api/notification/announce/read' } as const;
export const ANNOUNCEMENT_MESSAGES = {
  notAllowed: 'Only administrators can send announcements.',
  unknownRole: 'This role does not exist.',
} as const;
