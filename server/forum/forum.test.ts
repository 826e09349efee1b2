// The forum's API on PGlite (issue 14; decisions 0025, 0026): authorization, locked topics, bad
// bodies, stored-inert Markdown, mentions, search, unread markers, the posting rate limit, the
// report queue and live replies in a topic's socket room.
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORUM_LIMITS, FORUM_MESSAGES, FORUM_SOCKET_CLIENT_EVENTS, FORUM_SOCKET_EVENTS, SOCKET,
  type ForumCategory, type ForumJoinAck, type ForumPostEvent, type ForumPostHiddenEvent, type ForumTopicEvent, type ForumPostWriteResult, type ForumReportQueue, type ForumSearchResponse,
  type ForumTopicListResponse, type ForumTopicPage,
} from '../../contracts';
import { follows, forumCategories, forumPosts, forumReports, forumTopics, notifications, users } from '../db/schema';
import { member, type Member } from '../events/events-test-kit';
import { createTestApp } from '../test/test-app';
import { createSpaceCategory } from './categories';

let app: FastifyInstance;
let url: string;
let admin: Member;
let ada: Member;
let bo: Member;
let cy: Member;
let general: number;
let other: number;
const sockets: Socket[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, who: Member | null, payload?: unknown) => app.inject({
  method, url: path, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}),
});

/** Each test member posts at most postsPerMinute a minute: fresh members keep tests independent. */
let n = 0;
const fresh = (role: 'admin' | 'learner' = 'learner') => member(app, `fm${++n}x`, role);

async function openTopic(who: Member, title = 'Seed round advice', body = 'Looking for advice on raising a seed round.', category = general) {
  const res = await call('POST', '/api/forum/topics', who, { category_id: category, title, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ForumPostWriteResult;
}
const replyTo = (who: Member, topicId: number, body: string, extra: object = {}) => call('POST', `/api/forum/topics/${topicId}/posts`, who, { body, ...extra });

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await member(app, 'forumadmin', 'admin');
  ada = await member(app, 'ada');
  bo = await member(app, 'bo_smith');
  cy = await member(app, 'cy');
  const [g] = await app.db.insert(forumCategories).values({ slug: 'general', name: 'General', position: 1 }).returning();
  const [o] = await app.db.insert(forumCategories).values({ slug: 'other', name: 'Other', position: 2 }).returning();
  general = g!.categoryId;
  other = o!.categoryId;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await app.close();
});

