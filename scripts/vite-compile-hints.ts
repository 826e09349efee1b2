// Chromium's explicit compile hint (decision 0096): `//# allFunctionsCalledOnLoad` on a script's
// first line makes V8 compile all of its functions up front (a large script while it streams,
// off the main thread) instead of one by one on the main thread as each is first called. It fits the chunks
// whose functions all run as a page starts: the entry, Vite's preload helper and the app (on `/`
// the app's lazy compiles took 70-125 ms of the main thread after the first paint). Screen and
// library chunks hold code a page may never call. Other browsers read a comment.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint on the first line of the named chunks. V8 reads it only there, so it goes in after
 * Vite's own preamble (`__vite__mapDeps`), which comes after the user's plugins; the .br and .gz
 * twins, made by then, are made again from the new text (as vite-plugin-compression2 makes them).
 */
export function compileHints(chunkNames: string[]): Plugin {
  return {
    name: 'summit:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name) || chunk.code.startsWith(HINT)) continue;
          chunk.code = HINT + chunk.code;
          // One more line at the top, with nothing mapped on it.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
          const twins = {
            '.br': () => brotliCompressSync(chunk.code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            '.gz': () => gzipSync(chunk.code, { level: constants.Z_BEST_COMPRESSION }),
          };
          for (const [extension, compress] of Object.entries(twins)) {
            const twin = bundle[chunk.fileName + extension];
            if (twin?.type === 'asset') twin.source = compress();
          }
        }
      },
    },
  };
}
