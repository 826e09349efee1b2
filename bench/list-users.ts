// GET /api/global-user/users/getAll over 100k members (issue 18, docs/decisions/0062); asserts
// nothing (timings are never tested). Run: npm run bench:list   (BENCH_USERS, BENCH_RUNS)
//   1. a fresh in-memory PGlite with the committed migrations, reference and demo data
//   2. 100k users (+ their temp role) inserted with generate_series in one transaction
//   3. a yardstick: a plain count(*) over every user, to compare runs made under other loads
//   4. p50 / p99 of RUNS (1,000) admin calls over a loopback socket, 25 per page, sorted by username asc:
//      broad  — search=ann over username, e-mail and names (~37% of members), page 3
//      narrow — search=member4242 (11 members, 0.011%), page 1
//      and the broad search sorted by enabled desc (the Admin Center's last sortable column)
//   5. the same answers as bare SQL on the same database (the floor: no HTTP, auth, roles or
//      JSON): the page query, and the capped count when the page does not tell the total
//   Before any timing, every case's getAll, engine and floor calls run BENCH_WARMUP times (not
//   counted), then all of them in turn for BENCH_WARMUP_SECONDS (30), and each sample has its own
//   BENCH_WARMUP calls first; every timed call counts (no outlier dropped). The garbage collections during each sample's timed calls are printed too.
// Each figure is wall time and this process's CPU time (PGlite runs in it): on a shared machine
// the CPU time and the yardstick make runs under different loads comparable.
// BENCH_EXPLAIN=1 prints the floor queries' plans first; BENCH_WITHOUT_INDEX=name drops that index;
// BENCH_WITHOUT_LEAN_PARSERS=1 leaves drizzle's parsers per query (decision 0079); BENCH_ZOD_RESPONSES=1 writes
// responses through zod's encoder instead of the compiled serializer (decision 0089); BENCH_PROFILE=file.cpuprofile records
// where this process spends CPU during the getAll samples (open it in Chrome DevTools).
// BENCH_TRANSPORT=inject calls through app.inject instead of a socket (every figure before decision 0093).
// BENCH_QUIET_LOCK=/tmp/summit-quiet.lock: the seeding holds that lock shared (a heavy command),
// the timed part exclusive (a measurement), and `uptime` is printed before and after it.
// BENCH_DB_DUMP=file: the seeded database is dumped there, and a later run with the same file loads
// it (~15 s) instead of seeding (~75 s), so two runs fit in one exclusive lock (before/after pairs).
import { execSync, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as perfConstants, performance, PerformanceObserver } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { LIST_TOTAL_CAP, listQuerySchema, type ListMetadata } from '../contracts';
import { buildApp } from '../server/app';
import type { Database, Db } from '../server/db/client';
import { installDrizzleParsers } from '../server/db/pglite-parsers';
import * as schema from '../server/db/schema';
import { DEMO_ADMIN, seedDemoData, seedReferenceData } from '../server/db/seed';
import { runList, whereOf } from '../server/resources/list-query';
import { userFamily } from '../server/resources/users-family';
import { stolenMs } from './host-steal';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
// 1,000 calls a sample (was 100 before decision 0093): the p99 of 100 calls is their second
// slowest, so one collection more or less decided it; over 1,000 it is the 10th slowest.
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
// Warm-up calls before each sample (BENCH_WARMUP): the first sample otherwise also pays for the
// JIT compiling the HTTP path, on background threads this process's CPU time counts.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const LIMIT = 25;

const ms = (n: number) => `${n.toFixed(1)} ms`;
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
interface Figures { p50: number; p99: number; cpuP50: number; cpuP99: number; gcs: number; gcMax: number; gcKinds: string; stolenMs: number }

