import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '../../contracts';
import { HASHING_BUSY_RETRY_SECONDS, hashingBusy } from '../lib/password';

/** Calls whose first real work is a password hash: refused first of all when the hashing threads are saturated. */
const HASHING_CALLS = new Set(['/api/auth/signin', '/api/auth/signup']);
const BODY = JSON.stringify({ message: AUTH_MESSAGES.busy(HASHING_BUSY_RETRY_SECONDS), statusCode: 503 });
/**
 * A refusal is held this long before it is sent: a timer, no CPU. A client that retries at once
 * can then send a few refused calls per second per connection instead of thousands, which
 * would otherwise queue in front of everybody's requests on the one event loop.
 */
const REFUSAL_HOLD_MS = 250;
/** ± this much at random, so held refusals do not all come due (and come back) in one burst. */
const REFUSAL_JITTER_MS = 150;

/**
 * A sign-in flood is turned away before anything else runs for it — no rate-limit bookkeeping,
 * header building, body parsing or database work — so it costs the event loop (and everyone
 * else's latency) as little as a request can (bench/signin-flood.ts). Registered first.
 */
export default fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'POST' || !hashingBusy() || !HASHING_CALLS.has(request.url.split('?')[0] ?? '')) {
      done();
      return;
    }
    setTimeout(() => {
      void reply.code(503).header('retry-after', String(HASHING_BUSY_RETRY_SECONDS)).header('cache-control', 'no-store')
        .type('application/json; charset=utf-8').send(BODY);
    }, REFUSAL_HOLD_MS + (Math.random() * 2 - 1) * REFUSAL_JITTER_MS).unref();
  });
}, { name: 'hashing-shield' });
