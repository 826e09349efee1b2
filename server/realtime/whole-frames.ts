import type { Namespace } from 'socket.io';

/** The in-memory adapter's encoder (socket.io-adapter 2.5): every adapter socket.io ships extends it. */
interface FrameEncoder {
  _encode(packet: unknown, opts: { wsPreEncodedFrame?: Buffer[]; [WHOLE_FRAME]?: Buffer }): unknown;
}

/** Where a broadcast's options carry its whole frame, for the direct write (direct-frames.ts, decision 0091). */
export const WHOLE_FRAME = Symbol('summit.wholeFrame');

/**
 * A broadcast (an announcement to 5,000 sockets) is encoded once, into a websocket frame of two
 * buffers (header, payload) that every socket then writes with cork, two writes, uncork and a
 * `writev`. Joined once into ONE buffer, each socket's write is a single plain write with less
 * stream bookkeeping; that loop is most of the server's part of the latency (decision 0078).
 * Works for any adapter built on the in-memory one (the Postgres adapter delivers to its own
 * process's sockets through it); with another, frames go as they are.
 */
export function writeBroadcastFramesWhole(adapter: Namespace['adapter']): void {
  const encoder = adapter as unknown as FrameEncoder;
  if (typeof encoder._encode !== 'function') return;
  const encode = encoder._encode.bind(encoder);
  encoder._encode = (packet, opts) => {
    const encoded = encode(packet, opts);
    const frame = opts.wsPreEncodedFrame;
    if (frame?.length === 2) opts.wsPreEncodedFrame = [Buffer.concat(frame)];
    if (opts.wsPreEncodedFrame?.length === 1) opts[WHOLE_FRAME] = opts.wsPreEncodedFrame[0];
    return encoded;
  };
}
