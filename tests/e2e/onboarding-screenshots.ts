// Screenshots of issue 15's onboarding and remaining pages for review:
// `npx tsx tests/e2e/onboarding-screenshots.ts [baseUrl] [outDir]` against a running development
// server (dev outbox on) with a built SPA and the demo seed. Signs up one new member for the
// onboarding steps; maya shows the workspace, UpMyMind and the test pages.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3803';
const out = process.argv[3] ?? '/tmp/onboarding-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function context(width: number) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  return ctx.newPage();
}

async function signIn(page: Page, returnTo: string) {
  await page.goto(`${base}/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username or e-mail').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

async function signUp(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `shots-${id}@example.org`;
  await page.goto(`${base}/auth?mode=register`);
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Username').fill(`shots${id}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long secret phrase');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').waitFor();
  let code = '';
  for (let i = 0; i < 20 && !code; i += 1) {
    const mails = await (await page.request.get(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`)).json() as { text: string }[];
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    if (!code) await page.waitForTimeout(300);
  }
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await page.waitForURL(/\/user\/home$/);
}

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, name), fullPage: true });
};

for (const width of [1280, 768, 320]) {
  const page = await context(width);
  await signUp(page);
  await page.getByRole('heading', { name: /Finish setting up your profile/ }).waitFor();
  await shoot(page, `home-setup-card-${width}.png`);
  await page.goto(`${base}/onboarding`);
  await page.getByRole('button', { name: 'Let’s start' }).waitFor();
  await shoot(page, `onboarding-1-welcome-${width}.png`);
  await page.getByRole('button', { name: 'Let’s start' }).click();
  await page.getByRole('heading', { name: 'Roles and interests' }).waitFor();
  await page.getByRole('checkbox', { name: /^Expert/ }).check();
  await page.getByRole('checkbox', { name: 'Fintech' }).check();
  await shoot(page, `onboarding-2-roles-${width}.png`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Profile basics' }).waitFor();
  await page.getByLabel('Headline').fill('Building a water-quality sensor for villages');
  await shoot(page, `onboarding-3-profile-${width}.png`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Choose your communities' }).waitFor();
  await shoot(page, `onboarding-4-community-${width}.png`);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('heading', { name: 'You’re all set' }).waitFor();
  await shoot(page, `onboarding-5-done-${width}.png`);
  await page.context().close();

  const maya = await context(width);
  await signIn(maya, '/innovation-workspace');
  await maya.getByRole('heading', { name: 'Founder pricing calculator' }).waitFor();
  await shoot(maya, `workspace-${width}.png`);
  await maya.goto(`${base}/upmymind/overview`);
  await maya.getByRole('table').waitFor();
  await shoot(maya, `upmymind-${width}.png`);
  await maya.getByRole('button', { name: 'Take the self-check' }).click();
  await shoot(maya, `upmymind-check-${width}.png`);
  await maya.goto(`${base}/gemini-test`);
  await maya.getByText('Not configured.').waitFor();
  await shoot(maya, `gemini-test-${width}.png`);
  await maya.goto(`${base}/sso-initiate-test`);
  await maya.getByText('Present (hidden)').waitFor();
  await shoot(maya, `sso-test-${width}.png`);
  await maya.context().close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
