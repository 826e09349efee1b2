// Runs in a worker thread of the password pool (server/lib/password.ts). Plain JavaScript so
// it loads the same way under tsx, vitest and node. scryptSync here blocks only this thread,
// never the libuv pool that token checks, file reads and DNS share with the request path.
import { scryptSync } from 'node:crypto';

export default function derive({ password, salt, keyLength, N, r, p, maxmem }) {
  const key = scryptSync(password, Buffer.from(salt), keyLength, { N, r, p, maxmem });
  return key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength);
}
