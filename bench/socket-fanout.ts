// Prints socket fan-out figures; asserts nothing. Run: npm run bench:sockets [-- N]
//   The API host runs in this process (PGlite in a temporary data folder, 127.0.0.1); N clients (default 2000)
//   hold a notification socket each, in BENCH_CLIENT_PROCS child processes (default 1). One announcement to all members is
//   stored and pushed to every one of them: BENCH_WARMUPS warm-up rounds (default 3 since decision 0091; printed, not counted: first-use
//   code paths and JIT), then ROUNDS timed rounds, each after a forced GC and a pause. Prints
//   delivery latency p50/p99 over every delivery of the timed rounds (announce call sent → event
//   handled by the member's client), when this process had handed the last frame to the kernel,
//   and this process's memory growth per connection (heap + external after a forced GC, and RSS). BENCH_PROFILE=out.cpuprofile records where
//   this process spends CPU during the rounds (open it in Chrome DevTools), BENCH_CLIENT_PROFILE=out.cpuprofile the clients' process.
//   Since decision 0088 each round also prints when the write loop started, its CPU time, and a floor: the earliest the last member
//   could have it with the clients on this machine's cores (loop start + (loop CPU + clients' CPU) / cores). The latency is still
//   measured to the event handled by each member's client; nothing was taken out of it.
//   Since decision 0091 each member is by default a lean wire-level client (bench/socket-wire-client.ts: a `ws` socket speaking
//   engine.io/socket.io: the real handshake with the token, pings answered, each frame decoded and checked): members decode on
//   their own devices, not on the server's cores. BENCH_CLIENTS=socket.io runs a whole socket.io-client per member instead, as
//   every figure before 0091. The mode that ran is printed; both check every frame is the round's announcement, in order.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { Session } from 'node:inspector';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { sessions } from '../server/db/schema';
import { directFrames } from '../server/realtime/direct-frames';
import { DEMO_ADMIN, seedDemoData, seedReferenceData } from '../server/db/seed';
import { createTempDatabase } from '../tests/pg/temp-database';
import { stolenMs } from './host-steal';

const N = Number(process.argv[2] ?? 2000);
const ROUNDS = 5;
const now = () => performance.timeOrigin + performance.now();
const gc = (globalThis as { gc?: () => void }).gc;
const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 200));
  }
  const m = process.memoryUsage();
  return { heap: (m.heapUsed + m.external) / 1024, rss: m.rss / 1024 };
};

