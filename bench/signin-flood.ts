// Prints figures; asserts nothing. Run: npm run bench:flood
// Issue 11 #1: does a flood of failing sign-ins stall everybody else? The API host runs as its
// own process (as `npm run serve`, fresh data folder, demo seed, TRUST_PROXY=127.0.0.1 so each
// flooding request can claim its own client address like a botnet, every per-address limit
// passed). We measure a signed-in list call (p50/p99 of sequential calls) idle, then while
// FLOODERS concurrent loops post sign-ins with unknown usernames.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_ADMIN } from '../server/db/seed';

const FLOODERS = Number(process.argv[2] ?? 50);
const CALLS = 300;
const LIST = '/api/global-user/users/getAll?page=1&pageSize=25&sortField=username';

const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'summit-flood-'));
const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_SPA: 'false', LOG_LEVEL: 'error', DATABASE_URL: '', TRUST_PROXY: '127.0.0.1', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i += 1) {
    if (i > 240) throw new Error('the API host did not start within 60 s');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  let ip = 0;
  const nextIp = () => {
    ip += 1;
    return `198.18.${(ip >> 8) & 255}.${ip & 255}`;
  };
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
  });
  const { access_token: token } = await signin.json() as { access_token: string };
  if (!token) throw new Error(`sign-in failed: ${signin.status}`);

  async function measure(): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const t0 = performance.now();
      const res = await fetch(`${base}${LIST}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`list call answered ${res.status}`);
      times.push(performance.now() - t0);
    }
    return times;
  }

  await measure(); // warm up
  const idle = await measure();

  let flooding = true;
  const statuses = new Map<number, number>();
  const signinTimes: number[] = [];
  const flooder = async (n: number) => {
    for (let i = 0; flooding; i += 1) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/auth/signin`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ username: `nobody-${n}-${i}`, password: 'a wrong password' }),
      });
      await res.arrayBuffer();
      signinTimes.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const flood = Array.from({ length: FLOODERS }, (_, n) => flooder(n));
  await new Promise((r) => setTimeout(r, 1000)); // let the flood build up
  const loaded = await measure();
  flooding = false;
  await Promise.all(flood);

  const idleP99 = quantile(idle, 0.99);
  const loadedP99 = quantile(loaded, 0.99);
  console.log(`\nsigned-in list call (${LIST}), ${CALLS} sequential calls each:`);
  console.log(`  idle                         p50 ${ms(quantile(idle, 0.5))}  p99 ${ms(idleP99)}`);
  console.log(`  with ${FLOODERS} flooding sign-ins   p50 ${ms(quantile(loaded, 0.5))}  p99 ${ms(loadedP99)}`);
  console.log(`  p99 under flood / idle p99   ${(loadedP99 / idleP99).toFixed(2)}× (target ≤ 2×)`);
  console.log(`failing sign-ins during the flood: ${signinTimes.length}, p50 ${ms(quantile(signinTimes, 0.5))}, p99 ${ms(quantile(signinTimes, 0.99))}`);
  console.log(`  statuses: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s} × ${n}`).join(', ')}\n`);
} finally {
  stop();
}
