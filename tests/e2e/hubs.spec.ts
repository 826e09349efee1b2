// Hubs and content (issue 12) in a real browser against the real server and seed.
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

/** Every section of the open hub has items (cards) or text. */
async function expectFilledSections(page: Page, atLeast = 3) {
  const sections = page.locator('main section[data-kind]');
  await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(atLeast);
  const n = await sections.count();
  for (let i = 0; i < n; i += 1) {
    const s = sections.nth(i);
    const kind = await s.getAttribute('data-kind');
    if (kind === 'rich-text') await expect(s.locator('p').first()).not.toBeEmpty();
    else await expect(s.getByRole('listitem').first()).toBeVisible();
  }
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the investor hub is public: content sections, events offered after sign-in; a private hub asks to sign in', async ({ page }) => {
    await page.goto('/investor-hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Hub' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
    await expect(page.locator('section[data-kind="featured"]').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('section[data-kind="events"]').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/funding-hub');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('/contents searches all content with highlighted snippets; an item opens with its body', async ({ page }) => {
    await page.goto('/contents');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Content' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search content' }).fill('burnout');
    await expect(page.getByText(/items?, best matches first/)).toBeVisible();
    const first = page.locator('main li').first();
    await expect(first.getByRole('link', { name: 'Burnout warning signs in early teams' })).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText(/burnout/i);
    await first.getByRole('link', { name: 'Burnout warning signs in early teams' }).click();
    await expect(page).toHaveURL(/\/contents\/burnout-warning-signs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Burnout warning signs in early teams' })).toBeVisible();
    await expect(page.getByText('Sixty-one percent of founders')).toBeVisible();
    await page.goto('/contents/winter-funding-outlook-draft');
    await expect(page.getByText("404. That's an error. The requested URL was not found on this server.")).toBeVisible();
  });
});

test('a member opens several hubs and /home sections, all with filled sections from the database', async ({ browser }) => {
  test.setTimeout(120_000); // eight full hub pages on a machine shared with another worker
  const maya = await signedIn(browser, MAYA);
  for (const [path, title] of [
    ['/funding-hub', 'Funding Hub'], ['/event-hub', 'Event Hub'], ['/competition-hub', 'Competition Hub'], ['/wellbeing-hub', 'Wellbeing Hub'],
    ['/home/dare-and-dream', 'Dare & Dream'], ['/home/events', 'Events'], ['/home/insights', 'Insights'], ['/connect', 'Connect'],
  ] as const) {
    await maya.goto(path);
    await expect(maya.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expectFilledSections(maya);
  }
  // The event hub leads with upcoming events, each linking to its page.
  await maya.goto('/event-hub');
  await expect(maya.locator('section[data-kind="events"]').first().getByRole('link', { name: 'View and register' }).first()).toBeVisible();
});

test('the hub search box finds the hub’s content with highlighted matches; an unknown hub is the 404 page', async ({ browser }) => {
  const maya = await signedIn(browser, MAYA);
  await maya.goto('/ip-compliance-hub');
  await maya.getByRole('searchbox', { name: 'Search this hub' }).fill('patent');
  await maya.getByRole('button', { name: 'Search', exact: true }).click();
  const results = maya.getByRole('region', { name: /results? for “patent”/ });
  await expect(results).toBeVisible();
  await expect(results.getByRole('link', { name: 'Patent filing support scheme' })).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  await maya.getByRole('button', { name: 'Clear search' }).click();
  await expect(results).toBeHidden();

  await maya.goto('/funding-hub');
  await expect(maya.getByRole('heading', { level: 1, name: 'Funding Hub' })).toBeVisible();
  // A hub whose row is gone answers 404 from the API: the same screen shows the SPEC 404 text.
  await maya.route('**/api/hubs/funding-hub', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Hub not found","statusCode":404}' }));
  await maya.reload();
  await expect(maya.getByText("404. That's an error. The requested URL was not found on this server.")).toBeVisible();
  await maya.unroute('**/api/hubs/funding-hub');
  await maya.goto('/no-such-hub');
  await expect(maya.getByText("404. That's an error. The requested URL was not found on this server.")).toBeVisible();
});

test('an administrator adds a section in the Admin Center; the member sees it after a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const maya = await signedIn(browser, MAYA);
  await maya.goto('/projects-cohort-hub');
  await expect(maya.getByRole('heading', { level: 1, name: 'Projects & Cohort Hub' })).toBeVisible();
  const marker = `Cohort office hours ${Date.now()}`;
  await expect(maya.getByRole('heading', { name: marker })).toHaveCount(0);

  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/admin-center?tab=hubs&hub=projects-cohort-hub');
  await expect(admin.getByRole('tab', { name: 'Hubs' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('combobox', { name: 'Hub', exact: true })).toHaveValue('projects-cohort-hub');
  await admin.getByLabel('New section').selectOption('rich-text');
  await admin.getByRole('button', { name: 'Add section' }).click();
  const added = admin.locator('fieldset').filter({ hasText: 'Text block' }).last();
  // Empty text is refused with the server's own message, before any request.
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(added.getByText('Write the text.')).toBeVisible();
  await added.getByLabel('Section title').fill(marker);
  await added.getByLabel('Text (Markdown)').fill('Every **Thursday** at 4 pm: bring one question about your milestone.');
  await admin.getByRole('button', { name: `Move “${marker}” up` }).click();
  // The live preview renders the draft with the hub page's components.
  const preview = admin.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: marker })).toBeVisible();
  await expect(preview.getByText('Thursday')).toBeVisible();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved. Members see it the next time they open the hub.')).toBeVisible();

  await maya.reload();
  await expect(maya.getByRole('heading', { level: 2, name: marker })).toBeVisible();
  await expect(maya.getByText('bring one question about your milestone')).toBeVisible();
});

test('an item saved from a hub is in /saved-content after a reload', async ({ browser }) => {
  // The administrator's shelf: no other spec reads it.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/csr-hub');
  const save = admin.locator('section[data-kind="featured"]').getByRole('button', { name: /^Save: / }).first();
  const title = (await save.getAttribute('aria-label'))!.replace(/^Save: /, '');
  await save.click();
  await expect(admin.getByRole('button', { name: `Saved: ${title}` }).first()).toHaveAttribute('aria-pressed', 'true');
  await admin.goto('/saved-content');
  await admin.reload();
  await expect(admin.getByRole('link', { name: title })).toBeVisible();
  // Saved state shows on the hub too, after a reload; unsaving there leaves the shelf as it was.
  await admin.goto('/csr-hub');
  const saved = admin.getByRole('button', { name: `Saved: ${title}` }).first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(admin.getByRole('button', { name: `Save: ${title}` }).first()).toHaveAttribute('aria-pressed', 'false');
});
