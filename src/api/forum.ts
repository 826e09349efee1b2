// The community forum (issue 14; contracts/forum.ts): categories, the keyset topic list, a topic
// page, posting, editing, reactions, reports, moderation, search and mention suggestions. Every
// answer is parsed with the contract's schema; failures carry the server's message and status.
import {
  FORUM_API, forumCategoriesResponseSchema, forumMentionSuggestionsSchema, forumPostSchema, forumPostWriteResultSchema, forumReactionsResultSchema,
  forumReportCreatedSchema, forumReportItemSchema, forumReportQueueSchema, forumSearchResponseSchema, forumTopicListResponseSchema,
  forumTopicPageSchema, forumTopicSchema, type ForumCategory, type ForumEmoji, type ForumMember, type ForumPost, type ForumPostWriteResult,
  type ForumReactionsResult, type ForumReportCreate, type ForumReportCreated, type ForumReportItem, type ForumReportQueue, type ForumReportResolve,
  type ForumReportStatus, type ForumSearchResponse, type ForumTopic, type ForumTopicCreate, type ForumTopicListResponse, type ForumTopicModeration,
  type ForumTopicPage,
} from '../../contracts';
import { http, withServerMessage } from './http';

export const categories = withServerMessage(async (): Promise<ForumCategory[]> => {
  const { data } = await http.get(FORUM_API.categories);
  return forumCategoriesResponseSchema.parse(data).data;
});

export const topics = withServerMessage(async (q: { category?: number | null; cursor?: string | null; limit?: number }): Promise<ForumTopicListResponse> => {
  const params: Record<string, string | number> = {};
  if (q.category) params.category = q.category;
  if (q.cursor) params.cursor = q.cursor;
  if (q.limit) params.limit = q.limit;
  const { data } = await http.get(FORUM_API.topics, { params });
  return forumTopicListResponseSchema.parse(data);
});

/** A page of a topic (or the page holding post number `post`); marks it read for the caller. */
export const topicPage = withServerMessage(async (topicId: number, q: { page?: number; post?: number | null }): Promise<ForumTopicPage> => {
  const params: Record<string, number> = {};
  if (q.post) params.post = q.post;
  else if (q.page) params.page = q.page;
  const { data } = await http.get(FORUM_API.topic(topicId), { params });
  return forumTopicPageSchema.parse(data);
});

export const createTopic = withServerMessage(async (body: ForumTopicCreate): Promise<ForumPostWriteResult> => {
  const { data } = await http.post(FORUM_API.topics, body);
  return forumPostWriteResultSchema.parse(data);
});

export const reply = withServerMessage(async (topicId: number, body: string, quotePostId: number | null): Promise<ForumPostWriteResult> => {
  const { data } = await http.post(FORUM_API.topicPosts(topicId), quotePostId ? { body, quote_post_id: quotePostId } : { body });
  return forumPostWriteResultSchema.parse(data);
});

export const editPost = withServerMessage(async (postId: number, body: string): Promise<ForumPostWriteResult> => {
  const { data } = await http.patch(FORUM_API.post(postId), { body });
  return forumPostWriteResultSchema.parse(data);
});

export const react = withServerMessage(async (postId: number, emoji: ForumEmoji, on: boolean): Promise<ForumReactionsResult> => {
  const { data } = on ? await http.put(FORUM_API.postReaction(postId, emoji), {}) : await http.delete(FORUM_API.postReaction(postId, emoji));
  return forumReactionsResultSchema.parse(data);
});

export const report = withServerMessage(async (postId: number, body: ForumReportCreate): Promise<ForumReportCreated> => {
  const { data } = await http.post(FORUM_API.postReport(postId), body);
  return forumReportCreatedSchema.parse(data);
});

export const moderateTopic = withServerMessage(async (topicId: number, body: ForumTopicModeration): Promise<ForumTopic> => {
  const { data } = await http.post(FORUM_API.topicModerate(topicId), body);
  return forumTopicSchema.parse(data);
});

export const moderatePost = withServerMessage(async (postId: number, hide: boolean): Promise<ForumPost> => {
  const { data } = await http.post(FORUM_API.postModerate(postId), { action: hide ? 'hide' : 'unhide' });
  return forumPostSchema.parse(data);
});

export const search = withServerMessage(async (q: string, page: number, category?: number | null): Promise<ForumSearchResponse> => {
  const params: Record<string, string | number> = { q, page };
  if (category) params.category = category;
  const { data } = await http.get(FORUM_API.search, { params });
  return forumSearchResponseSchema.parse(data);
});

export const mentionSuggestions = withServerMessage(async (q: string): Promise<ForumMember[]> => {
  const { data } = await http.get(FORUM_API.mentions, { params: { q } });
  return forumMentionSuggestionsSchema.parse(data).data;
});

export const reportQueue = withServerMessage(async (status: ForumReportStatus | 'all'): Promise<ForumReportQueue> => {
  const { data } = await http.get(FORUM_API.reports, { params: { status } });
  return forumReportQueueSchema.parse(data);
});

export const resolveReport = withServerMessage(async (reportId: number, body: ForumReportResolve): Promise<ForumReportItem> => {
  const { data } = await http.post(FORUM_API.reportResolve(reportId), body);
  return forumReportItemSchema.parse(data);
});
