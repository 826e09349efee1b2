// The member directory (GET /api/community/members, server/community/directory.ts) over many
// members; asserts nothing (timings are never tested). Run: npx tsx bench/network-directory.ts
//   1. a fresh in-memory PGlite with the committed migrations, reference data and the demo members
//   2. BENCH_USERS members (default 20k) with a directory profile each (generate_series, one transaction)
//   3. p50 / p99 of RUNS calls of searchMembers (the route's whole work: count, page, roles,
//      follower counts, follow and connection states) for typical queries
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { seedReferenceData } from '../server/db/seed';
import { seedDemoMembers } from '../server/db/seed-members';
import { seedDemoNetwork } from '../server/db/seed-network';
import { searchMembers, type DirectoryFilters } from '../server/community/directory';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

const ms = (n: number) => `${n.toFixed(1)} ms`;
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

console.log('\nfresh in-memory PGlite, migrations, demo members ...');
const client = new PGlite({ extensions: { pg_trgm } });
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
await migrate(drizzle({ client, schema, casing: 'snake_case' }), {
  migrationsFolder: path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/db/migrations'),
});
await seedReferenceData(db);
const ids = await seedDemoMembers(db);
await seedDemoNetwork(db, ids);

const t0 = performance.now();
await db.transaction(async (tx) => {
  await tx.execute(sql`
    insert into users (username, email, first_name, last_name, email_verified)
    select 'member' || g, 'member' || g || '@bench.example',
      (array['Anna','Kofi','Hannah','Yaw','Priyanka','Esi','Daniel','Ama','Ravi','Leanne'])[1 + g % 10],
      (array['Mensah','Sharma','Okafor','Iyer','Fischer','Boateng','Nair','Rossi','Chen','Khan'])[1 + (g / 10)::int % 10],
      true
    from generate_series(1, ${USERS}) g`);
  await tx.execute(sql`
    insert into member_profiles (user_id, headline, interests, community_type)
    select u.user_id,
      (array['Founder building fintech for farmers','Angel investor in SaaS','Professor of design','Policy officer for startups','Operations lead in logistics'])[1 + u.user_id % 5],
      array[(array['Fintech','Climate tech','AI','Healthtech','Govtech','Logistics'])[1 + u.user_id % 6], (array['Mentoring','Hardware','SaaS'])[1 + u.user_id % 3]],
      (array['startup','investor','business','government','educator','expert'])[1 + u.user_id % 6]
    from users u where u.username like 'member%'`);
  await tx.execute(sql`
    insert into user_roles (user_id, role_id)
    select u.user_id, r.role_id from users u join roles r on r.role_name = (array['learner','expert','volunteer','organization'])[1 + u.user_id % 4]
    where u.username like 'member%'`);
});
await db.execute(sql`analyze`);
console.log(`${USERS} members with profiles in ${ms(performance.now() - t0)}`);

const me = ids.get('rohan')!;
const cases: [string, DirectoryFilters][] = [
  ['first page, no filter', { page: 1, limit: 12 }],
  ['page 200, no filter', { page: 200, limit: 12 }],
  ['search "ann" (names, username, headline)', { page: 1, limit: 12, search: 'ann' }],
  ['search "fintech" (headline)', { page: 1, limit: 12, search: 'fintech' }],
  ['community=investor + interest AI', { page: 1, limit: 12, community: 'investor', interests: ['AI'] }],
  ['role=expert', { page: 1, limit: 12, role: 'expert' }],
  ['search "zzz" (no match)', { page: 1, limit: 12, search: 'zzz' }],
];
console.log(`\nsearchMembers, ${RUNS} runs each (p50 / p99):`);
for (const [name, q] of cases) {
  for (let i = 0; i < WARMUP; i++) await searchMembers(db, me, q);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    total = (await searchMembers(db, me, q)).metadata.total;
    times.push(performance.now() - t);
  }
  console.log(`  ${name.padEnd(44)} ${ms(quantile(times, 0.5)).padStart(10)} / ${ms(quantile(times, 0.99)).padStart(10)}   (${total} matches)`);
}
await client.close();
