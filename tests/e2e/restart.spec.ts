// The API host restarts under a signed-in browser: the socket reconnects on its own and the
// notification stored around the restart reaches the member without a reload (issue 6).
// This spec runs its own API host (same built SPA), so it can stop and start it.
import { expect, test } from './support/test';
import { OwnHost } from './support/own-host';
import { submitSignIn } from './support/session';

test('after a restart of the API host the browser reconnects by itself and the new notification arrives without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await OwnHost.create();
  const base = host.base;
  await host.start();
  try {
    const context = await browser.newContext({
      baseURL: base,
      storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }] },
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await submitSignIn(page, { username: 'maya', password: 'Summit-Member-2026' });
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    await host.stop();
    await host.start();
    const restartedAt = Date.now();

    const admin = await (await context.request.post('/api/auth/signin', { data: { username: 'admin', password: 'Summit-Admin-2026' } })).json();
    const sent = await context.request.post('/api/notification/announce', {
      headers: { authorization: `Bearer ${admin.access_token}` },
      data: { body: 'We are back: the Demo Day schedule is live.', audience: { all: true } },
    });
    expect(sent.status()).toBe(200);

    // No reload: the socket comes back on its own and the panel is up to date. How soon (the
    // backoff is capped at 5 s) is recorded below, not asserted: under a loaded machine the host's
    // own start took longer than that (decision 0100).
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 30_000 });
    test.info().annotations.push({ type: 'up to date after restart', description: `${Date.now() - restartedAt} ms` });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('We are back: the Demo Day schedule is live.')).toBeVisible();
    await context.close();
  } finally {
    await host.dispose();
  }
});
