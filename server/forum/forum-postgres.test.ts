// The forum on a PostgreSQL server with two API host processes (issue 14): simultaneous replies
// get distinct consecutive post numbers, the per-member posting limit holds under a burst, search
// runs the same SQL, and a reply sent to one process reaches a socket in the topic's room on the
// other (socket.io postgres adapter).
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTempDatabase } from '../../tests/pg/temp-database';
import {
  FORUM_LIMITS, FORUM_SOCKET_CLIENT_EVENTS, FORUM_SOCKET_EVENTS, SOCKET,
  type ForumJoinAck, type ForumPostEvent, type ForumPostWriteResult, type ForumSearchResponse,
} from '../../contracts';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { forumCategories, forumPosts, forumTopics } from '../db/schema';
import { seedReferenceData } from '../db/seed';
import { member, type Member } from '../events/events-test-kit';

const serverUrl = inject('postgresUrl');

describe.skipIf(!serverUrl)('forum on a PostgreSQL server', () => {
  let drop = async () => {};
  let apps: FastifyInstance[] = [];
  let category: number;
  const sockets: Socket[] = [];
  const post = (app: FastifyInstance, path: string, who: Member, payload: object) =>
    app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${who.token}` }, payload });
  const openTopic = async (app: FastifyInstance, who: Member, title: string, body = 'Opening post') => {
    const res = await post(app, '/api/forum/topics', who, { category_id: category, title, body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as ForumPostWriteResult).topic;
  };

  beforeAll(async () => {
    const temp = await createTempDatabase(serverUrl!);
    drop = temp.drop;
    const open = async () => {
      const database = await openDatabase({ kind: 'postgres', url: temp.url });
      database.pool?.on('error', () => {});
      await seedReferenceData(database.db);
      const app = await buildApp({ database, spaDir: null, auth: { exposeOutbox: true, rateLimitPerMinute: 100_000 } }, { logger: false });
      await app.ready();
      return app;
    };
    apps = [await open(), await open()];
    const [row] = await apps[0]!.db.insert(forumCategories).values({ slug: 'pg', name: 'PG', position: 1 }).returning();
    category = row!.categoryId;
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const app of apps) await app.close();
    await drop();
  });

  it('40 simultaneous replies on two processes get post numbers 2…41, each once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const author = await member(a, 'pg-forum-author');
    const busy = await openTopic(a, author, 'Very busy thread');
    const crowd = await Promise.all(Array.from({ length: 40 }, (_, i) => member(a, `pg-forum-replier${i}`)));
    const answers = await Promise.all(crowd.map((m, i) => post(i % 2 ? b : a, `/api/forum/topics/${busy.topic_id}/posts`, m, { body: `reply from ${i}` })));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const numbers = answers.map((r) => (r.json() as ForumPostWriteResult).post.post_number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
    const [row] = await a.db.select().from(forumTopics).where(eq(forumTopics.topicId, busy.topic_id));
    expect(row).toMatchObject({ lastPostNumber: 41, replyCount: 40 });
  }, 120_000);

  it('a burst of one member’s replies on two processes stores exactly the per-minute limit', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const fast = await member(a, 'pg-forum-fast');
    const topic = await openTopic(a, fast, 'Burst thread');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? b : a, `/api/forum/topics/${topic.topic_id}/posts`, fast, { body: `burst ${i}` })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(FORUM_LIMITS.postsPerMinute - 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - (FORUM_LIMITS.postsPerMinute - 1));
    const [stored] = await a.db.select({ n: sql<number>`count(*)::int` }).from(forumPosts).where(eq(forumPosts.userId, fast.userId));
    expect(stored!.n).toBe(FORUM_LIMITS.postsPerMinute);
  }, 60_000);

  it('finds a topic by a word in a reply, with a highlighted snippet', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const asker = await member(a, 'pg-forum-asker');
    const helper = await member(a, 'pg-forum-helper');
    const topic = await openTopic(a, asker, 'Where to find mentors');
    await post(b, `/api/forum/topics/${topic.topic_id}/posts`, helper, { body: 'The axolotl programme pairs founders with mentors.' });
    const res = await b.inject({ method: 'GET', url: '/api/forum/search?q=axolotl', headers: { authorization: `Bearer ${asker.token}` } });
    const body = res.json() as ForumSearchResponse;
    expect(body.data.map((r) => r.topic_id)).toEqual([topic.topic_id]);
    expect(body.data[0]!.snippet_html).toContain('<mark>axolotl</mark>');
  }, 60_000);

  it('a reply sent to one process reaches a socket in the topic’s room on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await a.listen({ host: '127.0.0.1', port: 0 });
    const reader = await member(a, 'pg-forum-reader');
    const writer = await member(a, 'pg-forum-writer');
    const topic = await openTopic(a, reader, 'Live across processes');
    const socket = connect(`http://127.0.0.1:${(a.server.address() as AddressInfo).port}`, {
      path: SOCKET.path, auth: { token: reader.token }, transports: ['websocket'], reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    const ack = await new Promise<ForumJoinAck>((resolve) => socket.emit(FORUM_SOCKET_CLIENT_EVENTS.join, { topic_id: topic.topic_id }, resolve));
    expect(ack).toEqual({ ok: true, topic_id: topic.topic_id });
    const arrived = new Promise<ForumPostEvent>((resolve) => socket.once(FORUM_SOCKET_EVENTS.postNew, resolve));
    const sent = await post(b, `/api/forum/topics/${topic.topic_id}/posts`, writer, { body: 'hello from the other process' });
    expect(sent.statusCode).toBe(201);
    expect((await arrived).post).toMatchObject({ post_number: 2, body: 'hello from the other process' });
  }, 60_000);
});