describe('reading and posting', () => {
  it('needs a signed-in member', async () => {
    expect((await call('GET', '/api/forum/categories', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/forum/topics', null, { category_id: general, title: 'Hello there', body: 'x' })).statusCode).toBe(401);
  });

  it('opens a topic, replies with a quote, and lists categories and topics with counts', async () => {
    const a = await fresh();
    const b = await fresh();
    const { topic, post } = await openTopic(a, 'Quoting works', 'First **post**');
    expect(post).toMatchObject({ post_number: 1, body: 'First **post**', body_html: '<p>First <strong>post</strong></p>\n', edited_at: null, quote: null });
    const res = await replyTo(b, topic.topic_id, 'I agree', { quote_post_id: post.post_id });
    expect(res.statusCode, res.body).toBe(201);
    const reply = (res.json() as ForumPostWriteResult).post;
    expect(reply.post_number).toBe(2);
    expect(reply.quote).toMatchObject({ post_id: post.post_id, post_number: 1, author: { user_id: a.userId } });
    const page = (await call('GET', `/api/forum/topics/${topic.topic_id}`, a)).json() as ForumTopicPage;
    expect(page.topic.reply_count).toBe(1);
    expect(page.posts.map((p) => p.post_number)).toEqual([1, 2]);
    const cats = (await call('GET', '/api/forum/categories', a)).json() as { data: ForumCategory[] };
    expect(cats.data.find((c) => c.category_id === general)!.topic_count).toBeGreaterThanOrEqual(1);
  });

  it('refuses a quote of another topic’s post', async () => {
    const a = await fresh();
    const one = await openTopic(a, 'Topic one');
    const two = await openTopic(a, 'Topic two');
    const res = await replyTo(a, two.topic.topic_id, 'quoting', { quote_post_id: one.post.post_id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FORUM_MESSAGES.quoteNotInTopic);
  });

  it('lists pinned topics first, then by last activity, in keyset pages that neither skip nor repeat', async () => {
    const [cat] = await app.db.insert(forumCategories).values({ slug: 'paging', name: 'Paging', position: 9 }).returning();
    const writer = await fresh();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await openTopic(writer, `Paging topic ${i}`, 'body', cat!.categoryId)).topic.topic_id);
    await app.db.update(forumTopics).set({ lastPostAt: sql`now() - interval '1 hour'` }).where(eq(forumTopics.topicId, ids[4]!));
    await call('POST', `/api/forum/topics/${ids[0]}/moderate`, admin, { action: 'pin' });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/forum/topics?category=${cat!.categoryId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, writer);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ForumTopicListResponse;
      seen.push(...body.data.map((t) => t.topic_id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([ids[0], ids[3], ids[2], ids[1], ids[4]]);
    expect((await call('GET', '/api/forum/topics?cursor=bm9wZQ', writer)).json().message).toBe(FORUM_MESSAGES.badCursor);
  });
});

describe('authorization and moderation', () => {
  it('lets only the author edit a post (403 with a clear message) and marks it edited', async () => {
    const { post } = await openTopic(ada, 'Editing', 'original');
    const theirs = await call('PATCH', `/api/forum/posts/${post.post_id}`, bo, { body: 'hijacked' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(FORUM_MESSAGES.editOthers);
    const byAdmin = await call('PATCH', `/api/forum/posts/${post.post_id}`, admin, { body: 'hijacked' });
    expect(byAdmin.statusCode).toBe(403);
    const [stored] = await app.db.select().from(forumPosts).where(eq(forumPosts.postId, post.post_id));
    expect(stored!.body).toBe('original');
    const mine = await call('PATCH', `/api/forum/posts/${post.post_id}`, ada, { body: 'corrected' });
    expect(mine.statusCode).toBe(200);
    const edited = (mine.json() as ForumPostWriteResult).post;
    expect(edited.body).toBe('corrected');
    expect(edited.edited_at).not.toBeNull();
  });

  it('lets only administrators moderate and read the report queue', async () => {
    const { topic, post } = await openTopic(cy, 'Moderation target');
    for (const action of ['pin', 'lock', 'hide']) {
      const res = await call('POST', `/api/forum/topics/${topic.topic_id}/moderate`, bo, { action });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORUM_MESSAGES.moderatorsOnly);
    }
    expect((await call('POST', `/api/forum/posts/${post.post_id}/moderate`, bo, { action: 'hide' })).statusCode).toBe(403);
    expect((await call('GET', '/api/forum/reports', bo)).statusCode).toBe(403);
    const [row] = await app.db.select().from(forumTopics).where(eq(forumTopics.topicId, topic.topic_id));
    expect(row).toMatchObject({ pinned: false, locked: false, hidden: false });
  });

  it('moves a topic to another category and refuses a move without one', async () => {
    const { topic } = await openTopic(cy, 'Wrong place');
    expect((await call('POST', `/api/forum/topics/${topic.topic_id}/moderate`, admin, { action: 'move' })).json().message).toBe(FORUM_MESSAGES.moveNeedsCategory);
    const res = await call('POST', `/api/forum/topics/${topic.topic_id}/moderate`, admin, { action: 'move', category_id: other });
    expect(res.statusCode).toBe(200);
    expect(res.json().category.category_id).toBe(other);
  });

  it('hides topics and posts from members (404) while administrators see them marked hidden', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'Soon hidden');
    const reply = (await replyTo(bo, topic.topic_id, 'a rude reply')).json() as ForumPostWriteResult;
    expect((await call('POST', `/api/forum/posts/${reply.post.post_id}/moderate`, admin, { action: 'hide' })).json().hidden).toBe(true);
    const asMember = (await call('GET', `/api/forum/topics/${topic.topic_id}`, a)).json() as ForumTopicPage;
    expect(asMember.posts.map((p) => p.post_number)).toEqual([1]);
    expect(asMember.topic.reply_count).toBe(0);
    const asAdmin = (await call('GET', `/api/forum/topics/${topic.topic_id}`, admin)).json() as ForumTopicPage;
    expect(asAdmin.posts.find((p) => p.post_number === 2)).toMatchObject({ hidden: true, body: 'a rude reply' });
    expect((await call('PUT', `/api/forum/posts/${reply.post.post_id}/reactions/heart`, a)).statusCode).toBe(404);

    await call('POST', `/api/forum/topics/${topic.topic_id}/moderate`, admin, { action: 'hide' });
    const gone = await call('GET', `/api/forum/topics/${topic.topic_id}`, a);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(FORUM_MESSAGES.topicNotFound);
    expect((await replyTo(a, topic.topic_id, 'hello?')).statusCode).toBe(404);
    const list = (await call('GET', `/api/forum/topics?category=${general}&limit=50`, a)).json() as ForumTopicListResponse;
    expect(list.data.map((t) => t.topic_id)).not.toContain(topic.topic_id);
    const adminPage = await call('GET', `/api/forum/topics/${topic.topic_id}`, admin);
    expect(adminPage.statusCode).toBe(200);
    expect((adminPage.json() as ForumTopicPage).topic.hidden).toBe(true);
  });

  it('refuses replies to a locked topic with a clear message and stores nothing', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'Closed discussion');
    await call('POST', `/api/forum/topics/${topic.topic_id}/moderate`, admin, { action: 'lock' });
    const res = await replyTo(bo, topic.topic_id, 'one more thing');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORUM_MESSAGES.locked);
    const posts = await app.db.select().from(forumPosts).where(eq(forumPosts.topicId, topic.topic_id));
    expect(posts).toHaveLength(1);
    const page = (await call('GET', `/api/forum/topics/${topic.topic_id}`, bo)).json() as ForumTopicPage;
    expect(page.viewer.can_reply).toBe(false);
  });

  it('closes a community space’s category to members without read on its menu', async () => {
    const [owner] = [await fresh()];
    const { communityCommon } = await import('../db/schema');
    const [space] = await app.db.insert(communityCommon).values({ ownerUserId: owner.userId, communityName: 'Investors Circle', communityType: 'investor' }).returning();
    const cat = await createSpaceCategory(app.db, { communityCommonId: space!.communityCommonId, name: 'Investors Circle', actingUserId: admin.userId });
    const again = await createSpaceCategory(app.db, { communityCommonId: space!.communityCommonId, name: 'Other name', actingUserId: admin.userId });
    expect(again.category_id).toBe(cat.category_id);
    expect(cat.community_common_id).toBe(space!.communityCommonId);
    const ids = (who: Member) => call('GET', '/api/forum/categories', who).then((r) => (r.json() as { data: ForumCategory[] }).data.map((c) => c.category_id));
    expect(await ids(admin)).toContain(cat.category_id);
    // learner holds no read on menu 215 (Investor) in the seeded privilege matrix
    expect(await ids(owner)).not.toContain(cat.category_id);
    expect((await call('POST', '/api/forum/topics', owner, { category_id: cat.category_id, title: 'Secret', body: 'x' })).statusCode).toBe(404);
    // A mention there links the member but does not notify someone who could not open it.
    const [me] = await app.db.select({ username: users.username }).from(users).where(eq(users.userId, owner.userId));
    const inSpace = await call('POST', '/api/forum/topics', admin, { category_id: cat.category_id, title: 'Investors only', body: `Hello @${me!.username}` });
    expect((inSpace.json() as ForumPostWriteResult).post.mentions.map((m) => m.user_id)).toEqual([owner.userId]);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, owner.userId))).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses empty, whitespace-only and over-long bodies and titles with clear messages, storing nothing', async () => {
    const a = await fresh();
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(forumPosts))[0]!.n;
    const cases: [object, string][] = [
      [{ category_id: general, title: 'Fine title', body: '' }, FORUM_MESSAGES.bodyEmpty],
      [{ category_id: general, title: 'Fine title', body: '   \n\t ' }, FORUM_MESSAGES.bodyEmpty],
      [{ category_id: general, title: 'Fine title', body: 'x'.repeat(FORUM_LIMITS.bodyMax + 1) }, FORUM_MESSAGES.bodyLong],
      [{ category_id: general, title: 'Fine title', body: 'x'.repeat(100 * 1024) }, FORUM_MESSAGES.bodyLong],
      [{ category_id: general, title: '', body: 'ok' }, FORUM_MESSAGES.titleEmpty],
      [{ category_id: general, title: 'ab', body: 'ok' }, FORUM_MESSAGES.titleShort],
      [{ category_id: general, title: 'x'.repeat(201), body: 'ok' }, FORUM_MESSAGES.titleLong],
      [{ category_id: general, title: 'Fine title' }, FORUM_MESSAGES.bodyEmpty],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/forum/topics', a, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { topic, post } = await openTopic(a, 'Fine title', 'ok');
    expect((await replyTo(a, topic.topic_id, '')).json().message).toBe(FORUM_MESSAGES.bodyEmpty);
    expect((await replyTo(a, topic.topic_id, 'y'.repeat(100 * 1024))).json().message).toBe(FORUM_MESSAGES.bodyLong);
    expect((await call('PATCH', `/api/forum/posts/${post.post_id}`, a, { body: ' ' })).json().message).toBe(FORUM_MESSAGES.bodyEmpty);
    const after = (await app.db.select({ n: sql<number>`count(*)::int` }).from(forumPosts))[0]!.n;
    expect(after).toBe(before + 1);
    expect((await call('POST', '/api/forum/topics', a, { category_id: 999999, title: 'Nowhere', body: 'x' })).json().message).toBe(FORUM_MESSAGES.categoryNotFound);
    expect((await call('PUT', `/api/forum/posts/${post.post_id}/reactions/rocket`, a)).statusCode).toBe(400);
    expect((await call('GET', '/api/forum/topics/abc', a)).statusCode).toBe(400);
  });

  // Known XSS payloads (OWASP filter-evasion cheat sheet and friends), posted as Markdown.
  const XSS = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '![x](javascript:alert(1))',
    '![x](x" onerror="alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<body onload=alert(1)>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '"><script>alert(1)</script>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '[a](vbscript:msgbox(1))',
    '<details open ontoggle=alert(1)>',
    '`<script>alert(1)</script>`',
    '<scr<script>ipt>alert(1)</script>',
    '@ada <img src=x onerror=alert(1)> @bo_smith',
  ];

  it('stores script and HTML in Markdown inert: no <script>, no on* attributes, no javascript: URLs', async () => {
    const a = await fresh();
    const { topic, post } = await openTopic(a, 'XSS payloads', 'starting');
    const check = (html: string, source: string) => {
      expect(html, source).not.toMatch(/<script/i);
      expect(html, source).not.toMatch(/<(iframe|svg|math|body|details|div|object|embed|style)\b/i);
      expect(html, source).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, source).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i);
    };
    // Edits are not rate limited: one post carries every payload in turn.
    for (const source of XSS) {
      const res = await call('PATCH', `/api/forum/posts/${post.post_id}`, a, { body: source });
      expect(res.statusCode, source).toBe(200);
      check((res.json() as ForumPostWriteResult).post.body_html, source);
      const [stored] = await app.db.select().from(forumPosts).where(eq(forumPosts.postId, post.post_id));
      check(stored!.bodyHtml, source);
      expect(stored!.body).toBe(source);
    }
    const all = (await replyTo(a, topic.topic_id, XSS.join('\n\n'))).json() as ForumPostWriteResult;
    check(all.post.body_html, 'all payloads at once');
    expect(all.post.body_html).toContain('&lt;script&gt;');
  });
});

