// Screenshots of the Admin Center for review: `npx tsx tests/e2e/admin-screenshots.ts [baseUrl] [outDir]`
// against a running server with a built SPA (seeds 120 members through the API first).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3300';
const out = process.argv[3] ?? '/tmp/admin-shots';
mkdirSync(out, { recursive: true });

const signin = await fetch(`${base}/api/auth/signin`, {
  method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ username: 'admin', password: 'Summit-Admin-2026' }),
});
const profile = await signin.json() as { access_token: string; user_id: number };
const auth = { authorization: `Bearer ${profile.access_token}`, 'content-type': 'application/json' };
const tag = Date.now().toString(36);
const firsts = ['Amara', 'Bao', 'Chidi', 'Dana', 'Elif', 'Farid', 'Grace', 'Hana', 'Ivan', 'Jun'];
const lasts = ['Okafor', 'Nguyen', 'Eze', 'Levi', 'Yilmaz', 'Haddad', 'Hopper', 'Sato', 'Petrov', 'Park'];
const items = Array.from({ length: 120 }, (_, i) => ({
  username: `shot${tag}${i}`, email: `shot${tag}${i}@example.org`, firstName: firsts[i % 10], lastName: lasts[(i * 3) % 10], created_by: profile.user_id,
}));
const created = await fetch(`${base}/api/global-user/users/createMany`, { method: 'POST', headers: auth, body: JSON.stringify(items) });
console.log('seeded', created.status);

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
await page.waitForURL(/admin-center/);
await page.getByText(/Showing 1–25 of/).waitFor();
await page.screenshot({ path: path.join(out, 'users-1280.png'), fullPage: true });

await page.getByRole('checkbox', { name: 'Select all members on this page' }).check();
await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
await page.screenshot({ path: path.join(out, 'users-bulk-confirm-1280.png') });
await page.getByRole('button', { name: 'Cancel' }).click();
await page.getByRole('button', { name: 'Clear selection' }).click();

await page.getByRole('button', { name: 'Import CSV' }).click();
const csv = ['username,email,firstName,lastName,roles', `csv${tag}a,csv${tag}a@example.org,Lin,Wei,volunteer`, 'x,not-mail,,,pilot', `csv${tag}b,csv${tag}b@example.org,Ola,,`].join('\n');
await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
await page.getByRole('table', { name: 'Rows of the file' }).waitFor();
await page.screenshot({ path: path.join(out, 'users-csv-preview-1280.png') });
await page.getByRole('button', { name: 'Cancel' }).or(page.getByRole('button', { name: 'Close' })).first().click();

await page.getByRole('row').nth(1).getByRole('button', { name: /^Edit/ }).click();
await page.screenshot({ path: path.join(out, 'users-edit-1280.png') });
await page.keyboard.press('Escape');

for (const tab of ['Roles', 'Privileges', 'Menus']) {
  await page.getByRole('tab', { name: tab }).click();
  if (tab === 'Privileges') {
    await page.getByRole('button', { name: /^Volunteer/ }).click();
    await page.getByRole('checkbox', { name: 'Read on Business' }).waitFor();
    await page.getByRole('checkbox', { name: 'Write on Business' }).check();
  }
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(out, `${tab.toLowerCase()}-1280.png`), fullPage: true });
}

const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState: await context.storageState() });
await phone.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
const small = await phone.newPage();
await small.goto(`${base}/admin-center?tab=users`);
await small.getByText(/Showing 1–25 of/).waitFor();
await small.screenshot({ path: path.join(out, 'users-375.png'), fullPage: true });
await browser.close();
console.log('screenshots in', out);
