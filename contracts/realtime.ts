import { z } from './zod';

// Socket events of SPEC §3/§7 and what the API host sends with them.

export const SOCKET_EVENTS = {
  newNotification: 'new_notification',
  /** Server → every socket of a member after notifications were marked read anywhere: NotificationsRead. */
  notificationsRead: 'notifications_read',
  newMessage: 'new_message',
  updateMessage: 'update_message',
  /** Server → manage pages of an event: { event_id, checked_in, registered } after each check-in (contracts/events.ts). */
  eventCheckins: 'event_checkins',
} as const;

/** Client → server on the default namespace: open/close an event's manage page (ack: { ok }). Organiser or admin only. */
export const SOCKET_CLIENT_EVENTS = {
  eventManageJoin: 'event_manage_join',
  eventManageLeave: 'event_manage_leave',
} as const;

/** The handshake refusal a client answers by renewing its token (socket.io connect_error data). */
export const SOCKET_AUTH_ERROR = { message: 'unauthorized', code: 'unauthorized' } as const;

export const userRoom = (userId: number) => `user:${userId}`;

/** POST /api/notification/announce: an administrator's message to every member or to one role. */
export const announcementSchema = z.object({
  body: z.string().trim().min(1, 'Write the announcement first.').max(2000, 'An announcement can have at most 2000 characters.'),
  audience: z.union([z.object({ all: z.literal(true) }), z.object({ role_id: z.number().int().positive() })]),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementResultSchema = z.object({ sent: z.number().int() });
export const ANNOUNCEMENT_MESSAGES = {
  notAllowed: 'Only administrators can send announcements.',
  unknownRole: 'This role does not exist.',
} as const;

/** Payload of `notifications_read`: which notifications became read, and the member's unread total after it. */
export interface NotificationsRead {
  notification_ids: number[];
  unread: number;
}
