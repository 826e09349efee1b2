import { z } from './zod';
import { idSchema, idTextSchema } from './input-limits';

// The community forum (issue 14; docs/decisions/0025-forum-api.md, 0026-forum-search-pagination.md):
// categories, topics, posts (Markdown source + sanitised HTML), reactions, reports, moderation,
// full-text search, mention suggestions, and the socket room of an open topic.
//
// Every call needs a signed-in member (Bearer token / cookie). Administrators moderate.
// A topic's opening post is post_number 1; replies are 2, 3, … (reply_count = posts − 1).

// ---------------------------------------------------------------- paths

/** The API paths (the SPA's src/api/forum.ts builds its calls from these). */
export const FORUM_API = {
  /** GET → ForumCategoriesResponse. */
  categories: '/api/forum/categories',
  /** GET ?category=&cursor=&limit= → ForumTopicListResponse; POST ForumTopicCreate → 201 ForumPostWriteResult (the opening post). */
  topics: '/api/forum/topics',
  /** GET ?page= (or ?post=N: the page holding post N) → ForumTopicPage; marks the page read for the caller. */
  topic: (topicId: number) => `/api/forum/topics/${topicId}`,
  /** POST ForumReplyCreate → 201 ForumPostWriteResult. */
  topicPosts: (topicId: number) => `/api/forum/topics/${topicId}/posts`,
  /** PUT ForumReadPayload → ForumReadState (only moves forward). */
  topicRead: (topicId: number) => `/api/forum/topics/${topicId}/read`,
  /** POST ForumTopicModeration → ForumTopic (administrators). */
  topicModerate: (topicId: number) => `/api/forum/topics/${topicId}/moderate`,
  /** PATCH ForumPostEdit → ForumPostWriteResult (the post's author only). */
  post: (postId: number) => `/api/forum/posts/${postId}`,
  /** PUT (react) / DELETE (unreact) → ForumReactionsResult. */
  postReaction: (postId: number, emoji: ForumEmoji) => `/api/forum/posts/${postId}/reactions/${emoji}`,
  /** POST ForumReportCreate → 201 ForumReportCreated. */
  postReport: (postId: number) => `/api/forum/posts/${postId}/report`,
  /** POST ForumPostModeration → ForumPost (administrators). */
  postModerate: (postId: number) => `/api/forum/posts/${postId}/moderate`,
  /** GET ?q=&page= → ForumSearchResponse. */
  search: '/api/forum/search',
  /** GET ?q= (username prefix, may be empty) → ForumMentionSuggestions. */
  mentions: '/api/forum/mentions',
  /** GET ?status=open|resolved|dismissed|all → ForumReportQueue (administrators). */
  reports: '/api/forum/reports',
  /** POST ForumReportResolve → ForumReportItem (administrators). */
  reportResolve: (reportId: number) => `/api/forum/reports/${reportId}/resolve`,
} as const;

/** In-app paths (notification links and the SPA's route table). */
export const FORUM_PATHS = {
  home: '/community/forum',
  category: (slug: string) => `/community/forum/c/${slug}`,
  /** A topic, optionally at one post (the screen opens the page holding it and scrolls to `#post-N`). */
  topic: (topicId: number, postNumber?: number) =>
    postNumber && postNumber > 1 ? `/community/forum/topic/${topicId}?post=${postNumber}#post-${postNumber}` : `/community/forum/topic/${topicId}`,
  search: (q: string) => `/community/forum/search?q=${encodeURIComponent(q)}`,
  reports: '/community/forum/reports',
  /** Where an @mention links (the member directory searched for that username). */
  member: (username: string) => `/community/network?search=${encodeURIComponent(username)}`,
} as const;

// ---------------------------------------------------------------- limits and texts

export const FORUM_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  bodyMax: 20_000,
  reportDetailsMax: 1000,
  /** Posts per page of a topic. */
  postsPerPage: 20,
  /** Topics per page of the list (default; ?limit= up to topicsMaxPerPage). */
  topicsPerPage: 20,
  topicsMaxPerPage: 50,
  searchPerPage: 20,
  searchQueryMax: 200,
  mentionSuggestions: 8,
  /** Topics + replies one member may post per minute (429 beyond). */
  postsPerMinute: 6,
  /** Distinct members one post may mention (and notify). */
  mentionsMax: 20,
} as const;

