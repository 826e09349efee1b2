// Screenshots of the forum for review: `npx tsx tests/e2e/forum-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya reads and writes; admin moderates).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3602';
const out = process.argv[3] ?? '/tmp/forum-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'admin' = 'maya'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fcommunity%2Fforum`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(who === 'maya' ? 'Summit-Member-2026' : 'Summit-Admin-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/community\/forum/);
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name), fullPage: true });

for (const width of [768, 320, 1280]) {
  const page = await session(width, width === 1280 ? 'admin' : 'maya');
  await page.getByRole('heading', { level: 1, name: 'Community forum' }).waitFor();
  await page.locator('main h3 a').first().waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `forum-${width}.png`);
  await page.locator('main h3 a').nth(2).click();
  await page.getByRole('button', { name: 'Reply' }).waitFor();
  await page.waitForTimeout(500);
  await shoot(page, `topic-${width}.png`);
  await page.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('combobox', { name: /^Reply/ }).pressSequentially('Good point @r', { delay: 20 });
  await page.getByRole('listbox', { name: 'Members to mention' }).getByRole('option').first().waitFor();
  await page.waitForTimeout(300);
  await page.getByRole('combobox', { name: /^Reply/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(out, `composer-${width}.png`) });
  if (width !== 1280) {
    // maya reports someone's post (it feeds the admin's Reports tab below).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Report', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Report this post' }).waitFor();
    await page.getByLabel('Details (optional)').fill('Looks like an advert for a paid course.');
    await page.screenshot({ path: path.join(out, `report-dialog-${width}.png`) });
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText(/Thank you|already reported/).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${base}/community/forum/new`);
    await page.getByRole('heading', { level: 1, name: 'New topic' }).waitFor();
    await page.waitForTimeout(300);
    await shoot(page, `new-topic-${width}.png`);
  }
  await page.goto(`${base}/community/forum/search?q=pricing`);
  await page.getByText(/best match first|Nothing matches/).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `search-${width}.png`);
  if (width === 1280 || width === 320) {
    const admin = width === 1280 ? page : await session(width, 'admin');
    await admin.goto(`${base}/admin-center?tab=reports`);
    await admin.getByText(/open reports?$/).waitFor();
    await admin.waitForTimeout(500);
    await shoot(admin, `reports-${width}.png`);
    if (admin !== page) await admin.context().close();
  }
  await page.context().close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
