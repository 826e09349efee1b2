// Cookie consent in the browser: a first visit to the public home, no choice stored yet.
import { expect, type Page } from '@playwright/test';
import type { FlowAdapter, WalkStep } from './walk';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieAccepted'));

/** The value each choice stores under cookieAccepted. */
const CHOICES: Record<string, string> = { 'consent.accept': 'true', 'consent.allowAll': 'true', 'consent.declineAll': 'false' };
const BUTTONS: Record<string, string> = { 'consent.accept': 'Accept', 'consent.allowAll': 'Allow All', 'consent.declineAll': 'Decline All' };

const inPreferences = (state: string) => state.endsWith('"preferences"}');

export const cookieConsentAdapter: FlowAdapter<{ page: Page }> = {
  flow: 'cookie-consent',
  cover: 'paths',
  async open(browser) {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    return { page: await context.newPage() };
  },
  async start({ page }) {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.removeItem('cookieAccepted'));
    await page.reload();
  },
  close: ({ page }) => page.context().close(),
  play(event, from) {
    const button = BUTTONS[event.type];
    if (button) {
      // In the dialog the choices are its own buttons; otherwise the banner's.
      return async ({ page }) => (inPreferences(from) ? dialog(page) : banner(page)).getByRole('button', { name: button, exact: true }).click();
    }
    if (event.type === 'consent.openPreferences') {
      return from === '{"decided":"closed"}'
        ? async ({ page }) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
        : async ({ page }) => banner(page).getByRole('button', { name: 'Preferences' }).click();
    }
    if (event.type === 'consent.closePreferences') return async ({ page }) => page.keyboard.press('Escape');
    return `no UI for ${event.type}`;
  },
  see: {
    '{"undecided":"banner"}': async ({ page }) => {
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page).getByRole('button')).toHaveText(['Preferences', 'Decline All', 'Allow All', 'Accept']);
      expect(await stored(page)).toBeNull();
    },
    '{"undecided":"preferences"}': async ({ page }) => {
      await expect(dialog(page).getByRole('heading', { level: 3 })).toHaveText(['Essential', 'Performance and Functionality', 'Analytics and Customization']);
      await expect(dialog(page).getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
      expect(await stored(page)).toBeNull();
    },
    '{"decided":"preferences"}': async ({ page }) => {
      await expect(dialog(page).getByRole('heading', { level: 3 })).toHaveText(['Essential', 'Performance and Functionality', 'Analytics and Customization']);
      await expect(banner(page)).toBeHidden();
    },
    '{"decided":"closed"}': async ({ page }, step: WalkStep | null) => {
      await expect(dialog(page)).toBeHidden();
      await expect(banner(page)).toBeHidden();
      const choice = step && CHOICES[step.event.type];
      if (!choice) return; // closing the dialog changes nothing
      await expect(page.getByRole('alert').filter({ hasText: 'Cookie preferences saved.' })).toBeVisible();
      expect(await stored(page)).toBe(choice);
      await page.reload();
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    },
  },
};
