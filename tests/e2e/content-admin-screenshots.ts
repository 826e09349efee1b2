// Screenshots of Admin Center → Content for review: `npx tsx tests/e2e/content-admin-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3609';
const out = process.argv[3] ?? '/tmp/content-admin-shots';
const widths = (process.argv[4] ?? '320,768,1280').split(',').map(Number);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function admin(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  page.setDefaultTimeout(90_000); // a busy machine
  await page.goto(`${base}/auth?returnTo=%2Fuser%2Fhome`);
  await page.getByLabel('Username or e-mail').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Admin-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  // The first screenful too: a phone's full page is too tall to read scaled down.
  await page.screenshot({ path: path.join(out, name.replace('.png', '-top.png')) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.log(`${name}: ${overflow}px sideways overflow`);
};

for (const width of widths) {
  const page = await admin(width);
  await page.goto(`${base}/admin-center?tab=content`);
  await page.getByRole('list', { name: 'Content items' }).getByRole('listitem').first().waitFor();
  await shoot(page, `content-list-${width}.png`);
  await page.getByRole('button', { name: 'New content item' }).click();
  await page.getByRole('button', { name: 'Create item' }).click();
  await page.getByText('Enter a title.').waitFor();
  await shoot(page, `content-new-errors-${width}.png`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.getByRole('checkbox').first().waitFor();
  await shoot(page, `content-edit-${width}.png`);
  await page.context().close();
}
await browser.close();
