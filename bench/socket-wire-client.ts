// A lean notification socket for bench/socket-clients.ts (decision 0091): a `ws` WebSocket that
// speaks the engine.io 4 / socket.io 5 protocol itself, instead of a whole socket.io-client. It does
// what a member's client must do on the wire: the real handshake (engine.io open, then socket.io's
// CONNECT to the notifications namespace with the access token, which the server checks as for any
// member), answers the server's pings, and decodes each event frame and checks it IS the event
// expected. What it leaves out is socket.io-client's layers of streams, emitters and reconnection:
// a member's device decodes only its own frame, while 5,000 clients here share the server's cores.
import WebSocket from 'ws';
import { SOCKET } from '../contracts';

/** engine.io packet types (first character of a text frame). */
const EIO = { open: '0', ping: '2', pong: '3', message: '4' } as const;
/** socket.io packet types (second character, inside an engine.io message). */
const SIO = { connect: '0', event: '2', connectError: '4' } as const;

/**
 * Opens one socket for `token`; resolves once the server accepted it into the notifications
 * namespace. Each event frame is decoded (JSON) and handed to `onEvent(name, payload)`, which checks
 * it, as socket.io-client hands it to a listener. Nothing is retried: a refusal rejects.
 */
export function openWireSocket(base: string, token: string, onEvent: (name: unknown, payload: unknown) => void): Promise<WebSocket> {
  const url = `${base.replace(/^http/, 'ws')}${SOCKET.path}/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`closed (${code}) before connecting`)));
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      const text = data.toString();
      const type = text[0];
      if (type === EIO.message && text[1] === SIO.event) {
        // '42["new_notification",{…}]': the default namespace's event, no acknowledgement id.
        const [name, payload] = JSON.parse(text.slice(2)) as [unknown, unknown];
        onEvent(name, payload);
      } else if (type === EIO.ping) {
        ws.send(EIO.pong);
      } else if (type === EIO.open) {
        ws.send(`${EIO.message}${SIO.connect}${JSON.stringify({ token })}`);
      } else if (type === EIO.message && text[1] === SIO.connect) {
        resolve(ws);
      } else if (type === EIO.message && text[1] === SIO.connectError) {
        reject(new Error(`refused: ${text.slice(2)}`));
      }
    });
  });
}
