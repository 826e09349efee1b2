// Socket events of SPEC §3/§7 and what the API host sends with them. No zod here: the SPA's
// socket code imports these names without loading the schemas (decision 0064).

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

/** The room every signed-in member's notification socket joins: an announcement to all is ONE frame to it (decision 0072). */
export const MEMBERS_ROOM = 'members';

/**
 * A live announcement is one frame shared by everyone it is for, so it cannot carry each member's
 * own row id: its notification_id is this provisional id (negative, never a stored id) and its
 * user_id 0. The next load of the list brings the stored row with its own id; until then marking
 * it read goes by the announcement (POST /api/notification/announce/read), and the server's
 * notifications_read names it by this id too, so every tab drops it (decision 0072).
 */
export const provisionalNotificationId = (announcementId: number) => -announcementId;
/** The announcement a provisional notification id stands for; null for a stored row's id. */
export const announcementOfProvisional = (notificationId: number) => (notificationId < 0 ? -notificationId : null);

/** Payload of `notifications_read`: which notifications became read, and the member's unread total after it. */
export interface NotificationsRead {
  notification_ids: number[];
  unread: number;
}
