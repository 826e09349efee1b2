// Screenshots of the communication screen for review:
// `npx tsx tests/e2e/communication-screenshots.ts [baseUrl] [outDir]` against a running server
// with a built SPA. Seeds through the API: a conversation between maya and the admin, an
// announcement, and maya's enrolment in a program.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const out = process.argv[3] ?? '/tmp/communication-shots';
mkdirSync(out, { recursive: true });

async function signIn(username: string, password: string) {
  const res = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ username, password }) });
  const body = await res.json() as { access_token: string; user_id: number };
  return { id: body.user_id, headers: { authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' } };
}
const call = async (who: { headers: Record<string, string> }, method: string, url: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, { method, headers: who.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.status === 204 ? null : res.json();
};

const admin = await signIn('admin', 'Summit-Admin-2026');
const maya = await signIn('maya', 'Summit-Member-2026');
const conversation = await call(maya, 'POST', '/api/chat/conversations', { member_ids: [admin.id] }) as { conversation_id: number };
const lines: [typeof admin, string][] = [
  [maya, 'Hi Ada! Is the pitch night still on Friday?'],
  [admin, 'Yes, doors open at 6 pm. Bring your deck on a USB stick just in case.'],
  [maya, 'Great. Can I bring a co-founder?\nShe handles the demo.'],
  [admin, '<img src=x onerror=alert(1)> ← this is how the chat shows text that looks like HTML'],
];
for (const [who, body] of lines) await call(who, 'POST', `/api/chat/conversations/${conversation.conversation_id}/messages`, { body });
await call(admin, 'POST', '/api/notification/announce', { body: 'The summit app now has live chat. Say hello to the members you meet!', audience: { all: true } });
const programs = await call(maya, 'GET', '/api/program/programs/getAll?limit=5') as { data: { program_id: number }[] };
if (programs.data[0]) await call(maya, 'POST', '/api/program/programs-enrolled/createProgramEnrolled', { user_id: maya.id, program_id: programs.data[0].program_id });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=%2Fnotifications`);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/notifications/);
  return page;
}

const wide = await session(1280, 'maya', 'Summit-Member-2026');
await wide.getByRole('list', { name: 'Notifications' }).waitFor();
await wide.screenshot({ path: path.join(out, 'notifications-1280.png'), fullPage: true });
await wide.getByRole('link', { name: 'Announcements' }).click();
await wide.getByRole('list', { name: 'Announcements' }).waitFor();
await wide.screenshot({ path: path.join(out, 'announcements-member-1280.png'), fullPage: true });
await wide.getByRole('link', { name: 'Messages' }).first().click();
await wide.getByRole('listbox', { name: 'Conversations' }).getByRole('option').first().click();
await wide.getByRole('log').getByText('Great. Can I bring').first().waitFor();
await wide.screenshot({ path: path.join(out, 'messages-1280.png'), fullPage: true });
await wide.getByRole('button', { name: 'New conversation' }).first().click();
await wide.getByLabel('Find members by name or username').fill('ad');
await wide.getByRole('button', { name: /^Add / }).first().waitFor();
await wide.screenshot({ path: path.join(out, 'messages-new-1280.png') });
await wide.keyboard.press('Escape');
await wide.getByRole('link', { name: 'Calendar' }).click();
await wide.getByRole('grid').waitFor();
await wide.getByRole('heading', { name: 'Coming up' }).waitFor();
await wide.waitForTimeout(500);
await wide.screenshot({ path: path.join(out, 'calendar-1280.png'), fullPage: true });
const earlier = wide.getByRole('button', { name: /^Show .* in the calendar$/ }).first();
if (await earlier.count()) {
  await earlier.click();
  await wide.screenshot({ path: path.join(out, 'calendar-earlier-1280.png'), fullPage: true });
}

const adminPage = await session(1280, 'admin', 'Summit-Admin-2026');
await adminPage.getByRole('link', { name: 'Announcements' }).click();
await adminPage.getByRole('region', { name: 'Send an announcement' }).waitFor();
await adminPage.waitForTimeout(500);
await adminPage.screenshot({ path: path.join(out, 'announcements-admin-1280.png'), fullPage: true });

const narrow = await session(375, 'maya', 'Summit-Member-2026');
await narrow.getByRole('navigation', { name: 'Communication' }).getByRole('link', { name: 'Messages' }).click();
await narrow.getByRole('listbox', { name: 'Conversations' }).waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
  await narrow.screenshot({ path: path.join(out, 'messages-debug-375.png'), fullPage: true });
  throw error;
});
await narrow.screenshot({ path: path.join(out, 'messages-list-375.png'), fullPage: true });
await narrow.getByRole('listbox', { name: 'Conversations' }).getByRole('option').first().click();
await narrow.getByRole('log').getByText('Great. Can I bring').first().waitFor();
await narrow.screenshot({ path: path.join(out, 'messages-thread-375.png'), fullPage: true });

await browser.close();
console.log(`screenshots in ${out}`);
