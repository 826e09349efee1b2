// Live updates (issue 6): the notification socket and the unread notifications, started and
// stopped with the session. Both are long-lived machines; this module wires their effects.
import { createActor, fromPromise, type ActorRefFrom, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { SOCKET, SOCKET_EVENTS, type NotificationsRead } from '../../contracts';
import type { authMachine } from '../../machines/auth';
import { notificationsMachine, type NotificationItem } from '../../machines/notifications';
import { socketConnectionMachine } from '../../machines/socket-connection';
import { renewSession } from '../api/http';
import * as feed from '../api/notification-feed';
import { socketEffect, type SocketListeners } from '../lib/socket';

/** Opens the chat socket (/api/chat, websocket only) handing its events to the listeners; replaceable in tests. */
export type ChatSocketFactory = (listeners: () => SocketListeners) => AnyActorLogic;

const realChatSocket: ChatSocketFactory = (listeners) => socketEffect(SOCKET.chatNamespace, listeners, { websocketOnly: true });

export interface LiveOptions {
  inspect?: (event: InspectionEvent) => void;
  /** Replaces the real socket (component tests run without a server). */
  socket?: AnyActorLogic;
  /** Replaces the chat socket the Messages view opens (docs/decisions/0015). */
  chatSocket?: ChatSocketFactory;
}

export function createLiveActors(options: LiveOptions = {}) {
  const { inspect } = options;
  const notifications = createActor(notificationsMachine.provide({
    actors: {
      loadUnread: fromPromise(({ input }) => feed.loadUnread(input.userId)),
      markRead: fromPromise(({ input }) => feed.markRead(input.ids)),
      markAllRead: fromPromise(({ input }) => feed.markAllRead(input.userId)),
    },
  }), { inspect });

  const socket = createActor(socketConnectionMachine.provide({
    actors: {
      socket: (options.socket ?? socketEffect('/', () => ({
        [SOCKET_EVENTS.newNotification]: (notification: NotificationItem) => notifications.send({ type: 'notifications.received', notification }),
        // Read in another tab or device, or by opening what it is about: the bell follows.
        [SOCKET_EVENTS.notificationsRead]: (read: NotificationsRead) =>
          notifications.send({ type: 'notifications.readElsewhere', notificationIds: read.notification_ids, unread: read.unread }),
      }))) as ReturnType<typeof socketEffect>,
      refreshToken: fromPromise(() => renewSession()),
    },
  }), { inspect });

  // The chat socket is not opened here: the Messages view owns it while it is open (decision 0015).
  return { notifications, socket, chatSocket: options.chatSocket ?? realChatSocket };
}

export type LiveActors = ReturnType<typeof createLiveActors>;

/**
 * Follows the session: signing in loads the unread notifications and opens the socket with the
 * access token, a renewed token reconnects, signing out closes both. After a reconnection the
 * list is loaded again, so nothing stored while the socket was down is missed.
 */
export function linkLiveActors(auth: ActorRefFrom<typeof authMachine>, live: LiveActors): () => void {
  let userId: number | null = null;
  let token: string | null = null;
  let wasConnected = false;
  let everConnected = false;

  const authSub = auth.subscribe((snapshot) => {
    const user = snapshot.hasTag('signedIn') ? snapshot.context.user : null;
    const nextToken = user ? snapshot.context.identity?.access_token ?? null : null;
    if (user && user.user_id !== userId) {
      userId = user.user_id;
      token = nextToken;
      live.notifications.send({ type: 'notifications.load', userId });
      if (token) live.socket.send({ type: 'socket.start', token });
    } else if (!user && userId !== null) {
      userId = null;
      token = null;
      everConnected = false;
      live.notifications.send({ type: 'notifications.reset' });
      live.socket.send({ type: 'socket.stop' });
    } else if (user && nextToken && nextToken !== token) {
      token = nextToken;
      // Only a socket that is not connected needs the new token now; a live one keeps its handshake.
      if (!live.socket.getSnapshot().hasTag('connected')) live.socket.send({ type: 'socket.tokenChanged', token });
    }
  });

  const socketSub = live.socket.subscribe((snapshot) => {
    const connected = snapshot.hasTag('connected');
    if (connected && !wasConnected) {
      if (everConnected && userId !== null) live.notifications.send({ type: 'notifications.load', userId });
      everConnected = true;
    }
    wasConnected = connected;
  });

  return () => {
    authSub.unsubscribe();
    socketSub.unsubscribe();
  };
}
