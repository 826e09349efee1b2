// The forum at 10k topics and 100k replies (issue 14; decision 0026); asserts nothing (timings
// are never tested). Run: npm run bench:forum   (BENCH_TOPICS, BENCH_REPLIES, BENCH_RUNS to change)
//   1. a fresh in-memory PGlite with the committed migrations and reference data
//   2. 6 categories, 10k topics (one opening post each) and 100k replies bulk-inserted with
//      generate_series: topic 1 holds 500 replies, the others ~10 each; tsvectors are generated
//   3. p50 / p99 of RUNS calls through app.inject as a signed-in member: the topic list (first
//      page, a deep keyset page ~page 250, one category), the 500-reply topic's first and last
//      page, and searches (a rare word found in replies only, and a common word in thousands)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { FORUM_LIMITS, SUMMIT_TENANT_ID } from '../contracts';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedReferenceData } from '../server/db/seed';
import { users } from '../server/db/schema';

const TOPICS = Number(process.env.BENCH_TOPICS ?? 10_000);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const BIG = 500;

const ms = (n: number) => `${n.toFixed(1)} ms`;
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
async function sample(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

console.log('\nfresh in-memory PGlite, migrations, reference data ...');
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const db = database.db;
await seedReferenceData(db);

let t0 = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`
    insert into users (username, email, first_name, last_name, email_verified)
    select 'forumbench' || g, 'forumbench' || g || '@bench.example',
      (array['Anna','Kofi','Hannah','Yaw','Joanne','Esi','Daniel','Ama','Kwame','Leanne'])[1 + g % 10],
      (array['Mensah','Berg','Okafor','Rossi','Chen','Nair','Hassan','Duarte'])[1 + g % 8], true
    from generate_series(1, 50) g`);
  await tx.execute(sql`
    insert into forum_categories (slug, name, description, position)
    select 'bench-' || g, 'Bench category ' || g, 'Benchmark category', g from generate_series(1, 6) g`);
  await tx.execute(sql`
    with u as (select array_agg(user_id order by user_id) ids from users where username like 'forumbench%'),
         c as (select array_agg(category_id order by category_id) ids from forum_categories where slug like 'bench-%')
    insert into forum_topics (category_id, title, user_id, excerpt, created_at, last_post_at, pinned)
    select c.ids[1 + g % 6],
      (array['Raising','Hiring','Pricing','Scaling','Selling','Testing','Shipping','Funding'])[1 + g % 8] || ' ' ||
      (array['our seed round','a first engineer','for SMEs','the platform','to governments','with customers','the MVP','in Europe'])[1 + (g / 8) % 8] || ' #' || g,
      u.ids[1 + g % 50], 'An opening post of the benchmark.',
      now() - make_interval(mins => ${TOPICS} - g + 60), now() - make_interval(mins => ${TOPICS} - g + 60), g % 2000 = 0
    from generate_series(1, ${TOPICS}) g, u, c`);
  // Opening posts.
  await tx.execute(sql`
    insert into forum_posts (topic_id, post_number, user_id, body, body_html, created_at)
    select t.topic_id, 1, t.user_id, 'Looking for advice on ' || t.title || ': what worked for you?',
      '<p>Looking for advice on ' || t.title || ': what worked for you?</p>', t.created_at
    from forum_topics t`);
  // Replies: the first topic gets BIG, the rest share what is left.
  await tx.execute(sql`
    with u as (select array_agg(user_id order by user_id) ids from users where username like 'forumbench%'),
         first as (select min(topic_id) id from forum_topics),
         words as (select array['funding','customers','investors','pricing','hiring','roadmap','pilot','grant','runway','churn','onboarding','partners'] w)
    insert into forum_posts (topic_id, post_number, user_id, body, body_html, created_at)
    select case when g <= ${BIG} then first.id else first.id + 1 + (g - ${BIG}) % (${TOPICS} - 1) end,
      case when g <= ${BIG} then g + 1 else 2 + (g - ${BIG}) / (${TOPICS} - 1) end,
      u.ids[1 + g % 50],
      'We tried ' || words.w[1 + g % 12] || ' and ' || words.w[1 + (g / 12) % 12] || ' last quarter; it took longer than planned but the ' ||
        words.w[1 + (g / 144) % 12] || ' numbers improved.' || case when g % 1000 = 7 then ' Ask the zebrafish team.' else '' end,
      '<p>reply ' || g || '</p>', now() - make_interval(secs => ${REPLIES} - g + 3600)
    from generate_series(1, ${REPLIES}) g, u, first, words`);
  await tx.execute(sql`
    update forum_topics t set last_post_number = p.n, reply_count = p.n - 1, last_post_at = p.last
    from (select topic_id, max(post_number) n, max(created_at) last from forum_posts group by topic_id) p where p.topic_id = t.topic_id`);
});
await db.execute(sql`analyze`);
const counts = await db.execute(sql`select (select count(*) from forum_topics) topics, (select count(*) from forum_posts) posts`);
console.log(`inserted ${JSON.stringify((counts as unknown as { rows: unknown[] }).rows?.[0] ?? counts)} in ${ms(performance.now() - t0)}`);

const app = await buildApp({ database, spaDir: null }, { logger: false });
await app.ready();
await db.insert(users).values({ username: 'forumreader', email: 'forumreader@bench.example', emailVerified: true }).onConflictDoNothing();
const reader = (await app.auth.users.byLogin('forumreader'))!;
const { sessionId } = await app.auth.sessions.create(reader.userId, { tenantId: SUMMIT_TENANT_ID });
const { access_token: token } = await app.auth.profileFor(reader, sessionId, SUMMIT_TENANT_ID);
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as Record<string, unknown>;
};

// A deep keyset page: follow next_cursor 250 times once, then time that page.
t0 = performance.now();
let cursor = '';
for (let i = 0; i < 250; i++) cursor = (await get(`/api/forum/topics?limit=${FORUM_LIMITS.topicsPerPage}${cursor ? `&cursor=${cursor}` : ''}`)).next_cursor as string;
console.log(`walked to page 251 of the topic list in ${ms(performance.now() - t0)}`);
const [first] = (await db.execute(sql`select min(topic_id) id, min(category_id) cat from forum_topics`) as unknown as { rows: { id: number; cat: number }[] }).rows;
const lastPage = Math.ceil((BIG + 1) / FORUM_LIMITS.postsPerPage);

const cases: [string, string][] = [
  ['topic list, first page', '/api/forum/topics'],
  ['topic list, page 251 (keyset cursor)', `/api/forum/topics?cursor=${cursor}`],
  ['topic list, one category, first page', `/api/forum/topics?category=${first!.cat}`],
  [`${BIG}-reply topic, first page`, `/api/forum/topics/${first!.id}`],
  [`${BIG}-reply topic, last page (${lastPage})`, `/api/forum/topics/${first!.id}?page=${lastPage}`],
  ['search, rare word in replies (zebrafish)', '/api/forum/search?q=zebrafish'],
  ['search, common word (funding)', '/api/forum/search?q=funding'],
  ['search, title words ("seed round")', `/api/forum/search?q=${encodeURIComponent('"seed round"')}`],
];
console.log(`\n${RUNS} runs each (after ${WARMUP} warm-up), through app.inject as a signed-in member:`);
for (const [label, url] of cases) {
  const { p50, p99 } = await sample(() => get(url));
  console.log(`  ${label.padEnd(44)} p50 ${ms(p50).padStart(9)}   p99 ${ms(p99).padStart(9)}`);
}
await app.close();
await database.close();
