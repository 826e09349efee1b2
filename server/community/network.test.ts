// The member network on PGlite (issue 14): directory search and filters, follow rules (idempotent,
// not yourself, unknown targets, member notified once), my follows and counts, organisations by
// category, the /community/following overview with forum activity, followerIds, and the seed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_API, NETWORK_MESSAGES, ORGANIZATION_CATEGORIES,
  type ConnectionsOverview, type ConnectionState, type FollowingOverview, type FollowState, type MemberCard, type MemberFacets, type OrganizationCard,
} from '../../contracts';
import { credentials, follows, forumCategories, forumPosts, forumTopics, memberProfiles, notifications, organizations } from '../db/schema';
import { DEMO_MEMBERS, seedDemoMembers } from '../db/seed-members';
import { DEMO_ORGANIZATIONS, DEMO_PROFILES, seedDemoNetwork } from '../db/seed-network';
import { call, type Member } from '../events/events-test-kit';
import { createTestApp, sessionToken } from '../test/test-app';
import { followerIds } from './follows';

let app: FastifyInstance;
let ids: Map<string, number>;
let rohan: Member;
let priya: Member;
let stranger: Member;

const as = async (username: string): Promise<Member> => {
  const { token, userId } = await sessionToken(app, username);
  return { token, userId };
};

beforeAll(async () => {
  app = await createTestApp();
  ids = await seedDemoMembers(app.db);
  await seedDemoNetwork(app.db, ids);
  rohan = await as('rohan');
  priya = await as('priya');
  stranger = await as('netstranger'); // a new member without a profile
}, 60_000);
afterAll(async () => {
  await app.close();
});

