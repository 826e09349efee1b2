// The forum's machines wired to their real effects (ARCHITECTURE: per-area wiring; issue 14).
// Screens of this area take logic from here and never import src/api themselves.
import { io } from 'socket.io-client';
import { fromCallback, fromPromise, type ActorRef, type EventObject } from 'xstate';
import {
  FORUM_MESSAGES, FORUM_PATHS, FORUM_SOCKET_CLIENT_EVENTS, FORUM_SOCKET_EVENTS, forumPostEventSchema, forumPostHiddenEventSchema, forumTopicEventSchema,
  SOCKET, SOCKET_AUTH_ERROR, type ForumCategory, type ForumEmoji, type ForumReportReason, type ForumTopicModeration,
} from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import { forumListMachine, type TopicListPage } from '../../../machines/forum-list';
import {
  forumTopicMachine, mentionSuggestMachine, postEditChild, type ForumTopicEvent, type MentionSuggestion, type PostReplyResult, type TopicLoadResult,
} from '../../../machines/forum-topic';
import { formSubmitMachine } from '../../../machines/form-submit';
import * as api from '../../api/forum';
import { renewSession, type ApiError } from '../../api/http';
import { settle, type Settled } from '../../lib/settled';

const status = (error: unknown) => (error as ApiError | null)?.statusCode;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The categories beside the topic list (a failure is an answer the screen shows). */
export const categoriesLoader = fromPromise<Settled<ForumCategory[]>>(() => settle(api.categories(), 'The categories could not be loaded.'));

/** The topic list: pinned first, then by last activity, paged by the server's cursor. */
export const forumListLogic = forumListMachine.provide({
  actors: {
    loadTopics: fromPromise<TopicListPage, { category: number | null; cursor: string | null }>(async ({ input }) => {
      const { data, next_cursor } = await api.topics({ category: input.category, cursor: input.cursor });
      return { rows: data, nextCursor: next_cursor };
    }),
  },
});

/** Full-text search (ranked on the server): the list's search box is the query; "more" is one page further. */
export const forumSearchLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const q = input.search.trim();
      if (!q) return { rows: [], total: 0, pages: 0 };
      const { data, page, has_more } = await api.search(q, input.page, (input.filters.category as number | undefined) ?? null);
      return { rows: data, total: (page - 1) * input.limit + data.length + (has_more ? 1 : 0), pages: has_more ? page + 1 : page };
    }),
  },
});

/** "New topic": the stored topic's address is the form's message (the screen opens it). */
export const newTopicLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const { post } = await api.createTopic({ category_id: Number(input.category_id), title: String(input.title ?? ''), body: String(input.body ?? '') });
      return FORUM_PATHS.topic(post.topic_id);
    }),
  },
});

/** "Report" on a post: the server's thanks is the form's message. */
export const reportPostLogic = formSubmitMachine.provide({
  actors: {
    submit: fromPromise<string, Record<string, unknown>>(async ({ input }) => {
      const details = String(input.details ?? '').trim();
      const answer = await api.report(Number(input.post_id), { reason: input.reason as ForumReportReason, ...(details ? { details } : {}) });
      return answer.message;
    }),
  },
});

/** One topic: its pages, replies (a lock answer is an outcome), edits, reactions and moderation. */
export const forumTopicLogic = forumTopicMachine.provide({
  actors: {
    loadTopic: fromPromise<TopicLoadResult, { topicId: number; page: number; postNumber: number | null }>(async ({ input }) => {
      try {
        const page = await api.topicPage(input.topicId, input.postNumber ? { post: input.postNumber } : { page: input.page });
        return {
          outcome: 'ok', topic: page.topic, posts: page.posts, page: page.page, pages: page.pages, lastReadPostNumber: page.last_read_post_number,
          canReply: page.viewer.can_reply, canModerate: page.viewer.can_moderate,
          follow: { following: page.viewer.following, followers: page.viewer.followers },
        };
      } catch (error) {
        if (status(error) === 404) return { outcome: 'missing', message: message(error) };
        throw error;
      }
    }),
    postReply: fromPromise<PostReplyResult, { topicId: number; body: string; quotePostId: number | null }>(async ({ input }) => {
      try {
        const { post, topic, unknown_mentions } = await api.reply(input.topicId, input.body, input.quotePostId);
        return { outcome: 'posted', post, topic, notices: unknown_mentions.map((name) => FORUM_MESSAGES.unknownMention(name)) };
      } catch (error) {
        if (message(error) === FORUM_MESSAGES.locked) return { outcome: 'locked', message: FORUM_MESSAGES.locked };
        throw error;
      }
    }),
    postEdit: postEditChild.provide({
      actors: { savePost: fromPromise(async ({ input }: { input: { postId: number; body: string } }) => (await api.editPost(input.postId, input.body)).post) },
    }),
    toggleReaction: fromCallback<EventObject, { postId: number; emoji: ForumEmoji; on: boolean }>(({ input, sendBack }) => {
      api.react(input.postId, input.emoji, input.on).then(
        (answer) => sendBack({ type: 'topic.reactionsChanged', postId: answer.post_id, reactions: answer.reactions }),
        (error) => sendBack({ type: 'topic.reactionFailed', postId: input.postId, emoji: input.emoji, message: message(error) }),
      );
      return () => {};
    }),
    moderate: fromCallback<EventObject, { topicId: number; change: ForumTopicModeration } | { postId: number; hide: boolean }>(({ input, sendBack }) => {
      const failed = (error: unknown) => sendBack({ type: 'topic.moderationFailed', message: message(error) });
      if ('postId' in input) {
        api.moderatePost(input.postId, input.hide).then((post) => sendBack({ type: 'topic.postHidden', postId: post.post_id, hidden: post.hidden, post }), failed);
      } else {
        api.moderateTopic(input.topicId, input.change).then((topic) => sendBack({ type: 'topic.changed', topic }), failed);
      }
      return () => {};
    }),
  },
});

