// Socket events of SPEC §3/§7 and what the API host sends with them.

export const SOCKET_EVENTS = {
  newNotification: 'new_notification',
  newMessage: 'new_message',
  updateMessage: 'update_message',
} as const;

/** The handshake refusal a client answers by renewing its token (socket.io connect_error data). */
export const SOCKET_AUTH_ERROR = { message: 'unauthorized', code: 'unauthorized' } as const;

export const userRoom = (userId: number) => `user:${userId}`;