// Garbage collections while a sample's timed calls run (their count and longest pause): a p99
// far above p50 with pauses as long says the tail is the collector's, not the queries'.
// The kind of each (minor = a scavenge of the young generation; major and incremental = the old
// generation's marking) says which generation's garbage a tail comes from (decision 0089).
const pauses: number[] = [];
const pauseKinds: string[] = [];
const GC_KINDS: Record<number, string> = {
  [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    pauses.push(entry.duration);
    pauseKinds.push(GC_KINDS[(entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other');
  }
}).observe({ entryTypes: ['gc'] });
/**
 * Wall time, and this process's CPU time per call (PGlite runs in it): on a shared machine the
 * wall time includes waiting for a core; the CPU time is closer to what the call costs.
 */
async function sample(fn: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  const gcFrom = pauses.length;
  const stolenAt = stolenMs();
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const gc = pauses.slice(gcFrom);
  const kinds = new Map<string, number>();
  for (const kind of pauseKinds.slice(gcFrom)) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  return {
    p50: quantile(times, 0.5), p99: quantile(times, 0.99), cpuP50: quantile(cpu, 0.5), cpuP99: quantile(cpu, 0.99),
    gcs: gc.length, gcMax: Math.max(0, ...gc), gcKinds: [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', '),
    stolenMs: stolenMs() - stolenAt,
  };
}
const figures = (f: Figures) => `${ms(f.p50)} / ${ms(f.p99)}  (cpu ${ms(f.cpuP50)} / ${ms(f.cpuP99)})`;
const gcFigures = (f: Figures) => `${f.gcs} gc${f.gcs ? ` (${f.gcKinds})` : ''}, longest ${ms(f.gcMax)}, stolen ${f.stolenMs} ms`;

// ---- the shared machine's quiet lock ----------------------------------------------------------
const QUIET_LOCK = process.env.BENCH_QUIET_LOCK;
/** Holds `flock -s|-x` on the lock through a child process until the returned release is called. */
async function holdLock(mode: '-s' | '-x'): Promise<() => void> {
  if (!QUIET_LOCK) return () => undefined;
  const child = spawn('flock', [mode, QUIET_LOCK, 'sh', '-c', 'echo locked; exec cat >/dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`flock ${mode} ${QUIET_LOCK} ended (${code})`)));
  });
  return () => child.stdin.end();
}
const uptime = () => (QUIET_LOCK ? `  uptime: ${execSync('uptime').toString().trim()}` : '');

// ---- database ------------------------------------------------------------------------------
console.log(`\nfresh in-memory PGlite (with pg_trgm), migrations, seed ...`);
const releaseShared = await holdLock('-s');
const DUMP = process.env.BENCH_DB_DUMP;
const reuse = !!DUMP && existsSync(DUMP);
const client = new PGlite({ extensions: { pg_trgm }, ...(reuse ? { loadDataDir: new Blob([readFileSync(DUMP)]) } : {}) });
// As the API host's openDatabase does (decision 0079); BENCH_WITHOUT_LEAN_PARSERS=1 times it without.
await client.waitReady;
if (!process.env.BENCH_WITHOUT_LEAN_PARSERS) installDrizzleParsers(client);
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
await migrate(drizzle({ client, schema, casing: 'snake_case' }), {
  migrationsFolder: path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/db/migrations'),
});
const database: Database = { db, kind: 'pglite', close: () => client.close() };
const t0 = performance.now();
if (reuse) console.log(`  loaded ${DUMP} (seeded by an earlier run)`);
else await seedReferenceData(db);
if (!reuse) await seedDemoData(db);
if (!reuse) await db.transaction(async (tx) => {
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
// BENCH_WITHOUT_INDEX=name drops one index after seeding, to time the cases without it.
if (process.env.BENCH_WITHOUT_INDEX) await db.execute(sql`drop index ${sql.identifier(process.env.BENCH_WITHOUT_INDEX)}`);
await db.execute(sql`analyze`);
console.log(`  ${USERS} users ${reuse ? 'loaded' : 'inserted'} in ${ms(performance.now() - t0)}`);
if (DUMP && !reuse) writeFileSync(DUMP, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
const indexRows = await client.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'users' order by indexname`);
console.log(`  indexes on users: ${indexRows.rows.map((r) => r.indexname).join(', ')}`);

// ---- the API host ----------------------------------------------------------------------------
// A day-long access token: a run on a busy machine outlives the default 15 minutes.
const app: FastifyInstance = await buildApp({ database, spaDir: null, responseSerializer: process.env.BENCH_ZOD_RESPONSES ? 'zod' : 'compiled', auth: { rateLimitPerMinute: 1_000_000, accessTtlSeconds: 24 * 3600 } }, { logger: false });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } });
const token = (signIn.json() as { access_token: string }).access_token;

interface Case { label: string; search: string; page: number; sort?: 'username' | 'enabled'; order?: 'asc' | 'desc' }
const CASES: Case[] = [
  { label: 'broad  (search=ann, page 3)', search: 'ann', page: 3 },
  { label: 'narrow (search=member4242, page 1)', search: 'member4242', page: 1 },
  { label: 'broad by enabled desc (page 3)', search: 'ann', page: 3, sort: 'enabled', order: 'desc' },
];
const sortOf = (c: Case) => ({ sortField: c.sort ?? 'username', sortOrder: c.order ?? 'asc' });
const orderOf = (c: Case) => (c.order === 'desc' ? sql`${sql.identifier(c.sort ?? 'username')} desc, user_id desc` : sql`${sql.identifier(c.sort ?? 'username')} asc, user_id asc`);
const SEARCH_FIELDS = ['username', 'email', 'firstName', 'lastName'];

// The calls go over a real loopback socket by default, as a member's browser reaches the host:
// app.inject's in-process HTTP emulation keeps each call's request and response objects alive
// past the next scavenge (28 KiB a call promoted, against 9.5 KiB over a socket, decision 0093),
// so it times a garbage collector's load the served host does not have. BENCH_TRANSPORT=inject
// brings back app.inject (every figure before 0093). The client runs in this process, so its
// work (writing the request, parsing the answer) is inside every timed call.
const TRANSPORT = process.env.BENCH_TRANSPORT === 'inject' ? 'inject' : 'http';
let port = 0;
if (TRANSPORT === 'http') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}
// One kept-alive connection: the calls are sequential, as one admin's list screen makes them.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function overSocket(url: string, headers: Record<string, string>): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The call through HTTP routing, auth, privileges, the engine, roles and JSON. */
function apiCall(c: Case) {
  const query = new URLSearchParams({
    search: c.search, searchFields: JSON.stringify(SEARCH_FIELDS), ...sortOf(c), page: String(c.page), limit: String(LIMIT),
  }).toString();
  const url = `/api/global-user/users/getAll?${query}`;
  const headers = { authorization: `Bearer ${token}` };
  return async () => {
    const res = TRANSPORT === 'http' ? await overSocket(url, headers) : await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`getAll answered ${res.statusCode}: ${res.body}`);
    return JSON.parse(res.body) as { data: { username: string }[]; metadata: ListMetadata };
  };
}

/** The engine alone (runList: drizzle, the members' roles, mapping), without HTTP, auth or JSON. */
function engineCall(c: Case) {
  const query = listQuerySchema.parse({ search: c.search, searchFields: JSON.stringify(SEARCH_FIELDS), ...sortOf(c), page: c.page, limit: LIMIT });
  return () => runList(db, userFamily, query);
}

/** The floor: the engine's own search condition as bare SQL — the page, then the capped count if needed. */
function floorCall(c: Case) {
  const where = whereOf(userFamily, { search: c.search, searchFields: SEARCH_FIELDS });
  const offset = (c.page - 1) * LIMIT;
  return async () => {
    const page = (await db.execute(sql`select user_id, username, first_name, last_name, email, phone_number, enabled, active_role_id, roll_number,
      profile_image, age, gender, registration_redirect, email_verified from users where ${where}
      order by ${orderOf(c)} limit ${LIMIT} offset ${offset}`)) as unknown as { rows: unknown[] };
    if (page.rows.length === LIMIT || (page.rows.length === 0 && offset > 0)) {
      await db.execute(sql`select count(*)::int from (select 1 from users where ${where} limit ${LIST_TOTAL_CAP + 1}) matches`);
    }
  };
}

// BENCH_EXPLAIN=1: the plans of the floor's queries (EXPLAIN ANALYZE, before the timed part).
if (process.env.BENCH_EXPLAIN) {
  for (const c of CASES) {
    const where = whereOf(userFamily, { search: c.search, searchFields: SEARCH_FIELDS });
    const plans = [
      sql`select user_id, username from users where ${where} order by ${orderOf(c)} limit ${LIMIT} offset ${(c.page - 1) * LIMIT}`,
      sql`select count(*)::int from (select 1 from users where ${where} limit ${LIST_TOTAL_CAP + 1}) matches`,
    ];
    for (const query of plans) {
      const plan = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(`\n${c.label}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
  }
}

releaseShared();
if (QUIET_LOCK) console.log(`\nwaiting for ${QUIET_LOCK} (exclusive) ...`);
const releaseExclusive = await holdLock('-x');
console.log(uptime());
// Every case's calls warmed before the first timed sample (not counted): without it the first
// case timed also pays for compiling the path the later ones then find compiled (decision 0079).
for (const c of CASES) {
  for (const fn of [apiCall(c), engineCall(c), floorCall(c)]) for (let i = 0; i < WARMUP; i++) await fn();
}
// Then every case, the yardstick included, in turn for BENCH_WARMUP_SECONDS (default 30): V8 first
// runs PGlite's WebAssembly from its baseline compiler and recompiles the hot functions optimized
// in the background, over seconds of use. Until then the same query costs about 1.6 times as much
// (the yardstick 23.5 → 14.8 ms within one sample), so a first sample half in that phase timed the
// compiler, not the call — the p50 of broad getAll was 10.6–11.6 ms in such runs against 7–8 after
// (decision 0093). A host serving members has long left that phase.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const warmCalls = [...CASES.flatMap((c) => [apiCall(c), engineCall(c), floorCall(c)]), () => db.execute(sql`select count(*) from users`)];
const warmUntil = performance.now() + WARMUP_SECONDS * 1000;
let warmed = 0;
while (performance.now() < warmUntil) {
  for (const fn of warmCalls) await fn();
  warmed += warmCalls.length;
}
console.log(`warmed up for ${WARMUP_SECONDS} s (${warmed} calls, every case and the yardstick in turn)`);
const yardstick = await sample(() => db.execute(sql`select count(*) from users`));
console.log(`\nyardstick: count(*) over all ${USERS} users p50 ${ms(yardstick.p50)}, cpu ${ms(yardstick.cpuP50)} (compare runs made under other loads by it)`);
console.log(`${RUNS} runs each (after ${WARMUP} warm-up runs of every case, then ${WARMUP} more before each sample), ${LIMIT} per page, sorted by username asc unless said:`);
const rows: [string, string, string, string][] = [];
const gcLines: string[] = [];
const widths = [38, 42, 42];
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
const post = (method: string, params: object = {}) => new Promise<unknown>((resolve, reject) => {
  profiler!.post(method, params, (err, result) => (err ? reject(err) : resolve(result)));
});
for (const c of CASES) {
  const api = apiCall(c);
  const first = await api();
  const { total, totalCapped } = first.metadata;
  console.log(`  ${c.label}: total ${total.toLocaleString('en')}${totalCapped ? '+ (capped)' : ''}, page starts at ${first.data[0]?.username ?? '—'}`);
  if (profiler && c === CASES[0]) {
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  }
  const a = await sample(api);
  if (profiler && c === CASES.at(-1)) {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  }
  const e = await sample(engineCall(c));
  const f = await sample(floorCall(c));
  rows.push([c.label, figures(a), figures(e), figures(f)]);
  gcLines.push(`  ${c.label}\n    getAll: ${gcFigures(a)}\n    engine: ${gcFigures(e)}\n    floor:  ${gcFigures(f)}`);
}

// The broad search's count alone at the cap and at the other cap considered (decision 0062).
const broadWhere = whereOf(userFamily, { search: CASES[0]!.search, searchFields: SEARCH_FIELDS });
for (const cap of [...new Set([1_000, 10_000, LIST_TOTAL_CAP])].sort((a, b) => a - b)) {
  const count = await sample(() => db.execute(sql`select count(*)::int from (select 1 from users where ${broadWhere} limit ${cap + 1}) matches`));
  rows.push([`  broad count alone, cap ${cap.toLocaleString('en')}`, '', '', figures(count)]);
}

console.log('\nsummary (p50 / p99, wall time and this process\'s CPU time):');
console.log(`  ${'search'.padEnd(widths[0]!)} ${`getAll (${TRANSPORT === 'http' ? 'loopback HTTP' : 'app.inject'})`.padEnd(widths[1]!)} ${'engine (runList)'.padEnd(widths[2]!)} bare SQL floor`);
for (const [label, a, e, f] of rows) console.log(`  ${label.padEnd(widths[0]!)} ${a.padEnd(widths[1]!)} ${e.padEnd(widths[2]!)} ${f}`);
console.log(`  ${'yardstick count(*)'.padEnd(widths[0]!)} ${''.padEnd(widths[1]! + widths[2]! + 1)} ${figures(yardstick)}`);
console.log(`\ngarbage collections during the ${RUNS} timed calls (count, longest pause), and CPU time stolen by the host:`);
for (const line of gcLines) console.log(line);
console.log(uptime());
releaseExclusive();
agent.destroy();
await app.close();
