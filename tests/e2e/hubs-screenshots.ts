// Screenshots of hubs and content for review: `npx tsx tests/e2e/hubs-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3606';
const out = process.argv[3] ?? '/tmp/hubs-shots';
const widths = (process.argv[4] ?? '320,768,1280').split(',').map(Number);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'admin' | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  page.setDefaultTimeout(90_000); // a busy machine
  if (!who) return page;
  await page.goto(`${base}/auth?returnTo=%2Fuser%2Fhome`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(who === 'maya' ? 'Summit-Member-2026' : 'Summit-Admin-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  // No sideways scroll at any width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.log(`${name}: ${overflow}px sideways overflow`);
};

for (const width of widths) {
  const guest = await session(width, null);
  await guest.goto(`${base}/investor-hub`);
  await guest.getByRole('heading', { level: 1, name: 'Investor Hub' }).waitFor();
  await shoot(guest, `investor-hub-guest-${width}.png`);
  await guest.goto(`${base}/contents`);
  await guest.getByRole('searchbox', { name: 'Search content' }).fill('customer interviews');
  await guest.getByText(/best matches first/).waitFor();
  await shoot(guest, `contents-search-${width}.png`);
  await guest.goto(`${base}/contents/what-investors-read-in-your-first-slide`);
  await guest.getByRole('heading', { level: 1 }).waitFor();
  await shoot(guest, `content-item-${width}.png`);
  await guest.context().close();

  const maya = await session(width, 'maya');
  for (const [route, name] of [['/funding-hub', 'funding-hub'], ['/event-hub', 'event-hub'], ['/home/dare-and-dream', 'home-dare-and-dream']] as const) {
    await maya.goto(`${base}${route}`);
    await maya.locator('main section[data-kind]').first().waitFor();
    await shoot(maya, `${name}-${width}.png`);
  }
  await maya.goto(`${base}/ip-compliance-hub`);
  await maya.getByRole('searchbox', { name: 'Search this hub' }).fill('patent');
  await maya.getByRole('button', { name: 'Search', exact: true }).click();
  await maya.getByRole('button', { name: 'Clear search' }).waitFor();
  await shoot(maya, `hub-search-${width}.png`);
  await maya.context().close();

  const admin = await session(width, 'admin');
  await admin.goto(`${base}/admin-center?tab=hubs&hub=funding-hub`);
  await admin.getByLabel('Title', { exact: true }).waitFor();
  await admin.getByLabel('New section').selectOption('rich-text');
  await admin.getByRole('button', { name: 'Add section' }).click();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await admin.getByText('Write the text.').waitFor();
  await admin.waitForTimeout(800);
  await shoot(admin, `admin-hubs-${width}.png`);
  await admin.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
