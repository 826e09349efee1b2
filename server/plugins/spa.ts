import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '../lib/api-paths';

/**
 * Where the build wrote a path's prerendered page (scripts/vite-prerender.ts): /web/startups →
 * prerendered/web/startups.html, / → prerendered/_root.html (a name no path has). Paths match
 * case-insensitively and with a trailing slash, as in the SPA's router; anything but plain
 * segments is not a page.
 */
export function prerenderedPageFile(url: string): string | null {
  const pathname = url.split(/[?#]/)[0]!.toLowerCase().replace(/(.)\/+$/, '$1');
  if (pathname === '/') return 'prerendered/_root.html';
  return /^(\/[a-z0-9-]+)+$/.test(pathname) ? `prerendered${pathname}.html` : null;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Summit Platform</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p>`;

/**
 * Serves the built SPA. Hashed assets are cached for a year and sent precompressed (brotli or
 * gzip, as the client accepts); HTML is never cached, so a
 * deploy is picked up on the next navigation. Unknown API paths get a JSON 404; a public page
 * the build prerendered gets its HTML (hydrated in the browser, decision 0065); any other GET
 * gets index.html and the SPA's router decides (including its own 404 page).
 */
/**
 * A prerendered page for a browser that holds a session cookie: `<html data-session="restoring">`,
 * so the guest's "Log In / Register" stays hidden (its place kept) until the app knows whether the
 * session is still good, instead of flashing before the member's bar (issue 18, decision 0083).
 */
export function markRestoringSession(html: string): string {
  return html.replace(/<html(?=[\s>])/i, '<html data-session="restoring"');
}

export default fp<{ spaDir: string | null; sessionCookie?: string }>(async (app, { spaDir, sessionCookie }) => {
  const indexFile = spaDir ? path.join(spaDir, 'index.html') : null;
  if (spaDir && existsSync(spaDir)) {
    // Wildcard serving looks files up per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, {
      root: spaDir,
      index: false,
      // The build writes .br and .gz twins of every text asset (vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Read per request: index.html names the current build's hashed assets.
  const readIndex = () => (indexFile ? readFile(indexFile, 'utf8').catch(() => null) : Promise.resolve(null));
  // A public page the build prerendered (decision 0065), or null: the shell serves the rest.
  const readPrerendered = (url: string) => {
    const file = spaDir ? prerenderedPageFile(url) : null;
    return file ? readFile(path.join(spaDir!, file), 'utf8').catch(() => null) : Promise.resolve(null);
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (spaDir === null) {
      return reply.status(404).send({ message: 'Pages are served by Vite in development (npm run dev)', statusCode: 404 });
    }
    const page = await readPrerendered(request.url);
    const withSession = page && sessionCookie && request.cookies?.[sessionCookie] ? markRestoringSession(page) : page;
    const indexHtml = withSession ?? (await readIndex());
    return reply
      .status(indexHtml ? 200 : 503)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml ?? NOT_BUILT);
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    // A missing build asset must stay a 404: HTML in place of a script only hides the fault.
    const missingAsset = request.url.startsWith('/assets/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !missingAsset;
    if (!wantsPage) {
      return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, statusCode: 404 });
    }
    return sendIndex(request, reply);
  });
}, { name: 'spa' });
