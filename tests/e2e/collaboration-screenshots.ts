// Screenshots of the collaboration area for review:
// `npx tsx tests/e2e/collaboration-screenshots.ts [baseUrl] [outDir]` against a running server with
// a built SPA and the demo seed (maya posted "Research collaborator on explainable credit scoring").
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3605';
const out = process.argv[3] ?? '/tmp/collaboration-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fcollab-hub`);
  await page.getByLabel('Username or e-mail').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/collab-hub/);
  return page;
}

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  // Nothing may scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) console.log(`${name}: ${overflow}px sideways overflow`);
};

for (const width of [1280, 768, 320]) {
  const page = await session(width);
  await page.getByRole('heading', { level: 1, name: 'Collaboration Hub' }).waitFor();
  await page.getByText(/^\d+ calls?$/).waitFor();
  await shoot(page, `board-${width}.png`);
  await page.getByRole('link', { name: 'Co-founder (CTO) for a crop-disease detection app' }).click();
  await page.getByRole('heading', { name: 'Your interest' }).waitFor();
  await page.getByRole('button', { name: 'I’m interested' }).click();
  await shoot(page, `call-member-${width}.png`);
  await page.goto(`${base}/collab-hub/community?community=government`);
  await page.getByText(/^\d+ calls?$/).waitFor();
  await shoot(page, `community-${width}.png`);
  await page.goto(`${base}/collaboration`);
  await page.getByRole('heading', { name: /^My calls/ }).waitFor();
  await shoot(page, `mine-${width}.png`);
  await page.getByRole('link', { name: 'Research collaborator on explainable credit scoring' }).click();
  await page.getByRole('heading', { name: /^Interest/ }).waitFor();
  await shoot(page, `call-poster-${width}.png`);
  await page.goto(`${base}/collab-hub?new=1`);
  await page.getByRole('button', { name: 'Post call' }).click();
  await page.getByRole('alert').waitFor();
  await shoot(page, `new-call-${width}.png`);
  await page.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
