// Issue 17: the tabs of one browser behave as one. Two pages in ONE browser context (they share
// cookies and local storage, as two tabs do): sign-in, logout and Switch View in one tab reach
// the other within seconds, without "Token refresh failed". Mark-all-read across tabs is covered
// by realtime.spec.ts ("two tabs of one member show the same bell").
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN, submitSignIn, type Credentials } from './support/session';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Within a second in a quiet browser; generous here because other specs load the same server. */
const SOON = { timeout: 10_000 };

/** A member of their own with two roles (learner, volunteer), so no other spec's member is touched. */
async function memberWithTwoRoles(request: APIRequestContext): Promise<Credentials & { name: string }> {
  const id = unique();
  const admin = await (await request.post('/api/auth/signin', { data: ADMIN })).json() as { access_token: string; user_id: number };
  const headers = { authorization: `Bearer ${admin.access_token}` };
  const who = { username: `tabs${id}`, password: 'a long secret phrase', name: `Tabs${id}` };
  const created = await request.post('/api/auth/createMany', {
    headers,
    data: [{ username: who.username, firstName: 'Tia', lastName: who.name, email: `${who.username}@example.org`, password: who.password, created_by: admin.user_id }],
  });
  expect(created.status()).toBe(201);
  const userId = (await created.json() as { data: { user_id: number }[] }).data[0]!.user_id;
  const roles = (await (await request.get('/api/user/roles/getAll?page=1&limit=-1', { headers })).json() as { data: { role_id: number; role_name: string }[] }).data;
  const roleId = (name: string) => roles.find((r) => r.role_name === name)!.role_id;
  const updated = await request.put(`/api/global-user/users/updateUser/${userId}`, {
    headers, data: { roles: [roleId('learner'), roleId('volunteer')], modified_by: admin.user_id },
  });
  expect(updated.status()).toBe(200);
  return who;
}

async function twoTabs(browser: import('@playwright/test').Browser): Promise<[Page, Page, string[]]> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const messages: string[] = [];
  const first = await context.newPage();
  const second = await context.newPage();
  for (const tab of [first, second]) {
    tab.on('dialog', (d) => { messages.push(d.message()); void d.dismiss(); });
  }
  return [first, second, messages];
}

const loginLink = (tab: Page) => tab.getByRole('banner').getByRole('link', { name: 'Log In / Register' }).first();

test('signing in, switching view and logging out in one tab is reflected in the other', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const who = await memberWithTwoRoles(request);
  const [first, second] = await twoTabs(browser);

  // Both tabs open the public home signed out.
  await first.goto('/');
  await second.goto('/');
  await expect(loginLink(second)).toBeVisible();

  // Sign in in the first tab: the second shows the member without a reload.
  await first.goto('/auth');
  await submitSignIn(first, who);
  const account = (tab: Page) => tab.getByRole('button', { name: new RegExp(who.name) });
  await expect(account(first)).toBeVisible();
  await expect(account(second)).toBeVisible(SOON);
  await expect(loginLink(second)).toHaveCount(0);

  // Switch View in the first tab: the second acts in the new role too.
  await first.goto('/select-role');
  const other = first.getByRole('main').getByRole('button', { pressed: false }).filter({ hasText: /^(Learner|Volunteer)/ }).first();
  const role = /^(Learner|Volunteer)/.exec((await other.textContent()) ?? '')![1]!;
  await expect(account(second)).not.toContainText(role);
  await other.click();
  await expect(account(first)).toContainText(role);
  await expect(account(second)).toContainText(role, SOON);

  // The second tab stays on a private page; logging out in the first signs it out quietly.
  await second.goto('/notifications');
  await expect(account(second)).toBeVisible();
  await account(first).click();
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(loginLink(first)).toBeVisible();
  await expect(second).toHaveURL(/\/auth\?returnTo=%2Fnotifications/, SOON);
  await expect(account(second)).toHaveCount(0);
  await expect(second.getByText('Token refresh failed')).toHaveCount(0);
  // Nothing the second tab does afterwards reports a failed refresh either.
  await second.goto('/');
  await expect(loginLink(second)).toBeVisible();
  await expect(second.getByText('Token refresh failed')).toHaveCount(0);
  await first.context().close();
});