type Page<T> = { data: T[]; metadata: { total: number; page: number; limit: number; pages: number } };
const members = async (who: Member, query: string) => {
  const res = await call(app, 'GET', `${NETWORK_API.members}?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<MemberCard>;
};
const usernames = (page: Page<MemberCard>) => page.data.map((m) => m.username).sort();

describe('seed', () => {
  it('creates the demo members once (rohan alone with a password) with a profile each; a second run adds nothing', async () => {
    const again = await seedDemoMembers(app.db);
    await seedDemoNetwork(app.db, again);
    expect([...again.entries()].sort()).toEqual([...ids.entries()].sort());
    for (const m of DEMO_MEMBERS) expect(again.get(m.username)).toBeTypeOf('number');
    const withPassword = await app.db.select({ id: credentials.userId }).from(credentials);
    expect(withPassword.map((c) => c.id)).toEqual([ids.get('rohan')]);
    const profiles = await app.db.select({ n: sql<number>`count(*)::int` }).from(memberProfiles);
    expect(profiles[0]!.n).toBe(DEMO_MEMBERS.length); // admin and maya are not in this test database
    const orgs = await app.db.select({ category: organizations.category, n: sql<number>`count(*)::int` }).from(organizations).groupBy(organizations.category);
    for (const c of ORGANIZATION_CATEGORIES) expect(orgs.find((o) => o.category === c)?.n).toBe(DEMO_ORGANIZATIONS[c].length);
    for (const c of ORGANIZATION_CATEGORIES) expect(DEMO_ORGANIZATIONS[c].length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(DEMO_PROFILES)).toEqual(expect.arrayContaining(DEMO_MEMBERS.map((m) => m.username)));
  });
});

describe('member directory', () => {
  it('needs a signed-in member', async () => {
    expect((await call(app, 'GET', NETWORK_API.members, null)).statusCode).toBe(401);
    expect((await call(app, 'GET', NETWORK_API.following, null)).statusCode).toBe(401);
    expect((await call(app, 'POST', NETWORK_API.follows, null, { target_type: 'member', target_id: 1 })).statusCode).toBe(401);
  });

  it('searches name, username and headline, case-insensitively, and treats % and _ as text', async () => {
    expect(usernames(await members(rohan, 'search=okonkwo'))).toEqual(['amara']);
    expect(usernames(await members(rohan, 'search=Amara%20Okonkwo'))).toEqual(['amara']);
    expect(usernames(await members(rohan, 'search=kisanledger'))).toEqual(['rohan']);
    expect(usernames(await members(rohan, 'search=mei'))).toContain('mei');
    expect(usernames(await members(rohan, 'search=Hassan'))).toEqual(['tariq']); // last name
    expect(usernames(await members(rohan, 'search=state%20startup'))).toEqual(['tariq']); // headline
    expect((await members(rohan, 'search=%25')).data).toEqual([]);
    expect((await members(rohan, 'search=_')).data).toEqual([]);
  });

  it('filters by community, role and interests (any of), and combines them', async () => {
    expect(usernames(await members(rohan, 'community=investor'))).toEqual(['amara', 'mei']);
    expect(usernames(await members(rohan, 'community=government'))).toEqual(['nadia', 'tariq']);
    expect(usernames(await members(rohan, 'role=organization'))).toEqual(['amara', 'kwame', 'nadia', 'tariq']);
    expect(usernames(await members(rohan, 'role=ORGANIZATION&community=business'))).toEqual(['kwame']);
    expect(usernames(await members(rohan, 'interests=Govtech,Hardware'))).toEqual(['arjun', 'aisha', 'nadia', 'omar', 'tariq'].sort());
    expect(usernames(await members(rohan, 'interests=Fintech&community=startup'))).toEqual(['rohan']);
  });

  it('pages with the common list query, by last name, listing members without a profile too', async () => {
    const first = await members(rohan, 'page=1&limit=5');
    expect(first.data).toHaveLength(5);
    expect(first.metadata).toEqual({ total: DEMO_MEMBERS.length + 1, page: 1, limit: 5, pages: 4 }); // + netstranger
    const last = await members(rohan, 'page=4&limit=5');
    expect(last.data).toHaveLength(2);
    const all = [...first.data, ...(await members(rohan, 'page=2&limit=5')).data, ...(await members(rohan, 'page=3&limit=5')).data, ...last.data];
    expect(new Set(all.map((m) => m.user_id)).size).toBe(DEMO_MEMBERS.length + 1);
    expect(all.filter((m) => m.username !== 'netstranger').map((m) => m.last_name)).toEqual(DEMO_MEMBERS.map((m) => m.lastName).sort());
    expect(all.find((m) => m.username === 'netstranger')).toMatchObject({ headline: '', community_type: null, interests: [] });
  });

  it('shows each card with roles, community, interests and the caller\'s follow state', async () => {
    const [amara] = (await members(rohan, 'search=amara')).data;
    expect(amara).toMatchObject({ username: 'amara', first_name: 'Amara', community_type: 'investor', roles: ['organization'], followed_by_me: true, is_me: false });
    expect(amara!.followers).toBeGreaterThanOrEqual(2); // rohan and priya (seed)
    const [me] = (await members(rohan, 'search=rohan')).data;
    expect(me).toMatchObject({ is_me: true, roles: ['learner', 'volunteer'] });
    const one = await call(app, 'GET', NETWORK_API.member(amara!.user_id), rohan);
    expect(one.json()).toEqual(amara);
    expect((await call(app, 'GET', NETWORK_API.member(999_999), rohan)).json()).toEqual({ message: NETWORK_MESSAGES.memberNotFound, statusCode: 404 });
  });

  it('documents every network call in the OpenAPI description', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['/api/community/members', '/api/community/members/{id}', '/api/community/organizations', '/api/community/follows',
      '/api/community/follows/{target_type}/{target_id}', '/api/community/following', '/api/community/connections', '/api/community/connections/member/{id}']) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });

  it('refuses bad filters with a clear 400', async () => {
    const res = await call(app, 'GET', `${NETWORK_API.members}?community=pirates`, rohan);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(NETWORK_MESSAGES.unknownCommunity);
    expect((await call(app, 'GET', `${NETWORK_API.members}?limit=0`, rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${NETWORK_API.members}?page=-1`, rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${NETWORK_API.members}?search=${'x'.repeat(201)}`, rohan)).statusCode).toBe(400);
  });

  it('offers the roles held and the interests in use as filter choices', async () => {
    const facets = (await call(app, 'GET', `${NETWORK_API.members}/facets`, rohan)).json() as MemberFacets;
    expect(facets.roles.map((r) => r.role_name)).toEqual(expect.arrayContaining(['expert', 'organization', 'learner', 'volunteer', 'institute']));
    expect(facets.roles.map((r) => r.role_name)).not.toContain('temp');
    expect(facets.interests).toEqual(expect.arrayContaining(['Fintech', 'Climate tech', 'Govtech']));
  });
});

describe('follows', () => {
  const followRes = (who: Member, target_type: string, target_id: number) => call(app, 'POST', NETWORK_API.follows, who, { target_type, target_id });
  const followNotes = async (userId: number) => app.db.select().from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, 'follow')));

  it('follows a member once (201, then 200), tells them once with a link to the follower, and counts one follower', async () => {
    const kwame = ids.get('kwame')!;
    const first = await followRes(priya, 'member', kwame);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ target_type: 'member', target_id: kwame, following: true, followers: 1 });
    const again = await followRes(priya, 'member', kwame);
    expect(again.statusCode).toBe(200);
    expect(again.json<FollowState>().followers).toBe(1);
    const notes = await followNotes(kwame);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ notificationBody: 'Priya Nair started following you', notificationLink: '/community/network?search=priya', createdBy: priya.userId });
    const live = await app.db.select().from(follows).where(and(eq(follows.followerUserId, priya.userId), eq(follows.targetId, kwame), isNull(follows.deletedAt)));
    expect(live).toHaveLength(1);
  });

  it('unfollows idempotently, and a later follow is a new follow', async () => {
    const tariq = ids.get('tariq')!;
    const base = (await call(app, 'GET', NETWORK_API.follow('member', tariq), priya)).json<FollowState>().followers; // rohan follows tariq (seed)
    expect((await followRes(priya, 'member', tariq)).statusCode).toBe(201);
    const off = await call(app, 'DELETE', NETWORK_API.follow('member', tariq), priya);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ target_type: 'member', target_id: tariq, following: false, followers: base });
    const offAgain = await call(app, 'DELETE', NETWORK_API.follow('member', tariq), priya);
    expect(offAgain.json<FollowState>().following).toBe(false);
    expect((await followRes(priya, 'member', tariq)).statusCode).toBe(201);
    expect(await followNotes(tariq)).toHaveLength(2);
    const state = await call(app, 'GET', NETWORK_API.follow('member', tariq), priya);
    expect(state.json()).toEqual({ target_type: 'member', target_id: tariq, following: true, followers: base + 1 });
  });

  it('refuses following yourself (400), unknown targets (404) and unknown target types (400), storing nothing', async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(follows))[0]!.n;
    const self = await followRes(rohan, 'member', rohan.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: NETWORK_MESSAGES.followSelf, statusCode: 400 });
    expect((await followRes(rohan, 'member', 999_999)).json()).toEqual({ message: NETWORK_MESSAGES.memberNotFound, statusCode: 404 });
    expect((await followRes(rohan, 'organization', 999_999)).json()).toEqual({ message: NETWORK_MESSAGES.organizationNotFound, statusCode: 404 });
    expect((await followRes(rohan, 'topic', 999_999)).json()).toEqual({ message: NETWORK_MESSAGES.topicNotFound, statusCode: 404 });
    const badType = await followRes(rohan, 'planet', 1);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain(NETWORK_MESSAGES.unknownTargetType);
    expect((await followRes(rohan, 'member', -3)).statusCode).toBe(400);
    const malformed = await app.inject({ method: 'POST', url: NETWORK_API.follows, headers: { authorization: `Bearer ${rohan.token}`, 'content-type': 'application/json' }, payload: '{"target_type": ' });
    expect(malformed.statusCode).toBe(400);
    expect((await call(app, 'DELETE', NETWORK_API.follow('member', 999_999), rohan)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', '/api/community/follows/planet/1', rohan)).statusCode).toBe(400);
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(follows))[0]!.n).toBe(before);
  });

  it('lists my follows, newest first, optionally of one type', async () => {
    const s = await as('netlister');
    const lena = ids.get('lena')!;
    const mei = ids.get('mei')!;
    await followRes(s, 'member', lena);
    await followRes(s, 'member', mei);
    const [org] = await app.db.select({ id: organizations.organizationId }).from(organizations).limit(1);
    await followRes(s, 'organization', org!.id);
    const all = (await call(app, 'GET', NETWORK_API.myFollows, s)).json() as { data: { target_type: string; target_id: number }[] };
    expect(all.data.map((f) => `${f.target_type}:${f.target_id}`)).toEqual([`organization:${org!.id}`, `member:${mei}`, `member:${lena}`]);
    const onlyMembers = (await call(app, 'GET', `${NETWORK_API.myFollows}?target_type=member`, s)).json() as { data: unknown[] };
    expect(onlyMembers.data).toHaveLength(2);
  });
});

describe('organisations', () => {
  const orgs = async (query: string) => {
    const res = await call(app, 'GET', `${NETWORK_API.organizations}?${query}`, rohan);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page<OrganizationCard>;
  };

  it('lists one category by name, with search and paging', async () => {
    const investors = await orgs('category=investors');
    expect(investors.data.map((o) => o.name)).toEqual(DEMO_ORGANIZATIONS.investors.map((o) => o.name).sort((a, b) => a.localeCompare(b)));
    expect(investors.data.every((o) => o.category === 'investors')).toBe(true);
    expect(investors.data.find((o) => o.name === 'Lagos–Mumbai Seed Fund')).toMatchObject({ followed_by_me: true, owner_user_id: ids.get('amara') });
    expect((await orgs('category=government&search=smart')).data.map((o) => o.name)).toEqual(['Smart City Innovation Cell']);
    expect((await orgs('category=startups&search=jaipur')).data.map((o) => o.name)).toEqual(['CleanCook Labs']);
    const paged = await orgs('category=startups&limit=2&page=3');
    expect(paged.metadata).toEqual({ total: DEMO_ORGANIZATIONS.startups.length, page: 3, limit: 2, pages: 3 });
    expect(paged.data).toHaveLength(1);
  });

  it('answers an unknown or missing category with a clear 400', async () => {
    const res = await call(app, 'GET', `${NETWORK_API.organizations}?category=pirates`, rohan);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(NETWORK_MESSAGES.unknownCategory);
    expect((await call(app, 'GET', NETWORK_API.organizations, rohan)).statusCode).toBe(400);
    expect((await call(app, 'GET', NETWORK_API.organization(999_999), rohan)).json()).toEqual({ message: NETWORK_MESSAGES.organizationNotFound, statusCode: 404 });
  });

  it('follows an organisation and counts its followers', async () => {
    const [org] = (await orgs('category=educators&search=Open%20Hack')).data;
    const res = await call(app, 'POST', NETWORK_API.follows, priya, { target_type: 'organization', target_id: org!.organization_id });
    expect(res.json()).toEqual({ target_type: 'organization', target_id: org!.organization_id, following: true, followers: org!.followers + 1 });
    const card = (await call(app, 'GET', NETWORK_API.organization(org!.organization_id), priya)).json() as OrganizationCard;
    expect(card).toMatchObject({ followed_by_me: true, followers: org!.followers + 1 });
  });
});

describe('/community/following and topic followers', () => {
  it('shows people with their latest posts, topics with their latest reply, and organisations, in one call; followerIds lists a topic\'s followers', async () => {
    const [cat] = await app.db.insert(forumCategories).values({ slug: 'net-test', name: 'Network test' }).returning();
    const amara = ids.get('amara')!;
    const [topic] = await app.db.insert(forumTopics).values({ categoryId: cat!.categoryId, title: 'Seed rounds for agritech', userId: amara, lastPostNumber: 2, replyCount: 1 }).returning();
    await app.db.insert(forumPosts).values([
      { topicId: topic!.topicId, postNumber: 1, userId: amara, body: 'What **traction** do you look for?', bodyHtml: '<p>x</p>', createdAt: '2026-11-20T10:00:00Z' },
      { topicId: topic!.topicId, postNumber: 2, userId: ids.get('mei')!, body: 'Paying customers, even ten.', bodyHtml: '<p>y</p>', createdAt: '2026-11-21T10:00:00Z' },
    ]);
    const [hiddenTopic] = await app.db.insert(forumTopics).values({ categoryId: cat!.categoryId, title: 'Hidden', userId: amara, hidden: true }).returning();
    expect((await call(app, 'POST', NETWORK_API.follows, rohan, { target_type: 'topic', target_id: hiddenTopic!.topicId })).statusCode).toBe(404);
    expect((await call(app, 'POST', NETWORK_API.follows, rohan, { target_type: 'topic', target_id: topic!.topicId })).statusCode).toBe(201);
    expect(await followerIds(app.db, 'topic', topic!.topicId)).toEqual([rohan.userId]);
    expect(await followerIds(app.db, 'topic', hiddenTopic!.topicId)).toEqual([]);

    const res = await call(app, 'GET', NETWORK_API.following, rohan);
    expect(res.statusCode).toBe(200);
    const overview = res.json() as FollowingOverview;
    // rohan follows amara, maya (not in this database), lena and tariq in the seed.
    expect(overview.people.map((p) => p.username).sort()).toEqual(['amara', 'lena', 'tariq']);
    const amaraCard = overview.people.find((p) => p.username === 'amara')!;
    expect(amaraCard.latest).toEqual([expect.objectContaining({ kind: 'topic', topic_id: topic!.topicId, title: 'Seed rounds for agritech', excerpt: 'What traction do you look for?', link: `/community/forum/topic/${topic!.topicId}` })]);
    expect(overview.topics).toEqual([expect.objectContaining({
      topic_id: topic!.topicId, reply_count: 1,
      latest: expect.objectContaining({ kind: 'reply', author: 'Mei Chen', excerpt: 'Paying customers, even ten.', link: `/community/forum/topic/${topic!.topicId}?post=2#post-2` }),
    })]);
    expect(overview.organizations.map((o) => o.name)).toEqual(['Lagos–Mumbai Seed Fund']);
    const empty = (await call(app, 'GET', NETWORK_API.following, stranger)).json() as FollowingOverview;
    expect(empty).toEqual({ people: [], topics: [], organizations: [] });
  });

  it('the seed has maya follow the liveliest visible topics others started, once', async () => {
    const maya = await as('maya');
    const seedIds = new Map([['maya', maya.userId]]);
    await seedDemoNetwork(app.db, seedIds);
    await seedDemoNetwork(app.db, seedIds);
    const topicFollows = await app.db.select({ id: follows.targetId }).from(follows)
      .where(and(eq(follows.followerUserId, maya.userId), eq(follows.targetType, 'topic'), isNull(follows.deletedAt)));
    const [visible] = await app.db.select({ id: forumTopics.topicId }).from(forumTopics).where(eq(forumTopics.title, 'Seed rounds for agritech'));
    expect(topicFollows.map((f) => f.id)).toEqual([visible!.id]); // the hidden topic is not followed
  });
});

