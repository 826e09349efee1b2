import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBroadcastFramesWhole } from './whole-frames';

// A bare socket.io server (no database): what matters is the frame a broadcast hands to sockets.
let http: HttpServer;
let io: Server;
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  http = createServer();
  io = new Server(http);
  io.on('connection', (socket) => void socket.join('everyone'));
  writeBroadcastFramesWhole(io.of('/').adapter);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

const open = () => new Promise<Socket>((resolve, reject) => {
  const client = connect(url, { transports: ['websocket'], reconnection: false });
  clients.push(client);
  client.once('connect', () => resolve(client));
  client.once('connect_error', reject);
});

describe('writeBroadcastFramesWhole', () => {
  it('encodes a broadcast into one websocket frame buffer', () => {
    const opts: { wsPreEncodedFrame?: Buffer[] } = {};
    const encoder = io.of('/').adapter as unknown as { _encode(packet: unknown, o: typeof opts): unknown };
    encoder._encode({ type: 2, nsp: '/', data: ['new_notification', { body: 'hello' }] }, opts);
    expect(opts.wsPreEncodedFrame).toHaveLength(1);
    // An unmasked text frame (0x81) of '4' (engine.io message) + '2' (socket.io event) + the JSON.
    const frame = opts.wsPreEncodedFrame![0]!;
    expect(frame[0]).toBe(0x81);
    expect(frame.subarray(2).toString()).toBe('42["new_notification",{"body":"hello"}]');
  });

  it('delivers the same payload to every socket of the room, short and long', async () => {
    const members = await Promise.all([open(), open(), open()]);
    // 200 B (7-bit length) and 70 kB (64-bit length): the header is joined to the payload either way.
    for (const body of ['x'.repeat(200), 'y'.repeat(70_000)]) {
      const got = members.map((m) => new Promise<unknown>((resolve) => m.once('new_notification', resolve)));
      io.to('everyone').emit('new_notification', { body, n: [1, 2] });
      expect(await Promise.all(got)).toEqual(members.map(() => ({ body, n: [1, 2] })));
    }
  });
});
