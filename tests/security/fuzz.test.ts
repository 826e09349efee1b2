// The fuzz of issue 11: every operation of the OpenAPI document (/docs/json) × malformed requests
// (tests/security/fuzz-cases.ts) × three callers (anonymous, a member, an administrator), on one
// API host with the demo data. No answer may be a 5xx, and no body may carry a stack trace or SQL.
//
// FUZZ_CASES (default 12000) sets the total; FUZZ_SEED (default 11) reshuffles which cases of each
// operation each caller gets. A failure names its operation, caller and case, so it can be re-run.
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../server/db/seed';
import { familyTestApp, type Session } from '../../server/test/family-client';
import { hashOf, lazyCasesFor, operationsOf, seeded, shuffle, type FuzzCase, type Operation } from './fuzz-cases';

const TOTAL = Number(process.env.FUZZ_CASES ?? 12_000);
const SEED = Number(process.env.FUZZ_SEED ?? 11);
/** Requests of the fuzz come from their own address, so its failed sign-ins never lock the callers out. */
const FUZZ_ADDRESS = '198.51.100.7';
const CONCURRENCY = 3;

/** Text that must never reach a client: stack frames, file paths, database and driver errors. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at \S+ \(|\bat (async )?\S+ \([^)]*:\d+:\d+\)/],
  ['source path', /node_modules|\/work\/|\/server\/[\w/-]+\.ts|\.ts:\d+:\d+/],
  ['failed query', /failed query|select .+ from .+ where|insert into .+ values/i],
  ['postgres error', /syntax error at or near|violates (foreign key|unique|not-null|check) constraint|duplicate key value|invalid input syntax for|invalid byte sequence|unsupported unicode escape|out of range for type|stack depth limit/i],
  ['driver', /PGlite|DrizzleQueryError|RangeError|TypeError|Maximum call stack/i],
];

interface Caller { name: 'anonymous' | 'member' | 'admin'; session: Session | null }
interface Failure { op: string; caller: string; kind: string; status: number | string; body: string }

describe('fuzz: no 5xx and no internals from any input', () => {
  let app: FastifyInstance;
  let callers: Caller[];
  let signIn: (username: string, password: string) => Promise<Session>;

  beforeAll(async () => {
    const t = await familyTestApp();
    app = t.app;
    signIn = t.signIn;
    callers = [{ name: 'anonymous', session: null }, { name: 'member', session: t.maya }, { name: 'admin', session: t.admin }];
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Signs a caller in again when the fuzz ended their session (sign-out, logout are fuzzed too). */
  async function keepSignedIn(caller: Caller) {
    if (!caller.session) return;
    const res = await app.inject({ method: 'GET', url: '/api/learning/me', headers: { authorization: `Bearer ${caller.session.token}` } });
    if (res.statusCode === 200) return;
    const who = caller.name === 'admin' ? DEMO_ADMIN : DEMO_MEMBER;
    caller.session = await signIn(who.username, who.password);
  }

  it('answers every malformed request of every operation without a 5xx or a leak', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as Parameters<typeof operationsOf>[0];
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(100);
    const perOp = Math.ceil(TOTAL / (ops.length * callers.length));

    const started = performance.now();
    const byStatus = new Map<string, number>();
    const byCaller = new Map<string, Map<string, number>>();
    const failures: Failure[] = [];
    const slowest: { op: string; ms: number }[] = [];
    let runCount = 0;

    const run = async (op: Operation, caller: Caller, c: FuzzCase) => {
      let status: number | string;
      let body = '';
      try {
        const res = await app.inject({
          method: c.method as 'GET', url: c.url, remoteAddress: FUZZ_ADDRESS,
          headers: { ...(caller.session ? { authorization: `Bearer ${caller.session.token}` } : {}), ...c.headers },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        status = res.statusCode;
        body = res.body;
      } catch (err) {
        status = `threw ${(err as Error).message.slice(0, 100)}`;
      }
      runCount++;
      const key = String(status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      const mine = byCaller.get(caller.name) ?? new Map<string, number>();
      mine.set(key, (mine.get(key) ?? 0) + 1);
      byCaller.set(caller.name, mine);
      const leak = LEAKS.find(([, re]) => re.test(body));
      if (typeof status !== 'number' || status >= 500 || leak) {
        failures.push({
          op: `${op.method} ${op.path}`, caller: caller.name, kind: leak ? `${c.kind} [leaks ${leak[0]}]` : c.kind, status,
          body: body.slice(0, 160),
        });
      }
    };

    const fuzzOperation = async (op: Operation) => {
      const opStarted = performance.now();
      for (const [index, caller] of callers.entries()) {
        // Built lazily: only the cases taken below are turned into requests (decision 0092).
        const all = lazyCasesFor(op, caller.session?.userId ?? 1);
        const order = shuffle(all, seeded(hashOf(`${op.method} ${op.path}`) ^ SEED));
        // The three callers take consecutive slices, so together they cover up to 3 × perOp cases.
        const take = Math.min(perOp, order.length);
        for (let k = 0; k < take; k++) await run(op, caller, order[(index * perOp + k) % order.length]!.build());
        await keepSignedIn(caller);
      }
      slowest.push({ op: `${op.method} ${op.path}`, ms: performance.now() - opStarted });
    };
    // A few operations at a time: while one waits for a password hash (worker threads), the
    // others go on. The cases are the same whatever the interleaving.
    const queue = [...ops];
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let op = queue.shift(); op; op = queue.shift()) await fuzzOperation(op);
    }));

    const seconds = (performance.now() - started) / 1000;
    const tally = (counts: Map<string, number>) => [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`).join(' ');
    const statuses = tally(byStatus);
    const perCaller = [...byCaller.entries()].map(([c, counts]) => `${c} ${[...counts.values()].reduce((a, b) => a + b, 0)} (${tally(counts)})`).join('; ');
    slowest.sort((a, b) => b.ms - a.ms);
    console.log(`fuzz: ${runCount} cases (${ops.length} operations, ${perCaller}) in ${seconds.toFixed(1)} s, seed ${SEED}; `
      + `by status: ${statuses}; 5xx or leaks: ${failures.length}; slowest: ${slowest.slice(0, 3).map((s) => `${s.op} ${Math.round(s.ms)} ms`).join(', ')}`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ failures, slowest }, null, 1));
    if (failures.length) {
      console.log([...failures.slice(0, 200)].map((f) => `  ${f.status} ${f.caller} ${f.op} :: ${f.kind} :: ${f.body}`).join('\n'));
    }

    expect(runCount).toBeGreaterThanOrEqual(Math.min(TOTAL, 10_000));
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});
