import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP allows only our own origin, plus websockets for socket.io.
 *
 * helmet's middleware is built once here and run on every request. (@fastify/helmet builds it
 * anew per request, re-parsing the CSP each time: a measurable share of every response, which a
 * flood of cheap requests turned into latency for everybody — bench/signin-flood.ts.)
 */
export default fp(async (app) => {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Content videos (issue 12, decision 0034): the privacy-friendly players only.
        // My library (issue 12, decision 0035): PDF previews are blob: URLs the SPA made from a fetched file.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'blob:'],
        // …and video/audio previews likewise.
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The account popup talks to its opener with postMessage, which same-origin COOP keeps.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Not no-referrer: with it, browsers send `Origin: null` on our own form posts, and the
    // CSRF check could not tell them from a cross-site post.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}, { name: 'security' });