// A data folder as the API host runs by default (DATA_DIR): in-memory PGlite grows its files by
// copying them, a cost a real install does not pay. Deleted at the end. BENCH_DATABASE_URL (a
// PostgreSQL server) runs on a throwaway database there instead, with the socket.io Postgres
// adapter as a cluster node runs it.
const serverUrl = process.env.BENCH_DATABASE_URL;
const temp = serverUrl ? await createTempDatabase(serverUrl, 'summit_bench') : null;
const dataDir = temp ? null : mkdtempSync(path.join(tmpdir(), 'summit-bench-sockets-'));
const database = await openDatabase(temp ? { kind: 'postgres', url: temp.url } : { kind: 'pglite', dataDir });
await seedReferenceData(database.db);
await seedDemoData(database.db);
const app = await buildApp({ database, spaDir: null, auth: { rateLimitPerMinute: 1_000_000 } }, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

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
// A socket opens only for a live session: one per member, written 1000 at a time.
const sessionIds = ids.map(() => randomUUID());
for (let i = 0; i < ids.length; i += 1000) {
  await database.db.insert(sessions).values(ids.slice(i, i + 1000).map((userId, k) => ({ sessionId: sessionIds[i + k]!, userId, tenantId: 'bench' })));
}
const tokens = await Promise.all(ids.map((id, i) => app.auth.tokens.sign({
  user_id: id, session_id: sessionIds[i]!, tenant_id: 'bench', preferred_username: `bench${id}`, email: '', email_verified: false, given_name: '', family_name: '',
})));

const before = await settle();
// The clients' own work (5,000 socket.io clients decoding each frame) is not the server's: each
// client process reports its CPU time. BENCH_CLIENT_PROCS spreads them over more processes (for a
// machine with cores to spare); on this 2-core machine one is faster — a second client process
// takes the server's core (decision 0072), and the clients are ~1/3 of the server's CPU.
const PROCS = Math.max(1, Number(process.env.BENCH_CLIENT_PROCS ?? 1));
// BENCH_CLIENTS=wire|socket.io: which client each member runs (bench/socket-clients.ts, decision 0091; wire by default).
const CLIENT_MODE = process.env.BENCH_CLIENTS === 'socket.io' ? 'socket.io' : 'wire';
console.log(`connecting ${N} sockets from ${PROCS} child process(es), clients: ${CLIENT_MODE} ...`);
let deliveries: number[] = [];
let clientsUp = false;
const clientCpu: number[] = Array.from({ length: PROCS }, () => 0);
const unexpectedFrames: number[] = Array.from({ length: PROCS }, () => 0);
let clientMode = '?';
const collected: ((() => void) | undefined)[] = Array.from({ length: PROCS }, () => undefined);
// The clients' young generation emptied before each round, as this process's garbage is (decision 0093).
const CLIENT_GC = process.env.BENCH_CLIENT_GC !== '0';
const collectClients = () => Promise.all(children.map(({ child }, p) => new Promise<void>((resolve) => {
  collected[p] = resolve;
  child.kill('SIGUSR2');
})));
const children = Array.from({ length: PROCS }, (_, p) => {
  // Node itself, not the tsx wrapper (which adds a process). Its garbage is NOT collected between
  // rounds: tried (decision 0088), a forced collection there made the next round's decoding
  // dearer (clients' CPU median 210 against 157 ms per announcement, same lock).
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/socket-clients.ts', base], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buffer = '';
  const connected = new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('connected ')) {
          clientMode = line.slice('connected '.length);
          resolve();
        } else if (line === 'collected') collected[p]?.();
        else if (line.startsWith('unexpected ')) unexpectedFrames[p] = Number(line.slice('unexpected '.length));
        else if (line.startsWith('got ')) deliveries.push(...line.slice(4).split(',').map(Number));
        else if (line.startsWith('cpu ')) clientCpu[p] = Number(line.slice(4));
      }
    });
  });
  child.once('exit', (code) => {
    if (!clientsUp) {
      console.error(`a clients' process exited (${code}) before all sockets were connected`);
      process.exit(1);
    }
  });
  return { child, connected };
});
const t0 = now();
children.forEach(({ child }, p) => child.stdin!.end(JSON.stringify(tokens.filter((_, i) => i % PROCS === p))));
await Promise.all(children.map((c) => c.connected));
clientsUp = true;
const connectMs = now() - t0;
const after = await settle();

// BENCH_PROFILE=file.cpuprofile: a CPU profile of this (server) process over the rounds only.
const profiler = process.env.BENCH_PROFILE ? new Session() : null;
const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => {
  profiler!.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result)));
});
if (profiler) {
  profiler.connect();
  await post('Profiler.enable');
  await post('Profiler.start');
}

// When the server's broadcast (one synchronous loop writing every socket) started and ended,
// measured in this process around the namespace adapter's broadcast: the server's own share of
// the latency, apart from the clients decoding on the same cores.
// Its CPU time too (this process, user + system; system is the kernel's share: the write calls), which
// other work on the machine hardly changes: what the loop would take on a core of its own.
const broadcasts: { start: number; end: number; cpu: number; system: number }[] = [];
const adapter = app.realtime.notifications.adapter;
const broadcast = adapter.broadcast.bind(adapter);
adapter.broadcast = (packet, opts) => {
  const start = now();
  const cpuAt = process.cpuUsage();
  broadcast(packet, opts);
  const cpu = process.cpuUsage(cpuAt);
  broadcasts.push({ start, end: now(), cpu: (cpu.user + cpu.system) / 1000, system: cpu.system / 1000 });
};