describe('connection requests', () => {
  const ask = (who: Member, user_id: number, message?: string) => call(app, 'POST', NETWORK_API.connections, who, { user_id, ...(message !== undefined ? { message } : {}) });
  const overview = async (who: Member) => (await call(app, 'GET', NETWORK_API.connections, who)).json() as ConnectionsOverview;

  it('asks once, tells the addressee, shows both sides the state; the addressee accepts and the requester is told', async () => {
    const a = await as('connA');
    const b = await as('connB');
    const res = await ask(a, b.userId, 'Met you at the summit!');
    expect(res.statusCode).toBe(201);
    const asked = res.json() as ConnectionState;
    expect(asked).toMatchObject({ user_id: b.userId, state: 'requested' });
    const note = await app.db.select().from(notifications).where(and(eq(notifications.userId, b.userId), eq(notifications.notificationType, 'connection_request')));
    expect(note.map((n) => n.notificationLink)).toEqual(['/community/following#connection-requests']);
    expect((await ask(a, b.userId)).json()).toEqual({ message: NETWORK_MESSAGES.alreadyRequested, statusCode: 409 });
    expect((await ask(b, a.userId)).json()).toEqual({ message: NETWORK_MESSAGES.theyAsked, statusCode: 409 });
    expect((await overview(b)).incoming).toEqual([expect.objectContaining({ request_id: asked.request_id, message: 'Met you at the summit!', member: expect.objectContaining({ user_id: a.userId, connection: { state: 'incoming', request_id: asked.request_id } }) })]);
    expect((await overview(a)).outgoing.map((i) => i.member.user_id)).toEqual([b.userId]);

    // Only the addressee answers; a stranger gets 404, as if the request did not exist.
    expect((await call(app, 'POST', NETWORK_API.connectionAnswer(asked.request_id!, 'accept'), a, {})).statusCode).toBe(404);
    expect((await call(app, 'POST', NETWORK_API.connectionAnswer(asked.request_id!, 'accept'), stranger, {})).statusCode).toBe(404);
    const accepted = await call(app, 'POST', NETWORK_API.connectionAnswer(asked.request_id!, 'accept'), b, {});
    expect(accepted.json()).toMatchObject({ user_id: a.userId, state: 'connected' });
    expect((await call(app, 'POST', NETWORK_API.connectionAnswer(asked.request_id!, 'decline'), b, {})).json()).toEqual({ message: NETWORK_MESSAGES.alreadyAnswered, statusCode: 409 });
    const told = await app.db.select().from(notifications).where(and(eq(notifications.userId, a.userId), eq(notifications.notificationType, 'connection_accepted')));
    expect(told).toHaveLength(1);
    expect((await overview(a)).connections.map((i) => i.member.user_id)).toEqual([b.userId]);
    expect((await ask(a, b.userId)).json()).toEqual({ message: NETWORK_MESSAGES.alreadyConnected, statusCode: 409 });
    const [card] = (await members(a, 'search=connB')).data;
    expect(card!.connection).toEqual({ state: 'connected', request_id: asked.request_id });

    // Either side ends it (idempotent); then they may ask again.
    expect((await call(app, 'DELETE', NETWORK_API.connectionWith(a.userId), b)).json()).toEqual({ user_id: a.userId, state: 'none', request_id: null });
    expect((await call(app, 'DELETE', NETWORK_API.connectionWith(a.userId), b)).statusCode).toBe(200);
    expect((await overview(a)).connections).toEqual([]);
    expect((await ask(b, a.userId)).statusCode).toBe(201);
  });

  it('declines, withdraws, and refuses self, unknown members and bad input', async () => {
    const c = await as('connC');
    const d = await as('connD');
    const first = (await ask(c, d.userId)).json() as ConnectionState;
    expect((await call(app, 'POST', NETWORK_API.connectionAnswer(first.request_id!, 'decline'), d, {})).json()).toMatchObject({ state: 'none' });
    expect((await overview(d)).incoming).toEqual([]);
    expect((await ask(c, d.userId)).statusCode).toBe(201); // asking again after a decline is allowed
    expect((await call(app, 'DELETE', NETWORK_API.connectionWith(d.userId), c)).json()).toMatchObject({ state: 'none' });
    expect((await overview(d)).incoming).toEqual([]);

    expect((await ask(c, c.userId)).json()).toEqual({ message: NETWORK_MESSAGES.connectSelf, statusCode: 400 });
    expect((await ask(c, 999_999)).json()).toEqual({ message: NETWORK_MESSAGES.memberNotFound, statusCode: 404 });
    expect((await ask(c, d.userId, 'x'.repeat(301))).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/community/connections/1/maybe', c, {})).statusCode).toBe(400);
    expect((await call(app, 'POST', NETWORK_API.connectionAnswer(999_999, 'accept'), c, {})).json()).toEqual({ message: NETWORK_MESSAGES.requestNotFound, statusCode: 404 });
    expect((await call(app, 'GET', NETWORK_API.connections, null)).statusCode).toBe(401);
  });
});