/** The exact texts the API host answers with (4xx `{ message, statusCode }`). */
export const FORUM_MESSAGES = {
  categoryNotFound: 'Forum category not found.',
  topicNotFound: 'Topic not found.',
  postNotFound: 'Post not found.',
  reportNotFound: 'Report not found.',
  titleEmpty: 'Give your topic a title.',
  titleShort: `A title needs at least ${FORUM_LIMITS.titleMin} characters.`,
  titleLong: `A title can have at most ${FORUM_LIMITS.titleMax} characters.`,
  bodyEmpty: 'Write something before posting.',
  bodyLong: `A post can have at most ${FORUM_LIMITS.bodyMax.toLocaleString('en')} characters.`,
  locked: 'This topic is locked: no new replies can be posted.',
  editOthers: 'You can only edit your own posts.',
  editHidden: 'A hidden post cannot be edited.',
  moderatorsOnly: 'Only administrators can moderate the forum.',
  quoteNotInTopic: 'You can only quote a post of this topic.',
  rateLimited: `You are posting too fast: at most ${FORUM_LIMITS.postsPerMinute} posts a minute. Wait a moment and try again.`,
  alreadyReported: 'You have already reported this post.',
  reportOwn: 'You cannot report your own post.',
  reportClosed: 'This report has already been handled.',
  moveNeedsCategory: 'Choose the category to move the topic to.',
  sameCategory: 'The topic is already in this category.',
  searchEmpty: 'Type a word to search for.',
  badCursor: 'This page of topics is no longer available: start again from the first page.',
  joinRefused: 'You cannot follow this topic live.',
  /** Told to the author after posting, for each @name that is no member (the text stays plain). */
  unknownMention: (username: string) => `No member is called @${username}: the mention stays plain text and nobody was notified.`,
} as const;

// ---------------------------------------------------------------- reactions

/** The closed set of reactions (key in URLs and payloads → the emoji shown). */
export const FORUM_EMOJI = {
  thumbs_up: '👍',
  heart: '❤️',
  laugh: '😄',
  tada: '🎉',
  bulb: '💡',
  eyes: '👀',
} as const;
export const FORUM_EMOJI_KEYS = ['thumbs_up', 'heart', 'laugh', 'tada', 'bulb', 'eyes'] as const;
export type ForumEmoji = (typeof FORUM_EMOJI_KEYS)[number];
export const forumEmojiSchema = z.enum(FORUM_EMOJI_KEYS, { error: 'Choose one of the offered reactions.' });

export const forumReactionSchema = z.object({
  emoji: forumEmojiSchema,
  count: z.number().int(),
  /** The caller reacted with this emoji. (Socket payloads carry mine: false; keep your own.) */
  mine: z.boolean(),
});
export type ForumReaction = z.infer<typeof forumReactionSchema>;

// ---------------------------------------------------------------- entities

export const forumMemberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  /** "First Last", or the username when the member has no name. */
  display_name: z.string(),
  profile_image: z.string().nullable(),
});
export type ForumMember = z.infer<typeof forumMemberSchema>;

