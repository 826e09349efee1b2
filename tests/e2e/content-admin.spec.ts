// Content editing (decision 0038) in a real browser: an administrator publishes an article in
// the Funding Hub from the Admin Center; a member finds it in the hub and on /contents; once the
// administrator unpublishes it, the member's item page says it is not found.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 }); // scrypt under a busy second worker
  return page;
}

test('an administrator publishes an article in the Funding Hub; a member finds it; unpublished, it is not found', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Quillwort grant round ${stamp}`;
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/admin-center?tab=content');
  await admin.getByRole('button', { name: 'New content item' }).click();
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Summary').fill('A small grant round for first-time founders, open this month.');
  await admin.getByLabel('Body (Markdown)').fill('## Who can apply\n\nFounders in their **first year**. <script>window.pwned = 1</script>');
  await admin.getByLabel('Tags').fill('funding, grants');
  await admin.getByRole('checkbox', { name: 'Funding Hub' }).check();
  await admin.getByRole('switch', { name: 'Published (members see it)' }).check();
  await admin.getByRole('button', { name: 'Create item' }).click();
  await expect(admin.getByText(`Saved “${title}”. Members see it at /contents/`)).toBeVisible();
  const href = await admin.getByRole('link', { name: 'Open the public page' }).getAttribute('href');
  expect(href).toMatch(/^\/contents\/quillwort-grant-round-/);

  const maya = await signedIn(browser, MAYA);
  await maya.goto('/funding-hub');
  await maya.reload();
  await maya.getByRole('searchbox', { name: 'Search this hub' }).fill(`quillwort ${stamp}`);
  await maya.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(maya.getByRole('region', { name: /results? for/ }).getByRole('link', { name: title })).toBeVisible();

  await maya.goto('/contents');
  await maya.getByRole('searchbox', { name: 'Search content' }).fill(`quillwort ${stamp}`);
  await maya.locator('main').getByRole('link', { name: title }).first().click();
  await expect(maya).toHaveURL(new RegExp(`${href!}$`));
  await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(maya.getByText('Who can apply')).toBeVisible();
  expect(await maya.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  await admin.getByRole('button', { name: 'Back to the content list' }).click();
  await admin.getByRole('searchbox', { name: 'Search content' }).fill(stamp);
  await admin.getByRole('button', { name: `Edit ${title}` }).click();
  await admin.getByRole('switch', { name: 'Published (members see it)' }).uncheck();
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(`Saved “${title}” as a draft: members do not see it.`)).toBeVisible();

  await maya.reload();
  await expect(maya.getByText("404. That's an error. The requested URL was not found on this server.")).toBeVisible();
  await expect(maya.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});
