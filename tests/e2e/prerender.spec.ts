// Content before JavaScript (issue 18, decision 0065): public pages arrive as HTML made at build
// from the same components, and hydrate without a mismatch or a layout shift.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MAYA, signedIn } from './support/session';

/** Sums every layout shift not caused by input, from the first paint on (the CLS of the page). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** React's hydration complaints, in development wording or as production error numbers. */
function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  const reactError = /hydrat|did not match|react\.dev\/errors|Minified React error/i;
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && reactError.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and a public page show their content; a private page is the empty shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/founders, investors and innovators meet/);
    await expect(page.getByRole('link', { name: 'Log In / Register' }).first()).toBeVisible();
    expect(await page.title()).toBe('Home · Summit Platform');

    await page.goto('/Web/Startups');
    await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible();

    await page.goto('/investor-hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Hub' })).toBeVisible();

    await page.goto('/admin-center');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test.describe('hydration (nothing stored yet)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('/ hydrates without a React error and without moving anything; the banner comes after', async ({ page }) => {
    const errors = collectReactErrors(page);
    await watchLayoutShifts(page);
    await page.goto('/');
    // The banner is rendered only after hydration: seeing it proves the page hydrated.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    // The upcoming events fill their place (dates depend on the reader's day and time zone).
    await expect(page.getByRole('link', { name: 'Founder Fridays: open office hours' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log In / Register' }).first()).toBeVisible();
    // The hydrated page works: a client-side navigation, no reload.
    await page.evaluate(() => { (window as unknown as { __samePage: boolean }).__samePage = true; });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Startups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('the data pages hydrate without a React error, and their data fills its place without moving the page', async ({ page }) => {
    const errors = collectReactErrors(page);
    await watchLayoutShifts(page);
    for (const [path, heading] of [['/contents', 'Explore Content'], ['/content-hub', 'Content Hub'], ['/investor-hub', 'Investor Hub'], ['/membership', 'Membership']]) {
      await page.goto(path!);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.05);
    }
    expect(errors).toEqual([]);
  });

  test('the home page names the chunks it loads once hydrated, the app’s last, and carries the banner’s styles', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Founder Fridays: open office hours' })).toBeVisible();
    const { named, loaded, stylesheets } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      return {
        named: document.querySelector<HTMLMetaElement>('meta[name="summit:preload"]')!.content.split(' '),
        loaded: resources.filter((r) => r.name.endsWith('.js')).map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
        stylesheets: resources.filter((r) => r.name.endsWith('.css')).map((r) => r.name),
      };
    });
    // The screen's, the dated cards' and the banner's chunks are named, so Vite's loader adds no
    // link of its own in the middle of hydration; the app's chunk is named after them and fetched
    // after them (decision 0097).
    const app = loaded.find((r) => /\/boot-[\w-]+\.js$/.test(r.path))!;
    for (const part of [/\/HomeScreen-[\w-]+\.js$/, /\/EventList-[\w-]+\.js$/, /\/CookieConsent-[\w-]+\.js$/]) {
      const chunk = loaded.find((r) => part.test(r.path));
      expect(chunk, String(part)).toBeDefined();
      expect(named.indexOf(chunk!.path), chunk!.path).toBeGreaterThanOrEqual(0);
      expect(named.indexOf(chunk!.path), chunk!.path).toBeLessThan(named.indexOf(app.path));
      expect(chunk!.start, chunk!.path).toBeLessThanOrEqual(app.start);
    }
    // The banner's styles are in the page: no stylesheet is fetched to show it.
    expect(stylesheets).toEqual([]);
  });
});

test('a press on the prerendered Menu before the app has loaded opens the drawer once it has; the app is fetched after the first paint', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const errors = collectReactErrors(page);
  // The app's chunk arrives a second late, as on a slow phone: the page is on screen, React is not.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => { releaseApp = resolve; });
  let appRequests = 0;
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    appRequests += 1;
    await appHeld;
    await route.continue();
  });
  await page.goto('/web/community');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  releaseApp();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Fetched once, and only after the browser had painted the page (decision 0090).
  expect(appRequests).toBe(1);
  const [firstPaint, appFetched] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    performance.getEntriesByType('resource').find((r) => /\/assets\/boot-[\w-]+\.js$/.test(r.name))?.startTime ?? -1,
  ]);
  expect(appFetched).toBeGreaterThan(firstPaint);
  expect(errors).toEqual([]);
});

test('the entry and the app arrive with Chromium’s compile hint on their first line, compressed or not', async ({ page }) => {
  // V8 compiles their functions up front, the app's while it streams, off the main thread (decision 0096).
  await page.goto('/');
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  const app = await page.waitForFunction(() => performance.getEntriesByType('resource').find((r) => /\/assets\/boot-[\w-]+\.js$/.test(r.name))?.name);
  for (const url of [entry!, await app.jsonValue() as string]) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await page.request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['content-encoding'] ?? 'identity', `${url} ${encoding}`).toBe(encoding);
      expect((await response.text()).split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
    }
  }
});

test('text typed into a prerendered search before the app has loaded is searched once it has, and stays in the field', async ({ page }) => {
  const errors = collectReactErrors(page);
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => { releaseApp = resolve; });
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/contents');
  const search = page.getByRole('searchbox', { name: 'Search content' });
  await search.fill('burnout');
  releaseApp();
  await expect(page.getByText(/items?, best matches first/)).toBeVisible();
  await expect(page.locator('main li').first().getByRole('link', { name: 'Burnout warning signs in early teams' })).toBeVisible();
  await expect(search).toHaveValue('burnout');
  expect(errors).toEqual([]);
});

test('a signed-in member reloading / gets the prerendered page, then their own header, without a layout shift', async ({ browser }) => {
  const page = await signedIn(browser, MAYA);
  const errors = collectReactErrors(page);
  await watchLayoutShifts(page);
  // Every frame from the first paint on: was "Log In / Register" ever shown to her?
  await page.addInitScript(() => {
    const seen = { login: false };
    (window as unknown as { loginSeen: typeof seen }).loginSeen = seen;
    const look = () => {
      for (const a of document.querySelectorAll('a[href="/auth"]')) {
        if (a.textContent === 'Log In / Register' && getComputedStyle(a).visibility === 'visible' && a.getClientRects().length > 0) seen.login = true;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/founders, investors and innovators meet/);
  await expect(page.getByRole('button', { name: /notifications/i })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loginSeen: { login: boolean } }).loginSeen.login)).toBe(false);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  await page.context().close();
});

test('a browser whose session cookie is no longer good sees "Log In / Register" once that is known', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'summit_refresh', value: 'expired-or-revoked', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'restoring');
  await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
});
