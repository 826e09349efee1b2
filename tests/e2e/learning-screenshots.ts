// Screenshots of the learning area for review: `npx tsx tests/e2e/learning-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA (signs in as maya, who is enrolled in Founder Foundations).
// At 375, 768 and 1280 px: the filtered catalogue, the program page, a quiz with a result, a video
// unit, and the "does not exist" pages.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3500';
const out = process.argv[3] ?? '/tmp/learning-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Flxp`);
  await page.getByLabel('Username or e-mail').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/lxp/);
  return page;
}

/** Fails loudly when the page scrolls sideways. */
async function noSidewaysScroll(page: Page, name: string) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (over > 0) console.warn(`${name}: ${over}px sideways scroll`);
}

for (const width of [1280, 768, 375]) {
  const page = await session(width);
  const shot = async (name: string, fullPage = true) => {
    await noSidewaysScroll(page, `${name}-${width}`);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage });
  };
  await page.goto(`${base}/lxp?q=founder&category=entrepreneurship`);
  await page.getByText(/^\d+ programs?$/).waitFor();
  await page.getByRole('img', { name: /Scores by month/ }).waitFor();
  await shot('catalogue-filtered');

  await page.getByRole('link', { name: 'Founder Foundations' }).click();
  await page.getByRole('heading', { level: 1, name: 'Founder Foundations' }).waitFor();
  const programPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: /Start the first unit|Resume/ }).waitFor();
  await shot('program');

  await page.getByRole('list', { name: 'Program outline' }).getByRole('link', { name: /Check: founder motivation/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Check: founder motivation' }).waitFor();
  const check = page.getByRole('button', { name: 'Check answers' });
  if (await check.isVisible()) {
    for (const group of await page.locator('form fieldset').all()) await group.getByRole('radio').first().check();
    await check.click();
  }
  await page.getByRole('status').filter({ hasText: /right \(\d+ %\)/ }).waitFor();
  await shot('unit-quiz');

  await page.getByRole('navigation', { name: 'Units' }).getByRole('link', { name: /Startup School: how to think about starting/ }).click();
  await page.locator('iframe[title^="Video:"]').waitFor();
  await shot('unit-video', false);

  await page.goto(`${base}/lxp/program/999`);
  await page.getByRole('heading', { name: 'This program does not exist.' }).waitFor();
  await shot('program-missing', false);
  await page.goto(`${base}${programPath}/unit/9999`);
  await page.getByText('This unit does not exist in this program.').waitFor();
  await shot('unit-missing', false);
  await page.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
