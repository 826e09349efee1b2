// Prints figures; asserts nothing. Run: npm run bench:flood [-- FLOODERS [CALLS]]
// Issue 11 #1: does a flood of failing sign-ins stall everybody else? The API host runs as its
// own process (as `npm run serve`, fresh data folder, demo seed, TRUST_PROXY=127.0.0.1 so each
// flooding request can claim its own client address like a botnet, every per-address limit
// passed). We measure a signed-in list call (p50/p99 of sequential calls) idle, then while
// FLOODERS concurrent loops post sign-ins with unknown usernames.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { freePort } from '../tests/support/free-port';
import { DEMO_ADMIN } from '../server/db/seed';

const FLOODERS = Number(process.argv[2] ?? 50);
const CALLS = Number(process.argv[3] ?? 300);
const LIST = '/api/global-user/users/getAll?page=1&pageSize=25&sortField=username';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

// FLOODERS loops posting sign-ins with unknown usernames, each from its own forwarded address.
const FLOOD_CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, flooders } = workerData;
let flooding = true, ip = 0;
const statuses = new Map(), signinTimes = [];
async function loop(n) {
  for (let i = 0; flooding; i += 1) {
    ip += 1;
    const t0 = performance.now();
    const res = await fetch(base + '/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.' + ((ip >> 8) & 255) + '.' + (ip & 255) },
      body: JSON.stringify({ username: 'nobody-' + n + '-' + i, password: 'a wrong password' }),
    });
    await res.arrayBuffer();
    signinTimes.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) || 0) + 1);
  }
}
const loops = Array.from({ length: flooders }, (_, n) => loop(n));
parentPort.once('message', async () => {
  flooding = false;
  await Promise.all(loops);
  parentPort.postMessage({ statuses: [...statuses], signinTimes });
});
`;

/** CPU seconds used so far by a process and all its descendants (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = (Number(stat[11]) + Number(stat[12])) / 100; // utime + stime, in clock ticks (100/s)
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return own + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

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

  // The flood runs in a thread of its own, so its client-side work does not slow the measuring loop.
  const flood = new Worker(FLOOD_CLIENTS, { eval: true, workerData: { base, flooders: FLOODERS } });
  await new Promise((r) => setTimeout(r, 1500)); // let the flood build up
  const cpuBefore = cpuSeconds(server.pid!);
  const wallBefore = performance.now();
  const loaded = await measure();
  const serverCpu = cpuSeconds(server.pid!) - cpuBefore;
  const wall = (performance.now() - wallBefore) / 1000;
  const { statuses, signinTimes } = await new Promise<{ statuses: [number, number][]; signinTimes: number[] }>((resolve) => {
    flood.once('message', resolve);
    flood.postMessage('stop');
  });
  await flood.terminate();

  const idleP99 = quantile(idle, 0.99);
  const loadedP99 = quantile(loaded, 0.99);
  console.log(`\nsigned-in list call (${LIST}), ${CALLS} sequential calls each:`);
  console.log(`  idle                         p50 ${ms(quantile(idle, 0.5))}  p99 ${ms(idleP99)}`);
  console.log(`  with ${FLOODERS} flooding sign-ins   p50 ${ms(quantile(loaded, 0.5))}  p99 ${ms(loadedP99)}`);
  console.log(`  p99 under flood / idle p99   ${(loadedP99 / idleP99).toFixed(2)}× (target ≤ 2×)`);
  console.log(`failing sign-ins during the flood: ${signinTimes.length}, p50 ${ms(quantile(signinTimes, 0.5))}, p99 ${ms(quantile(signinTimes, 0.99))}`);
  console.log(`  API host CPU while measuring under flood: ${serverCpu.toFixed(1)} s in ${wall.toFixed(1)} s (hashing threads included)`);
  console.log(`  statuses: ${statuses.sort(([a], [b]) => a - b).map(([s, n]) => `${s} × ${n}`).join(', ')}\n`);
} finally {
  stop();
}
