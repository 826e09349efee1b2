import type { Socket } from 'socket.io';
import { WHOLE_FRAME } from './whole-frames';

// A room broadcast (an announcement to 5,000 members) is encoded once into one websocket frame
// (whole-frames.ts); what is left per socket is the server's write loop, two thirds of it
// user-space bookkeeping: socket.io's writeToEngine, engine.io's packet object, events, write
// buffer and flush, ws's sendFrame and a write callback per socket (decision 0088). Where it is
// safe, the same frame is written straight to the member's connection instead (decision 0091):
// the same bytes, in the same order, minus that bookkeeping. Where it is not, the frame takes the
// normal path, which queues it behind whatever is waiting.

/** engine.io's socket (socket.io's `client.conn`), as far as this reads it. */
interface EngineSocket {
  readyState?: string;
  upgrading?: boolean;
  writeBuffer?: unknown[];
  transport?: {
    name?: string;
    writable?: boolean;
    perMessageDeflate?: unknown;
    /** The `ws` WebSocket of a websocket transport. */
    socket?: {
      readyState?: number;
      extensions?: string;
      _sender?: { _state?: number; _queue?: unknown[] };
      _socket?: { destroyed?: boolean; writable?: boolean; write(chunk: Buffer): boolean };
    };
  };
}

/** socket.io's per-connection client, as far as this patches it. */
interface EngineClient {
  conn: EngineSocket;
  writeToEngine(encodedPackets: unknown, opts: Record<PropertyKey, unknown>): void;
}

const WS_OPEN = 1;
/** ws 8's Sender: not deflating nor reading a Blob, i.e. it writes a frame the moment it gets it. */
const SENDER_IDLE = 0;

/**
 * Writes `frame` to the connection's TCP socket when nothing can be ahead of it or change it:
 * engine.io's socket open, not upgrading, nothing in its write buffer, a websocket transport that
 * is writable (no send in flight) without per-message deflate, and ws's sender idle with no frames
 * queued. Then the frame is exactly what ws's `sendFrame` would write, written to the same socket.
 * Returns false (nothing written) otherwise, or when ws or engine.io are not shaped as expected.
 */
export function writeFrameDirect(conn: EngineSocket, frame: Buffer): boolean {
  if (conn.readyState !== 'open' || conn.upgrading !== false || conn.writeBuffer?.length !== 0) return false;
  const transport = conn.transport;
  if (transport?.name !== 'websocket' || transport.writable !== true || transport.perMessageDeflate) return false;
  const ws = transport.socket;
  if (ws?.readyState !== WS_OPEN || ws.extensions !== '') return false;
  const sender = ws._sender;
  if (sender?._state !== SENDER_IDLE || sender._queue?.length !== 0) return false;
  const tcp = ws._socket;
  if (!tcp || tcp.destroyed !== false || tcp.writable !== true || typeof tcp.write !== 'function') return false;
  tcp.write(frame);
  return true;
}

/** How many broadcast frames went each way in this process (bench:sockets prints them). */
export const directFrames = { written: 0, queued: 0 };

/** socket.io 4.8's Client.writeToEngine, with broadcast frames written directly when safe. */
function writeToEngine(this: EngineClient & { [normal]: EngineClient['writeToEngine'] }, encodedPackets: unknown, opts: Record<PropertyKey, unknown>) {
  const frame = opts[WHOLE_FRAME];
  if (frame instanceof Buffer) {
    if (!opts.volatile && writeFrameDirect(this.conn, frame)) {
      directFrames.written++;
      return;
    }
    directFrames.queued++;
  }
  this[normal](encodedPackets, opts);
}
const normal = Symbol('socket.io writeToEngine');

/**
 * Lets broadcasts to this socket's connection take the direct write (call on every connection of
 * a namespace whose adapter writes frames whole). A connection shared by two namespaces is patched
 * once. If socket.io's client has no `writeToEngine`, nothing changes.
 */
export function writeBroadcastFramesDirect(socket: Socket): void {
  const client = socket.client as unknown as EngineClient & { [normal]?: EngineClient['writeToEngine'] };
  if (client[normal] || typeof client.writeToEngine !== 'function') return;
  client[normal] = client.writeToEngine;
  client.writeToEngine = writeToEngine;
}