describe('mentions', () => {
  it('links and notifies mentioned members live; unknown names stay plain text, are reported back, notify nobody', async () => {
    const a = await fresh();
    const before = await app.db.select().from(notifications).where(eq(notifications.userId, bo.userId));
    const res = await call('POST', '/api/forum/topics', a, {
      category_id: general, title: 'Mentions', body: 'Hi @bo_smith and @nobody_here, see `@cy` in code. Thanks @ada.',
    });
    const out = res.json() as ForumPostWriteResult;
    expect(out.unknown_mentions).toEqual(['nobody_here']);
    expect(out.post.mentions.map((m) => m.username).sort()).toEqual(['ada', 'bo_smith']);
    expect(out.post.body_html).toContain('<a href="/community/network?search=bo_smith" class="mention">@bo_smith</a>');
    expect(out.post.body_html).toContain('@nobody_here');
    expect(out.post.body_html).not.toContain('search=nobody_here');
    expect(out.post.body_html).toContain('<code>@cy</code>');
    expect(out.post.body_html).toMatch(/class="mention">@ada<\/a>\./);
    const after = await app.db.select().from(notifications).where(eq(notifications.userId, bo.userId));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ notificationType: 'forum_mention', notificationLink: `/community/forum/topic/${out.topic.topic_id}` });
    const cyNotes = await app.db.select().from(notifications).where(and(eq(notifications.userId, cy.userId), eq(notifications.notificationType, 'forum_mention')));
    expect(cyNotes).toHaveLength(0);
    // An edit notifies only members newly mentioned.
    await call('PATCH', `/api/forum/posts/${out.post.post_id}`, a, { body: 'Hi @bo_smith and @cy' });
    expect((await app.db.select().from(notifications).where(eq(notifications.userId, bo.userId))).length).toBe(before.length + 1);
    const cyAfter = await app.db.select().from(notifications).where(and(eq(notifications.userId, cy.userId), eq(notifications.notificationType, 'forum_mention')));
    expect(cyAfter).toHaveLength(1);
  });

  it('suggests members by username prefix', async () => {
    const res = await call('GET', '/api/forum/mentions?q=bo_', ada);
    expect(res.json().data.map((m: { username: string }) => m.username)).toEqual(['bo_smith']);
  });

  it('notifies the topic’s author and followers of a reply (not the replier), linking to the reply', async () => {
    const a = await fresh();
    const b = await fresh();
    const follower = await fresh();
    const bystander = await fresh();
    const { topic } = await openTopic(a, 'Notify me');
    await app.db.insert(follows).values({ followerUserId: follower.userId, targetType: 'topic', targetId: topic.topic_id, createdBy: follower.userId });
    await replyTo(b, topic.topic_id, 'a reply');
    const expected = [expect.objectContaining({ notificationType: 'forum_reply', notificationLink: `/community/forum/topic/${topic.topic_id}?post=2#post-2` })];
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, a.userId))).toEqual(expected);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, follower.userId))).toEqual(expected);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, b.userId))).toEqual([]);
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, bystander.userId))).toEqual([]);
    // The topic page tells each reader whether they follow it, and how many do.
    expect((await call('GET', `/api/forum/topics/${topic.topic_id}`, follower)).json().viewer).toMatchObject({ following: true, followers: 1 });
    expect((await call('GET', `/api/forum/topics/${topic.topic_id}`, bystander)).json().viewer).toMatchObject({ following: false, followers: 1 });
  });

  it('reads the notifications about a topic when its author opens it, and no others', async () => {
    const a = await fresh();
    const b = await fresh();
    const { topic } = await openTopic(a, 'Open me');
    const { topic: other } = await openTopic(a, 'Leave me');
    await replyTo(b, topic.topic_id, 'first reply');
    await replyTo(b, other.topic_id, 'other reply');
    const unread = async () => (await app.db.select({ link: notifications.notificationLink }).from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.isRead, false)))).map((n) => n.link);
    expect(await unread()).toHaveLength(2);
    expect((await call('GET', `/api/forum/topics/${topic.topic_id}`, a)).statusCode).toBe(200);
    expect(await unread()).toEqual([`/community/forum/topic/${other.topic_id}?post=2#post-2`]);
  });
});

