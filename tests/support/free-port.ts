// One free TCP port on 127.0.0.1 for a server a test or bench starts itself (the e2e runner's API
// host, a restarted host, a throwaway PostgreSQL, the sign-in flood's host). The OS picks it: a
// probe listens on port 0 and closes again, so the port is free when this resolves (another
// process could still take it before the caller listens: callers start their server at once).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (typeof address !== 'object' || !address) {
        probe.close(() => reject(new Error('The port probe did not get a TCP address.')));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
