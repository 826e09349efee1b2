// Sample API answers for the forum's component tests.
import type { ForumCategory, ForumPost, ForumTopic, ForumTopicListItem, ForumTopicPage } from '../../../contracts';

export const member = (user_id: number, username: string, display_name: string) => ({ user_id, username, display_name, profile_image: null });
export const ADA = member(1, 'admin', 'Ada Admin');
export const ROHAN = member(3, 'rohan', 'Rohan Mehta');

export const CATEGORIES: ForumCategory[] = [
  { category_id: 1, slug: 'founders', name: 'Founders', description: 'Building a company.', position: 1, topic_count: 14, community_common_id: null, last_post_at: null },
  { category_id: 2, slug: 'funding', name: 'Funding', description: 'Raising money.', position: 2, topic_count: 9, community_common_id: null, last_post_at: null },
];

export const TOPIC: ForumTopic = {
  topic_id: 12, category: { category_id: 1, slug: 'founders', name: 'Founders' }, title: 'Pricing a B2B pilot', author: ROHAN,
  created_at: '2026-11-20T09:00:00Z', last_post_at: '2026-11-21T10:00:00Z', reply_count: 1, last_post_number: 2, pinned: false, locked: false, hidden: false,
};

export const listItem = (id: number, title: string, over: Partial<ForumTopicListItem> = {}): ForumTopicListItem => ({
  ...TOPIC, topic_id: id, title, is_new: false, unread_count: 0, excerpt: `About ${title}.`, ...over,
});

export const post = (n: number, author = ROHAN, over: Partial<ForumPost> = {}): ForumPost => ({
  post_id: 100 + n, topic_id: 12, post_number: n, author, body: `Post ${n}`, body_html: `<p>Post number ${n}</p>`, created_at: '2026-11-21T10:00:00Z',
  edited_at: null, hidden: false, reactions: [], quote: null, mentions: [], ...over,
});

export const page = (over: Partial<ForumTopicPage> = {}): ForumTopicPage => ({
  topic: TOPIC, posts: [post(1), post(2, ADA, { edited_at: '2026-11-21T11:00:00Z', reactions: [{ emoji: 'heart', count: 2, mine: false }] })],
  page: 1, pages: 1, per_page: 20, last_read_post_number: 2, viewer: { user_id: 1, can_reply: true, can_moderate: false, following: false, followers: 2 }, ...over,
});
