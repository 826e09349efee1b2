// Every page fits a 375 px phone: nothing scrolls sideways (issues 5–7).
import { expect, test } from './support/test';
import { submitSignIn } from './support/session';

const PAGES = [
  '/', '/web/startups', '/membership', '/user/home', '/lxp', '/7p', '/lxp/program/1', '/lxp/program/1/unit/1', '/readiness-journey',
  '/notifications', '/announcements', '/messages', '/calendar', '/admin-center', '/select-role', '/account', '/report-bugs', '/community',
];

test.use({ viewport: { width: 375, height: 740 } });

test('no page scrolls sideways on a 375 px screen (signed in as the admin)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth');
  await submitSignIn(page, { username: 'admin', password: 'Summit-Admin-2026' });
  await expect(page).toHaveURL(/\/user\/home$/);
  const overflowing: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (extra > 0) overflowing.push(`${path} (+${extra}px)`);
  }
  expect(overflowing).toEqual([]);
});
