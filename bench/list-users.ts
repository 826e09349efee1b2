// GET /api/global-user/users/getAll over 100k members; asserts nothing (timings are never
// tested). Run: npm run bench:list
//   1. a fresh in-memory PGlite with the committed migrations, reference and demo data
//   2. 100k users (+ their temp role) inserted with generate_series in one transaction
//   3. p50 / p99 of RUNS admin calls through app.inject: search=ann over username, e-mail and
//      names, sortField=username asc, page 3, limit 25 (count + page + role ids)
//   4. the same page as bare SQL on the same database (the floor: no HTTP, auth or JSON)
//   5. again with candidate indexes created by raw SQL (the schema itself is not changed here)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import type { Database, Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { DEMO_ADMIN, seedDemoData, seedReferenceData } from '../server/db/seed';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;

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

// ---- database ------------------------------------------------------------------------------
console.log(`\nfresh in-memory PGlite (with pg_trgm available), migrations, seed ...`);
const client = new PGlite({ extensions: { pg_trgm } });
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
await migrate(drizzle({ client, schema, casing: 'snake_case' }), {
  migrationsFolder: path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/db/migrations'),
});
const database: Database = { db, kind: 'pglite', close: () => client.close() };
await seedReferenceData(db);
await seedDemoData(db);

const t0 = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`
    insert into users (username, email, first_name, last_name, email_verified, active_role_id)
    select 'member' || g,
           'member' || g || '@bench.example',
           (array['Anna','Kofi','Hannah','Yaw','Joanne','Esi','Daniel','Ama','Kwame','Leanne','Abena','Kojo','Nana','Efua','Ann','Kwesi','Adwoa','Fiifi','Akosua','Manny'])[1 + g % 20],
           (array['Mensah','Asante','Boateng','Owusu','Annan','Osei','Agyeman','Darko','Amponsah','Quaye'])[1 + (g / 20) % 10],
           true,
           (select role_id from roles where role_name = 'temp')
    from generate_series(1, ${USERS}) as g`);
  await tx.execute(sql`
    insert into user_roles (user_id, role_id)
    select u.user_id, r.role_id from users u cross join (select role_id from roles where role_name = 'temp') r
    where u.username like 'member%'`);
});
await db.execute(sql`analyze`);
console.log(`  ${USERS} users inserted in ${ms(performance.now() - t0)}`);

// ---- the API host ----------------------------------------------------------------------------
const app: FastifyInstance = await buildApp({ database, spaDir: null, auth: { rateLimitPerMinute: 1_000_000 } }, { logger: false });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } });
const token = (signIn.json() as { access_token: string }).access_token;

const query = new URLSearchParams({
  search: 'ann', searchFields: JSON.stringify(['username', 'email', 'firstName', 'lastName']),
  sortField: 'username', sortOrder: 'asc', page: '3', limit: '25',
}).toString();
const url = `/api/global-user/users/getAll?${query}`;
const first = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const body = first.json() as { data: { username: string }[]; metadata: { total: number } };
if (first.statusCode !== 200) throw new Error(`getAll answered ${first.statusCode}: ${first.body}`);
console.log(`  getAll: ${body.metadata.total} matches, page 3 starts at ${body.data[0]?.username}`);

const pattern = '%ann%';
const where = sql`deleted_at is null and (username::text ilike ${pattern} or email::text ilike ${pattern} or first_name::text ilike ${pattern} or last_name::text ilike ${pattern})`;
const floor = async () => {
  await db.execute(sql`select count(*)::int from users where ${where}`);
  await db.execute(sql`select user_id, username, first_name, last_name, email, phone_number, enabled, active_role_id, roll_number,
    profile_image, age, gender, registration_redirect, email_verified from users where ${where}
    order by username asc, user_id asc limit 25 offset 50`);
};
const api = async () => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`getAll answered ${res.statusCode}`);
};

const rows: [string, string, string][] = [];
async function phase(label: string) {
  const a = await sample(api);
  const f = await sample(floor);
  rows.push([label, `${ms(a.p50)} / ${ms(a.p99)}`, `${ms(f.p50)} / ${ms(f.p99)}`]);
  console.log(`  ${label.padEnd(44)} getAll p50/p99 ${ms(a.p50)} / ${ms(a.p99)}   bare SQL ${ms(f.p50)} / ${ms(f.p99)}`);
}

const indexRows = await client.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'users' order by indexname`);
const existing = indexRows.rows.map((r) => r.indexname);
console.log(`  indexes on users from the migrations: ${existing.join(', ')}`);

console.log(`\n${RUNS} runs each (after ${WARMUP} warm-up runs):`);
await phase('schema as migrated');
await db.execute(sql`create index bench_users_username_live on users (username, user_id) where deleted_at is null`);
await db.execute(sql`analyze users`);
await phase('+ btree (username, user_id) where live');
if (!existing.some((n) => n.includes('trgm'))) {
  await db.execute(sql`create extension if not exists pg_trgm`);
  for (const col of ['username', 'email', 'first_name', 'last_name']) {
    await db.execute(sql.raw(`create index bench_users_${col}_trgm on users using gin (${col} gin_trgm_ops)`));
  }
  await db.execute(sql`analyze users`);
  await phase('+ gin trigram on the 4 search columns');
} else {
  // The migrations already carry trigram indexes: measure without them for comparison.
  const trgm = existing.filter((n) => n.includes('trgm'));
  for (const name of trgm) await db.execute(sql.raw(`drop index ${name}`));
  await db.execute(sql`analyze users`);
  await phase('btree (username) only, trigram indexes dropped');
}

console.log('\nsummary (p50 / p99):');
console.log(`  ${'indexes'.padEnd(44)} ${'getAll (app.inject)'.padEnd(24)} bare SQL floor`);
for (const [label, a, f] of rows) console.log(`  ${label.padEnd(44)} ${a.padEnd(24)} ${f}`);
await app.close();
