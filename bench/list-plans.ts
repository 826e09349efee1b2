// How stable are the plans of users getAll's searches across ANALYZE draws? (issue 18, decision 0087)
// Asserts nothing. Run: BENCH_DB_DUMP=file npx tsx bench/list-plans.ts   (a dump written by
// bench/list-users.ts with BENCH_DB_DUMP; the committed migrations are applied to it on load).
//   PLANS_RUNS (30): times to run `ANALYZE users` and EXPLAIN the searches after each.
//   PLANS_STATISTICS: migration (default) — search_text's target as the migrations set it;
//     default — the target reset to PostgreSQL's default (100), i.e. before migration 0030;
//     none — users' statistics deleted and never gathered (an embedded host that never analyzes).
// Per search and query (the page, the capped count) it counts each plan — the indexes it uses and
// the range of its first scan's estimated rows — and times one EXPLAIN ANALYZE per distinct plan.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_TOTAL_CAP } from '../contracts';
import { openDatabase } from '../server/db/client';
import { whereOf } from '../server/resources/list-query';
import { userFamily } from '../server/resources/users-family';

const DUMP = process.env.BENCH_DB_DUMP;
if (!DUMP) throw new Error('BENCH_DB_DUMP=file is required (a 100k database dumped by bench/list-users.ts)');
const RUNS = Number(process.env.PLANS_RUNS ?? 30);
const MODE = process.env.PLANS_STATISTICS ?? 'migration';
const SEARCH_FIELDS = ['username', 'email', 'firstName', 'lastName'];
const LIMIT = 25;

const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([readFileSync(DUMP)]) });
const { db } = database;
const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

if (MODE === 'default') await db.execute(sql`alter table users alter column search_text set statistics -1`);
if (MODE === 'none') await db.execute(sql`delete from pg_statistic where starelid = 'users'::regclass`);
const target = await rowsOf<{ attstattarget: number | null }>(sql`select attstattarget from pg_attribute where attrelid = 'users'::regclass and attname = 'search_text'`);
console.log(`mode ${MODE}: search_text statistics target ${target[0]?.attstattarget ?? 'default'} (null/-1: default 100)`);

const searches = [
  { label: 'narrow (member4242, page 1)', search: 'member4242', page: 1 },
  { label: 'broad (ann, page 3)', search: 'ann', page: 3 },
];
const queries = searches.flatMap((s) => {
  const where = whereOf(userFamily, { search: s.search, searchFields: SEARCH_FIELDS });
  return [
    { label: `${s.label} page`, query: sql`select user_id, username from users where ${where} order by username asc, user_id asc limit ${LIMIT} offset ${(s.page - 1) * LIMIT}` },
    { label: `${s.label} count`, query: sql`select count(*)::int from (select 1 from users where ${where} limit ${LIST_TOTAL_CAP + 1}) matches` },
  ];
});

type Plan = string[];
/** A plan told by its scans: node and index names, and the rows estimated for the scan of users. */
function summary(plan: Plan): string {
  const scans = plan
    .map((line) => /(Bitmap Index Scan|Index Scan|Index Only Scan|Seq Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\S+))?(?: on (\S+))?.*?rows=(\d+)/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => `${m[1]} ${m[2] ?? m[3] ?? ''} (est. ${m[4]})`);
  return scans.join(' → ');
}

const counts = new Map<string, Map<string, number>>(queries.map((q) => [q.label, new Map()]));
const analyzeMs: number[] = [];
/** Per query and plan shape: the rows its first scan was estimated to return, run by run. */
const estimates = new Map<string, number[]>();
for (let i = 0; i < (MODE === 'none' ? 1 : RUNS); i++) {
  if (MODE !== 'none') {
    const t0 = performance.now();
    await db.execute(sql`analyze users`);
    analyzeMs.push(performance.now() - t0);
  }
  for (const q of queries) {
    const plan = (await rowsOf<{ 'QUERY PLAN': string }>(sql`explain ${q.query}`)).map((r) => r['QUERY PLAN']);
    const key = summary(plan);
    const shape = key.replace(/ \(est\. \d+\)/g, '');
    estimates.set(`${q.label}: ${shape}`, [...(estimates.get(`${q.label}: ${shape}`) ?? []), Number(/est\. (\d+)/.exec(key)?.[1])]);
    const seen = counts.get(q.label)!;
    if (!seen.has(shape)) {
      // The first time a plan shows up: how long it takes (EXPLAIN ANALYZE, warm after one run).
      await db.execute(q.query);
      const analyzed = (await rowsOf<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${q.query}`)).map((r) => r['QUERY PLAN']);
      console.log(`  run ${i + 1}, ${q.label}: new plan, ${analyzed.at(-1)?.trim()}\n${analyzed.map((l) => `    ${l}`).join('\n')}`);
    }
    seen.set(shape, (seen.get(shape) ?? 0) + 1);
  }
}

if (analyzeMs.length > 0) {
  const sorted = [...analyzeMs].sort((a, b) => a - b);
  console.log(`\nANALYZE users: ${analyzeMs.length} runs, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
}
const tAll = performance.now();
if (MODE !== 'none') await db.execute(sql`analyze`);
if (MODE !== 'none') console.log(`ANALYZE (whole database, once): ${(performance.now() - tAll).toFixed(0)} ms`);
console.log(`\nplan choices over ${MODE === 'none' ? 1 : RUNS} run(s), mode ${MODE}:`);
for (const [label, seen] of counts) {
  console.log(`  ${label}:`);
  for (const [plan, n] of [...seen].sort((a, b) => b[1] - a[1])) {
    const est = estimates.get(`${label}: ${plan}`)!;
    console.log(`    ${String(n).padStart(3)} × ${plan}  (first scan est. ${Math.min(...est)}–${Math.max(...est)} rows)`);
  }
}
await database.close();
