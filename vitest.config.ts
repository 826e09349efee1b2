import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites with their own environment; Playwright specs (tests/e2e) are run by Playwright.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          // Pure code with no module state: the files share a worker's module cache instead of
          // importing xstate, zod and contracts again for each of ~100 files (decision 0075).
          isolate: false,
          // src/prerender renders pages in Node, as the build does (decision 0065).
          include: ['machines/**/*.test.ts', 'contracts/**/*.test.ts', 'tests/lint/**/*.test.ts', 'src/prerender/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/prerender/**'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/setup/server-global.ts'],
          setupFiles: ['tests/setup/server-password-cost.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
