// Screenshots of the community spaces area for review: `npx tsx tests/e2e/community-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA and the demo seed (maya: expert, owns an opportunity; rohan: learner).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3604';
const out = process.argv[3] ?? '/tmp/community-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'rohan' = 'maya'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fcommunity`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/community/);
  return page;
}

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  // The first screen as a phone shows it, at readable size.
  if (name.endsWith('-320.png')) await page.screenshot({ path: path.join(out, name.replace('-320.png', '-320-top.png')) });
};

for (const width of [1280, 768, 320]) {
  const page = await session(width);
  await page.getByRole('heading', { name: 'Latest activity' }).waitFor();
  await shoot(page, `community-home-${width}.png`);
  await page.goto(`${base}/community/5`);
  await page.getByRole('heading', { name: 'Spaces' }).waitFor();
  await page.getByRole('link', { name: 'Seed Angels Circle' }).click();
  await page.getByRole('list', { name: 'Members of Seed Angels Circle' }).waitFor();
  await shoot(page, `community-investor-${width}.png`);
  await page.goto(`${base}/community/get-involved`);
  await page.getByRole('heading', { name: 'Applications to your opportunities' }).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, `get-involved-${width}.png`);
  await page.goto(`${base}/new-community/9`);
  await page.getByRole('button', { name: 'Create space' }).click();
  await page.getByRole('alert').waitFor();
  await shoot(page, `new-space-${width}.png`);
  await page.context().close();
}
// A learner (rohan) has no read on the investor community.
const rohan = await session(768, 'rohan');
await rohan.goto(`${base}/community/5`);
await rohan.getByRole('link', { name: 'Switch view' }).waitFor();
await shoot(rohan, 'community-refused-768.png');
await rohan.context().close();
await browser.close();
console.log(`screenshots in ${out}`);