export const forumCategorySchema = z.object({
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** Topics the caller can see. */
  topic_count: z.number().int(),
  /** Set when the category belongs to a community space (CommunityCommon). */
  community_common_id: z.number().int().nullable(),
  last_post_at: z.string().nullable(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoriesResponseSchema = z.object({ data: z.array(forumCategorySchema) });
export type ForumCategoriesResponse = z.infer<typeof forumCategoriesResponseSchema>;

const categoryRefSchema = forumCategorySchema.pick({ category_id: true, slug: true, name: true });

const topicBase = {
  topic_id: z.number().int(),
  category: categoryRefSchema,
  title: z.string(),
  author: forumMemberSchema,
  created_at: z.string(),
  last_post_at: z.string(),
  /** Replies (posts after the opening one), hidden ones excluded. */
  reply_count: z.number().int(),
  /** The highest post_number so far (hidden ones included). */
  last_post_number: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** Only administrators ever see hidden topics (members get 404). */
  hidden: z.boolean(),
};

export const forumTopicListItemSchema = z.object({
  ...topicBase,
  /** The caller has never opened this topic. */
  is_new: z.boolean(),
  /** Posts after the last one the caller read (0 when all read; last_post_number when new). */
  unread_count: z.number().int(),
  /** The opening post as plain text, cut to about 200 characters. */
  excerpt: z.string(),
});
export type ForumTopicListItem = z.infer<typeof forumTopicListItemSchema>;

export const forumTopicListQuerySchema = z.object({
  /** category_id; absent: every category. */
  category: idTextSchema.optional(),
  /** Opaque: next_cursor of the previous page (keyset pagination: pinned first, then last activity). */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FORUM_LIMITS.topicsMaxPerPage).default(FORUM_LIMITS.topicsPerPage),
});
export type ForumTopicListQuery = z.input<typeof forumTopicListQuerySchema>;
export const forumTopicListResponseSchema = z.object({
  data: z.array(forumTopicListItemSchema),
  /** Pass as ?cursor= for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ForumTopicListResponse = z.infer<typeof forumTopicListResponseSchema>;

export const forumTopicSchema = z.object(topicBase);
export type ForumTopic = z.infer<typeof forumTopicSchema>;

export const forumQuoteSchema = z.object({
  post_id: z.number().int(),
  post_number: z.number().int(),
  author: forumMemberSchema,
  /** Sanitised HTML of the quoted post (empty when that post is hidden now). */
  body_html: z.string(),
});
export type ForumQuote = z.infer<typeof forumQuoteSchema>;

export const forumPostSchema = z.object({
  post_id: z.number().int(),
  topic_id: z.number().int(),
  post_number: z.number().int(),
  author: forumMemberSchema,
  /** The Markdown source (what the edit box starts with). */
  body: z.string(),
  /** The sanitised HTML to render (an @mention is a link to FORUM_PATHS.member(username) with class "mention"). */
  body_html: z.string(),
  created_at: z.string(),
  /** Set once its author edited it: the screen shows "edited". */
  edited_at: z.string().nullable(),
  /** Only administrators see hidden posts (body kept); members never receive them. */
  hidden: z.boolean(),
  reactions: z.array(forumReactionSchema),
  /** The post this one quote-replies to. */
  quote: forumQuoteSchema.nullable(),
  /** Members this post mentions (linked and notified). */
  mentions: z.array(z.object({ user_id: z.number().int(), username: z.string() })),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

export const forumTopicPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Open the page that holds this post_number (wins over page). */
  post: z.coerce.number().int().min(1).max(10_000_000).optional(),
});
export type ForumTopicPageQuery = z.input<typeof forumTopicPageQuerySchema>;

export const forumTopicPageSchema = z.object({
  topic: forumTopicSchema,
  posts: z.array(forumPostSchema),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
  /** What the caller had read before this page was served (0: never opened) — draw the "new" line after it. */
  last_read_post_number: z.number().int(),
  viewer: z.object({
    user_id: z.number().int(),
    /** Not locked (administrators may still reply to a locked topic). */
    can_reply: z.boolean(),
    /** Administrator: pin, lock, hide, move, report queue. Authors edit their own posts (author.user_id === user_id). */
    can_moderate: z.boolean(),
    /** The caller follows (watches) the topic: new replies notify them. */
    following: z.boolean(),
    /** How many members follow the topic. */
    followers: z.number().int(),
  }),
});
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

// ---------------------------------------------------------------- payloads

const bodySchema = z.string({ error: FORUM_MESSAGES.bodyEmpty })
  .refine((s) => s.trim().length > 0, FORUM_MESSAGES.bodyEmpty)
  .refine((s) => s.length <= FORUM_LIMITS.bodyMax, FORUM_MESSAGES.bodyLong);

export const forumTopicCreateSchema = z.object({
  category_id: idSchema,
  title: z.string({ error: FORUM_MESSAGES.titleEmpty }).trim().min(1, FORUM_MESSAGES.titleEmpty)
    .min(FORUM_LIMITS.titleMin, FORUM_MESSAGES.titleShort).max(FORUM_LIMITS.titleMax, FORUM_MESSAGES.titleLong),
  body: bodySchema,
});
export type ForumTopicCreate = z.input<typeof forumTopicCreateSchema>;

export const forumReplyCreateSchema = z.object({
  body: bodySchema,
  /** Quote-reply: the post_id of a post of the same topic. */
  quote_post_id: idSchema.optional(),
});
export type ForumReplyCreate = z.input<typeof forumReplyCreateSchema>;

export const forumPostEditSchema = z.object({ body: bodySchema });
export type ForumPostEdit = z.input<typeof forumPostEditSchema>;

/** Answer to create topic, reply and edit. */
export const forumPostWriteResultSchema = z.object({
  post: forumPostSchema,
  topic: forumTopicSchema,
  /** @names in the body that are no member: stayed plain text, nobody notified (show FORUM_MESSAGES.unknownMention). */
  unknown_mentions: z.array(z.string()),
});
export type ForumPostWriteResult = z.infer<typeof forumPostWriteResultSchema>;

export const forumReactionsResultSchema = z.object({ post_id: z.number().int(), reactions: z.array(forumReactionSchema) });
export type ForumReactionsResult = z.infer<typeof forumReactionsResultSchema>;

export const forumReadPayloadSchema = z.object({ post_number: z.number().int().min(1).max(10_000_000) });
export type ForumReadPayload = z.input<typeof forumReadPayloadSchema>;
export const forumReadStateSchema = z.object({ topic_id: z.number().int(), last_read_post_number: z.number().int() });
export type ForumReadState = z.infer<typeof forumReadStateSchema>;

export const FORUM_REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const;
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number];
export const FORUM_REPORT_REASON_LABELS: Record<ForumReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Harassment or abuse',
  off_topic: 'Off topic',
  other: 'Something else',
};
export const forumReportCreateSchema = z.object({
  reason: z.enum(FORUM_REPORT_REASONS, { error: 'Choose a reason for the report.' }),
  details: z.string().trim().max(FORUM_LIMITS.reportDetailsMax, `Use at most ${FORUM_LIMITS.reportDetailsMax} characters.`).optional(),
});
export type ForumReportCreate = z.input<typeof forumReportCreateSchema>;
export const forumReportCreatedSchema = z.object({ report_id: z.number().int(), message: z.string() });
export type ForumReportCreated = z.infer<typeof forumReportCreatedSchema>;
export const FORUM_REPORT_THANKS = 'Thank you: an administrator will look at this post.';

