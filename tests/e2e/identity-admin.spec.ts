import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN, signedIn } from './support/session';

// Issue 16 (identity and Admin Center) and issue 17 (form messages at the field), in a real
// browser against the real API host. Each test makes its own data (other specs share the server).
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PASSWORD = 'a long secret phrase';

async function adminHeaders(request: APIRequestContext) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await request.post('/api/auth/signin', { data: ADMIN });
    // A busy server refuses sign-ins for a moment by design (503): wait and try again.
    if (res.status() === 503 && attempt < 20) { await new Promise((r) => setTimeout(r, 1_000)); continue; }
    expect(res.status(), 'admin sign-in').toBe(200);
    const body = (await res.json()) as { access_token: string; user_id: number };
    return { headers: { authorization: `Bearer ${body.access_token}` }, userId: body.user_id };
  }
}

test('sign-up with a taken username is refused at the field before any code is sent', async ({ page, request }) => {
  const email = `wants-rohan-${tag}@example.org`;
  await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  await page.goto('/auth?mode=register');
  await page.getByLabel('First name').fill('Ro');
  await page.getByLabel('Username').fill('rohan');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Send code' }).click();

  const username = page.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page.getByText(/Invalid body/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  const mails = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(mails).toEqual([]);

  // A free username goes on to the code.
  await username.fill(`ro${tag}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code')).toBeVisible();
});

test('the CSV import preview marks a row whose username already exists', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, ADMIN, { returnTo: '/admin-center' });
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = `username,email,firstName\nrohan,rohan-again-${tag}@example.org,Rohan\nfresh${tag},fresh${tag}@example.org,Fresh\n`;
  await page.getByLabel('CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const table = page.getByRole('table', { name: 'Rows of the file' });
  await expect(table.getByRole('row').nth(1)).toContainText('The username rohan is already taken.');
  await expect(page.getByText(/1 member ready to import/)).toBeVisible();
  await page.context().close();
});

test('a custom role based on Expert gets the Expert account menu', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { headers, userId } = await adminHeaders(request);
  const roles = await (await request.get(`/api/user/roles/getAll?limit=-1&filterFields=${encodeURIComponent(JSON.stringify({ role_name: 'expert' }))}`, { headers })).json();
  const expert = (roles as { data: { role_id: number; role_name: string }[] }).data.find((r) => r.role_name === 'expert')!;
  const role = await request.post('/api/user/roles/createRole', { headers, data: { role_name: `mentors-${tag}`, display_name: `Mentors ${tag}`, role_parent_id: expert.role_id } });
  expect(role.status(), await role.text()).toBe(201);
  const { role_id } = (await role.json()) as { role_id: number };
  const created = await request.post('/api/auth/createMany', {
    headers,
    data: [{ username: `mentor${tag}`, email: `mentor${tag}@example.org`, firstName: 'Mina', lastName: `Mentor${tag}`, password: PASSWORD, created_by: userId }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: [member] } = (await created.json()) as { data: { user_id: number }[] };
  const given = await request.put(`/api/global-user/users/updateUser/${member!.user_id}`, { headers, data: { roles: [role_id], active_role: role_id, modified_by: userId } });
  expect(given.status(), await given.text()).toBe(200);

  const page = await signedIn(browser, { username: `mentor${tag}`, password: PASSWORD });
  const account = page.getByRole('button', { name: new RegExp(`Mina Mentor${tag}`) });
  await expect(account).toContainText(`Mentors ${tag}`);
  await account.click();
  const menu = page.getByRole('list', { name: 'Account' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Expert Dashboard', 'Profiles', 'Community', 'Switch View', 'Account']);
  await page.context().close();
});
