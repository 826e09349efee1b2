import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const ROHAN = { username: 'rohan', password: 'Summit-Member-2026' };

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('maya posts a call, rohan expresses interest, maya picks him, and both find the group conversation in Messages', async ({ browser }) => {
  // Two members, many pages: more than the default 30 s when another spec loads the server.
  test.setTimeout(120_000);
  const title = `Pilot partner for a cold-chain tracker ${Date.now()}`;
  const maya = await signedIn(browser, MAYA);

  // maya posts a call from the board.
  await maya.goto('/collab-hub');
  await expect(maya.getByRole('heading', { level: 1, name: 'Collaboration Hub' })).toBeVisible();
  await expect(maya.getByText(/^\d+ calls?$/)).toBeVisible();
  await maya.getByRole('link', { name: 'Post a call' }).first().click();
  await maya.getByRole('textbox', { name: 'Title' }).fill(title);
  await maya.getByRole('textbox', { name: /What you need/ }).fill('We track vaccine **temperature** across rural clinics and need a *logistics* partner for a 3-month pilot.');
  await maya.getByRole('textbox', { name: /Skills wanted/ }).fill('Cold chain, Logistics');
  await maya.getByLabel('Deadline').fill(inDays(14));
  await maya.getByLabel(/Community/).selectOption('startup');
  await maya.getByRole('button', { name: 'Post call' }).click();
  await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(maya.locator('strong', { hasText: 'temperature' })).toBeVisible();
  await expect(maya.getByText('No one has expressed interest yet.', { exact: false })).toBeVisible();
  const callUrl = new URL(maya.url());
  const callId = callUrl.searchParams.get('call');
  expect(callId).toMatch(/^\d+$/);

  // rohan finds it on the board by a skill and expresses interest.
  const rohan = await signedIn(browser, ROHAN);
  await rohan.goto('/collab-hub');
  await rohan.getByRole('textbox', { name: 'Skill' }).fill('cold chain');
  await rohan.getByRole('link', { name: title }).click();
  await rohan.getByRole('button', { name: 'I’m interested' }).click();
  await rohan.getByRole('textbox', { name: 'Your message' }).fill('short');
  await rohan.getByRole('button', { name: 'Send interest' }).click();
  await expect(rohan.getByRole('alert')).toHaveText('Write at least 10 characters about what you bring.');
  await rohan.getByRole('textbox', { name: 'Your message' }).fill('I ran last-mile logistics for a pharmacy network in Pune for three years.');
  await rohan.getByRole('button', { name: 'Send interest' }).click();
  await expect(rohan.getByText(/Your interest is sent/)).toBeVisible();

  // maya is notified live; she opens her call from /collaboration and picks rohan.
  await maya.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(maya.getByRole('dialog', { name: 'Notifications' }).getByText(`Rohan Mehta is interested in your collaboration call “${title}”.`)).toBeVisible({ timeout: 10_000 });
  await maya.keyboard.press('Escape');
  await maya.goto('/collaboration');
  const myCall = maya.getByRole('listitem').filter({ hasText: title });
  await expect(myCall.getByText('1 waiting for your answer')).toBeVisible();
  await myCall.getByRole('link', { name: title }).click();
  await expect(maya.getByText('I ran last-mile logistics for a pharmacy network in Pune for three years.')).toBeVisible();
  await maya.getByRole('button', { name: /^Pick Rohan/ }).click();
  await maya.getByRole('link', { name: 'Open the group chat' }).click();
  await expect(maya).toHaveURL(/\/messages\?c=\d+/);
  await expect(maya.getByRole('heading', { level: 2, name: `Collaboration: ${title}` })).toBeVisible();

  // rohan sees he was picked and lands in the same conversation.
  await rohan.reload();
  await expect(rohan.getByText('You were picked for this collaboration.')).toBeVisible();
  await rohan.getByRole('link', { name: 'Open the group chat' }).click();
  await expect(rohan).toHaveURL(/\/messages\?c=\d+/);
  await expect(rohan.getByRole('heading', { level: 2, name: `Collaboration: ${title}` })).toBeVisible();
  expect(new URL(rohan.url()).searchParams.get('c')).toBe(new URL(maya.url()).searchParams.get('c'));

  // Back on the call, rohan's interest shows as picked: no second "I'm interested".
  await rohan.goto(`/collab-hub?call=${callId}`);
  await expect(rohan.getByText('You were picked for this collaboration.')).toBeVisible();
  await expect(rohan.getByRole('button', { name: 'I’m interested' })).toHaveCount(0);
});