export const FORUM_TOPIC_ACTIONS = ['pin', 'unpin', 'lock', 'unlock', 'hide', 'unhide', 'move'] as const;
export type ForumTopicAction = (typeof FORUM_TOPIC_ACTIONS)[number];
export const forumTopicModerationSchema = z.object({
  action: z.enum(FORUM_TOPIC_ACTIONS),
  /** For 'move': the destination category. */
  category_id: idSchema.optional(),
});
export type ForumTopicModeration = z.input<typeof forumTopicModerationSchema>;

export const FORUM_POST_ACTIONS = ['hide', 'unhide'] as const;
export type ForumPostAction = (typeof FORUM_POST_ACTIONS)[number];
export const forumPostModerationSchema = z.object({ action: z.enum(FORUM_POST_ACTIONS) });
export type ForumPostModeration = z.input<typeof forumPostModerationSchema>;

// ---------------------------------------------------------------- search

export const forumSearchQuerySchema = z.object({
  q: z.string().trim().min(1, FORUM_MESSAGES.searchEmpty).max(FORUM_LIMITS.searchQueryMax, `Use at most ${FORUM_LIMITS.searchQueryMax} characters.`),
  page: z.coerce.number().int().min(1).max(100).default(1),
  category: idTextSchema.optional(),
});
export type ForumSearchQuery = z.input<typeof forumSearchQuerySchema>;

/** A piece of a snippet: matched words have match: true (render them in <mark>). */
export const forumSnippetSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type ForumSnippetSegment = z.infer<typeof forumSnippetSegmentSchema>;

export const forumSearchResultSchema = z.object({
  topic_id: z.number().int(),
  title: z.string(),
  category: categoryRefSchema,
  /** The best-matching post of the topic (1: the opening post or only the title matched). */
  post_id: z.number().int(),
  post_number: z.number().int(),
  author: forumMemberSchema,
  created_at: z.string(),
  rank: z.number(),
  /** ts_headline of the title and of the post body: escaped HTML with <mark>…</mark> only. */
  title_html: z.string(),
  snippet_html: z.string(),
  /** The same snippet as plain segments. */
  snippet: z.array(forumSnippetSegmentSchema),
});
export type ForumSearchResult = z.infer<typeof forumSearchResultSchema>;
export const forumSearchResponseSchema = z.object({
  data: z.array(forumSearchResultSchema),
  page: z.number().int(),
  /** More results after this page. */
  has_more: z.boolean(),
});
export type ForumSearchResponse = z.infer<typeof forumSearchResponseSchema>;

