import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn as signInAs } from './support/session';

// Community spaces and get involved (issue 14), in a real browser against the real API host.
// Each test creates its own members (and custom role); seed data is only read.
const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };
const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const PASSWORD = 'a long secret phrase';
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function token(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/auth/signin', { data: { username, password } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  return (await res.json()) as { access_token: string; user_id: number };
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }] },
  });
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string, returnTo: string) {
  await signInAs(page, { username: username, password: password }, returnTo);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace('?', '\\?')}$`), { timeout: 30_000 });
}

async function createMember(request: APIRequestContext, username: string, firstName: string, lastName: string) {
  const admin = await token(request, ADMIN.username, ADMIN.password);
  const res = await request.post('/api/auth/createMany', {
    headers: { authorization: `Bearer ${admin.access_token}` },
    data: [{ username, email: `${username}@example.org`, firstName, lastName, password: PASSWORD, created_by: admin.user_id }],
  });
  expect(res.status()).toBe(201);
}

test('without read on menu 215 a member sees no Investor tab and the API refuses; granted in the Admin Center, the tab appears after reload', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const username = `scout${tag}`;
  await createMember(request, username, 'Sasha', `Scout${tag}`);

  // The admin gives the member a custom role of their own (based on Volunteer: no read on 215).
  const admin = await newPage(browser, baseURL!);
  await signIn(admin, ADMIN.username, ADMIN.password, '/admin-center');
  await admin.getByRole('tab', { name: 'Roles' }).click();
  await admin.getByRole('button', { name: 'New custom role' }).click();
  const roleDialog = admin.getByRole('dialog', { name: 'New custom role' });
  await roleDialog.getByLabel('Display name').fill(`Scouts ${tag}`);
  await roleDialog.getByLabel('Based on system role').selectOption({ label: 'Volunteer' });
  await roleDialog.getByRole('button', { name: 'Create role' }).click();
  await expect(admin.getByText(`Role Scouts ${tag} created.`)).toBeVisible();
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByRole('searchbox', { name: 'Search members' }).fill(username);
  await expect(admin.getByText('Showing 1–1 of 1 members')).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('button', { name: `Edit Sasha Scout${tag}` }).click();
  const edit = admin.getByRole('dialog', { name: `Edit Sasha Scout${tag}` });
  await edit.getByRole('checkbox', { name: new RegExp(`^Scouts ${tag}`) }).check();
  await edit.getByRole('checkbox', { name: 'Temp', exact: true }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(`Sasha Scout${tag} saved.`)).toBeVisible();

  // The member: no Investor tab, the investor page shows the refusal, the API answers 403.
  const member = await newPage(browser, baseURL!);
  await signIn(member, username, PASSWORD, '/community');
  const tabs = member.getByRole('navigation', { name: 'Communities' });
  await expect(member.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Investor' })).toHaveCount(0);
  await member.goto('/community/5');
  await expect(member.getByText('Your current role cannot see the Investor community.', { exact: false })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Switch view' })).toBeVisible();
  const memberToken = await token(request, username, PASSWORD);
  const refused = await request.get('/api/community/pages/5', { headers: { authorization: `Bearer ${memberToken.access_token}` } });
  expect(refused.status()).toBe(403);

  // The admin grants read on Investor (menu 215) in the Privileges tab.
  await admin.getByRole('tab', { name: 'Privileges' }).click();
  await admin.getByRole('button', { name: new RegExp(`^Scouts ${tag}`) }).click();
  await admin.getByRole('checkbox', { name: 'Read on Investor' }).check();
  await admin.getByRole('button', { name: 'Save privileges' }).click();
  await expect(admin.getByText(`Privileges of Scouts ${tag} saved.`)).toBeVisible();

  // After a reload the tab is there and the investor community opens.
  await member.reload();
  await expect(tabs.getByRole('link', { name: 'Investor' })).toHaveAttribute('href', '/community/5');
  await expect(member.getByRole('heading', { level: 1, name: 'Investor Community' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Seed Angels Circle' })).toBeVisible();
  const allowed = await request.get('/api/community/pages/5', { headers: { authorization: `Bearer ${memberToken.access_token}` } });
  expect(allowed.status()).toBe(200);

  // Join a space and see oneself among its members.
  await member.getByRole('link', { name: 'Seed Angels Circle' }).click();
  await member.getByRole('button', { name: 'Join Seed Angels Circle' }).first().click();
  await expect(member.getByRole('button', { name: 'Leave Seed Angels Circle' }).first()).toBeVisible();
  await expect(member.getByRole('list', { name: 'Members of Seed Angels Circle' })).toContainText(`Sasha Scout${tag}`);
  await member.context().close();
  await admin.context().close();
});

test('a member applies to a mentoring opportunity; the owner accepts; the member sees Accepted and is notified', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const username = `appl${tag}`;
  await createMember(request, username, 'Avery', `Applicant${tag}`);
  const title = 'Mentor a first-time founder on pricing'; // maya's, in the startup space First-time Founders

  const member = await newPage(browser, baseURL!);
  await signIn(member, username, PASSWORD, '/community/get-involved');
  await member.getByRole('button', { name: `Apply to ${title}` }).click();
  await member.getByLabel('A short message to Maya Mensah').fill('I priced two SaaS products and can share the spreadsheets.');
  await member.getByRole('button', { name: 'Send application' }).click();
  await expect(member.getByText('Application sent. Maya Mensah has been told.')).toBeVisible();

  const maya = await newPage(browser, baseURL!);
  await signIn(maya, MAYA.username, MAYA.password, '/community/get-involved');
  await maya.getByRole('button', { name: `Accept Avery Applicant${tag}` }).click();
  await expect(maya.getByText('Accepted — they have been told.')).toBeVisible();

  await member.reload();
  const mine = member.getByRole('region', { name: 'Your applications' });
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('Accepted');
  const memberToken = await token(request, username, PASSWORD);
  const notes = await request.get(`/api/notification/notifications/getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: memberToken.user_id }))}`, {
    headers: { authorization: `Bearer ${memberToken.access_token}` },
  });
  const bodies = ((await notes.json()) as { data: { notification_body: string }[] }).data.map((n) => n.notification_body);
  expect(bodies.some((b) => b.includes(`accepted your application to “${title}”`))).toBe(true);
  await member.context().close();
  await maya.context().close();
});
