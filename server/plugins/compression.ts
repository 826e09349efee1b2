import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Bodies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * HTML and API JSON are compressed on the fly (brotli or gzip, as the client accepts) above the
 * threshold. Built assets carry their own .br/.gz twins (vite-plugin-compression2 at build) and
 * are served precompressed by the SPA plugin, so they are never compressed per request.
 */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses HTML/JSON nearly as well as 11 at a fraction of the CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}, { name: 'compression' });
