import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { submitSignIn } from './support/session';

// Member home, saved content and My library (issue 12). Runs beside other specs of its worker on
// one host: it saves and unsaves items nobody else saves, and uploads its own file.
const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };

async function signIn(page: Page) {
  await page.goto('/auth');
  await submitSignIn(page, MAYA);
}

test('maya lands on her home with learning, events and notifications; saves an event and a program, finds them after reload, unsaves one', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  // A real notification: an admin announces to volunteers (maya holds the volunteer role).
  // (its own request context: the page's would share the admin's session cookie with the browser)
  const api = await playwright.request.newContext({ baseURL });
  const admin = await (await api.post('/api/auth/signin', { data: ADMIN })).json() as { access_token: string };
  const auth = { authorization: `Bearer ${admin.access_token}` };
  const roles = await (await api.get(`/api/user/roles/getAll?filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'volunteer' }))}`, { headers: auth })).json() as { data: { role_id: number }[] };
  const note = `Volunteer briefing moved to Hall B (${Date.now()})`;
  const sent = await api.post('/api/notification/announce', { headers: auth, data: { body: note, audience: { role_id: roles.data[0]!.role_id } } });
  expect(sent.status()).toBe(200);
  await api.dispose();

  // Every sign-in lands on /user/home, with real items.
  await signIn(page);
  await expect(page).toHaveURL(/\/user\/home$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeVisible();
  const learning = page.getByRole('region', { name: /Continue learning/ });
  await expect(learning.getByRole('link', { name: 'Founder Foundations', exact: true })).toHaveAttribute('href', /\/lxp\/program\/\d+\/unit\/\d+$/);
  await expect(learning.getByRole('progressbar', { name: 'Founder Foundations progress' })).toBeVisible();
  const events = page.getByRole('region', { name: /Your next events/ });
  await expect(events.getByRole('link', { name: 'Pitch Clinic (online)' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Unread notifications/ }).getByText(note)).toBeVisible();
  await expect(page.getByRole('region', { name: /Hubs for you/ }).getByRole('link').first()).toBeVisible();

  // Save an event from its page, and a program from its page.
  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Search events' }).fill('agritech');
  await page.getByRole('link', { name: 'AI in Agritech Panel' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const saveEvent = page.getByRole('button', { name: 'Save: AI in Agritech Panel' });
  await saveEvent.click();
  await expect(page.getByRole('button', { name: 'Saved: AI in Agritech Panel' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/lxp');
  await page.getByLabel('Search programs').fill('market fit');
  await page.getByLabel('Search programs').press('Enter');
  await page.getByRole('link', { name: 'Product-Market Fit Lab' }).click();
  await expect(page).toHaveURL(/\/lxp\/program\/\d+$/);
  await page.getByRole('button', { name: 'Save: Product-Market Fit Lab' }).click();
  await expect(page.getByRole('button', { name: 'Saved: Product-Market Fit Lab' })).toBeVisible();
  // The page knows it after a reload (the toggle asks the server).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved: Product-Market Fit Lab' })).toBeVisible();

  // Both are on /saved-content after a reload; unsave the event there.
  await page.goto('/saved-content');
  await page.reload();
  const list = page.getByRole('list', { name: 'Saved items' });
  await expect(list.getByRole('link', { name: 'AI in Agritech Panel' })).toHaveAttribute('href', /\/events\/\d+$/);
  await expect(list.getByRole('link', { name: 'Product-Market Fit Lab' })).toHaveAttribute('href', /\/lxp\/program\/\d+$/);
  await page.getByRole('button', { name: 'Programs', exact: true }).click();
  await expect(list.getByRole('link', { name: 'AI in Agritech Panel' })).toBeHidden();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const unsaved = page.waitForResponse((r) => r.url().includes('/api/me/saved/event/') && r.request().method() === 'DELETE');
  await list.getByRole('button', { name: 'Saved: AI in Agritech Panel' }).click();
  await expect(list.getByRole('button', { name: 'Save: AI in Agritech Panel' })).toHaveAttribute('aria-pressed', 'false');
  expect((await unsaved).status()).toBe(204);
  await page.reload();
  await expect(list.getByRole('link', { name: 'Product-Market Fit Lab' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'AI in Agritech Panel' })).toHaveCount(0);
});

test('My library keeps an uploaded file that opens from its link, refuses a wrong type, and shows the programs’ files', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expect(page).toHaveURL(/\/user\/home$/, { timeout: 20_000 });
  await page.goto('/my-library');
  await expect(page.getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
  // The form takes a file once the library is loaded (it is disabled before, so no click is lost).
  await expect(page.getByRole('heading', { name: 'Your documents' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();

  // A wrong type is refused before anything is sent.
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'clip.mov', mimeType: 'video/quicktime', buffer: Buffer.from('not a video') });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/This type of file cannot be kept in your library/);

  // A text file is uploaded, kept under its title and previewed in the page.
  const title = `Customer interviews ${Date.now()}`;
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'interviews.txt', mimeType: 'text/plain', buffer: Buffer.from('Interview 1: the founder spends 3 hours a week on invoices.\n') });
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`“${title}” is in your library.`)).toBeVisible();
  await page.reload();
  const docs = page.getByRole('region', { name: 'Your documents' });
  await expect(docs.getByRole('heading', { name: title })).toBeVisible();
  await expect(docs.getByRole('heading', { name: 'Pitch deck outline' })).toBeVisible(); // maya's demo document
  // Text files are not drawn in the page (the host serves them as attachments, and the app fetches
  // nothing itself, issue 17): the preview is a plain link that gives back what was uploaded.
  await docs.getByRole('button', { name: `Preview: ${title}` }).click();
  const open = docs.getByRole('link', { name: 'Open interviews.txt' });
  await expect(open).toBeVisible();
  const stored = await page.request.get((await open.getAttribute('href'))!);
  expect(stored.status()).toBe(200);
  expect(await stored.text()).toContain('the founder spends 3 hours a week on invoices');

  // The files of maya's program, reachable from the page.
  const programs = page.getByRole('region', { name: 'From your programs' });
  await programs.getByRole('button', { name: 'Preview: Weekly reflection template' }).click();
  await expect(programs.getByRole('link', { name: /^Open / }).first()).toBeVisible();
});
