import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';

// The member network (issue 14) in a real browser against the seeded demo community: rohan is
// the demo member with a password; Kwame Asante (no password) is someone rohan does not follow.
const ROHAN = { username: 'rohan', password: 'Summit-Member-2026' };
// Several page loads and reloads per test, beside other specs' workers on a small machine.
test.describe.configure({ timeout: 90_000 });

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  // Sign-in hashes on a bounded pool: with parallel workers signing in at once it may take a while.
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  return page;
}

test('a member searches the directory, follows a member, finds them on Following after a reload, and unfollows', async ({ browser }) => {
  const page = await signedIn(browser, ROHAN);
  await page.goto('/community/network');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Network' })).toBeVisible();
  // The seeded directory: several members, each with an initial tile (no photos in the demo).
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();

  // Filters: the government community holds Nadia and Tariq.
  await page.getByRole('combobox', { name: 'Community' }).selectOption('government');
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Community' }).selectOption('');

  await page.getByRole('searchbox', { name: 'Search members' }).fill('logistics');
  const kwame = page.getByRole('listitem', { name: 'Kwame Asante' });
  await expect(kwame).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(kwame.getByText('Head of open innovation, Coastal Logistics Group')).toBeVisible();
  await kwame.getByRole('button', { name: 'Follow Kwame Asante' }).click();
  await expect(kwame.getByRole('button', { name: 'Following Kwame Asante' })).toHaveAttribute('aria-pressed', 'true');
  await expect(kwame.getByText(/^1 follower$/)).toBeVisible();

  // Stored: a fresh load of the directory shows it, and so does Following.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Kwame Asante' }).getByRole('button', { name: 'Following Kwame Asante' })).toBeVisible();
  await page.goto('/community/following');
  await page.reload();
  const people = page.getByRole('list', { name: 'People you follow' });
  const followed = people.getByRole('listitem', { name: 'Kwame Asante' });
  await expect(followed).toBeVisible();
  await expect(people.getByRole('listitem', { name: 'Amara Okonkwo' })).toBeVisible(); // seeded
  await expect(page.getByRole('list', { name: 'Organisations you follow' }).getByRole('link', { name: 'Lagos–Mumbai Seed Fund' })).toBeVisible();

  await followed.getByRole('button', { name: 'Following Kwame Asante' }).click();
  await expect(followed.getByRole('button', { name: 'Follow Kwame Asante' })).toHaveAttribute('aria-pressed', 'false');
  await expect(followed.getByText(/^0 followers$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'People you follow' }).getByRole('listitem', { name: 'Amara Okonkwo' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Kwame Asante' })).toHaveCount(0);
});

test('a member answers a connection request on Following and the directory shows them connected', async ({ browser }) => {
  const page = await signedIn(browser, ROHAN);
  await page.goto('/community/following');
  const request = page.getByRole('list', { name: 'Connection requests' }).getByRole('listitem', { name: 'Request from Diego Herrera' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByText('Connected.')).toBeVisible();
  await page.goto('/community/network?search=diego');
  await expect(page.getByRole('listitem', { name: 'Diego Herrera' }).getByRole('button', { name: 'Connected Diego Herrera' })).toHaveAttribute('aria-pressed', 'true');
});

test('the organisation directory lists each category, searches, links to organisation pages and explains an unknown category', async ({ browser }) => {
  const page = await signedIn(browser, ROHAN);
  await page.goto('/community/organization/government');
  await expect(page.getByRole('heading', { level: 1, name: 'Government organisations' })).toBeVisible();
  const mission = page.getByRole('listitem', { name: 'State Startup Mission' });
  await expect(mission).toBeVisible();
  await expect(mission.getByRole('link', { name: 'View organisation' })).toHaveAttribute('href', /^\/organization\?organization_id=\d+$/);

  const categories = page.getByRole('navigation', { name: 'Organisation categories' });
  await categories.getByRole('link', { name: 'Educators' }).click();
  await expect(page).toHaveURL(/\/community\/organization\/educators$/);
  await expect(page.getByRole('listitem', { name: 'Open Hack Academy' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search educators' }).fill('hardware');
  await expect(page.getByText('1 organisation', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Rural Innovators School' })).toBeVisible();

  await page.goto('/community/organization/pirates');
  await expect(page.getByRole('alert')).toContainText('There is no organisation category “pirates”.');
});
