// Live updates (issue 6, issue 17): the session machine (machines/session) owns the notification
// socket and the unread notifications and follows the auth actor; this module only supplies the
// effects. Nothing here holds state: what happens on sign-in, renewal, reconnection and sign-out
// is decided by the chart, where its unit and path tests cover it.
import { createActor, fromCallback, fromPromise, type ActorRefFrom, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { SOCKET_EVENTS, type NotificationsRead } from '../../contracts';
import type { authMachine } from '../../machines/auth';
import { notificationsMachine, type NotificationItem } from '../../machines/notifications';
import { sessionMachine, type SessionEvent } from '../../machines/session';
import { socketConnectionMachine } from '../../machines/socket-connection';
import { renewSession } from '../api/session';
import { socketEffect } from '../lib/socket';

export type { ChatSocketFactory } from './chat-socket';

export interface LiveOptions {
  inspect?: (event: InspectionEvent) => void;
  /** Replaces the real socket (component tests run without a server). */
  socket?: AnyActorLogic;
}

type AuthRef = ActorRefFrom<typeof authMachine>;
type AuthSnapshot = ReturnType<AuthRef['getSnapshot']>;

/** What the session machine needs of the auth state: the signed-in member and their token. */
export function sessionAuthUpdate(snapshot: AuthSnapshot): Extract<SessionEvent, { type: 'session.auth' }> {
  const user = snapshot.hasTag('signedIn') ? snapshot.context.user : null;
  const token = user ? snapshot.context.identity?.access_token ?? null : null;
  return { type: 'session.auth', userId: user?.user_id ?? null, token };
}

/** The notification calls load with the first of them, after sign-in (decision 0064). */
const feed = () => import('../api/notification-feed');

const notificationsLogic = notificationsMachine.provide({
  actors: {
    loadUnread: fromPromise(async ({ input }) => (await feed()).loadUnread(input.userId)),
    markRead: fromPromise(async ({ input }) => (await feed()).markRead(input.ids)),
    markAllRead: fromPromise(async ({ input }) => (await feed()).markAllRead(input.userId)),
  },
});

/** The notification socket: new notifications and read state go to the bell (systemId 'notifications'). */
const notificationSocket = socketEffect('/', ({ system }) => ({
  [SOCKET_EVENTS.newNotification]: (notification: NotificationItem) =>
    system.get('notifications')?.send({ type: 'notifications.received', notification }),
  // Read in another tab or device, or by opening what it is about: the bell follows.
  [SOCKET_EVENTS.notificationsRead]: (read: NotificationsRead) =>
    system.get('notifications')?.send({ type: 'notifications.readElsewhere', notificationIds: read.notification_ids, unread: read.unread }),
}));

/**
 * The session actor (not started) with its two long-lived children, following `auth`. This
 * module loads, and the actor is made, when a member's session is being loaded (app/actors.ts),
 * never for a guest (decision 0068).
 */
export function createLiveActors(auth: AuthRef, options: LiveOptions = {}) {
  const session = createActor(sessionMachine.provide({
    actors: {
      notifications: notificationsLogic,
      socket: socketConnectionMachine.provide({
        actors: {
          socket: (options.socket ?? notificationSocket) as typeof notificationSocket,
          refreshToken: fromPromise(() => renewSession()),
        },
      }),
      authUpdates: fromCallback<SessionEvent>(({ sendBack }) => {
        sendBack(sessionAuthUpdate(auth.getSnapshot()));
        const sub = auth.subscribe((snapshot) => sendBack(sessionAuthUpdate(snapshot)));
        return () => sub.unsubscribe();
      }),
    },
  }), { inspect: options.inspect });

  const children = session.getSnapshot().children;
  // The bell and the socket live as long as the session actor; screens read them directly.
  const notifications = children.notifications as ActorRefFrom<typeof notificationsMachine>;
  const socket = children.socket as ActorRefFrom<typeof socketConnectionMachine>;
  // The chat socket is not opened here: the Messages view owns it while it is open (decision 0015).
  return { session, notifications, socket };
}

export type LiveActors = ReturnType<typeof createLiveActors>;
