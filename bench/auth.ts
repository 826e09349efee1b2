// Prints auth figures; asserts nothing (timings are never tested). Run: npm run bench:auth
//   (a) password hash time (scrypt, server/lib/password.ts): median and p95 of 10 runs
//   (b) sign-in latency over a real listening server: p50 / p99 of 30 sign-ins
//   (c) 20 concurrent calls with a dead access token through the SPA's own HTTP client
//       (src/api/http.ts): how many POST /auth/refresh the server sees, and the wall time
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { STORAGE_KEYS } from '../contracts';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { DEMO_ADMIN, seedDemoData, seedReferenceData } from '../server/db/seed';
import { hashPassword } from '../server/lib/password';

const HASH_RUNS = 10;
const SIGNINS = 30;
const CONCURRENT = 20;
const ROUNDS = 3;

const ms = (n: number) => `${n.toFixed(1)} ms`;
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: with 30 samples p99 is the slowest one.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}
const rows: [string, string][] = [];
const row = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`  ${label.padEnd(52)} ${value}`);
};

// ---- (a) password hashing ------------------------------------------------------------------
console.log(`\n(a) hashPassword x${HASH_RUNS} ...`);
const hashTimes: number[] = [];
for (let i = 0; i < HASH_RUNS; i++) hashTimes.push((await timed(() => hashPassword(`bench password ${i}`)))[1]);
row('hashPassword median', ms(quantile(hashTimes, 0.5)));
row('hashPassword p95', ms(quantile(hashTimes, 0.95)));

// ---- the server ----------------------------------------------------------------------------
console.log('\nstarting the API host (in-memory PGlite, 127.0.0.1:0) ...');
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await seedReferenceData(database.db);
await seedDemoData(database.db);
const app: FastifyInstance = await buildApp(
  { database, spaDir: null, auth: { rateLimitPerMinute: 100_000, exposeOutbox: true } },
  { logger: false },
);
let refreshCalls = 0;
let unauthorized = 0;
app.addHook('onRequest', async (request) => {
  if (request.method === 'POST' && request.url.split('?')[0] === '/auth/refresh') refreshCalls += 1;
});
app.addHook('onResponse', async (request, reply) => {
  if (reply.statusCode === 401 && request.url.startsWith('/api/auth/isOtpVerified/')) unauthorized += 1;
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  // ---- (b) sign-in latency -----------------------------------------------------------------
  console.log(`\n(b) ${SIGNINS} sign-ins via fetch POST ${base}/api/auth/signin ...`);
  const signIn = () => fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
  });
  const signInTimes: number[] = [];
  let last: Response | null = null;
  for (let i = 0; i < SIGNINS; i++) {
    const [res, t] = await timed(signIn);
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    signInTimes.push(t);
    last = res;
  }
  row('sign-in p50', ms(quantile(signInTimes, 0.5)));
  row('sign-in p99', ms(quantile(signInTimes, 0.99)));
  const profile = (await last!.json()) as { user_id: number };
  const cookie = last!.headers.getSetCookie().find((c) => c.startsWith('summit_refresh='))!.split(';')[0]!;

  // ---- (c) concurrent 401s -----------------------------------------------------------------
  console.log(`\n(c) ${CONCURRENT} concurrent GET /api/auth/isOtpVerified/${profile.user_id} with a dead token, ${ROUNDS} rounds ...`);
  const client = await loadSpaClient();
  console.log(`    client: ${client.how}`);
  const { http, configureSession, refreshSession, fetchIdentityProfile, storage } = client;
  http.defaults.baseURL = base;
  // A browser's cookie jar, for Node: send the refresh cookie, keep the rotated one.
  const jar = { cookie };
  http.interceptors.request.use((config) => {
    config.headers.set('Cookie', jar.cookie);
    return config;
  });
  http.interceptors.response.use((res) => {
    const set = res.headers['set-cookie']?.find((c: string) => c.startsWith('summit_refresh='));
    if (set) jar.cookie = set.split(';')[0]!;
    return res;
  });
  // As src/app/actors.ts wires it: refresh the session, refetch the profile, keep the new token.
  configureSession({
    refresh: async () => {
      await refreshSession();
      const p = await fetchIdentityProfile();
      storage.set(STORAGE_KEYS.accessToken, p.access_token);
      return p.access_token;
    },
    onSessionLost: (error) => {
      throw new Error(`session lost: ${String(error)}`);
    },
  });
  for (let round = 1; round <= ROUNDS; round++) {
    storage.set(STORAGE_KEYS.accessToken, `garbage.${round}.token`);
    const before = refreshCalls;
    const before401 = unauthorized;
    const [results, wall] = await timed(() => Promise.allSettled(
      Array.from({ length: CONCURRENT }, () => http.get(`/api/auth/isOtpVerified/${profile.user_id}`)),
    ));
    const ok = results.filter((r) => r.status === 'fulfilled' && r.value.status === 200).length;
    row(`round ${round}: 401 answers to the ${CONCURRENT} calls`, String(unauthorized - before401));
    row(`round ${round}: POST /auth/refresh seen by the server`, String(refreshCalls - before));
    row(`round ${round}: calls answered 200 after the retry`, `${ok} / ${CONCURRENT}`);
    row(`round ${round}: wall time for all ${CONCURRENT}`, ms(wall));
  }
} finally {
  await app.close(); // closes the database too (server/plugins/db.ts)
}

console.log('\nsummary');
console.log(`  ${'-'.repeat(52)} ${'-'.repeat(14)}`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(52)} ${value}`);
console.log('');

/**
 * src/api/http.ts reads import.meta.env (a Vite feature) and window.localStorage, so plain tsx
 * cannot import it: it is loaded through Vite's module runner, which supplies import.meta.env,
 * with a window.localStorage shim in memory.
 */
async function loadSpaClient() {
  const memory = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, String(v)),
    removeItem: (k: string) => void memory.delete(k),
  };
  Object.assign(globalThis, { window: { localStorage } });
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<typeof import('./spa-client')>(new URL('./spa-client.ts', import.meta.url).pathname, {
    configFile: false, logLevel: 'error', mode: 'development', root: process.cwd(),
  });
  return { ...module, how: 'src/api/http.ts + src/api/auth.ts via Vite runnerImport (import.meta.env defined), window.localStorage shim' };
}
