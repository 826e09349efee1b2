// Role selection in the browser: Maya (Expert, current; Volunteer) on /select-role, the save of
// her choice held until the walk lets the server answer it or fails it.
import { expect, type Page } from '@playwright/test';
import { MAYA, signedIn } from '../support/session';
import { HeldRequests, type FlowAdapter } from './walk';

interface World { page: Page; save: HeldRequests }

/** The model's role ids as Maya's cards. */
const CARDS: Record<number, string> = { 2: 'Expert', 3: 'Volunteer' };
const FAILURE = 'The role could not be saved. Try again.';

const card = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${name}`) });
const account = (page: Page) => page.getByRole('button', { name: /Maya/ });

/** Leaves Maya in her Expert view for the next path (and for anyone trying the demo). */
async function backToExpert({ page, save }: World) {
  await save.release();
  await page.goto('/select-role');
  if ((await card(page, 'Expert').getAttribute('aria-pressed')) === 'true') return;
  await card(page, 'Expert').click();
  await expect(page).toHaveURL(/\/user\/home$/);
}

export const roleSelectionAdapter: FlowAdapter<World> = {
  flow: 'role-selection',
  cover: 'paths',
  async open(browser) {
    const page = await signedIn(browser, MAYA);
    return { page, save: new HeldRequests(page, '**/api/global-user/profile/update', 'PUT') };
  },
  async start({ page, save }) {
    await save.install();
    await page.goto('/select-role');
  },
  end: backToExpert,
  close: ({ page }) => page.context().close(),
  play(event) {
    if (event.type === 'role.choose') {
      const name = CARDS[event.role_id as number];
      if (!name) return 'a role Maya does not hold has no card to pick (the server refuses it: server tests)';
      return async ({ page }) => card(page, name).click();
    }
    if (event.type === 'xstate.done.actor.saveActiveRole') return ({ save }) => save.answer();
    if (event.type === 'xstate.error.actor.saveActiveRole') return ({ save }) => save.fail(500, FAILURE);
    if (event.type === 'role.dismissError') return 'the message has no close button: it goes with the next choice';
    return `no UI for ${event.type}`;
  },
  see: {
    '"choosing"': async ({ page }, step) => {
      await expect(page).toHaveURL(/\/select-role$/);
      await expect(card(page, 'Expert')).toHaveAttribute('aria-pressed', 'true');
      await expect(card(page, 'Volunteer')).toHaveAttribute('aria-pressed', 'false');
      await expect(card(page, 'Volunteer')).toBeEnabled();
      if (step?.event.type.startsWith('xstate.error.')) await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
    },
    '"saving"': async ({ page }, step) => {
      const name = CARDS[step!.event.role_id as number]!;
      await expect(card(page, name)).toContainText('Switching…');
      await expect(card(page, name)).toBeDisabled();
    },
    '"done"': async ({ page }, step) => {
      const name = step!.event.type === 'role.choose' ? CARDS[step!.event.role_id as number]! : 'Volunteer';
      await expect(page).toHaveURL(/\/user\/home$/);
      await expect(account(page)).toContainText(name);
    },
  },
};