describe('search and unread markers', () => {
  it('finds a topic by a word in a reply, with a highlighted snippet, ranked', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'Hiring a first engineer', 'Where do you find good people?');
    await replyTo(bo, topic.topic_id, 'Try the quokka meetup: many <b>engineers</b> go there.');
    const res = await call('GET', `/api/forum/search?q=${encodeURIComponent('quokka')}`, ada);
    const body = res.json() as ForumSearchResponse;
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ topic_id: topic.topic_id, post_number: 2, title: 'Hiring a first engineer' });
    expect(body.data[0]!.snippet_html).toContain('<mark>quokka</mark>');
    expect(body.data[0]!.snippet_html).not.toContain('<b>');
    expect(body.data[0]!.snippet.some((s) => s.match && s.text === 'quokka')).toBe(true);
    // Title matches rank above body matches; stemming finds "engineers" for "engineer".
    const titled = (await call('GET', '/api/forum/search?q=engineer', ada)).json() as ForumSearchResponse;
    expect(titled.data[0]!.topic_id).toBe(topic.topic_id);
    expect(titled.data[0]!.title_html).toContain('<mark>engineer</mark>');
    expect((await call('GET', '/api/forum/search?q=%20', ada)).json().message).toBe(FORUM_MESSAGES.searchEmpty);
  });

  it('marks topics new and counts unread posts per member until they read them', async () => {
    const a = await fresh();
    const reader = await fresh();
    const { topic } = await openTopic(a, 'Unread markers');
    const item = async () => ((await call('GET', `/api/forum/topics?category=${general}&limit=50`, reader)).json() as ForumTopicListResponse)
      .data.find((t) => t.topic_id === topic.topic_id)!;
    expect(await item()).toMatchObject({ is_new: true, unread_count: 1 });
    const first = (await call('GET', `/api/forum/topics/${topic.topic_id}`, reader)).json() as ForumTopicPage;
    expect(first.last_read_post_number).toBe(0);
    expect(await item()).toMatchObject({ is_new: false, unread_count: 0 });
    await replyTo(a, topic.topic_id, 'one');
    await replyTo(a, topic.topic_id, 'two');
    expect(await item()).toMatchObject({ is_new: false, unread_count: 2 });
    const read = await call('PUT', `/api/forum/topics/${topic.topic_id}/read`, reader, { post_number: 2 });
    expect(read.json()).toEqual({ topic_id: topic.topic_id, last_read_post_number: 2 });
    expect(await item()).toMatchObject({ unread_count: 1 });
    const again = (await call('GET', `/api/forum/topics/${topic.topic_id}`, reader)).json() as ForumTopicPage;
    expect(again.last_read_post_number).toBe(2);
    expect(await item()).toMatchObject({ unread_count: 0 });
  });
});

