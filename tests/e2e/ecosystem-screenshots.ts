// Screenshots of the ecosystem maps for review: `npx tsx tests/e2e/ecosystem-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya signs in).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3804';
const out = process.argv[3] ?? '/tmp/ecosystem-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, returnTo: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username or e-mail').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name), fullPage: true });
const overflow = async (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1280, 768, 320]) {
  const page = await session(width, '/india-map');
  await page.getByRole('heading', { level: 1, name: 'India Map' }).waitFor();
  await page.getByRole('group', { name: 'Show as' }).waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `india-map-${width}.png`);
  if (width === 320) await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Map' }).click();
  await page.getByRole('group', { name: /^Map of India/ }).getByRole('button', { name: /^Karnataka:/ }).click();
  await page.getByRole('region', { name: 'Karnataka' }).getByRole('list', { name: 'Organisations' }).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `india-map-karnataka-${width}.png`);
  await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Table' }).click();
  await page.waitForTimeout(300);
  await shoot(page, `india-map-table-${width}.png`);
  console.log(`${width}: sideways overflow ${await overflow(page)} px`);
  await page.goto(`${base}/ecosystem-map`);
  await page.getByRole('heading', { level: 1, name: 'Ecosystem Map' }).waitFor();
  await page.waitForTimeout(800);
  await shoot(page, `ecosystem-map-${width}.png`);
  await page.goto(`${base}/ecosystem-hub`);
  await page.getByRole('heading', { level: 1, name: 'Ecosystem Hub' }).waitFor();
  await page.getByText(/^\d+ organisations$/).waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `ecosystem-hub-${width}.png`);
  console.log(`${width}: hub sideways overflow ${await overflow(page)} px`);
  await page.context().close();
}
// Keyboard focus on a state.
const page = await session(1280, '/ecosystem-map');
await page.getByRole('group', { name: /^Map of India/ }).getByRole('button', { name: /^Telangana:/ }).focus();
await page.waitForTimeout(200);
await page.screenshot({ path: path.join(out, 'ecosystem-map-focus-1280.png') });
await browser.close();