const latencies: number[] = [];
const rounds: string[] = [];
const cpuMs: number[] = [];
const clientCpuMs: number[] = [];
const writtenMs: number[] = [];
const loopStartMs: number[] = [];
const loopCpuMs: number[] = [];
const floorMs: number[] = [];
const stolenMsRounds: number[] = [];
const loopSystemMs: number[] = [];
const CORES = availableParallelism();
// Warm-up rounds, printed and not counted (BENCH_WARMUPS, default 3): first-use code paths, JIT and
// the heap settling on both sides take about three announcements here — the server's loop CPU and the
// clients' CPU come down over warm-ups 1–3 and stay there (decision 0091; one warm-up before it).
const WARMUPS = Math.max(1, Number(process.env.BENCH_WARMUPS ?? 3));
console.log(`${WARMUPS} warm-up round(s), then ${ROUNDS} timed rounds`);
for (let round = 0; round < WARMUPS + ROUNDS; round++) {
  // Garbage of the previous round (or of the connections) is collected before, not during, a round.
  gc?.();
  if (CLIENT_GC) await collectClients();
  await new Promise((r) => setTimeout(r, 200));
  deliveries = [];
  broadcasts.length = 0;
  const cpuAt = process.cpuUsage();
  // Broadcast frames written straight to members' connections, or through engine.io (decision 0091).
  const framesAt = { ...directFrames };
  const clientCpuAt = clientCpu.reduce((a, b) => a + b, 0);
  const stolenAt = stolenMs();
  const sentAt = now();
  const res = await fetch(`${base}/api/notification/announce`, { method: 'POST', headers: json(admin.access_token), body: JSON.stringify({ body: `Round ${round}`, audience: { all: true } }) });
  const respondedMs = now() - sentAt;
  const { sent } = (await res.json()) as { sent: number };
  const deadline = now() + 30_000;
  while (deliveries.length < N && now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // This process's CPU (the API host's work) until the last delivery: unlike the latency, it
  // hardly moves when other work shares the machine.
  const cpu = process.cpuUsage(cpuAt);
  const stolen = stolenMs() - stolenAt;
  cpuMs.push((cpu.user + cpu.system) / 1000);
  await new Promise((r) => setTimeout(r, 50)); // the clients' last CPU report
  clientCpuMs.push(clientCpu.reduce((a, b) => a + b, 0) - clientCpuAt);
  const round_ = deliveries.map((t) => t - sentAt);
  const framesWay = `, frames direct ${directFrames.written - framesAt.written} / through engine.io ${directFrames.queued - framesAt.queued}`;
  const written = broadcasts.length > 0 ? Math.max(...broadcasts.map((b) => b.end)) - sentAt : NaN;
  const loop = broadcasts.reduce((sum, b) => sum + b.end - b.start, 0);
  const loopCpu = broadcasts.reduce((sum, b) => sum + b.cpu, 0);
  const loopSystem = broadcasts.reduce((sum, b) => sum + b.system, 0);
  // From the call to the broadcast's first write: the route, the sign-in check and the one-row insert.
  const loopStart = broadcasts.length > 0 ? Math.min(...broadcasts.map((b) => b.start)) - sentAt : NaN;
  // No member can have it before the loop started and this round's CPU work — the loop's and every
  // client's decoding, both measured — is done on this machine's cores, even perfectly shared and
  // with nothing else running (not even the members' rows being written): a floor for this round.
  // (Not max(loop CPU, …): a process's CPU counts its helper threads too, e.g. the collector's.)
  const floor = loopStart + (loopCpu + clientCpuMs.at(-1)!) / CORES;
  if (round >= WARMUPS) {
    latencies.push(...round_);
    writtenMs.push(written);
    loopStartMs.push(loopStart);
    loopCpuMs.push(loopCpu);
    loopSystemMs.push(loopSystem);
    floorMs.push(floor);
    stolenMsRounds.push(stolen);
  }
  rounds.push(`  ${round < WARMUPS ? `warm-up ${round + 1}` : `round ${round - WARMUPS + 1}`}: stored ${sent}, answered after ${respondedMs.toFixed(0)} ms, delivered ${round_.length}/${N}, first after ${Math.min(...round_).toFixed(0)} ms, last after ${Math.max(...round_).toFixed(0)} ms, p99 ${round_.length ? quantile(round_, 0.99).toFixed(0) : '-'} ms, write loop from ${loopStart.toFixed(0)} to ${written.toFixed(0)} ms (${loop.toFixed(0)} ms, CPU ${loopCpu.toFixed(0)} ms of which system ${loopSystem.toFixed(0)} ms), server CPU ${cpuMs.at(-1)!.toFixed(0)} ms, clients' CPU ${clientCpuMs.at(-1)!.toFixed(0)} ms, floor ${floor.toFixed(0)} ms, stolen by the host ${stolen} ms${framesWay}`);
}
// The warm-up rounds' CPU is not counted either.
cpuMs.splice(0, WARMUPS);
clientCpuMs.splice(0, WARMUPS);
if (profiler) {
  const { profile } = (await post('Profiler.stop')) as { profile: object };
  writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
}
for (const { child } of children) child.kill('SIGTERM');
await app.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
await temp?.drop();

console.log(`\n${rounds.join('\n')}`);
console.log('\nsummary');
console.log(`  clients                                       ${N} in ${PROCS} process(es), ${clientMode === 'wire' ? 'wire (a ws socket speaking engine.io/socket.io: handshake with the token, pings, each frame decoded and checked)' : 'socket.io-client'}`);
console.log(`  frames not the expected announcement          ${unexpectedFrames.reduce((a, b) => a + b, 0)}`);
console.log(`  database                                      ${temp ? 'PostgreSQL server (with the socket.io Postgres adapter)' : 'PGlite in a data folder'}`);
console.log(`  connect all (200 at a time)                   ${connectMs.toFixed(0)} ms`);
console.log(`  delivery latency p50                          ${quantile(latencies, 0.5).toFixed(1)} ms`);
console.log(`  delivery latency p99                          ${quantile(latencies, 0.99).toFixed(1)} ms`);
console.log(`  last frame written by the server (median)     ${quantile(writtenMs, 0.5).toFixed(1)} ms (rounds: ${writtenMs.map((v) => v.toFixed(0)).join(' ')})`);
console.log(`  write loop started after (median)             ${quantile(loopStartMs, 0.5).toFixed(1)} ms`);
console.log(`  write loop CPU (median, min–max)              ${quantile(loopCpuMs, 0.5).toFixed(0)} ms (${Math.min(...loopCpuMs).toFixed(0)}–${Math.max(...loopCpuMs).toFixed(0)}), of which system (the kernel: write calls) ${quantile(loopSystemMs, 0.5).toFixed(0)} ms`);
console.log(`  server CPU per announcement (median)          ${quantile(cpuMs, 0.5).toFixed(0)} ms`);
console.log(`  floor of the last delivery here (median)      ${quantile(floorMs, 0.5).toFixed(1)} ms (rounds: ${floorMs.map((v) => v.toFixed(0)).join(' ')}; loop start + (loop CPU + clients' CPU) / ${CORES} cores)`);
console.log(`  CPU stolen by the host (rounds)               ${stolenMsRounds.join(' ')} ms (both cores, announce call sent → last delivery)`);
console.log(`  clients' CPU per announcement (median, all)   ${quantile(clientCpuMs, 0.5).toFixed(0)} ms (${(1000 * quantile(clientCpuMs, 0.5) / N).toFixed(1)} µs per member's frame)`);
console.log(`  server heap+external growth per connection    ${((after.heap - before.heap) / N).toFixed(1)} KiB${gc ? '' : ' (no --expose-gc: noisy)'}`);
console.log(`  server RSS growth per connection              ${((after.rss - before.rss) / N).toFixed(1)} KiB`);
console.log(`  (latency: announce call sent → frame handled by the member's client, the time a member waits, over the ${ROUNDS} rounds after ${WARMUPS} warm-up(s);`);
console.log('   the members\' rows are written after the frame, before the call answers)');
process.exit(0);