describe('rate limit, reactions and reports', () => {
  it('refuses a member’s posts beyond the limit per minute with 429 and a clear message', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'Fast poster');
    for (let i = 1; i < FORUM_LIMITS.postsPerMinute; i++) expect((await replyTo(a, topic.topic_id, `reply ${i}`)).statusCode).toBe(201);
    const res = await replyTo(a, topic.topic_id, 'one too many');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(FORUM_MESSAGES.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('POST', '/api/forum/topics', a, { category_id: general, title: 'Another', body: 'x' })).statusCode).toBe(429);
    // Someone else still posts.
    expect((await replyTo(bo, topic.topic_id, 'calm reply')).statusCode).toBe(201);
  });

  it('counts reactions per emoji with the caller’s own marked', async () => {
    const a = await fresh();
    const { post } = await openTopic(a, 'React to me');
    await call('PUT', `/api/forum/posts/${post.post_id}/reactions/heart`, bo);
    await call('PUT', `/api/forum/posts/${post.post_id}/reactions/heart`, bo);
    const res = await call('PUT', `/api/forum/posts/${post.post_id}/reactions/heart`, cy);
    expect(res.json().reactions).toEqual([{ emoji: 'heart', count: 2, mine: true }]);
    const off = await call('DELETE', `/api/forum/posts/${post.post_id}/reactions/heart`, cy);
    expect(off.json().reactions).toEqual([{ emoji: 'heart', count: 1, mine: false }]);
  });

  it('feeds members’ reports into the administrators’ queue; resolving hides the post and closes its reports', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'Reported thread');
    const bad = (await replyTo(cy, topic.topic_id, 'buy cheap followers')).json() as ForumPostWriteResult;
    expect((await call('POST', `/api/forum/posts/${bad.post.post_id}/report`, cy, { reason: 'spam' })).json().message).toBe(FORUM_MESSAGES.reportOwn);
    const first = await call('POST', `/api/forum/posts/${bad.post.post_id}/report`, a, { reason: 'spam', details: 'advert' });
    expect(first.statusCode).toBe(201);
    expect((await call('POST', `/api/forum/posts/${bad.post.post_id}/report`, a, { reason: 'spam' })).json().message).toBe(FORUM_MESSAGES.alreadyReported);
    expect((await call('POST', `/api/forum/posts/${bad.post.post_id}/report`, bo, { reason: 'abuse' })).statusCode).toBe(201);
    expect((await call('POST', `/api/forum/posts/${bad.post.post_id}/report`, bo, { reason: 'bogus' })).statusCode).toBe(400);
    const queue = (await call('GET', '/api/forum/reports', admin)).json() as ForumReportQueue;
    const mine = queue.data.filter((r) => r.post.post_id === bad.post.post_id);
    expect(mine.map((r) => r.reason).sort()).toEqual(['abuse', 'spam']);
    expect(mine[0]!.topic.topic_id).toBe(topic.topic_id);
    const adminNotes = await app.db.select().from(notifications).where(and(eq(notifications.userId, admin.userId), eq(notifications.notificationType, 'forum_report')));
    expect(adminNotes.length).toBeGreaterThanOrEqual(2);

    const resolved = await call('POST', `/api/forum/reports/${mine[0]!.report_id}/resolve`, admin, { status: 'resolved', hide_post: true });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolved_by: { user_id: admin.userId }, post: { hidden: true } });
    const statuses = await app.db.select({ s: forumReports.status }).from(forumReports).where(eq(forumReports.postId, bad.post.post_id));
    expect(statuses.map((s) => s.s)).toEqual(['resolved', 'resolved']);
    expect((await call('POST', `/api/forum/reports/${mine[1]!.report_id}/resolve`, admin, { status: 'dismissed' })).json().message).toBe(FORUM_MESSAGES.reportClosed);
    expect((await call('GET', `/api/forum/topics/${topic.topic_id}`, a)).json().posts.map((p: { post_number: number }) => p.post_number)).toEqual([1]);
  });
});

