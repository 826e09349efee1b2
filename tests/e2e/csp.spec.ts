// Issue 11 #16: the Content-Security-Policy (no 'unsafe-eval') must not be violated by our own
// code. zod's JIT used to probe `new Function` on the first schema of every page; contracts/zod.ts
// turns the JIT off. Every violation on the pages a member walks through fails this test.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { submitSignIn } from './support/session';

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };

declare global {
  interface Window { __cspViolations: string[] }
}

async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test('no CSP violation (eval or other) on the public page, sign-in, learning and communication pages', async ({ page }) => {
  // Four page loads each waiting for the network to settle: more than the default 30 s when the
  // other worker keeps the two cores busy.
  test.setTimeout(90_000);
  await watchCsp(page);
  const seen: string[] = [];
  const visit = async (url: string) => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations(page)).map((v) => `${url}: ${v}`));
  };
  await visit('/');
  await page.goto('/auth');
  await submitSignIn(page, MAYA);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.waitForLoadState('networkidle');
  seen.push(...(await violations(page)).map((v) => `after sign-in: ${v}`));
  await visit('/lxp');
  await expect(page.getByRole('heading', { name: 'Learning Programs' })).toBeVisible();
  seen.push(...(await violations(page)).map((v) => `/lxp: ${v}`));
  await visit('/messages');
  expect(seen).toEqual([]);
});
