// Screenshots of the member's corner for review: `npx tsx tests/e2e/member-home-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya: an enrolment in progress, saved items).
// The newcomer's home is shot as `rohan` (a demo member with a password and no activity of his own).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3607';
const out = process.argv[3] ?? '/tmp/member-home-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who = 'maya', password = 'Summit-Member-2026'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/user\/home|\/select-role/);
  return page;
}

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(600);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.warn(`${name}: ${overflow}px sideways scroll`);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
};

for (const width of [1280, 768, 320]) {
  const page = await session(width);
  await page.goto(`${base}/user/home`);
  await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
  await shoot(page, `home-${width}.png`);
  await page.goto(`${base}/saved-content`);
  await page.getByRole('list', { name: 'Saved items' }).waitFor();
  await shoot(page, `saved-${width}.png`);
  await page.goto(`${base}/my-library`);
  await page.getByRole('region', { name: 'From your programs' }).waitFor();
  const preview = page.getByRole('button', { name: /^Preview:/ }).first();
  await preview.click();
  await page.getByText(/Download|Open/).first().waitFor();
  await shoot(page, `library-${width}.png`);
  await page.context().close();
}

// A newcomer (rohan has a password and nothing of his own).
const fresh = await session(1280, 'rohan', 'Summit-Member-2026');
await fresh.goto(`${base}/user/home`);
await fresh.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
await shoot(fresh, 'home-newcomer-1280.png');
await fresh.goto(`${base}/saved-content`);
await fresh.getByText(/Nothing saved yet/).waitFor();
await shoot(fresh, 'saved-empty-1280.png');
await browser.close();
console.log(`screenshots in ${out}`);
