// Prints socket fan-out figures; asserts nothing. Run: npm run bench:sockets [-- N]
//   N clients (default 2000) hold a notification socket each, on a real API host process
//   (PGlite, 127.0.0.1). One announcement to all members is stored and pushed to every one of
//   them; repeated ROUNDS times. Prints delivery latency p50/p99 (announce call sent → event
//   received) and the server process's memory per connection (RSS and heap growth / N).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { SOCKET, SOCKET_EVENTS } from '../contracts';
import { DEMO_ADMIN } from '../server/db/seed';

const N = Number(process.argv[2] ?? 2000);
const ROUNDS = 5;
const secret = randomBytes(32).toString('hex');

const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
  env: {
    ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_SPA: 'false', LOG_LEVEL: 'warn', JWT_SECRET: secret,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'summit-bench-')),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout!.on('data', (c: Buffer) => {
    out += c.toString();
    const m = /http:\/\/localhost:(\d+)\//.exec(out);
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  });
  child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
});

/** The server process's memory from /proc (Linux), in MiB. */
function serverMemory() {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024 };
}
const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

try {
  const signin = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: json(), body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }) });
  const admin = (await signin.json()) as { access_token: string; user_id: number };

  console.log(`creating ${N} members ...`);
  const ids: number[] = [];
  for (let i = 0; i < N; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, N - i) }, (_, k) => ({
      username: `bench${i + k}`, firstName: 'Bench', lastName: `Member ${i + k}`, email: `bench${i + k}@example.org`, created_by: admin.user_id,
    }));
    const res = await fetch(`${base}/api/auth/createMany`, { method: 'POST', headers: json(admin.access_token), body: JSON.stringify(batch) });
    if (res.status !== 201) throw new Error(`createMany: ${res.status} ${await res.text()}`);
    ids.push(...((await res.json()) as { data: { user_id: number }[] }).data.map((u) => u.user_id));
  }

  // Tokens as the API host signs them (same key, issuer and claims).
  const key = new TextEncoder().encode(secret);
  const now = Math.floor(Date.now() / 1000);
  const token = (id: number) => new SignJWT({ preferred_username: `bench${id}`, email: '', email_verified: false, given_name: '', family_name: '', sid: 'bench', tid: 'bench' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(id)).setIssuer('summit-platform').setIssuedAt(now).setExpirationTime(now + 3600).sign(key);

  const before = serverMemory();
  console.log(`connecting ${N} sockets ...`);
  const t0 = performance.now();
  const sockets: Socket[] = [];
  let received: number[] = [];
  let sentAt = 0;
  for (let i = 0; i < ids.length; i += 200) {
    await Promise.all(ids.slice(i, i + 200).map(async (id) => {
      const socket = io(base, { path: SOCKET.path, auth: { token: await token(id) }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on(SOCKET_EVENTS.newNotification, () => received.push(performance.now() - sentAt));
      await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    }));
  }
  const connectMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const after = serverMemory();

  const latencies: number[] = [];
  const rounds: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    received = [];
    sentAt = performance.now();
    const res = await fetch(`${base}/api/notification/announce`, { method: 'POST', headers: json(admin.access_token), body: JSON.stringify({ body: `Round ${round}`, audience: { all: true } }) });
    const { sent } = (await res.json()) as { sent: number };
    const deadline = performance.now() + 30_000;
    while (received.length < N && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    latencies.push(...received);
    rounds.push(`  round ${round}: stored ${sent}, delivered ${received.length}/${N}, last after ${Math.max(...received).toFixed(0)} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const s of sockets) s.close();

  console.log(`\n${rounds.join('\n')}`);
  console.log('\nsummary');
  console.log(`  clients                                     ${N}`);
  console.log(`  connect all (200 at a time)                 ${connectMs.toFixed(0)} ms`);
  console.log(`  delivery latency p50                        ${quantile(latencies, 0.5).toFixed(1)} ms`);
  console.log(`  delivery latency p99                        ${quantile(latencies, 0.99).toFixed(1)} ms`);
  console.log(`  server RSS before / after connecting        ${before.rss.toFixed(1)} / ${after.rss.toFixed(1)} MiB`);
  console.log(`  server memory per connection (RSS growth)   ${(((after.rss - before.rss) * 1024) / N).toFixed(1)} KiB`);
  console.log('  (latency includes storing one row per member and the HTTP call: the time a member waits)');
} finally {
  child.kill('SIGTERM');
}
