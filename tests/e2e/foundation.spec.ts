import { expect, test } from './support/test';

const NOT_FOUND_TEXT = "404. That's an error. The requested URL was not found on this server.";

test('the home page renders at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Where founders, investors and innovators meet');
  await expect(page.getByText('Limited Release Edition')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In / Register' })).toBeVisible();
  await expect(page).toHaveTitle('Home · Summit Platform');
});

test('an unknown path shows the exact 404 text and a link home', async ({ page }) => {
  const response = await page.goto('/some/deep/unknown/path');
  expect(response?.status()).toBe(200); // the server hands every page path to the SPA
  await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
  const home = page.getByRole('link', { name: 'Go to the home page' });
  await expect(home).toHaveAttribute('href', '/home');
  await home.click();
  await expect(page).toHaveURL(/\/home$/);
});

// Any letter case, and the other private routes, are component tests (src/app/router.test.tsx);
// here the real host hands the address to the SPA, which sends the visitor to sign in.
test('/ADMIN-CENTER redirects a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/ADMIN-CENTER');
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/ADMIN-CENTER');
  await expect(page.getByRole('heading', { name: 'Sign in to Summit Platform' })).toBeVisible();
});

test('the public home page does not download private screens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is prerendered: the page's own chunk is asked for once the app starts, after it.
  await expect.poll(() => scripts.some((s) => /HomeScreen-/.test(s))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /(AdminCenter|Communication|Events|Account)\w*Screen-/.test(s))).toEqual([]);
});

test('the API answers /auth/profile with 401 JSON', async ({ request }) => {
  const res = await request.get('/auth/profile');
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ message: 'Not signed in', statusCode: 401 });
});
