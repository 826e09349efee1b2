import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

// Run through `npm run test:e2e` (tests/e2e/run.ts), which builds the SPA, seeds one data folder,
// starts one real API host per worker on a copy of it and passes their addresses in
// E2E_BASE_URLS; tests/e2e/support/test.ts gives each worker its host (decision 0100).
/** The runner starts as many hosts as there are workers, and says how many here. */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers,
  // One second chance, reported as "flaky" by name in the output (decision 0082): a test that
  // fails twice still fails the run.
  retries: 1,
  // A 2-core machine runs two browsers, their hosts and (in `npm test`) the other stages at once:
  // a test gets 90 s and a single expectation 10 s before either counts as a failure.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // E2E_JSON=file adds Playwright's JSON report (each test's duration, for decision records).
  reporter: [['list'], ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : [])],
  // Two runs at once on one checkout (developers side by side) need their own folders, or one
  // deletes the other's traces while it writes them.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  use: {
    // baseURL, the stored cookie choice and the client address come from support/test.ts.
    // A trace (actions, network, console, DOM snapshots; no screencast, decision 0092) is recorded
    // for the second attempt of a failed test only: recording one for every test, to keep it when
    // it failed, cost 14 % of the suite's CPU (decision 0100). A first failure still leaves its
    // screenshot below and its page snapshot (error-context.md).
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [{
    name: 'chromium',
    use: {
      browserName: 'chromium',
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      },
    },
  }],
});
