// Child of bench/socket-fanout.ts: opens one notification socket per token read from stdin
// (one JSON array), prints "connected" when all are up, then one line per delivery with the
// absolute receive time, so the server process's memory is measured without the clients in it.
// Each time is taken when the delivery is handled; the lines are written once per loop turn
// (one pipe write for many deliveries), so reporting does not delay the next socket's message.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { SOCKET, SOCKET_EVENTS } from '../contracts';

const base = process.argv[2]!;
const now = () => performance.timeOrigin + performance.now();
let pending: string[] = [];
const report = (at: number) => {
  if (pending.length === 0) {
    setImmediate(() => {
      process.stdout.write(pending.join(''));
      pending = [];
    });
  }
  pending.push(`got ${at}\n`);
};
let input = '';
process.stdin.on('data', (c: Buffer) => { input += c.toString(); });
process.stdin.on('end', async () => {
  const tokens = JSON.parse(input) as string[];
  const sockets = [];
  for (let i = 0; i < tokens.length; i += 200) {
    await Promise.all(tokens.slice(i, i + 200).map((token) => new Promise<void>((resolve, reject) => {
      const socket = io(base, { path: SOCKET.path, auth: { token }, transports: ['websocket'], reconnection: false, timeout: 120_000 });
      sockets.push(socket);
      socket.on(SOCKET_EVENTS.newNotification, () => report(now()));
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    })));
  }
  process.stdout.write('connected\n');
});
process.on('SIGTERM', () => process.exit(0));
