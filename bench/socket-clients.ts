// Child of bench/socket-fanout.ts: opens one notification socket per token read from stdin
// (one JSON array), prints "connected" when all are up, then the absolute receive times of the
// deliveries, so the server process's memory is measured without the clients in it. Each time is
// taken when the delivery is handled and checked (the event's name, and the body of the round
// this socket is on: its k-th announcement must be "Round k"); they are written ("got t1,t2,…" and
// this process's CPU so far, "cpu ms") once every socket here has this round's frame, or 1 s after
// the first one if some never arrive, so reporting is not work the clients do between two
// members' frames. A frame that is not the one expected is counted ("unexpected n") and not timed.
// BENCH_CLIENTS picks the client (decision 0091): "wire" (the default: bench/socket-wire-client.ts, a
// TCP socket speaking WebSocket and the protocol itself — a `ws` socket from 0091 to 0093 — with
// far less CPU per frame on the server's cores) or "socket.io" (a whole socket.io-client per member,
// as every bench:sockets figure before decision 0091).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { SOCKET, SOCKET_EVENTS } from '../contracts';
import { openWireSocket } from './socket-wire-client';

const base = process.argv[2]!;
const now = () => performance.timeOrigin + performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let pending: number[] = [];
let sockets = 0;
let late: NodeJS.Timeout | undefined;
const flush = () => {
  clearTimeout(late);
  late = undefined;
  if (pending.length > 0) process.stdout.write(`got ${pending.join(',')}\ncpu ${cpuMs()}\n`);
  pending = [];
};
const report = (at: number) => {
  pending.push(at);
  if (pending.length >= sockets) setImmediate(flush);
  else late ??= setTimeout(flush, 1000);
};
let unexpected = 0;
/** A socket's handler of event frames: times the announcement it expects next, counts anything else. */
const announcements = () => {
  let round = 0;
  return (name: unknown, payload: unknown) => {
    const body = (payload as { notification_body?: unknown } | null)?.notification_body;
    if (name === SOCKET_EVENTS.newNotification && body === `Round ${round}`) {
      round++;
      report(now());
    } else {
      process.stdout.write(`unexpected ${++unexpected}\n`);
    }
  };
};
const CLIENTS = process.env.BENCH_CLIENTS === 'socket.io' ? 'socket.io' : 'wire';
const openSocketIo = (token: string) => new Promise<unknown>((resolve, reject) => {
  const socket = io(base, { path: SOCKET.path, auth: { token }, transports: ['websocket'], reconnection: false, timeout: 120_000 });
  const handle = announcements();
  socket.on(SOCKET_EVENTS.newNotification, (payload: unknown) => handle(SOCKET_EVENTS.newNotification, payload));
  socket.once('connect', () => resolve(socket));
  socket.once('connect_error', reject);
});
const open = CLIENTS === 'wire' ? (token: string) => openWireSocket(base, token, announcements()) : openSocketIo;
let input = '';
process.stdin.on('data', (c: Buffer) => { input += c.toString(); });
process.stdin.on('end', async () => {
  const tokens = JSON.parse(input) as string[];
  sockets = tokens.length;
  const held: unknown[] = []; // for the whole run
  for (let i = 0; i < tokens.length; i += 200) held.push(...await Promise.all(tokens.slice(i, i + 200).map(open)));
  // BENCH_CLIENT_PROFILE=file.cpuprofile: where the clients spend CPU over the rounds (not the handshakes).
  if (profileFile) {
    profiler.connect();
    profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
  }
  // Taken now, so the first round's CPU does not count the handshakes.
  process.stdout.write(`connected ${CLIENTS}\ncpu ${cpuMs()}\n`);
});
// Between rounds the parent asks for a scavenge here (SIGUSR2), as it collects its own garbage
// before each round: 5,000 members on their own devices never pause together for one collector,
// as 5,000 sockets in this one process do when a scavenge lands inside a round (decision 0093).
const collect = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;
process.on('SIGUSR2', () => {
  collect?.({ type: 'minor' });
  process.stdout.write('collected\n');
});
const profileFile = process.env.BENCH_CLIENT_PROFILE;
const profiler = new Session();
process.on('SIGTERM', () => {
  if (!profileFile) process.exit(0);
  profiler.post('Profiler.stop', (err, result) => {
    if (!err) writeFileSync(profileFile, JSON.stringify(result.profile));
    process.exit(0);
  });
});
