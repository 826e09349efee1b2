import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './scripts/vite-prerender';
import { compileHints } from './scripts/vite-compile-hints';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

// React Router exports only its development build (dev warnings on, react-router issue #14102); its
// production build differs in that flag alone. The client bundle uses it; the dev server, the
// prerender's SSR build and the tests keep the warnings (decision 0098).
const reactRouterProduction = { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) };

// In development Vite serves the SPA and forwards everything the API host owns.
export default defineConfig(({ command }) => ({
  // Text assets get .br and .gz twins at build; the API host serves them (server/plugins/spa.ts).
  // Public pages are prerendered to HTML after the client bundle is written (decision 0065).
  plugins: [react(), compileHints(['index', 'preload-helper', 'boot']), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], threshold: 1024 }), prerenderPages()],
  resolve: {
    // @xstate/react imports the shim of useSyncExternalStore for React 17; React 19 has it built
    // in, so the shim's fallback is dead weight on every page (decision 0095).
    alias: [
      ...(command === 'build' ? [reactRouterProduction] : []),
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '^/auth/.+': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      '/docs': { target: apiTarget },
      '/health': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser we support has modulepreload (Chrome 66, Firefox 115, Safari 17); where one
    // lacks it the chunks still load, on import. The polyfill cost the guest path ~0.3 kB (decision 0090).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // contracts/ modules only declare schemas, types and constants: one that nothing uses is
      // dropped, so importing a text from the barrel does not pull every zod schema (and zod)
      // onto the guest path (decision 0064). contracts/zod.ts configures zod: it keeps its effect.
      treeshake: {
        moduleSideEffects: [{ test: /\/contracts\/(?!zod\.ts$)[\w-]+\.ts$/, sideEffects: false }],
      },
      output: {
        // Screen chunks keep their module name, so bundle reports and tests can find them.
        chunkFileNames: 'assets/[name]-[hash].js',
        // The app (src/boot.tsx, imported by the entry after the first paint, decision 0068) keeps
        // everything it imports statically in its own chunk, as the entry did: otherwise what it
        // shares with lazy screens is split into many small chunks.
        // Vite's preload helper stays apart: the entry needs it to import the app.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            // React DOM's client is imported by the app as it starts (decision 0095): in the same
            // chunk it is still evaluated only then, in a task of its own.
            { name: 'boot', test: (id: string) => /[\\/]src[\\/]boot\.tsx$|[\\/]node_modules[\\/]react-dom[\\/]client\.js$/.test(id), includeDependenciesRecursively: true, priority: 1 },
          ],
        },
      },
    },
  },
}));