export const forumMentionQuerySchema = z.object({ q: z.string().trim().max(50).default('') });
export const forumMentionSuggestionsSchema = z.object({ data: z.array(forumMemberSchema) });
export type ForumMentionSuggestions = z.infer<typeof forumMentionSuggestionsSchema>;
/** What the composer treats as a mention: @ then 2–30 of letters, digits, _ . - (not after a word character). */
export const FORUM_MENTION_PATTERN = /(^|[^\w@/.])@([A-Za-z0-9_][A-Za-z0-9_.-]{1,29})/g;

// ---------------------------------------------------------------- reports

export const FORUM_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];
export const forumReportItemSchema = z.object({
  report_id: z.number().int(),
  status: z.enum(FORUM_REPORT_STATUSES),
  reason: z.enum(FORUM_REPORT_REASONS),
  details: z.string().nullable(),
  reporter: forumMemberSchema,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: forumMemberSchema.nullable(),
  post: forumPostSchema,
  topic: forumTopicSchema,
});
export type ForumReportItem = z.infer<typeof forumReportItemSchema>;
export const forumReportQueueQuerySchema = z.object({ status: z.enum([...FORUM_REPORT_STATUSES, 'all']).default('open') });
export const forumReportQueueSchema = z.object({ data: z.array(forumReportItemSchema), open_count: z.number().int() });
export type ForumReportQueue = z.infer<typeof forumReportQueueSchema>;
export const forumReportResolveSchema = z.object({
  /** resolved: acted on it; dismissed: nothing wrong. */
  status: z.enum(['resolved', 'dismissed']),
  /** With resolved: hide the reported post too. */
  hide_post: z.boolean().optional(),
});
export type ForumReportResolve = z.input<typeof forumReportResolveSchema>;

// ---------------------------------------------------------------- live (socket.io, default namespace)

/** Client → server: open/close a topic (ack: ForumJoinAck). Only topics the member may read. */
export const FORUM_SOCKET_CLIENT_EVENTS = {
  join: 'forum_topic_join',
  leave: 'forum_topic_leave',
} as const;
export const forumJoinPayloadSchema = z.object({ topic_id: z.number().int() });
export type ForumJoinPayload = z.infer<typeof forumJoinPayloadSchema>;
export type ForumJoinAck = { ok: true; topic_id: number } | { ok: false; message: string };

/** Server → sockets in a topic's room. */
export const FORUM_SOCKET_EVENTS = {
  /** ForumPostEvent: a new reply (after it is stored). */
  postNew: 'forum_post_new',
  /** ForumPostEvent: a post was edited, or reactions changed. */
  postEdited: 'forum_post_edited',
  /** ForumPostHiddenEvent: a post was hidden or shown again by an administrator. */
  postHidden: 'forum_post_hidden',
  /** ForumTopicEvent: pinned/locked/hidden/category changed. */
  topicUpdated: 'forum_topic_updated',
} as const;
export const forumPostEventSchema = z.object({ topic_id: z.number().int(), post: forumPostSchema });
export type ForumPostEvent = z.infer<typeof forumPostEventSchema>;
export const forumPostHiddenEventSchema = z.object({
  topic_id: z.number().int(),
  post_id: z.number().int(),
  post_number: z.number().int(),
  hidden: z.boolean(),
  /** When shown again: the post (members drop a hidden one; administrators mark it). */
  post: forumPostSchema.nullable(),
});
export type ForumPostHiddenEvent = z.infer<typeof forumPostHiddenEventSchema>;
export const forumTopicEventSchema = z.object({ topic: forumTopicSchema });
export type ForumTopicEvent = z.infer<typeof forumTopicEventSchema>;
export const forumTopicRoom = (topicId: number) => `forum-topic:${topicId}`;

/** notification_type values of forum notifications (new_notification on the default namespace). */
export const FORUM_NOTIFICATION_TYPES = { mention: 'forum_mention', reply: 'forum_reply' } as const;
