// Reading and replying to one forum topic (issue 14): loading → reading ⇄ composing → posting →
// posted | postFailed; a missing topic (the server's 404 text), a locked one (read only, the
// server's text) and one a moderator hides while it is open. Replies from other members arrive
// live (appended while reading or composing; the draft is kept). Quote-reply starts the composer
// with the quoted post. Reactions, pushed changes and moderation results update the posts in
// place. Editing one's own post is the child machine `postEditMachine`, run here as `postEdit`;
// its saved post comes back as `topic.postSaved`.
// Effects (`loadTopic`, `postReply`, `toggleReaction`, `moderate`) are supplied by the forum's wiring.
import { assign, fromCallback, fromPromise, sendParent, setup, spawnChild, type EventObject } from 'xstate';
import type { ForumEmoji, ForumTopicModeration } from '../../contracts';
import { errorText, FORUM_TEXT, insertMention, type ForumPost, type ForumReaction, type ForumTopic } from './forum.shared';
import { postEditMachine } from './post-edit.machine';

export * from './forum.shared';

/** A page of the topic as the server serves it. */
export interface TopicPage {
  topic: ForumTopic;
  posts: ForumPost[];
  page: number;
  pages: number;
  /** What the member had read before this page (0: never opened): the "new" line goes after it. */
  lastReadPostNumber: number;
  /** False when the topic is locked (administrators may still reply). */
  canReply: boolean;
  canModerate: boolean;
  /** Whether the member follows the topic, and how many do (the Follow button starts from it). */
  follow?: { following: boolean; followers: number };
}

/** The server's answer to opening the topic: a page of posts, or its refusal text (404). */
export type TopicLoadResult = ({ outcome: 'ok' } & TopicPage) | { outcome: 'missing'; message: string };

/** The server's answer to a reply: the stored post, or the topic's lock (with the server's text). */
export type PostReplyResult =
  | { outcome: 'posted'; post: ForumPost; topic: ForumTopic; notices: string[] }
  | { outcome: 'locked'; message: string };

export interface ForumTopicInput {
  topicId: number;
  /** The signed-in member (own posts can be edited). */
  userId: number;
  /** Open the page holding this post number (a notification link), else `page`. */
  postNumber?: number | null;
  page?: number;
}

export type ForumTopicEvent =
  | { type: 'topic.retry' }
  | { type: 'topic.page'; page: number }
  | { type: 'topic.reply' }
  | { type: 'topic.quote'; postId: number }
  | { type: 'topic.unquote' }
  | { type: 'topic.edit'; draft: string }
  | { type: 'topic.insertMention'; username: string; caret: number }
  /** "Post reply" with what the reply box holds. */
  | { type: 'topic.submit'; draft: string }
  | { type: 'topic.cancel' }
  /** A reply from the topic's socket room (anyone's, ours included). */
  | { type: 'topic.replyArrived'; post: ForumPost }
  /** A post changed on the server (edited, reactions): pushed to the room; our own reaction flags are kept. */
  | { type: 'topic.postChanged'; post: ForumPost }
  /** A moderator hid a post (members drop it) or showed it again. */
  | { type: 'topic.postHidden'; postId: number; hidden: boolean; post: ForumPost | null }
  /** The topic changed (a moderator's action here, or pushed by the server). */
  | { type: 'topic.changed'; topic: ForumTopic }
  /** Our own edit, as stored. */
  | { type: 'topic.postSaved'; post: ForumPost }
  | { type: 'topic.react'; postId: number; emoji: ForumEmoji }
  | { type: 'topic.reactionsChanged'; postId: number; reactions: ForumReaction[] }
  | { type: 'topic.reactionFailed'; postId: number; emoji: ForumEmoji; message: string }
  | { type: 'topic.moderate'; change: ForumTopicModeration }
  | { type: 'topic.moderatePost'; postId: number; hide: boolean }
  | { type: 'topic.moderationFailed'; message: string }
  | { type: 'topic.dismissNotice' };

export interface ForumTopicContext {
  topicId: number;
  userId: number;
  postNumber: number | null;
  canModerate: boolean;
  canReply: boolean;
  follow: { following: boolean; followers: number } | null;
  topic: ForumTopic | null;
  posts: ForumPost[];
  page: number;
  pages: number;
  lastReadPostNumber: number;
  draft: string;
  /** The post a quote-reply quotes. */
  quote: ForumPost | null;
  /** The server's refusal text (missing, locked, hidden). */
  refusal: string | null;
  /** A failed load or post: the text to show. */
  error: string | null;
  /** The last live arrival or outcome, for the screen's aria-live region. */
  announcement: string | null;
  /** Replies that arrived while an earlier page is shown. */
  unseenReplies: number;
  /** A failed reaction or moderation, or what the server said about a posted reply (unknown @names). */
  notice: string | null;
}

