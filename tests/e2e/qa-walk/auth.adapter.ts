// The auth chart in the browser: the administrator (Ada Admin), whose session no other flow of
// the walk shares, so logging out here disturbs nobody. Each path opens the app from a blank
// page; the auth service's answers (profile, member record, privileges, sign-in, logout) are
// held until the walk lets the server reply or fails them.
import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN, submitSignIn } from '../support/session';
import { HeldRequests, type FlowAdapter } from './walk';

interface World {
  browser: Browser;
  page: Page;
  popup: Page | null;
  signedIn: boolean;
  held: Record<'profile' | 'member' | 'privileges' | 'signIn' | 'logout', HeldRequests>;
}

const HELD: Record<keyof World['held'], [RegExp, string]> = {
  profile: [/\/auth\/profile$/, 'GET'],
  member: [/\/api\/global-user\/profile\/getUser\?/, 'GET'],
  privileges: [/\/api\/user\/privileges\/getAll\?/, 'GET'],
  signIn: [/\/api\/auth\/signin$/, 'POST'],
  logout: [/\/auth\/logout$/, 'POST'],
};

const account = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Ada Admin/ });
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log In / Register' });
const loading = (page: Page) => page.getByRole('status').and(page.locator('[aria-busy="true"]'));
const signInButton = (page: Page) => page.getByRole('button', { name: /^(Sign in|Signing in…)$/ });

const answer = (name: keyof World['held']) => (world: World) => world.held[name].answer();

export const authAdapter: FlowAdapter<World> = {
  flow: 'auth',
  cover: 'states',
  async open(browser) {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
    return { browser, page: await context.newPage(), popup: null, signedIn: false } as unknown as World;
  },
  async start(world) {
    const { page } = world;
    if (!world.signedIn) {
      // The signed-in states need a session behind the app (its refresh cookie).
      await page.goto('/auth');
      await submitSignIn(page, ADMIN);
      world.signedIn = true;
    }
    await page.goto('about:blank');
    world.popup = null;
    world.held = Object.fromEntries(await Promise.all(Object.entries(HELD).map(async ([name, [url, method]]) =>
      [name, await new HeldRequests(page, url, method).install()]))) as World['held'];
  },
  async end(world) {
    await Promise.all(Object.values(world.held).map((h) => h.release()));
    await world.popup?.close();
  },
  close: ({ page }) => page.context().close(),
  play(event) {
    const ok = (event.output as { ok?: boolean } | undefined)?.ok !== false;
    switch (event.type) {
      case 'auth.rehydrate': return async ({ page }) => { await page.goto('/user/home'); };
      case 'xstate.done.actor.fetchProfile': return answer('profile');
      case 'xstate.error.actor.fetchProfile': return (world) => world.held.profile.fail(401, 'No session.');
      case 'xstate.done.actor.loadMember': return ok ? answer('member') : 'a member record that cannot be built: member-profile tests cover it';
      case 'xstate.done.actor.loadPrivileges': return ok ? answer('privileges') : 'privileges that fail to load: the privileges flow walks it';
      case 'auth.signIn':
        return async ({ page }) => {
          if (!new URL(page.url()).pathname.startsWith('/auth')) await page.goto('/auth');
          await page.getByLabel('Username or e-mail').fill(ADMIN.username);
          await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
          await signInButton(page).click();
        };
      case 'xstate.done.actor.signIn': return answer('signIn');
      case 'xstate.error.actor.signIn': return (world) => world.held.signIn.fail(401, 'Invalid username or password.');
      case 'auth.logout':
        return async (world) => {
          await account(world.page).click();
          await world.page.getByRole('list', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
          // Logging out with the account popup open closes the popup (the session it was for ends).
          if (world.popup) {
            if (!world.popup.isClosed()) await world.popup.waitForEvent('close');
            world.popup = null;
          }
        };
      case 'xstate.done.actor.logout': return async (world) => { await world.held.logout.answer(); world.signedIn = false; };
      case 'xstate.error.actor.logout': return async (world) => { await world.held.logout.fail(503, 'Service unavailable.'); world.signedIn = false; };
      case 'xstate.error.actor.loadMember': case 'xstate.error.actor.loadPrivileges':
        return 'a network failure while loading roles or privileges: the machine tests cover it';
      case 'auth.accountAction':
        return async (world) => {
          // Within the app (a reload would start the chart again): the account menu's Account link.
          await account(world.page).click();
          await world.page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Account' }).click();
          const popup = world.page.waitForEvent('popup');
          await world.page.getByRole('button', { name: 'Change password in a window' }).click();
          world.popup = await popup;
        };
      case 'xstate.done.actor.openAccountPopup': return async (world) => { await world.popup!.close(); world.popup = null; };
      case 'xstate.error.actor.openAccountPopup': return 'Chromium here does not block the popup';
      case 'xstate.done.actor.reloadProfile': return answer('profile');
      case 'auth.dismissError': return 'typing after a refusal clears the message: SignInScreen.test covers it (the other flows reach signedOut)';
      case 'auth.signedUp': return 'the OTP sign-up flow walks it';
      case 'auth.activeRoleChanged': return 'the role-selection flow walks it';
      case 'auth.refresh': case 'auth.sessionLost': return 'renewals and lost sessions happen on their own: the tabs and socket walks meet them';
      default: return `not walked in the browser: ${event.type}`;
    }
  },
  see: {
    '"idle"': async ({ page }) => { expect(page.url()).toBe('about:blank'); },
    '{"rehydrating":"identity"}': async ({ page }) => { await expect(loading(page)).toBeVisible(); },
    '{"rehydrating":"member"}': async ({ page }) => { await expect(loading(page)).toBeVisible(); },
    '"failed"': async ({ page }, step) => {
      await expect(page).toHaveURL(/\/auth/);
      await expect(page.getByLabel('Username or e-mail')).toBeVisible();
      if (step?.event.type === 'xstate.error.actor.signIn') await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password.' })).toBeVisible();
    },
    '{"signingIn":"credentials"}': async ({ page }) => { await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled(); },
    '{"signingIn":"member"}': async ({ page }) => { await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled(); },
    '{"authenticated":"loadingPrivileges"}': async ({ page }) => {
      await expect(account(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Communities' }).getByRole('link')).toHaveCount(0);
    },
    '{"authenticated":"ready"}': async ({ page }) => {
      await expect(account(page)).toBeVisible();
      await expect(loginLink(page)).toHaveCount(0);
    },
    '"loggingOut"': async ({ page }) => { await expect(account(page)).toBeVisible(); },
    '"signedOut"': async ({ page }) => { await expect(loginLink(page)).toBeVisible(); },
    '"accountAction"': async ({ page, popup }) => {
      expect(popup).not.toBeNull();
      await expect(popup!).toHaveURL(/\/auth\/redirect\?.*action=update-password/);
      await expect(page.getByRole('button', { name: 'Change password in a window' })).toBeDisabled();
    },
    '"reloadingProfile"': async ({ page }) => {
      await expect(account(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change password in a window' })).toBeEnabled();
    },
  },
};
