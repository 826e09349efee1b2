import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

export const ADMIN: Credentials = { username: 'admin', password: 'Summit-Admin-2026' };
export const MAYA: Credentials = { username: 'maya', password: 'Summit-Member-2026' };
export const ROHAN: Credentials = { username: 'rohan', password: 'Summit-Member-2026' };

/**
 * Sign-ins hash with scrypt on one worker thread; with two e2e workers and other specs signing up
 * at the same moment the queue can be full, and the server then answers "Too many sign-ins right
 * now" by design. A person would wait and press Sign in again: so does this helper.
 */
const SIGN_IN_PATIENCE_MS = 60_000;
/** The start of AUTH_MESSAGES.busy (contracts/auth-payloads.ts). */
const BUSY_TEXT = 'Too many sign-ins right now';

/** Fills the sign-in form on the current `/auth` page and waits until the app has left it. */
export async function submitSignIn(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('Username or e-mail').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await signIn.click();
  const deadline = Date.now() + SIGN_IN_PATIENCE_MS;
  for (;;) {
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 5_000 }).then(() => 'left' as const),
      page.getByRole('alert').filter({ hasText: BUSY_TEXT }).waitFor({ timeout: 5_000 }).then(() => 'busy' as const),
    ].map((p) => p.catch(() => 'waiting' as const)));
    if (outcome === 'left') return;
    if (Date.now() > deadline) break;
    if (outcome === 'busy') await signIn.click();
  }
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Opens `/auth` (with `returnTo` when given) and signs in. */
export async function signIn(page: Page, who: Credentials, returnTo?: string): Promise<void> {
  await page.goto(returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth');
  await submitSignIn(page, who);
}

/** A fresh browser context (cookie banner already answered) with `who` signed in. */
export async function signedIn(browser: Browser, who: Credentials, options: BrowserContextOptions & { returnTo?: string } = {}): Promise<Page> {
  const { returnTo, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await signIn(page, who, returnTo);
  return page;
}
