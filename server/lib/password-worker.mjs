// Runs in a worker thread of the password pool (server/lib/password.ts). Plain JavaScript so
// it loads the same way under tsx, vitest and node. scryptSync here blocks only this thread,
// never the libuv pool that token checks, file reads and DNS share with the request path.
import { scryptSync } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

// On Linux a thread has its own id and niceness: lowering this one's lets the request path run
// first when cores are scarce, so a sign-in flood slows sign-ins, not everybody else. Elsewhere
// (no /proc/thread-self) the thread keeps the process's priority.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, 19);
} catch {
  // not Linux, or not allowed: hashing still runs off the shared pool
}

export default function derive({ password, salt, keyLength, N, r, p, maxmem }) {
  const key = scryptSync(password, Buffer.from(salt), keyLength, { N, r, p, maxmem });
  return key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength);
}
