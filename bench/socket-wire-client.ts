// A lean notification socket for bench/socket-clients.ts (decisions 0091, 0093): a TCP connection
// that speaks WebSocket (RFC 6455) and engine.io 4 / socket.io 5 itself. It does what a member's
// client must do on the wire: the WebSocket upgrade (its accept key checked), engine.io's open,
// socket.io's CONNECT to the notifications namespace with the access token (which the server checks
// as for any member), pongs to the server's pings, and each event frame decoded (UTF-8, JSON) and
// handed over to be checked, as socket.io-client hands it to a listener. What it leaves out are the
// layers above the bytes (socket.io-client's emitters and reconnection; since 0093 also ws's
// stream-based receiver): a member's device decodes only its own frame, while 5,000 clients here
// share the server's two cores, so every microsecond a client spends is one the server does not get.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { SOCKET } from '../contracts';

/** engine.io packet types (first character of a text frame). */
const EIO = { open: '0', ping: '2', pong: '3', message: '4' } as const;
/** socket.io packet types (second character, inside an engine.io message). */
const SIO = { connect: '0', event: '2', connectError: '4' } as const;
/** WebSocket opcodes (RFC 6455 §5.2). */
const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;
const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** A client frame: FIN, the opcode, masked with a fresh key (clients must mask, RFC 6455 §5.3). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else if (length < 65536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let i = 0; i < length; i++) frame[header + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/**
 * Opens one socket for `token`; resolves once the server accepted it into the notifications
 * namespace. Each event frame is decoded (JSON) and handed to `onEvent(name, payload)`, which checks
 * it. Nothing is retried: a refused upgrade, a wrong accept key or a refusal of the namespace rejects.
 */
export function openWireSocket(base: string, token: string, onEvent: (name: unknown, payload: unknown) => void): Promise<net.Socket> {
  const { hostname, port } = new URL(base);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1').update(key + WS_GUID).digest('base64');
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  return new Promise((resolve, reject) => {
    let upgraded = false;
    let pending: Buffer | null = null;
    /** A fragmented message's parts so far (the server sends whole frames; handled all the same). */
    let fragments: Buffer[] | null = null;
    const sendText = (text: string) => socket.write(clientFrame(OP.text, Buffer.from(text)));
    const onText = (text: string) => {
      const type = text[0];
      if (type === EIO.message && text[1] === SIO.event) {
        // '42["new_notification",{…}]': the default namespace's event, no acknowledgement id.
        const [name, payload] = JSON.parse(text.slice(2)) as [unknown, unknown];
        onEvent(name, payload);
      } else if (type === EIO.ping) {
        sendText(EIO.pong);
      } else if (type === EIO.open) {
        sendText(`${EIO.message}${SIO.connect}${JSON.stringify({ token })}`);
      } else if (type === EIO.message && text[1] === SIO.connect) {
        resolve(socket);
      } else if (type === EIO.message && text[1] === SIO.connectError) {
        reject(new Error(`refused: ${text.slice(2)}`));
        socket.destroy();
      }
    };
    /** Reads every whole frame in `data`; returns what is left of an incomplete one (or null). */
    const readFrames = (data: Buffer): Buffer | null => {
      let at = 0;
      while (data.length - at >= 2) {
        const fin = (data[at]! & 0x80) !== 0;
        const opcode = data[at]! & 0x0f;
        if ((data[at + 1]! & 0x80) !== 0) throw new Error('a server frame must not be masked');
        let length = data[at + 1]! & 0x7f;
        let header = 2;
        if (length === 126) {
          if (data.length - at < 4) break;
          length = data.readUInt16BE(at + 2);
          header = 4;
        } else if (length === 127) {
          if (data.length - at < 10) break;
          length = Number(data.readBigUInt64BE(at + 2));
          header = 10;
        }
        if (data.length - at < header + length) break;
        const payload = data.subarray(at + header, at + header + length);
        at += header + length;
        if (opcode === OP.text && fin) onText(payload.toString('utf8'));
        else if (opcode === OP.text || opcode === OP.continuation) {
          (fragments ??= []).push(Buffer.from(payload));
          if (fin) {
            const whole = Buffer.concat(fragments);
            fragments = null;
            onText(whole.toString('utf8'));
          }
        } else if (opcode === OP.ping) socket.write(clientFrame(OP.pong, payload));
        else if (opcode === OP.close) socket.end();
        // binary and pong frames carry nothing a notification socket reads
      }
      return at === data.length ? null : data.subarray(at);
    };
    socket.once('connect', () => {
      socket.write(`GET ${SOCKET.path}/?EIO=4&transport=websocket HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`
        + `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      let data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      if (!upgraded) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) {
          pending = data;
          return;
        }
        const head = data.subarray(0, end).toString('latin1');
        if (!/^HTTP\/1\.1 101 /.test(head) || !head.includes(`\r\nSec-WebSocket-Accept: ${accept}`)) {
          reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        upgraded = true;
        data = data.subarray(end + 4);
      }
      pending = readFrames(data);
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('closed before connecting')));
  });
}
