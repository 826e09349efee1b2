import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { submitSignIn } from './support/session';

const PUBLIC_PAGES = [
  '/', '/web/startups', '/web/events-programs', '/web/success-stories', '/membership', '/individual', '/sme',
  '/for-organisation', '/for-institution', '/certifications', '/contents', '/content-hub', '/no/such/page',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// One page visits them all (a cold context per page only repeated the app's start-up): each is a
// full load of its own address, checked once it has settled.
test('axe finds no serious or critical violations on any public page', async ({ page }) => {
  const found: string[] = [];
  for (const path of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    });
  }
  expect(found).toEqual([]);
});

test('axe finds no serious or critical violations on a narrow screen with the drawer open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/web/community');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('cookie consent (nothing stored yet)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Accept is stored as true, hides the banner and survives reloads; the saved toast is announced top-right', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const live = page.locator('section.Toastify[aria-live="polite"]');
    const toast = live.getByRole('alert').filter({ hasText: 'Cookie preferences saved.' });
    await expect(toast).toBeVisible();
    // Top-right once its entry animation has finished.
    await expect.poll(async () => {
      const box = await toast.boundingBox();
      return box ? [box.x + box.width > page.viewportSize()!.width - 40, box.y < 120] : [];
    }).toEqual([true, true]);
    expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto('/web/network');
    await expect(page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Decline All is stored as false and the banner stays away after a reload', async ({ page }) => {
    await page.goto('/membership');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline All' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBe('false');
  });

  test('Escape closes the Preferences modal and focus returns to the Preferences button', async ({ page }) => {
    await page.goto('/');
    const preferences = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Preferences' });
    await preferences.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Essential', 'Performance and Functionality', 'Analytics and Customization']);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(preferences).toBeFocused();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookieAccepted'))).toBeNull();
  });
});

test('the help tooltip opens to the right with room and flips to the left near the right edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/membership');
  const first = page.getByRole('button', { name: 'About the Individual plan' });
  const last = page.getByRole('button', { name: 'About the Organisation plan' });
  await first.click();
  const firstTip = page.getByRole('tooltip');
  await expect(firstTip).toBeVisible();
  await expect(firstTip).toHaveAttribute('data-side', 'right');
  await page.keyboard.press('Escape');
  await expect(firstTip).toBeHidden();
  await last.hover();
  const lastTip = page.getByRole('tooltip');
  await expect(lastTip).toBeVisible();
  await expect(lastTip).toHaveAttribute('data-side', 'left');
  const box = (await lastTip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await page.mouse.click(10, 450); // outside
  await expect(lastTip).toBeHidden();
});

test('the header collapses to a drawer at 760 px and not at 761 px; the drawer works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 761, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
  await expect(toggle).toBeHidden();

  await page.setViewportSize({ width: 760, height: 800 });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(drawer.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: 'Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(drawer).toBeHidden();
});

test('a member reports a bug from the top bar and an admin sees it', async ({ page }) => {
  await page.goto('/auth');
  await submitSignIn(page, { username: 'admin', password: 'Summit-Admin-2026' });
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.getByRole('link', { name: 'Report Bugs Here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a bug' })).toBeVisible();
  await expect(page.getByLabel('Page address')).toHaveValue(/\/user\/home$/);
  const title = `Calendar export does nothing ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('What happened?').fill('I pressed Export and nothing downloaded.');
  await page.getByLabel('Severity').selectOption('high');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you: your report reached the team.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Reports received/ }).getByText(title)).toBeVisible();
});