describe('live replies', () => {
  const openSocket = async (who: Member) => {
    const socket = connect(url, { path: SOCKET.path, auth: { token: who.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    return socket;
  };
  const join = (socket: Socket, topicId: number) => new Promise<ForumJoinAck>((resolve) => socket.emit(FORUM_SOCKET_CLIENT_EVENTS.join, { topic_id: topicId }, resolve));

  it('delivers a new reply to sockets in the topic’s room, and refuses rooms of topics the member may not read', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'Live topic');
    const { topic: other } = await openTopic(a, 'Other live topic');
    const watcher = await openSocket(ada);
    const elsewhere = await openSocket(cy);
    expect(await join(watcher, topic.topic_id)).toEqual({ ok: true, topic_id: topic.topic_id });
    expect(await join(elsewhere, other.topic_id)).toEqual({ ok: true, topic_id: other.topic_id });
    const strays: unknown[] = [];
    elsewhere.on(FORUM_SOCKET_EVENTS.postNew, (e: unknown) => strays.push(e));
    const arrived = new Promise<ForumPostEvent>((resolve) => watcher.once(FORUM_SOCKET_EVENTS.postNew, resolve));
    const sent = (await replyTo(bo, topic.topic_id, 'live **hello**')).json() as ForumPostWriteResult;
    const event = await arrived;
    expect(event).toMatchObject({ topic_id: topic.topic_id, post: { post_id: sent.post.post_id, post_number: 2, body_html: '<p>live <strong>hello</strong></p>\n' } });
    const edited = new Promise<ForumPostEvent>((resolve) => watcher.once(FORUM_SOCKET_EVENTS.postEdited, resolve));
    await call('PATCH', `/api/forum/posts/${sent.post.post_id}`, bo, { body: 'live hello (edited)' });
    expect((await edited).post.edited_at).not.toBeNull();
    const hidden = new Promise<ForumPostHiddenEvent>((resolve) => watcher.once(FORUM_SOCKET_EVENTS.postHidden, resolve));
    await call('POST', `/api/forum/posts/${sent.post.post_id}/moderate`, admin, { action: 'hide' });
    expect(await hidden).toEqual({ topic_id: topic.topic_id, post_id: sent.post.post_id, post_number: 2, hidden: true, post: null });
    const locked = new Promise<ForumTopicEvent>((resolve) => watcher.once(FORUM_SOCKET_EVENTS.topicUpdated, resolve));
    await call('POST', `/api/forum/topics/${topic.topic_id}/moderate`, admin, { action: 'lock' });
    expect((await locked).topic).toMatchObject({ topic_id: topic.topic_id, locked: true });
    expect(strays).toEqual([]);

    await call('POST', `/api/forum/topics/${other.topic_id}/moderate`, admin, { action: 'hide' });
    expect(await join(watcher, other.topic_id)).toEqual({ ok: false, message: FORUM_MESSAGES.joinRefused });
    expect(await join(watcher, 99_999_999)).toEqual({ ok: false, message: FORUM_MESSAGES.joinRefused });
  });
});

describe('topic pages and docs', () => {
  it('serves a long topic in pages of post numbers; ?post=N opens the page holding N', async () => {
    const a = await fresh();
    const { topic } = await openTopic(a, 'A long thread');
    await app.db.execute(sql`insert into forum_posts (topic_id, post_number, user_id, body, body_html)
      select ${topic.topic_id}, g, ${a.userId}, 'reply ' || g, '<p>reply ' || g || '</p>' from generate_series(2, 45) g`);
    await app.db.update(forumTopics).set({ lastPostNumber: 45, replyCount: 44 }).where(eq(forumTopics.topicId, topic.topic_id));
    const page = async (query: string) => (await call('GET', `/api/forum/topics/${topic.topic_id}${query}`, bo)).json() as ForumTopicPage;
    const first = await page('');
    expect(first).toMatchObject({ page: 1, pages: 3, per_page: FORUM_LIMITS.postsPerPage });
    expect(first.posts.map((p) => p.post_number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const holding = await page('?post=25');
    expect(holding.page).toBe(2);
    expect(holding.posts[0]!.post_number).toBe(21);
    const last = await page('?page=99');
    expect(last.page).toBe(3);
    expect(last.posts.map((p) => p.post_number)).toEqual([41, 42, 43, 44, 45]);
    expect(last.last_read_post_number).toBe(40);
  });

  it('lists the forum calls in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/forum/categories', '/api/forum/topics', '/api/forum/topics/{id}', '/api/forum/topics/{id}/posts', '/api/forum/posts/{id}',
      '/api/forum/posts/{id}/reactions/{emoji}', '/api/forum/search', '/api/forum/mentions', '/api/forum/reports', '/api/forum/reports/{id}/resolve',
    ]));
  });
});
