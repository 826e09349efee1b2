// Screenshots of the events area for review: `npx tsx tests/e2e/events-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya's tickets; admin manages).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3500';
const out = process.argv[3] ?? '/tmp/events-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'admin' = 'maya'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fevents`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(who === 'maya' ? 'Summit-Member-2026' : 'Summit-Admin-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/events/);
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name), fullPage: true });

for (const width of [1280, 768, 375]) {
  const page = await session(width);
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
  await page.getByText(/^\d+ events?$/).waitFor();
  await shoot(page, `events-${width}.png`);
  await page.locator('main h2 a').first().click();
  await page.getByRole('heading', { name: 'Registration' }).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `event-page-${width}.png`);
  await page.goto(`${base}/my-events`);
  await page.getByRole('heading', { level: 1, name: 'My events' }).waitFor();
  await page.waitForTimeout(800);
  await shoot(page, `my-events-${width}.png`);
  await page.goto(`${base}/my-tickets`);
  await page.waitForTimeout(1500);
  await shoot(page, `my-tickets-${width}.png`);
  await page.goto(`${base}/competitions`);
  await page.getByRole('heading', { level: 1, name: 'Competitions' }).waitFor();
  await page.waitForTimeout(800);
  await shoot(page, `competitions-${width}.png`);
  await page.getByRole('button', { name: 'Calendar' }).click();
  await page.goto(`${base}/calendar`);
  await page.waitForTimeout(1200);
  await shoot(page, `calendar-${width}.png`);
  await page.context().close();
}

const admin = await session(1280, 'admin');
await admin.locator('main h2 a').first().click();
await admin.getByRole('heading', { name: 'Registration' }).waitFor();
const id = new URL(admin.url()).pathname.split('/').pop();
await admin.goto(`${base}/manage-event/${id}`);
await admin.waitForTimeout(1500);
await shoot(admin, 'manage-1280.png');
await admin.getByRole('button', { name: 'Edit event' }).click();
await admin.waitForTimeout(500);
await admin.screenshot({ path: path.join(out, 'edit-dialog-1280.png') });
await admin.keyboard.press('Escape');
await admin.setViewportSize({ width: 375, height: 900 });
await admin.waitForTimeout(500);
await shoot(admin, 'manage-375.png');
await admin.goto(`${base}/manage-event/new`);
await admin.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
await shoot(admin, 'new-event-375.png');
await admin.setViewportSize({ width: 1280, height: 900 });
await shoot(admin, 'new-event-1280.png');
// A competition as its judge sees it (maya judges the seeded challenge).
const judge = await session(1280);
await judge.goto(`${base}/competitions`);
await judge.getByRole('link', { name: 'Summit Innovation Challenge 2026' }).click();
await judge.getByRole('heading', { name: 'Registration' }).waitFor();
await judge.waitForTimeout(1500);
await shoot(judge, 'competition-1280.png');
await browser.close();
