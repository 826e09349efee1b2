// Screenshots of the profile pages for review: `npx tsx tests/e2e/profiles-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya: expert; rohan's startup).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3801';
const out = process.argv[3] ?? '/tmp/profiles-shots';
const widths = (process.argv[4] ?? '1280,768,320').split(',').map(Number);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fprofile`);
  await page.getByLabel('Username or e-mail').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/profile/);
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name), fullPage: true });
const noSidewaysScroll = async (page: Page, name: string) => {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (wide > 0) console.log(`SIDEWAYS SCROLL ${wide}px on ${name}`);
};

for (const width of widths) {
  const page = await session(width);
  await page.getByRole('heading', { name: 'Profile completeness' }).waitFor();
  await shoot(page, `profile-${width}.png`);
  await noSidewaysScroll(page, `profile-${width}`);
  await page.goto(`${base}/profiles?type=startup`);
  await page.getByRole('heading', { name: 'Startup profiles in the community' }).waitFor();
  await page.getByText(/^\d+ profiles?$/).waitFor();
  await shoot(page, `profiles-startup-${width}.png`);
  await noSidewaysScroll(page, `profiles-${width}`);
  const view = page.getByRole('link', { name: 'View KisanLedger' });
  const href = await view.getAttribute('href');
  await view.click();
  await page.getByRole('heading', { name: 'KisanLedger' }).waitFor();
  await shoot(page, `profile-view-${width}.png`);
  await page.goto(`${base}/profiles?type=startup&id=new`);
  await page.getByLabel('Startup name').waitFor();
  await shoot(page, `profile-new-${width}.png`);
  await noSidewaysScroll(page, `profile-new-${width}`);
  await page.goto(`${base}/expert-dashboard`);
  await page.getByRole('heading', { name: 'Mentoring requests' }).waitFor();
  await shoot(page, `expert-dashboard-${width}.png`);
  await noSidewaysScroll(page, `expert-${width}`);
  await page.goto(`${base}/employability-profile`);
  await page.getByRole('heading', { name: 'Work, study and availability' }).waitFor();
  await shoot(page, `employability-${width}.png`);
  await noSidewaysScroll(page, `employability-${width}`);
  // rohan's public view, from the typed profile's owner
  await page.goto(`${base}${href}`);
  const owner = await page.locator('a[href^="/volunteer-profile/"]').first().getAttribute('href');
  await page.goto(`${base}${owner}`);
  await page.getByRole('heading', { name: 'Volunteering and mentoring' }).waitFor();
  await shoot(page, `volunteer-profile-${width}.png`);
  await noSidewaysScroll(page, `volunteer-${width}`);
  await page.context().close();
}
await browser.close();
