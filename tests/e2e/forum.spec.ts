import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';

// Issue 14 acceptance, in two browsers: maya posts a topic mentioning @rohan (picked from the
// composer's suggestions by keyboard); rohan gets a live notification, opens it, lands on the
// topic and replies; the reply appears in maya's open topic without reload; search finds the
// topic by a word that is only in the reply.

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const ROHAN = { username: 'rohan', password: 'Summit-Member-2026' };
const letters = (n: number) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

async function signedIn(browser: Browser, who: { username: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await signIn(page, who, path);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

test('a mention notifies live, the reply arrives live in the other browser, and search finds the topic by the reply', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Pilot pricing for SME customers ${letters(5)}`;
  const word = `quokka${letters(8)}`;

  const rohan = await signedIn(browser, ROHAN, '/community/forum');
  await expect(rohan.getByRole('heading', { level: 1, name: 'Community forum' })).toBeVisible();
  const maya = await signedIn(browser, MAYA, '/community/forum');

  // maya starts a topic and mentions rohan by picking him from the suggestions.
  await maya.getByRole('link', { name: 'New topic' }).click();
  await expect(maya.getByRole('heading', { level: 1, name: 'New topic' })).toBeVisible();
  await maya.getByLabel('Category').selectOption({ index: 1 });
  await maya.getByLabel('Title').fill(title);
  const body = maya.getByRole('combobox', { name: 'Your post (Markdown)' });
  await body.pressSequentially('How would you price a three-month pilot? @roh', { delay: 15 });
  const option = maya.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', { name: /@rohan/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await body.press('Enter');
  await expect(body).toHaveValue('How would you price a three-month pilot? @rohan ');
  await body.pressSequentially('what did you charge?');
  await maya.getByRole('button', { name: 'Post topic' }).click();
  await expect(maya).toHaveURL(/\/community\/forum\/topic\/\d+$/);
  await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(maya.getByRole('link', { name: '@rohan' })).toBeVisible();

  // rohan's bell rings without reload; the notification opens the topic.
  const bell = rohan.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await rohan.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`mentioned you in “${title}”`) }).click();
  await expect(rohan).toHaveURL(/\/community\/forum\/topic\/\d+/);
  await expect(rohan.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // rohan replies; maya's open topic shows it without reload, announced politely.
  await rohan.getByRole('button', { name: 'Reply' }).click();
  await rohan.getByRole('combobox', { name: /^Reply/ }).fill(`We charged a flat setup fee, the ${word} model. Happy to share numbers.`);
  await rohan.getByRole('button', { name: 'Post reply' }).click();
  await expect(rohan.getByText('Your reply was posted.', { exact: true }).first()).toBeVisible();
  await expect(maya.getByText(`the ${word} model`)).toBeVisible();
  await expect(maya.getByText('New reply from Rohan Mehta.')).toBeAttached();

  // Search finds the topic by a word only the reply contains, and links to that reply.
  await maya.getByRole('link', { name: 'Community forum' }).click();
  await maya.getByRole('searchbox', { name: 'Search the forum' }).fill(word);
  await maya.getByRole('button', { name: 'Search' }).click();
  await expect(maya).toHaveURL(/\/community\/forum\/search\?q=/);
  const hit = maya.getByRole('link', { name: title });
  await expect(hit).toBeVisible();
  await expect(maya.locator('mark', { hasText: word })).toBeVisible();
  await hit.click();
  await expect(maya).toHaveURL(/post=2#post-2$/);
  await expect(maya.getByText(`the ${word} model`)).toBeVisible();
});
