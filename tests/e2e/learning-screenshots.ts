// Screenshots of the learning area for review: `npx tsx tests/e2e/learning-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA (signs in as maya, enrols in Founder Foundations).
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

const page = await session(1280);
await page.getByRole('img', { name: /Scores by month/ }).waitFor();
await page.getByText(/^\d+ programs?$/).waitFor();
await page.screenshot({ path: path.join(out, 'catalogue-1280.png'), fullPage: true });
await page.getByRole('img', { name: /Scores by month/ }).locator('xpath=ancestor::section[1]').screenshot({ path: path.join(out, 'stats-chart-1280.png') });
await page.getByRole('link', { name: 'Founder Foundations' }).click();
await page.getByRole('heading', { name: 'Founder Foundations' }).waitFor();
const enrol = page.getByRole('button', { name: 'Enrol', exact: true });
const start = page.getByRole('link', { name: /Start the first unit|Resume/ });
await enrol.or(start).waitFor();
if (await enrol.isVisible()) await enrol.click();
await start.waitFor();
await page.screenshot({ path: path.join(out, 'program-1280.png'), fullPage: true });
await start.click();
await page.getByRole('link', { name: /Check: founder motivation/ }).click();
await page.getByRole('heading', { level: 1, name: 'Check: founder motivation' }).waitFor();
await page.getByRole('button', { name: 'Next →' }).click();
await page.getByText('Now in Module').waitFor();
await page.screenshot({ path: path.join(out, 'unit-player-1280.png'), fullPage: true });
await page.getByRole('button', { name: 'Next →' }).click();
await page.screenshot({ path: path.join(out, 'unit-file-1280.png'), fullPage: false });
await page.goto(`${base}/readiness-journey`);
await page.getByText(/phases done/).waitFor();
await page.screenshot({ path: path.join(out, 'readiness-1280.png'), fullPage: true });
await page.goto(`${base}/7p`);
await page.getByRole('heading', { name: '7P Framework' }).waitFor();
await page.getByRole('link', { name: /Fundraising Readiness/ }).first().waitFor();
await page.screenshot({ path: path.join(out, 'seven-p-1280.png'), fullPage: true });

const phone = await session(375);
await phone.getByRole('link', { name: 'Founder Foundations' }).click();
await phone.getByRole('link', { name: /Resume/ }).click();
await phone.getByRole('button', { name: /Next →|Mark complete/ }).waitFor();
await phone.screenshot({ path: path.join(out, 'unit-player-375.png'), fullPage: false });
await phone.screenshot({ path: path.join(out, 'unit-player-375-full.png'), fullPage: true });
await browser.close();
console.log(`screenshots in ${out}`);
