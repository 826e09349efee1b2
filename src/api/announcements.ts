// Admin announcements (issue 6): POST /api/notification/announce stores an 'announcement'
// notification for every member of the audience and pushes it live; answers how many got it.
import { announcementResultSchema, type Announcement } from '../../contracts';
import { http, withServerMessage } from './http';

export const ANNOUNCEMENT_MAX = 2000;

export const announce = withServerMessage(async (payload: Announcement): Promise<{ sent: number }> => {
  const { data } = await http.post('/api/notification/announce', payload);
  return announcementResultSchema.parse(data);
});
