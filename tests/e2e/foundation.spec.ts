import { expect, test } from '@playwright/test';

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

for (const path of ['/ADMIN-CENTER', '/admin-center', '/Admin-Center']) {
  test(`${path} redirects a signed-out visitor to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === path);
    await expect(page.getByRole('heading', { name: 'Sign in to Summit Platform' })).toBeVisible();
  });
}

test('a render error shows the error page with its message', async ({ page }) => {
  // Swap one screen's chunk for a component that throws: the real router, the real error page.
  await page.route(/\/assets\/CertificationsScreen-[^/]+\.js$/, (route) => route.fulfill({
    contentType: 'text/javascript',
    body: 'export default function Broken() { throw new Error("Certification widget exploded"); }',
  }));
  await page.goto('/certifications');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Certification widget exploded')).toBeVisible();
});

test('the public home page does not download private screens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((s) => /HomeScreen-/.test(s))).toBe(true);
  expect(scripts.filter((s) => /(AdminCenter|Communication|Events|Account)\w*Screen-/.test(s))).toEqual([]);
});

test('the API answers /auth/profile with 401 JSON', async ({ request }) => {
  const res = await request.get('/auth/profile');
  expect(res.status()).toBe(401);
  expect(await res.json()).toEqual({ message: 'Not signed in', statusCode: 401 });
});
