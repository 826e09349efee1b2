import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Security headers. The CSP allows only our own origin, plus websockets for socket.io. */
export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
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
}, { name: 'security' });
