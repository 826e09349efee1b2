// Admin announcements (issue 6): POST /api/notification/announce stores an 'announcement'
// notification for every member of the audience and pushes it live; answers how many got it.
// The payload schema lives here until the API host's contract lands in contracts/.
import { z } from 'zod';
import { http, withServerMessage } from './http';

export const ANNOUNCEMENT_MAX = 2000;

export const announcementSchema = z.object({
  body: z.string().trim().min(1, 'Write the announcement first.').max(ANNOUNCEMENT_MAX, `An announcement can have at most ${ANNOUNCEMENT_MAX} characters.`),
  audience: z.union([z.object({ all: z.literal(true) }), z.object({ role_id: z.number().int().positive() })]),
});
export type Announcement = z.infer<typeof announcementSchema>;

const announceResultSchema = z.object({ sent: z.number().int() });

export const announce = withServerMessage(async (payload: Announcement): Promise<{ sent: number }> => {
  const { data } = await http.post('/api/notification/announce', payload);
  return announceResultSchema.parse(data);
});
