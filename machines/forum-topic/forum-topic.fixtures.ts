// Sample topic and posts for the forum machines' unit and path tests.
import type { ForumPost, ForumTopic } from '../../contracts';
import type { TopicLoadResult } from './forum-topic.machine';

export const member = (user_id: number, username: string, display_name: string) => ({ user_id, username, display_name, profile_image: null });
export const MAYA = member(2, 'maya', 'Maya Patel');
export const ROHAN = member(3, 'rohan', 'Rohan Mehta');

export const TOPIC: ForumTopic = {
  topic_id: 12, category: { category_id: 1, slug: 'founders', name: 'Founders' }, title: 'Pricing a B2B pilot', author: MAYA,
  created_at: '2026-11-20T09:00:00Z', last_post_at: '2026-11-21T10:00:00Z', reply_count: 1, last_post_number: 2,
  pinned: false, locked: false, hidden: false,
};

export const post = (post_number: number, author = MAYA, over: Partial<ForumPost> = {}): ForumPost => ({
  post_id: 100 + post_number, topic_id: 12, post_number, author, body: `Post ${post_number} by @${author.username}`,
  body_html: `<p>Post ${post_number}</p>`, created_at: '2026-11-21T10:00:00Z', edited_at: null, hidden: false,
  reactions: [], quote: null, mentions: [], ...over,
});

export const loaded = (over: Partial<Extract<TopicLoadResult, { outcome: 'ok' }>> = {}): TopicLoadResult => ({
  outcome: 'ok', topic: TOPIC, posts: [post(1), post(2, ROHAN)], page: 1, pages: 1, lastReadPostNumber: 1, canReply: true, canModerate: false, ...over,
});
