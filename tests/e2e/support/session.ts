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

/**
 * Signs `who` in through the API (POST /api/auth/signin with the page's own request context), so
 * the refresh cookie lands in the browser context exactly as after the form. The form itself is
 * tested where it is the subject (identity.spec.ts, the QA walk's auth flow, and every spec that
 * calls `submitSignIn`); here it would only cost each test a page load of `/auth` (decision 0081).
 * A busy answer (503, the hashing queue is full) is asked again, as a person presses Sign in again.
 */
async function signInThroughApi(page: Page, who: Credentials): Promise<void> {
  let status = 0;
  let body = '';
  await expect.poll(async () => {
    const res = await page.request.post('/api/auth/signin', { data: { username: who.username, password: who.password }, failOnStatusCode: false });
    status = res.status();
    body = status === 200 ? '' : await res.text();
    return status;
  }, { timeout: SIGN_IN_PATIENCE_MS, intervals: [250, 500, 1_000] }).not.toBe(503);
  if (status !== 200) throw new Error(`Signing in as ${who.username} was refused (${status}): ${body}`);
}

/** The role-uri this browser stored (STORAGE_KEYS.roleUri), when the page is already on the app. */
async function storedRoleUri(page: Page): Promise<string | null> {
  if (!page.url().startsWith('http')) return null;
  const uri = await page.evaluate(() => window.localStorage.getItem('role-uri'));
  return uri && uri.startsWith('/') && !uri.startsWith('//') ? uri : null;
}

/**
 * Signs in and opens `returnTo`, or, without one, where the form leads (src/app/navigation-targets.ts:
 * the stored role-uri, else the member home; the accounts signed in here have no
 * registration_redirect). Returns once the app has restored the session: the account menu is
 * there, which only a signed-in member has.
 */
export async function signIn(page: Page, who: Credentials, returnTo?: string): Promise<void> {
  const target = returnTo ?? await storedRoleUri(page) ?? '/user/home';
  await signInThroughApi(page, who);
  await page.goto(target);
  await expect(page.getByRole('list', { name: 'Account', includeHidden: true }), `signed in as ${who.username}`).toBeAttached({ timeout: SIGN_IN_PATIENCE_MS });
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
