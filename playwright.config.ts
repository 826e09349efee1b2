import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (tests/e2e/run.ts), which builds the SPA, starts the real
// API host on a free port with a fresh data folder and passes its address in E2E_BASE_URL.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One second chance, reported as "flaky" by name in the output (decision 0082): a test that
  // fails twice still fails the run.
  retries: 1,
  // A 2-core machine runs two browsers and the API host at once (one spec imports 10,000
  // members): a test gets 90 s and a single expectation 10 s before either counts as a failure.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Two runs at once on one checkout (developers side by side) need their own folders, or one
  // deletes the other's traces while it writes them.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A stored cookie choice, so the consent banner does not cover what tests click.
    // tests/e2e/public-site.spec.ts starts without it to test the banner itself.
    storageState: process.env.E2E_BASE_URL
      ? { cookies: [], origins: [{ origin: new URL(process.env.E2E_BASE_URL).origin, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }] }
      : undefined,
    // The trace of a failed attempt keeps its actions, network, console and DOM snapshots, but no
    // screencast: recording screenshots for every test cost ~8 % of the e2e wall time on this
    // 2-core machine (decision 0092); the failure screenshot below is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [{
    name: 'chromium',
    use: {
      browserName: 'chromium',
      launchOptions: {
        executablePath: chromium,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
          '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
    },
  }],
});
