// Screenshots of the Admin Center at 768/1280/1920 (content edge against the header's) and of
// the sign-up refusal: `npx tsx tests/e2e/identity-admin-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3807';
const out = process.argv[3] ?? '/tmp/h-idadm-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
const page = await context.newPage();
await page.goto(`${base}/auth?returnTo=%2Fadmin-center`);
await page.getByLabel('Username or e-mail').fill('admin');
await page.getByLabel('Password', { exact: true }).fill('Summit-Admin-2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/admin-center/, { timeout: 90_000 });
await page.getByText(/Showing 1–/).waitFor({ timeout: 60_000 });

for (const width of [768, 1280, 1920]) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
  // The header's content box and the Admin Center heading's left edge, and sideways scroll.
  const edges = await page.evaluate(() => {
    const bar = document.querySelector('header [class*="inner"]') as HTMLElement | null;
    const h1 = document.querySelector('main h1') as HTMLElement | null;
    const padLeft = bar ? parseFloat(getComputedStyle(bar).paddingLeft) : 0;
    const padRight = bar ? parseFloat(getComputedStyle(bar).paddingRight) : 0;
    const b = bar?.getBoundingClientRect();
    const t = h1?.parentElement?.getBoundingClientRect();
    return {
      headerContentLeft: b ? Math.round(b.left + padLeft) : null,
      headerContentRight: b ? Math.round(b.right - padRight) : null,
      adminLeft: h1 ? Math.round(h1.getBoundingClientRect().left) : null,
      adminRight: t ? Math.round(t.right) : null,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  console.log(width, JSON.stringify(edges));
  await page.screenshot({ path: path.join(out, `admin-${width}.png`) });
}

// The CSV preview marks a row whose username already exists.
await page.setViewportSize({ width: 1280, height: 900 });
await page.getByRole('button', { name: 'Import CSV' }).click();
const csv = `username,email,firstName\nrohan,rohan-again-${Date.now()}@example.org,Rohan\nfresh${Date.now()},fresh${Date.now()}@example.org,Fresh\n`;
await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
await page.getByText('The username rohan is already taken.').waitFor();
await page.screenshot({ path: path.join(out, 'admin-csv-existing-1280.png') });
await page.keyboard.press('Escape');

// New menu proposes a free id.
await page.setViewportSize({ width: 1280, height: 900 });
await page.getByRole('tab', { name: 'Menus' }).click();
await page.getByRole('button', { name: /New top-level menu|New menu/ }).first().click();
await page.waitForTimeout(800);
await page.screenshot({ path: path.join(out, 'admin-new-menu-1280.png') });
await page.keyboard.press('Escape');

// Sign-up with a taken username, at 375 px, signed out.
const guest = await browser.newContext({ viewport: { width: 375, height: 900 } });
await guest.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
const g = await guest.newPage();
await g.goto(`${base}/auth?mode=register`);
await g.getByLabel('First name').fill('Ro');
await g.getByLabel('Username').fill('rohan');
await g.getByLabel('E-mail').fill(`shot-${Date.now()}@example.org`);
await g.getByLabel('Password').fill('a long secret phrase');
await g.getByLabel('I accept the terms and conditions').check();
await g.getByRole('button', { name: 'Send code' }).click();
await g.getByText('This username is already taken.').waitFor();
await g.locator('form').first().screenshot({ path: path.join(out, 'signup-taken-375.png') });
await browser.close();
