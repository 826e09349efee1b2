// Privileges of a system role in the browser: Rohan (Learner) reloads /community; the request
// for his role's privileges is held until the walk lets the server answer it or fails it.
// Signed in, the top bar shows him at once; the community tabs follow his privileges.
import { expect, type Page } from '@playwright/test';
import { ROHAN, signedIn } from '../support/session';
import { HeldRequests, type FlowAdapter } from './walk';

interface World { page: Page; privileges: HeldRequests; tabs: string[] }

const account = (page: Page) => page.getByRole('button', { name: /Rohan/ });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Communities' }).getByRole('link');

export const privilegesSystemAdapter: FlowAdapter<World> = {
  flow: 'privileges (system role)',
  cover: 'paths',
  async open(browser) {
    const page = await signedIn(browser, ROHAN, { returnTo: '/community' });
    // What his role may read, as the page shows it when nothing is held.
    await expect(tabs(page).first()).toBeVisible();
    const names = await tabs(page).allTextContents();
    return { page, tabs: names, privileges: new HeldRequests(page, /\/api\/user\/privileges\/getAll/, 'GET') };
  },
  async start({ page, privileges }) {
    await privileges.install();
    await page.reload();
  },
  end: ({ privileges }) => privileges.release(),
  close: ({ page }) => page.context().close(),
  play(event) {
    if (event.type === 'xstate.done.actor.fetchSystemPrivileges') return ({ privileges }) => privileges.answer();
    if (event.type === 'xstate.error.actor.fetchSystemPrivileges') return ({ privileges }) => privileges.fail(500, 'Something went wrong on our side.');
    return `no UI for ${event.type}`;
  },
  see: {
    '"loadingSystem"': async ({ page }) => {
      await expect(account(page)).toBeVisible();
      await expect(tabs(page)).toHaveCount(0);
    },
    '"loaded"': async ({ page, tabs: expected }) => {
      await expect(tabs(page)).toHaveText(expected);
    },
    '"failed"': async ({ page }) => {
      await expect(account(page)).toBeVisible();
      await expect(tabs(page)).toHaveCount(0);
    },
  },
};