/** @mention suggestions (usernames starting with what was typed). */
export const mentionSuggestLogic = mentionSuggestMachine.provide({
  actors: { suggest: fromPromise<MentionSuggestion[], { query: string }>(({ input }) => api.mentionSuggestions(input.query)) },
});

/**
 * The open topic's live replies: a socket on the default namespace joins the topic's room
 * (forum_topic_join, again after every reconnection, fetching the replies it missed) and hands its pushes to the topic actor.
 * An expired token is renewed once per refusal. The app's notification socket cannot emit,
 * hence a socket of its own (as the events manage page does); leaving the screen leaves the room.
 */
export const forumTopicLiveLogic = fromCallback<EventObject, {
  topicId: number;
  token: string;
  topic: Pick<ActorRef<never, ForumTopicEvent>, 'send'>;
  /** The highest post number the page knows (replies after it are fetched after a reconnection). */
  lastPostNumber: () => number;
}>(
  ({ input }) => {
    const { topicId, topic } = input;
    let connects = 0;
    // After a reconnection, replies posted while the socket was down are fetched once and handed
    // over like live ones (the topic machine appends each once).
    const catchUp = () => {
      const last = input.lastPostNumber();
      if (last < 1) return;
      api.topicPage(topicId, { post: last }).then((page) => {
        for (const post of page.posts) if (post.post_number > last) topic.send({ type: 'topic.replyArrived', post });
      }, () => {});
    };
    const socket = io(`${import.meta.env.VITE_API_URL ?? window.location.origin}`, {
      path: SOCKET.path, auth: { token: input.token }, withCredentials: true, reconnectionDelay: SOCKET.reconnectionDelay,
      reconnectionDelayMax: SOCKET.reconnectionDelayMax, randomizationFactor: SOCKET.randomizationFactor, timeout: SOCKET.timeout,
    });
    socket.on('connect', () => {
      socket.emit(FORUM_SOCKET_CLIENT_EVENTS.join, { topic_id: topicId }, () => {});
      connects += 1;
      if (connects > 1) catchUp();
    });
    socket.on(FORUM_SOCKET_EVENTS.postNew, (payload: unknown) => {
      const parsed = forumPostEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.topic_id === topicId) topic.send({ type: 'topic.replyArrived', post: parsed.data.post });
    });
    socket.on(FORUM_SOCKET_EVENTS.postEdited, (payload: unknown) => {
      const parsed = forumPostEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.topic_id === topicId) topic.send({ type: 'topic.postChanged', post: parsed.data.post });
    });
    socket.on(FORUM_SOCKET_EVENTS.postHidden, (payload: unknown) => {
      const parsed = forumPostHiddenEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.topic_id === topicId) {
        topic.send({ type: 'topic.postHidden', postId: parsed.data.post_id, hidden: parsed.data.hidden, post: parsed.data.post });
      }
    });
    socket.on(FORUM_SOCKET_EVENTS.topicUpdated, (payload: unknown) => {
      const parsed = forumTopicEventSchema.safeParse(payload);
      if (parsed.success && parsed.data.topic.topic_id === topicId) topic.send({ type: 'topic.changed', topic: parsed.data.topic });
    });
    // socket.io does not retry a disconnect the server made (e.g. a restart).
    socket.on('disconnect', (reason) => { if (reason === 'io server disconnect') socket.connect(); });
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      if (error.data?.code !== SOCKET_AUTH_ERROR.code && error.message !== SOCKET_AUTH_ERROR.message) return;
      renewSession().then((token) => { socket.auth = { token }; socket.connect(); }, () => {});
    });
    return () => {
      if (socket.connected) socket.emit(FORUM_SOCKET_CLIENT_EVENTS.leave, { topic_id: topicId });
      socket.removeAllListeners();
      socket.disconnect();
    };
  },
);
