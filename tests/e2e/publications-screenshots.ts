// Screenshots of the publications area for review: `npx tsx tests/e2e/publications-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya's applications; admin reviews).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3608';
const out = process.argv[3] ?? '/tmp/publications-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'admin' = 'maya'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fpublications`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(who === 'maya' ? 'Summit-Member-2026' : 'Summit-Admin-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/publications/);
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name), fullPage: true });
const open = async (page: Page, title: string) => {
  await page.goto(`${base}/publications`);
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: 'History' }).waitFor();
  await page.waitForTimeout(400);
};

for (const width of [1280, 768, 320]) {
  const page = await session(width);
  await page.getByRole('heading', { level: 1, name: 'Publications' }).waitFor();
  await page.getByRole('link', { name: 'Cold chains for small dairies' }).waitFor();
  await shoot(page, `publications-${width}.png`);
  await open(page, 'Reading the room: pitching to public buyers');
  await shoot(page, `draft-${width}.png`);
  await open(page, 'Peer mentoring circles for first-time founders');
  await shoot(page, `changes-requested-${width}.png`);
  await open(page, 'Cold chains for small dairies');
  await shoot(page, `accepted-${width}.png`);
  const admin = await session(width, 'admin');
  await admin.goto(`${base}/admin-center?tab=publications`);
  await admin.getByRole('button', { name: 'Women founders and access to credit' }).waitFor();
  await shoot(admin, `admin-queue-${width}.png`);
  await admin.getByRole('button', { name: 'Circular packaging pilots in food retail' }).click();
  await admin.getByRole('button', { name: 'Accept' }).waitFor();
  await shoot(admin, `admin-review-${width}.png`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  const wideAdmin = await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(`${width}: sideways scroll on maya's page ${wide}, admin ${wideAdmin}`);
  await page.context().close();
  await admin.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
