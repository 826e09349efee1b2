// Screenshots of the organisation and membership screens for review:
// `npx tsx tests/e2e/organization-screenshots.ts [baseUrl] [outDir]` against a running server with a
// built SPA and the demo seed. It changes demo data once: maya applies for Individual membership and
// the admin approves it (so her card can be shown).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3802';
const out = process.argv[3] ?? '/tmp/organization-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'admin', returnTo: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(who === 'maya' ? 'Summit-Member-2026' : 'Summit-Admin-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(`${name}: sideways scroll ${wide}`);
};

let applied = false;
for (const width of [1280, 768, 320]) {
  const maya = await session(width, 'maya', '/organization');
  await maya.getByRole('heading', { level: 1, name: 'My organisations' }).waitFor();
  await maya.getByRole('link', { name: 'KisanLedger' }).first().waitFor();
  await shoot(maya, `my-organisations-${width}.png`);
  await maya.getByRole('button', { name: 'Create an organisation' }).click();
  await maya.getByRole('button', { name: 'Create organisation' }).click();
  await shoot(maya, `create-errors-${width}.png`);
  await maya.getByRole('link', { name: 'KisanLedger' }).first().click();
  await maya.getByRole('heading', { level: 1, name: 'KisanLedger' }).waitFor();
  await shoot(maya, `organisation-admin-${width}.png`);
  await maya.getByRole('button', { name: 'Edit profile' }).click();
  await shoot(maya, `organisation-edit-${width}.png`);
  await maya.goto(`${base}/organization`);
  await maya.getByRole('link', { name: 'State Startup Mission' }).first().click();
  await maya.getByRole('region', { name: 'You are invited' }).waitFor();
  await shoot(maya, `organisation-invited-${width}.png`);

  await maya.goto(`${base}/membership`);
  await shoot(maya, `membership-page-${width}.png`);
  await maya.goto(`${base}/registration/member`);
  const plans = maya.getByRole('list', { name: 'Membership plans' });
  const status = maya.getByRole('heading', { name: /^Your .* membership$/ });
  await Promise.race([plans.waitFor(), status.waitFor()]);
  if (await plans.isVisible()) {
    await shoot(maya, `registration-plans-${width}.png`);
    await maya.getByRole('button', { name: 'Apply for SME membership' }).click();
    await maya.getByRole('button', { name: 'Submit application' }).click();
    await shoot(maya, `registration-sme-errors-${width}.png`);
    await maya.getByRole('button', { name: 'Choose another plan' }).click();
  }
  if (!applied && (await plans.isVisible())) {
    await maya.getByRole('button', { name: 'Apply for Individual membership' }).click();
    await maya.getByLabel('Occupation').fill('Programme lead, community');
    await maya.getByLabel('Mobile number').fill('9876501234');
    await maya.getByLabel('City').fill('Bengaluru');
    await maya.getByLabel('State or union territory').selectOption('Karnataka');
    await maya.getByRole('button', { name: 'Submit application' }).click();
    await status.waitFor();
    await shoot(maya, `registration-waiting-${width}.png`);
  }
  const admin = await session(width, 'admin', '/admin-center?tab=memberships');
  await admin.getByRole('tab', { name: 'Memberships', selected: true }).waitFor();
  await admin.getByRole('list', { name: 'Membership applications' }).getByRole('listitem').first().waitFor();
  await shoot(admin, `admin-memberships-${width}.png`);
  if (!applied) {
    const mine = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: /^Maya .* · Individual$/ }) });
    await mine.getByRole('button', { name: 'Approve' }).click();
    await mine.getByText(/member number SUM-/).waitFor();
    applied = true;
  }
  await maya.goto(`${base}/membership/card`);
  await maya.getByRole('img', { name: /QR code/ }).waitFor();
  await shoot(maya, `card-${width}.png`);
  const href = await maya.getByRole('link', { name: /\/membership\/verify\// }).getAttribute('href');
  await maya.goto(href!);
  await maya.getByText('Valid membership').waitFor();
  await shoot(maya, `verify-valid-${width}.png`);
  await maya.goto(`${base}/membership/verify/SUM-2026-000001.forged`);
  await maya.getByText('Unknown card').waitFor();
  await shoot(maya, `verify-unknown-${width}.png`);
  await maya.context().close();
  await admin.context().close();
}
await browser.close();
console.log(`screenshots in ${out}`);
