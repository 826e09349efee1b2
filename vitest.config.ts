import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Suites with their own environment; Playwright specs (tests/e2e) are run by Playwright.

/**
 * Node tests that need a module graph of their own, apart from the machines project (which shares
 * one per worker): zod.test.ts watches zod's first import for a JIT probe, and boundaries.test.ts
 * starts ESLint in its first test (over 5 s when two workers share a busy machine). Decision 0075.
 */
const FRESH_MODULE_GRAPH = ['contracts/zod.test.ts', 'tests/lint/boundaries.test.ts'];

/**
 * Component tests that replace a module with `vi.mock`. The components project shares one module
 * graph and one jsdom between its files (decision 0092), where a mock would reach the files after
 * it, or miss modules an earlier file already loaded: these run in the isolated project
 * `components-mocks`. tests/lint/module-mocks.test.ts fails when a mocking test is not listed.
 */
const MOCKS_MODULES = [
  'src/screens/forum/TopicScreen.test.tsx',
  'src/screens/events/ManageEventScreen.test.tsx',
  'src/screens/events/EventEditor.test.tsx',
  'src/screens/events/CompetitionSettings.test.tsx',
];

/**
 * A test's time limit (the server project keeps its own 30 s). `npm test` runs these beside the
 * server tests and the browser suite (decision 0100), on cores shared five ways: a test that types
 * sixty keys into a whole page (the manage page's Competition settings; its file takes ~1–2 s
 * alone, 11.9 s there) and the prerender's first render of a lazily loaded page ran past vitest's
 * default 5 s. The limit catches a test that hangs; how fast something is, is a benchmark's
 * question, never a test's (ARCHITECTURE.md, Tests).
 */
const TEST_TIMEOUT_MS = 20_000;

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: TEST_TIMEOUT_MS,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          // Pure code with no module state: the files share a worker's module cache instead of
          // importing xstate, zod and contracts again for each of ~100 files (decision 0075).
          isolate: false,
          // Vitest's default for a run is one worker fewer than the cores: one worker on this 2-core
          // machine. These light files take two (both cores); jsdom and PGlite files stay at the
          // default, since two of them at once on a busy 2-core machine ran past their timeouts
          // (decision 0075). Different worker counts need their own group: this one runs first.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          sequence: { groupOrder: 0 },
          // src/prerender renders pages in Node, as the build does (decision 0065); scripts/ holds
          // the build's own plugins.
          include: ['machines/**/*.test.ts', 'contracts/**/*.test.ts', 'tests/lint/**/*.test.ts', 'src/prerender/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...FRESH_MODULE_GRAPH],
        },
      },
      {
        extends: true,
        test: {
          name: 'fresh-modules',
          environment: 'node',
          include: FRESH_MODULE_GRAPH,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // The files share a worker's module graph and jsdom (decision 0092): each set up jsdom and
          // imported the whole app again, and its first test waited for its lazily loaded screen
          // (now loaded once, in a hook: tests/setup/warm-screens.ts). tests/setup/dom.ts gives
          // each file a fresh page (body, storage, session wiring).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/prerender/**', ...MOCKS_MODULES],
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/warm-screens.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Component tests that vi.mock a module keep a module graph of their own (decision 0092).
          name: 'components-mocks',
          environment: 'jsdom',
          include: MOCKS_MODULES,
          setupFiles: ['tests/setup/dom.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The files share a worker's module cache (decision 0085): each built its app on the same
          // fastify, drizzle, PGlite and route modules, imported again per file (~2 s a file). Each
          // file opens its own database and app; module state is keyed by app (WeakMaps) or set
          // again per file (the setup file's scrypt factor; seed.test.ts and auth-hardening restore
          // what they change).
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          setupFiles: ['tests/setup/server-password-cost.ts'],
          // Two workers: `npm test` runs this project in a vitest process of its own beside the rest
          // and the browser suite, and its last minute ran on one core while the other was idle
          // (decision 0100). A group of its own, since its worker count differs from the jsdom ones.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