export const LOCKED_TEXT = 'This topic is locked: no new replies can be posted.';

/** The post editor as the topic runs it: its saved post goes to the topic. Wiring provides `savePost` on it. */
export const postEditChild = postEditMachine.provide({
  actions: { announceSaved: sendParent((_, post: ForumPost) => ({ type: 'topic.postSaved', post })) },
});

const withPost = (posts: ForumPost[], post: ForumPost) =>
  (posts.some((p) => p.post_id === post.post_id) ? posts.map((p) => (p.post_id === post.post_id ? post : p)) : [...posts, post]);

/** Our reaction toggled at once (the server's answer replaces it; a failure puts it back). */
function toggledReaction(post: ForumPost, emoji: ForumEmoji): ForumPost {
  const has = post.reactions.find((r) => r.emoji === emoji);
  const reactions = !has
    ? [...post.reactions, { emoji, count: 1, mine: true }]
    : post.reactions
      .map((r) => (r.emoji === emoji ? { ...r, mine: !r.mine, count: r.count + (r.mine ? -1 : 1) } : r))
      .filter((r) => r.count > 0);
  return { ...post, reactions };
}

/** A pushed post keeps our own reaction flags (socket payloads carry mine: false). */
const keepMine = (mine: ForumPost | undefined, pushed: ForumPost): ForumPost => (!mine ? pushed : {
  ...pushed,
  reactions: pushed.reactions.map((r) => ({ ...r, mine: mine.reactions.some((m) => m.emoji === r.emoji && m.mine) })),
});

