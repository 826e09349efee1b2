// Screenshots of the public site at 375 px and 1280 px, light and dark, for review.
// Needs a running server: npx vite build && PORT=3200 DATA_DIR=$(mktemp -d) npx tsx server/main.ts
// Then: npx tsx scripts/screenshots.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3200';
const out = path.resolve(process.argv[3] ?? 'test-results/screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

type Shot = { name: string; path: string; consent: boolean; fullPage?: boolean; act?: (page: Page) => Promise<void> };
const SHOTS: Shot[] = [
  { name: 'home', path: '/', consent: true, fullPage: true },
  { name: 'web-startups', path: '/web/startups', consent: true, fullPage: true },
  { name: 'membership', path: '/membership', consent: true, fullPage: true },
  { name: 'cookie-banner', path: '/', consent: false },
  { name: 'cookie-preferences', path: '/', consent: false, act: async (p) => { await p.getByRole('button', { name: 'Preferences' }).click(); await p.getByRole('dialog').waitFor(); } },
  { name: 'toast', path: '/web/community', consent: false, act: async (p) => { await p.getByRole('button', { name: 'Accept' }).click(); await p.getByRole('alert').first().waitFor(); await p.waitForTimeout(900); } },
  { name: 'drawer-open', path: '/web/community', consent: true, act: async (p) => {
    const toggle = p.getByRole('button', { name: 'Menu', exact: true });
    if (await toggle.isVisible()) { await toggle.click(); await p.getByRole('dialog', { name: 'Site menu' }).waitFor(); await p.waitForTimeout(300); }
    else { await p.getByRole('button', { name: /Explore/ }).click(); await p.waitForTimeout(200); }
  } },
  { name: 'tooltip', path: '/membership', consent: true, act: async (p) => { const b = p.getByRole('button', { name: 'About the Organisation plan' }); await b.scrollIntoViewIfNeeded(); await b.click(); } },
  { name: '404', path: '/no/such/page', consent: true },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    for (const shot of SHOTS) {
      if (scheme === 'dark' && !['home', 'web-startups', 'cookie-preferences', 'drawer-open', '404'].includes(shot.name)) continue;
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 800 }, colorScheme: scheme });
      if (shot.consent) await context.addInitScript(() => localStorage.setItem('cookieAccepted', 'true'));
      const page = await context.newPage();
      await page.goto(`${base}${shot.path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      await shot.act?.(page);
      const file = path.join(out, `${shot.name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
