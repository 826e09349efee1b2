// The socket room of an open topic (default namespace): a member joins only topics they may read
// (ack { ok, topic_id } or { ok: false, message }); new replies, edits, reaction changes, hides
// and topic moderation reach every socket in the room, on every process (socket.io adapter).
import type { FastifyInstance } from 'fastify';
import {
  FORUM_MESSAGES, FORUM_SOCKET_CLIENT_EVENTS, FORUM_SOCKET_EVENTS, forumTopicRoom, idSchema,
  type ForumJoinAck, type ForumPost, type ForumPostEvent, type ForumPostHiddenEvent, type ForumTopic, type ForumTopicEvent,
} from '../../contracts';
import { readableTopic, viewerOf } from './store';

export function registerForumSockets(app: FastifyInstance): void {
  app.realtime.notifications.on('connection', (socket) => {
    const userId = (socket.data as { user?: { user_id: number } }).user?.user_id;
    socket.on(FORUM_SOCKET_CLIENT_EVENTS.join, async (payload: unknown, ack?: unknown) => {
      const reply = (typeof ack === 'function' ? ack : () => {}) as (answer: ForumJoinAck) => void;
      const topicId = idSchema.safeParse((payload as { topic_id?: unknown } | null)?.topic_id);
      if (!userId || !topicId.success) return reply({ ok: false, message: FORUM_MESSAGES.joinRefused });
      try {
        await readableTopic(app.db, await viewerOf(app.db, userId), topicId.data);
        await socket.join(forumTopicRoom(topicId.data));
        reply({ ok: true, topic_id: topicId.data });
      } catch {
        reply({ ok: false, message: FORUM_MESSAGES.joinRefused });
      }
    });
    socket.on(FORUM_SOCKET_CLIENT_EVENTS.leave, async (payload: unknown) => {
      const topicId = idSchema.safeParse((payload as { topic_id?: unknown } | null)?.topic_id);
      if (topicId.success) await socket.leave(forumTopicRoom(topicId.data));
    });
  });
}

const room = (app: FastifyInstance, topicId: number) => app.realtime.notifications.to(forumTopicRoom(topicId));

/** Reactions' `mine` is per viewer: a room broadcast carries false (clients keep their own). */
const forRoom = (post: ForumPost): ForumPost => ({ ...post, reactions: post.reactions.map((r) => ({ ...r, mine: false })) });

export function emitPostNew(app: FastifyInstance, post: ForumPost): void {
  if (post.hidden) return;
  room(app, post.topic_id).emit(FORUM_SOCKET_EVENTS.postNew, { topic_id: post.topic_id, post: forRoom(post) } satisfies ForumPostEvent);
}

export function emitPostEdited(app: FastifyInstance, post: ForumPost): void {
  if (post.hidden) return;
  room(app, post.topic_id).emit(FORUM_SOCKET_EVENTS.postEdited, { topic_id: post.topic_id, post: forRoom(post) } satisfies ForumPostEvent);
}

export function emitPostHidden(app: FastifyInstance, post: ForumPost): void {
  const event: ForumPostHiddenEvent = {
    topic_id: post.topic_id, post_id: post.post_id, post_number: post.post_number, hidden: post.hidden, post: post.hidden ? null : forRoom(post),
  };
  room(app, post.topic_id).emit(FORUM_SOCKET_EVENTS.postHidden, event);
}

export function emitTopicUpdated(app: FastifyInstance, topic: ForumTopic): void {
  room(app, topic.topic_id).emit(FORUM_SOCKET_EVENTS.topicUpdated, { topic } satisfies ForumTopicEvent);
}
