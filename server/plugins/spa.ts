import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '../lib/api-paths';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Summit Platform</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, or use <code>npm run dev</code>.</p>`;

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never is, so a
 * deploy is picked up on the next navigation. Unknown API paths get a JSON 404; any other
 * GET gets index.html and the SPA's router decides (including its own 404 page).
 */
export default fp<{ spaDir: string | null }>(async (app, { spaDir }) => {
  const indexFile = spaDir ? path.join(spaDir, 'index.html') : null;
  const built = indexFile !== null && existsSync(indexFile);
  if (built && spaDir) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = built && indexFile ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!wantsPage) {
      return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, statusCode: 404 });
    }
    if (spaDir === null) {
      return reply.status(404).send({ message: 'Pages are served by Vite in development (npm run dev)', statusCode: 404 });
    }
    return reply
      .status(indexHtml ? 200 : 503)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml ?? NOT_BUILT);
  });
}, { name: 'spa' });
