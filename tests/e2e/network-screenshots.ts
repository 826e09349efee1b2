// Screenshots of the network area for review: `npx tsx tests/e2e/network-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (rohan signs in).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3603';
const out = process.argv[3] ?? '/tmp/network-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fcommunity%2Fnetwork`);
  await page.getByLabel('Username or e-mail').fill('rohan');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/community\/network/);
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name), fullPage: true });
const noSideways = async (page: Page, name: string) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.log(`${name}: ${overflow}px sideways scroll`);
};

for (const width of [1280, 768, 320]) {
  const page = await session(width);
  await page.getByRole('heading', { level: 1, name: 'Community Network' }).waitFor();
  await page.getByText(/^\d+ members?$/).waitFor();
  await page.waitForTimeout(500);
  await noSideways(page, `network-${width}`);
  await shoot(page, `network-${width}.png`);
  await page.goto(`${base}/community/following`);
  await page.getByRole('heading', { level: 1, name: 'Following' }).waitFor();
  await page.getByText(/(people|person) ·/).waitFor();
  await page.waitForTimeout(500);
  await noSideways(page, `following-${width}`);
  await shoot(page, `following-${width}.png`);
  await page.goto(`${base}/community/organization/investors`);
  await page.getByText(/^\d+ organisations?$/).waitFor();
  await page.waitForTimeout(500);
  await noSideways(page, `organizations-${width}`);
  await shoot(page, `organizations-${width}.png`);
  await page.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
