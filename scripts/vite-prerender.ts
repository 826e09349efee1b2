// Every `vite build` also prerenders the public pages (decision 0065): after the client bundle
// is written, a Vite SSR build of src/prerender/entry-server.tsx renders each page of
// PRERENDERED_PATHS with the same components and content data, and the HTML goes into a copy of
// the built index.html under <outDir>/prerendered/ (server/plugins/spa.ts serves it for that path).
// Each page also names its screen's chunks, what it loads once hydrated and, last, the app's
// chunks (fetched once it has painted, decisions 0090, 0097), and carries their CSS inline, so the
// markup is styled before any other request returns.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

const ENTRY = 'src/prerender/entry-server.tsx';
const ROOT_TAG = '<div id="root"></div>';
/** The meta tag listing the chunks a prerendered page needs (src/main.tsx reads the same name). */
const PRELOAD_META = 'summit:preload';

/** Where a path's page is written, relative to outDir; prerenderedPageFile in server/plugins/spa.ts reads the same place. */
export const prerenderedFile = (routePath: string) =>
  routePath === '/' ? 'prerendered/_root.html' : `prerendered${routePath.toLowerCase()}.html`;

interface ServerEntry {
  PRERENDERED_PATHS: string[];
  renderPage(pathname: string): Promise<{ html: string; title: string }>;
  screenKeyOf(pathname: string): string | undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A chunk's own file, its static imports and their CSS, following imports (what loads with it). */
function closure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | null = null;
  return {
    name: 'summit:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (!bundle) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the rendered module finds react & co. in node_modules.
      const ssrDir = path.resolve(config.root, `node_modules/.cache/summit-prerender-${process.pid}`);
      const started = performance.now();
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } } },
        });
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href)) as ServerEntry;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT_TAG)) throw new Error(`index.html has no ${ROOT_TAG} to fill`);
        const written = bundle;
        const chunkOf = (moduleId: string) => Object.values(written)
          .find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.facadeModuleId === path.resolve(config.root, moduleId));
        // screens.ts maps each screen key to its module (as bench/critical-path.ts reads it).
        const screensSource = await readFile(path.resolve(config.root, 'src/app/screens.ts'), 'utf8');
        const screenModules = new Map([...screensSource.matchAll(/(\w+): \(\) => import\('\.\.\/(screens\/[^']+)'\)/g)]
          .map(([, key, mod]) => [key!, `src/${mod}.tsx`]));
        const inShell = (file: string) => shell.includes(`/${file}"`);
        // The app's modules (src/boot.tsx, imported by the entry after the first paint, decision
        // 0068) are named by every page, beside its screen's.
        // Its chunk is a group of vite.config.ts (no facade module): found by the module it holds.
        const bootModule = path.resolve(config.root, 'src/boot.tsx');
        const bootChunk = Object.values(written).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.moduleIds.includes(bootModule));
        const bootFiles = bootChunk ? [...closure(written, bootChunk.fileName)].filter((f) => !inShell(f)) : [];
        // What the page loads through import() as soon as it is hydrated: the cookie banner (every
        // guest without a stored choice sees it), the menu's store (loaded when the app's actors
        // start) and the lazy parts of the screen's own modules (the home page's dated cards).
        // Named too, so Vite's loader finds their links already there: its appending of several
        // links at once in the middle of hydration was a long task.
        const afterHydration = ['src/components/CookieConsent/CookieConsent.tsx', 'machines/menu-state/menu.store.ts']
          .flatMap((moduleId) => {
            const chunk = chunkOf(moduleId);
            if (!chunk) throw new Error(`No chunk has ${moduleId} as its module: update vite-prerender's afterHydration.`);
            return [...closure(written, chunk.fileName)];
          });
        // Not the API modules a screen imports for a member (the session is known only in the browser).
        const apiDir = path.resolve(config.root, 'src/api') + path.sep;
        const lazyPartsOf = (files: string[]) => files.flatMap((f) => {
          const c = written[f];
          return c?.type === 'chunk' ? c.dynamicImports : [];
        }).filter((d) => {
          const c = written[d];
          return !(c?.type === 'chunk' && c.facadeModuleId?.startsWith(apiDir));
        }).flatMap((d) => [...closure(written, d)]);

        // The page's CSS goes inline: first paint waits for no stylesheet request (the CSP allows
        // inline styles). The screen's own stylesheet still loads with its chunk, same rules.
        // The disabled link beside it is fetched by no browser that honours `disabled` and applies
        // nowhere; it tells Vite's loader that this stylesheet is on the page, so the app's import()
        // does not fetch it again and restyle the whole page when it arrives (decision 0090).
        const inlineStyle = async (file: string) =>
          `<style data-href="/${file}">${(await readFile(path.join(outDir, file), 'utf8')).replace(/<\/style/gi, '<\\/style')}</style>`
          + `<link rel="stylesheet" href="/${file}" disabled>`;
        const inlineShellStyles = async (html: string) => {
          let result = html;
          for (const [tag, file] of html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)) {
            result = result.replace(tag, await inlineStyle(file!));
          }
          return result;
        };

        for (const routePath of entry.PRERENDERED_PATHS) {
          const { html, title } = await entry.renderPage(routePath);
          const screenKey = entry.screenKeyOf(routePath);
          const screenModule = screenKey ? screenModules.get(screenKey) : undefined;
          const screenChunk = screenModule ? chunkOf(screenModule) : undefined;
          const screenFiles = screenChunk ? [...closure(written, screenChunk.fileName)] : [];
          const pageFiles = screenFiles.filter((f) => !bootFiles.includes(f));
          // The app's files last: src/main.tsx imports the app once the page's own are on their way.
          const files = [...new Set([...pageFiles, ...lazyPartsOf(pageFiles), ...afterHydration].filter((f) => !bootFiles.includes(f))), ...bootFiles]
            .filter((f) => !inShell(f));
          const css = [...new Set(files.flatMap((f) => {
            const c = written[f];
            return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
          }))].filter((f) => !inShell(f));
          // Named, not preloaded: src/main.tsx preloads them once the page has painted (decision
          // 0090), so the app's 110 kB never competes with the page's first paint.
          const head = [
            ...(files.length > 0 ? [`<meta name="${PRELOAD_META}" content="${files.map((f) => `/${f}`).join(' ')}">`] : []),
            ...(await Promise.all(css.map(inlineStyle))),
          ].join('\n    ');
          const page = (await inlineShellStyles(shell))
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title ? `${title} · Summit Platform` : 'Summit Platform')}</title>`)
            .replace('</head>', head ? `  ${head}\n  </head>` : '</head>')
            .replace(ROOT_TAG, `<div id="root">${html}</div>`)
            // The page reads without JavaScript: the shell's "needs JavaScript" notice is not true here.
            .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
          const target = path.join(outDir, prerenderedFile(routePath));
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, page);
        }
        // The shell (private pages) starts the app at once: it preloads the app's modules too.
        const preloads = bootFiles.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
        if (preloads) await writeFile(path.join(outDir, 'index.html'), shell.replace('</head>', `  ${preloads}\n  </head>`));
        config.logger.info(`prerendered ${entry.PRERENDERED_PATHS.length} public pages in ${Math.round(performance.now() - started)} ms`);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
