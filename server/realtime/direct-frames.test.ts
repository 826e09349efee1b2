import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type ServerOptions, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBroadcastFramesDirect, writeFrameDirect } from './direct-frames';
import { writeBroadcastFramesWhole } from './whole-frames';

// A bare socket.io server (no database) set up as the API host's namespaces are: frames written
// whole, and directly to the connection when nothing is queued ahead (decision 0091).
let http: HttpServer;
let io: Server;
const clients: Socket[] = [];

async function start(options: Partial<ServerOptions> = {}) {
  http = createServer();
  io = new Server(http, options);
  writeBroadcastFramesWhole(io.of('/').adapter);
  io.on('connection', (socket) => {
    writeBroadcastFramesDirect(socket);
    void socket.join('everyone');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

/** Connects a client and returns it with its server-side socket. */
async function member(url: string, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const joined = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
  const client = connect(url, { transports, reconnection: false });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return { client, socket: await joined };
}

/** Counts the packets that went through engine.io's normal path (every one emits packetCreate). */
function normalPackets(socket: ServerSocket) {
  let n = 0;
  socket.conn.on('packetCreate', (packet: { type: string }) => {
    if (packet.type === 'message') n++;
  });
  return () => n;
}

function received(client: Socket, count: number) {
  const got: unknown[] = [];
  return new Promise<unknown[]>((resolve) => {
    client.onAny((_event, payload: unknown) => {
      got.push(payload);
      if (got.length === count) resolve(got);
    });
  });
}

describe('broadcast frames written directly', () => {
  it('writes a room broadcast straight to an idle websocket connection, intact, short and long', async () => {
    const url = await start();
    const { client, socket } = await member(url);
    const normal = normalPackets(socket);
    // 200 B (7-bit length), 1 kB (16-bit) and 70 kB (64-bit): the same bytes ws would write.
    const bodies = ['x'.repeat(200), 'é'.repeat(500), 'y'.repeat(70_000)];
    for (const body of bodies) {
      const got = received(client, 1);
      io.to('everyone').emit('new_notification', { body });
      expect(await got).toEqual([{ body }]);
    }
    expect(normal()).toBe(0);
  });

  it('keeps the order of broadcasts and direct emits interleaved on a busy connection (the fallback queues them)', async () => {
    const url = await start();
    const { client, socket } = await member(url);
    const normal = normalPackets(socket);
    // A per-socket emit leaves the transport not writable until its write completes, so the
    // broadcasts right behind it must go through engine.io's buffer, in order.
    const sent: number[] = [];
    const got = received(client, 40);
    for (let i = 0; i < 40; i++) {
      sent.push(i);
      if (i % 3 === 0) socket.emit('direct', i);
      else io.to('everyone').emit('broadcast', i);
      if (i % 7 === 6) await new Promise((r) => setImmediate(r)); // some idle, some busy
    }
    expect(await got).toEqual(sent);
    expect(normal()).toBeGreaterThan(14); // the 14 direct emits, and at least one queued broadcast
  });

  it('falls back on the polling transport and with per-message deflate, delivering the same payloads', async () => {
    const polling = await member(await start(), ['polling']);
    const got = received(polling.client, 2);
    io.to('everyone').emit('a', 1);
    io.to('everyone').emit('b', 2);
    expect(await got).toEqual([1, 2]);
    clients.splice(0).forEach((c) => c.close());
    await new Promise<void>((resolve) => io.close(() => resolve()));

    const deflating = await member(await start({ perMessageDeflate: { threshold: 0 } }));
    const normal = normalPackets(deflating.socket);
    const both = received(deflating.client, 2);
    io.to('everyone').emit('a', 'z'.repeat(2_000));
    io.to('everyone').emit('b', 2);
    expect(await both).toEqual(['z'.repeat(2_000), 2]);
    expect(normal()).toBe(2);
  });

  it('writes nothing when engine.io or ws are not shaped as expected', () => {
    const frame = Buffer.from('x');
    const writes: Buffer[] = [];
    const tcp = { destroyed: false, writable: true, write: (b: Buffer) => writes.push(b) > 0 };
    const ws = (over: object = {}) => ({ readyState: 1, extensions: '', _sender: { _state: 0, _queue: [] }, _socket: tcp, ...over });
    const conn = (over: object = {}, transport: object = {}, socket: object = ws()) => ({
      readyState: 'open', upgrading: false, writeBuffer: [], transport: { name: 'websocket', writable: true, perMessageDeflate: null, socket, ...transport }, ...over,
    });
    expect(writeFrameDirect(conn(), frame)).toBe(true);
    expect(writes).toHaveLength(1);
    for (const unsafe of [
      {}, conn({ readyState: 'closing' }), conn({ upgrading: true }), conn({ upgrading: undefined }), conn({ writeBuffer: [{}] }), conn({ writeBuffer: undefined }),
      conn({}, { name: 'polling' }), conn({}, { writable: false }), conn({}, { perMessageDeflate: {} }), conn({}, { socket: undefined }),
      conn({}, {}, ws({ readyState: 2 })), conn({}, {}, ws({ extensions: 'permessage-deflate' })), conn({}, {}, ws({ _sender: undefined })),
      conn({}, {}, ws({ _sender: { _state: 1, _queue: [] } })), conn({}, {}, ws({ _sender: { _state: 0, _queue: [[]] } })), conn({}, {}, ws({ _sender: { _state: 0 } })),
      conn({}, {}, ws({ _socket: undefined })), conn({}, {}, ws({ _socket: { ...tcp, destroyed: true } })), conn({}, {}, ws({ _socket: { ...tcp, writable: false } })),
    ]) {
      expect(writeFrameDirect(unsafe as Parameters<typeof writeFrameDirect>[0], frame)).toBe(false);
    }
    expect(writes).toHaveLength(1);
  });
});
