// Screenshots of the chat and the bell panel for review (issue 16):
// `npx tsx tests/e2e/chat-screenshots.ts [baseUrl] [outDir]` against a running server with a
// built SPA and the demo seed (maya's conversations, server/db/seed-chat.ts). Rohan types in
// his own browser so maya's shot shows "Rohan is typing…".
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:3805';
const out = process.argv[3] ?? '/tmp/chat-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function session(width: number, who: 'maya' | 'rohan', returnTo = '/messages'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username or e-mail').fill(who);
  await page.getByLabel('Password', { exact: true }).fill('Summit-Member-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(out, name) });

const rohan = await session(1280, 'rohan');
await rohan.getByRole('option', { name: /^Maya Mensah/ }).click();
const rohanBox = rohan.getByRole('textbox', { name: 'Message to Maya Mensah' });

for (const width of [1280, 375]) {
  const maya = await session(width, 'maya');
  await maya.getByRole('listbox', { name: 'Conversations' }).waitFor();
  await maya.waitForTimeout(500);
  await shoot(maya, `chat-list-${width}.png`);
  await maya.getByRole('option', { name: /^Rohan Mehta/ }).click();
  await maya.getByRole('log', { name: 'Messages with Rohan Mehta' }).getByText('Dry run at 4?').waitFor();
  await rohanBox.pressSequentially('On my way', { delay: 40 });
  await maya.getByText('Rohan is typing…').waitFor({ timeout: 10_000 });
  await shoot(maya, `chat-thread-${width}.png`);
  await rohanBox.fill('');
  await maya.goto(`${base}/messages`);
  await maya.getByRole('option', { name: 'Pitch night crew, 1 unread' }).or(maya.getByRole('option', { name: 'Pitch night crew' })).click();
  await maya.getByRole('log', { name: 'Messages with Pitch night crew' }).getByText('slides due').waitFor();
  await shoot(maya, `chat-group-${width}.png`);
  // Away from /messages (no chat socket), a message from rohan becomes a notification in the bell.
  await maya.goto(`${base}/notifications`);
  await maya.getByRole('heading', { level: 1 }).waitFor();
  await maya.waitForTimeout(800);
  for (const text of [`Are the slides final? (${width})`, `Ping me when you are back (${width})`]) {
    await rohanBox.fill(text);
    await rohanBox.press('Enter');
    await rohan.getByRole('log').getByText(text).waitFor();
  }
  await maya.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor();
  await maya.getByRole('button', { name: /^Notifications/ }).click();
  await maya.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await maya.waitForTimeout(600);
  await shoot(maya, `bell-${width}.png`);
  await maya.context().close();
}
await rohan.context().close();
await browser.close();