export const forumTopicMachine = setup({
  types: {
    input: {} as ForumTopicInput,
    context: {} as ForumTopicContext,
    events: {} as ForumTopicEvent,
  },
  actors: {
    /** Editing one's own post; its saved post comes back here as `topic.postSaved`. */
    postEdit: postEditChild,
    loadTopic: fromPromise<TopicLoadResult, { topicId: number; page: number; postNumber: number | null }>(async () => {
      throw new Error('loadTopic is not provided');
    }),
    postReply: fromPromise<PostReplyResult, { topicId: number; body: string; quotePostId: number | null }>(async () => {
      throw new Error('postReply is not provided');
    }),
    /** Answers with `topic.reactionsChanged` or `topic.reactionFailed`. */
    toggleReaction: fromCallback<EventObject, { postId: number; emoji: ForumEmoji; on: boolean }>(() => () => {}),
    /** Answers with `topic.changed` / `topic.postChanged` (as stored) or `topic.moderationFailed`. */
    moderate: fromCallback<EventObject, { topicId: number; change: ForumTopicModeration } | { postId: number; hide: boolean }>(() => () => {}),
  },
  guards: {
    closedToMe: (_, output: TopicLoadResult) => output.outcome === 'ok' && !output.canReply,
    answeredOk: (_, output: TopicLoadResult) => output.outcome === 'ok',
    answeredLocked: (_, output: PostReplyResult) => output.outcome === 'locked',
    hasDraft: ({ event }) => event.type === 'topic.submit' && event.draft.trim() !== '',
    knownPost: ({ context, event }) => event.type === 'topic.quote' && context.posts.some((p) => p.post_id === event.postId),
    otherPage: ({ context, event }) => event.type === 'topic.page' && event.page >= 1 && event.page <= Math.max(1, context.pages) && event.page !== context.page,
    hiddenFromMe: ({ context, event }) => event.type === 'topic.changed' && event.topic.hidden && !context.canModerate,
    lockedForMe: ({ context, event }) => event.type === 'topic.changed' && event.topic.locked && !context.canModerate,
    openAgain: ({ event }) => event.type === 'topic.changed' && !event.topic.locked,
  },
  actions: {
    keepPage: assign(({ event }) => {
      const output = (event as unknown as { output: TopicLoadResult }).output;
      return output.outcome === 'ok'
        ? {
          topic: output.topic, posts: output.posts, page: output.page, pages: output.pages, lastReadPostNumber: output.lastReadPostNumber,
          canReply: output.canReply, canModerate: output.canModerate, follow: output.follow ?? null, error: null, refusal: null, unseenReplies: 0, postNumber: null,
        }
        : {};
    }),
    startQuote: assign({
      quote: ({ context, event }) => (event.type === 'topic.quote' ? context.posts.find((p) => p.post_id === event.postId) ?? context.quote : context.quote),
      error: null,
    }),
    setDraft: assign({ draft: ({ context, event }) => (event.type === 'topic.edit' ? event.draft : context.draft) }),
    /** A live reply: appended on the last page (once, whoever sent it); counted on an earlier one. */
    receiveReply: assign(({ context, event }) => {
      if (event.type !== 'topic.replyArrived' || !context.topic || event.post.topic_id !== context.topicId) return {};
      if (context.posts.some((p) => p.post_id === event.post.post_id)) return {};
      const mine = event.post.author.user_id === context.userId;
      const announcement = mine ? context.announcement : `New reply from ${event.post.author.display_name}.`;
      const topic = { ...context.topic, reply_count: context.topic.reply_count + 1, last_post_number: Math.max(context.topic.last_post_number, event.post.post_number) };
      if (context.page < context.pages) return { unseenReplies: context.unseenReplies + 1, topic, announcement };
      return { posts: [...context.posts, event.post], topic, announcement };
    }),
    keepTopic: assign({
      topic: ({ context, event }) => (event.type === 'topic.changed' && event.topic.topic_id === context.topicId ? event.topic : context.topic),
    }),
    keepPost: assign({ posts: ({ context, event }) => (event.type === 'topic.postSaved' ? withPost(context.posts, event.post) : context.posts) }),
    keepPushedPost: assign({
      posts: ({ context, event }) => (event.type === 'topic.postChanged' && context.posts.some((p) => p.post_id === event.post.post_id)
        ? context.posts.map((p) => (p.post_id === event.post.post_id ? keepMine(p, event.post) : p))
        : context.posts),
    }),
    hidePost: assign({
      posts: ({ context, event }) => {
        if (event.type !== 'topic.postHidden') return context.posts;
        if (event.hidden && !context.canModerate) return context.posts.filter((p) => p.post_id !== event.postId);
        const current = context.posts.find((p) => p.post_id === event.postId);
        const next = event.post ? keepMine(current, event.post) : current ? { ...current, hidden: event.hidden } : null;
        return next && current ? context.posts.map((p) => (p.post_id === event.postId ? next : p)) : context.posts;
      },
    }),
    keepReactions: assign({
      posts: ({ context, event }) => (event.type === 'topic.reactionsChanged'
        ? context.posts.map((p) => (p.post_id === event.postId ? { ...p, reactions: event.reactions } : p))
        : context.posts),
    }),
    reactNow: assign({
      posts: ({ context, event }) => (event.type === 'topic.react'
        ? context.posts.map((p) => (p.post_id === event.postId ? toggledReaction(p, event.emoji) : p))
        : context.posts),
      notice: null,
    }),
    undoReaction: assign({
      posts: ({ context, event }) => (event.type === 'topic.reactionFailed'
        ? context.posts.map((p) => (p.post_id === event.postId ? toggledReaction(p, event.emoji) : p))
        : context.posts),
    }),
    spawnReaction: spawnChild('toggleReaction', {
      input: ({ context, event }) => {
        const e = event as Extract<ForumTopicEvent, { type: 'topic.react' }>;
        const post = context.posts.find((p) => p.post_id === e.postId);
        return { postId: e.postId, emoji: e.emoji, on: !!post?.reactions.some((r) => r.emoji === e.emoji && r.mine) };
      },
    }),
    spawnModeration: spawnChild('moderate', {
      input: ({ context, event }) => (event.type === 'topic.moderatePost'
        ? { postId: event.postId, hide: event.hide }
        : { topicId: context.topicId, change: (event as Extract<ForumTopicEvent, { type: 'topic.moderate' }>).change }),
    }),
    keepNotice: assign({ notice: ({ event }) => ('message' in event ? (event as { message: string }).message : null) }),
    dismissNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'forumTopic',
  context: ({ input }) => ({
    topicId: input.topicId,
    userId: input.userId,
    postNumber: input.postNumber ?? null,
    canModerate: false,
    canReply: false,
    follow: null,
    topic: null,
    posts: [],
    page: input.page ?? 1,
    pages: 1,
    lastReadPostNumber: 0,
    draft: '',
    quote: null,
    refusal: null,
    error: null,
    announcement: null,
    unseenReplies: 0,
    notice: null,
  }),
  initial: 'loading',
  invoke: { id: 'postEdit', src: 'postEdit' },
  on: {
    'topic.replyArrived': { actions: 'receiveReply' },
    'topic.postSaved': { actions: 'keepPost' },
    'topic.postChanged': { actions: 'keepPushedPost' },
    'topic.postHidden': { actions: 'hidePost' },
    'topic.reactionsChanged': { actions: 'keepReactions' },
    'topic.reactionFailed': { actions: ['undoReaction', 'keepNotice'] },
    'topic.moderationFailed': { actions: 'keepNotice' },
    'topic.dismissNotice': { actions: 'dismissNotice' },
  },
  states: {
    loading: {
      description: 'The topic shows "Loading the topic…".',
      tags: ['loading'],
      invoke: {
        id: 'loadTopic',
        src: 'loadTopic',
        input: ({ context }) => ({ topicId: context.topicId, page: context.page, postNumber: context.postNumber }),
        onDone: [
          { guard: { type: 'closedToMe', params: ({ event }) => event.output }, target: 'locked', actions: ['keepPage', assign({ refusal: LOCKED_TEXT })] },
          { guard: { type: 'answeredOk', params: ({ event }) => event.output }, target: 'open', actions: 'keepPage' },
          { target: 'missing', actions: assign({ refusal: ({ event }) => (event.output.outcome === 'missing' ? event.output.message : null) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      description: 'The topic could not be loaded: the reason is shown with "Try again".',
      on: { 'topic.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    missing: {
      description: 'The server’s message "Topic not found." is shown with a link back to the forum.',
    },
    hidden: {
      description: '"A moderator hid this topic." is shown with a link back to the forum.',
    },
    locked: {
      description: 'The posts are shown with "This topic is locked: no new replies can be posted." and no reply box.',
      on: {
        'topic.changed': [
          { guard: 'hiddenFromMe', target: 'hidden', actions: ['keepTopic', assign({ refusal: FORUM_TEXT.hidden })] },
          { guard: 'openAgain', target: 'open.reading', actions: ['keepTopic', assign({ refusal: null, canReply: true })] },
          { actions: 'keepTopic' },
        ],
        'topic.page': { guard: 'otherPage', target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        'topic.react': { actions: ['reactNow', 'spawnReaction'] },
      },
    },
    open: {
      initial: 'reading',
      on: {
        'topic.changed': [
          { guard: 'hiddenFromMe', target: 'hidden', actions: ['keepTopic', assign({ refusal: FORUM_TEXT.hidden })] },
          { guard: 'lockedForMe', target: 'locked', actions: ['keepTopic', assign({ refusal: LOCKED_TEXT, canReply: false })] },
          { actions: 'keepTopic' },
        ],
        'topic.react': { actions: ['reactNow', 'spawnReaction'] },
        'topic.moderate': { actions: 'spawnModeration' },
        'topic.moderatePost': { actions: 'spawnModeration' },
      },
      states: {
        reading: {
          description: 'The posts are shown with their reactions, "Quote" and "Report", and a "Reply" button; your own posts offer "Edit".',
          on: {
            'topic.reply': { target: 'composing', actions: assign({ error: null, notice: null }) },
            'topic.quote': { guard: 'knownPost', target: 'composing', actions: 'startQuote' },
            'topic.page': { guard: 'otherPage', target: '#forumTopic.loading', actions: assign({ page: ({ event }) => event.page }) },
          },
        },
        composing: {
          description: 'The reply box is open with your draft (and the quoted post after "Quote"); typing @ suggests members; new replies still appear above.',
          on: {
            'topic.edit': { actions: ['setDraft', assign({ error: null })] },
            'topic.insertMention': {
              actions: assign({ draft: ({ context, event }) => insertMentionText(context.draft, event.caret, event.username) }),
            },
            'topic.quote': { guard: 'knownPost', actions: 'startQuote' },
            'topic.unquote': { actions: assign({ quote: null }) },
            'topic.submit': [
              { guard: 'hasDraft', target: 'posting', actions: assign({ draft: ({ event }) => event.draft, error: null }) },
              { actions: assign({ draft: ({ event }) => event.draft, error: FORUM_TEXT.emptyReply }) },
            ],
            'topic.cancel': { target: 'reading', actions: assign({ draft: '', quote: null, error: null }) },
          },
        },
        posting: {
          description: 'The "Post reply" button shows "Posting…" and the reply box is disabled.',
          tags: ['busy'],
          invoke: {
            id: 'postReply',
            src: 'postReply',
            input: ({ context }) => ({ topicId: context.topicId, body: context.draft, quotePostId: context.quote?.post_id ?? null }),
            onDone: [
              {
                guard: { type: 'answeredLocked', params: ({ event }) => event.output },
                target: '#forumTopic.locked',
                actions: assign(({ context, event }) => ({
                  refusal: event.output.outcome === 'locked' ? event.output.message : LOCKED_TEXT,
                  canReply: false,
                  topic: context.topic ? { ...context.topic, locked: true } : null,
                })),
              },
              {
                target: 'posted',
                actions: assign(({ context, event }) => {
                  if (event.output.outcome !== 'posted') return {};
                  const { post, topic, notices } = event.output;
                  const onLastPage = context.page >= context.pages;
                  return {
                    posts: onLastPage ? withPost(context.posts, post) : context.posts,
                    topic,
                    draft: '',
                    quote: null,
                    error: null,
                    notice: notices.length ? notices.join(' ') : null,
                    announcement: 'Your reply was posted.',
                  };
                }),
              },
            ],
            onError: { target: 'postFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        posted: {
          description: 'Your reply is shown at the end of the topic with "Your reply was posted."',
          on: {
            'topic.reply': { target: 'composing', actions: assign({ error: null, notice: null }) },
            'topic.quote': { guard: 'knownPost', target: 'composing', actions: 'startQuote' },
            'topic.page': { guard: 'otherPage', target: '#forumTopic.loading', actions: assign({ page: ({ event }) => event.page }) },
          },
        },
        postFailed: {
          description: 'Posting failed: the server’s message is shown above your kept draft, with "Try again".',
          on: {
            'topic.retry': { target: 'posting', actions: assign({ error: null }) },
            'topic.edit': { target: 'composing', actions: ['setDraft', assign({ error: null })] },
            // "Remove quote" stays on the failed reply's box: it is taken, and the reply is written on.
            'topic.unquote': { target: 'composing', actions: assign({ quote: null, error: null }) },
            'topic.cancel': { target: 'reading', actions: assign({ draft: '', quote: null, error: null }) },
          },
        },
      },
    },
  },
});

function insertMentionText(draft: string, caret: number, username: string) {
  return insertMention(draft, caret, username).draft;
}

/** The QA step for one particular answer of the server. */
export function forumTopicAnswerStep(event: { type: string; output?: unknown }): string | undefined {
  if (event.type === 'xstate.done.actor.loadTopic') {
    const output = event.output as TopicLoadResult;
    if (output.outcome === 'ok') return output.canReply ? 'The topic and its posts arrive' : 'The topic arrives, locked by a moderator';
    return 'The server says "Topic not found."';
  }
  if (event.type === 'xstate.done.actor.postReply') {
    const output = event.output as PostReplyResult;
    return output.outcome === 'posted' ? 'The server stores the reply' : 'The server refuses: a moderator locked the topic meanwhile';
  }
  if (event.type === 'topic.changed') {
    const { topic } = event as unknown as { topic: ForumTopic };
    return topic.hidden ? 'A moderator hides the topic' : topic.locked ? 'A moderator locks the topic' : 'A moderator unlocks the topic';
  }
  return undefined;
}

/** What each event means to a person using the screen (the QA checklist's steps). */
export const FORUM_TOPIC_STEPS: Record<string, string> = {
  'topic.retry': 'Press "Try again"',
  'topic.page': 'Go to another page of posts',
  'topic.reply': 'Press "Reply"',
  'topic.quote': 'Press "Quote" on a post',
  'topic.unquote': 'Press "Remove quote"',
  'topic.edit': 'Type in the reply box',
  'topic.insertMention': 'Pick a member from the @ suggestions',
  'topic.submit': 'Press "Post reply"',
  'topic.cancel': 'Press "Cancel"',
  'topic.replyArrived': 'Another member replies (it arrives live)',
  'topic.changed': 'A moderator changes the topic',
  'xstate.done.actor.loadTopic': 'The topic arrives',
  'xstate.error.actor.loadTopic': 'Loading the topic fails (e.g. the connection drops)',
  'xstate.done.actor.postReply': 'The server answers the reply',
  'xstate.error.actor.postReply': 'Posting fails (e.g. too long, posting too fast, no connection): the server’s message shows',
};
