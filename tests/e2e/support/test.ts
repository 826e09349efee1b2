// The e2e suite's `test`: Playwright's, with each worker on its own API host and each test coming
// from its own client address (decision 0100). Specs import `test` and `expect` from here.
import { test as base, expect, type TestInfo } from '@playwright/test';

/** The runner's hosts, one per worker (tests/e2e/run.ts); a single E2E_BASE_URL serves them all. */
const HOSTS = (process.env.E2E_BASE_URLS ?? process.env.E2E_BASE_URL ?? '').split(',').filter(Boolean);

let testsInWorker = 0;

/**
 * An address of the test's own, 10.<worker>.<n>.<n>: the hosts believe X-Forwarded-For from the
 * browsers on loopback (support/hosts.ts), so per-address limits (sign-in attempts, sign-up codes
 * per hour) count one person's attempts, as on a real network, instead of the whole suite's.
 * A retry runs in a new worker, with a new address.
 */
function clientAddress(info: TestInfo): string {
  testsInWorker += 1;
  return `10.${info.workerIndex % 250}.${Math.floor(testsInWorker / 250) % 250}.${(testsInWorker % 250) + 1}`;
}

export const test = base.extend<{ clientAddress: string }, { workerHost: string }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  workerHost: [async ({}, use, info) => {
    if (HOSTS.length === 0) throw new Error('E2E_BASE_URLS is not set: run the suite with `npm run test:e2e`.');
    // parallelIndex stays with a worker's slot when the worker is replaced after a failure.
    await use(HOSTS[info.parallelIndex % HOSTS.length]!);
  }, { scope: 'worker' }],
  baseURL: async ({ workerHost }, use) => use(workerHost),
  // The cookie banner is answered, so it does not cover what tests click; public-site.spec.ts
  // starts without it to test the banner itself.
  storageState: async ({ workerHost }, use) => use({
    cookies: [],
    origins: [{ origin: new URL(workerHost).origin, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }],
  }),
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, use, info) => use(clientAddress(info)),
  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'x-forwarded-for': clientAddress }),
});

export { expect };
