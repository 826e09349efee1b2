import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ROHAN, signedIn } from './support/session';

// Onboarding (issue 15; decision 0045) as a new member in the browser, and the test pages
// /sso-initiate-test and /gemini-test. Every test signs up its own member or uses a seeded one
// read-only (rohan's profile is saved unchanged through the hosted flow).
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  await expect.poll(async () => (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()).length).toBeGreaterThan(0);
  const [mail] = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`)).json();
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/** Registers a new adult member through the sign-up form (with the dev outbox's code). */
async function signUp(page: Page, request: APIRequestContext, firstName: string, query = '') {
  const id = unique();
  const email = `onb-${id}@example.org`;
  await page.goto(`/auth?mode=register${query}`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Username').fill(`onb${id}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long secret phrase');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel('Code').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Verify and create account' }).click();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a new member signs up, is offered setup on the home, goes through it, reloads midway and resumes', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'Kavya');
  await expect(page).toHaveURL(/\/user\/home$/, { timeout: 45_000 }); // account creation hashes the password: slow under load
  const card = page.getByRole('region', { name: /Finish setting up your profile/ });
  await expect(card).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '0');
  await card.getByRole('link', { name: 'Start setup' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Step 1 of 5: Welcome')).toBeVisible();
  await page.getByRole('button', { name: 'Let’s start' }).click();

  await expect(stepHeading(page, 'Roles and interests')).toBeFocused();
  await page.getByRole('checkbox', { name: /^Expert/ }).check();
  await page.getByRole('checkbox', { name: 'Fintech' }).check();
  await page.getByRole('checkbox', { name: 'Edtech' }).check();
  await page.getByLabel('Other interests').fill('Water, Rural markets');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Profile basics')).toBeVisible();
  await page.getByLabel('Headline').fill('Building a water-quality sensor');
  await page.getByLabel('City').fill('Nagpur');

  // Reload midway: the server holds the step reached and the answers saved so far.
  await page.reload();
  await expect(page.getByText('Step 3 of 5: Profile basics')).toBeVisible();
  await expect(page.getByLabel('Headline')).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Roles and interests')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Expert/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Rural markets' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Headline').fill('Building a water-quality sensor');
  await page.getByLabel('City').fill('Nagpur');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 'Choose your communities')).toBeVisible();
  const space = page.locator('input[name="space"]:not(:disabled)').first();
  const spaceName = (await space.locator('xpath=..').innerText()).trim();
  await space.check();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(stepHeading(page, 'You’re all set')).toBeVisible();
  await expect(page.getByText('“Building a water-quality sensor” — interested in Edtech, Fintech, Water, Rural markets.')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'You’re all set')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Kavya' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Finish setting up your profile/ })).toHaveCount(0);

  // The space chosen was joined through the community's own join.
  const joined = await page.evaluate(async () => {
    const res = await fetch('/api/onboarding', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return ((await res.json()) as { spaces: { community_name: string; is_member: boolean }[] }).spaces.filter((s) => s.is_member).map((s) => s.community_name);
  });
  expect(joined).toContain(spaceName);
});

test('sign-up can land on setup directly; a skip is remembered, and setup resumes later', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, request, 'Ravi', `&returnTo=${encodeURIComponent('/onboarding')}`);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 45_000 });
  await page.getByRole('button', { name: 'Let’s start' }).click();
  await expect(stepHeading(page, 'Roles and interests')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(stepHeading(page, 'You skipped setup for now')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'You skipped setup for now')).toBeVisible();

  await page.getByRole('link', { name: 'Continue to your home' }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ravi' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Finish setting up your profile/ })).toHaveCount(0);

  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Resume setup' }).click();
  await expect(stepHeading(page, 'Roles and interests')).toBeVisible();
  await expect(page.getByText('Step 2 of 5: Roles and interests')).toBeVisible();
});

test('single sign-on test: the hosted flow runs with the chosen action and the profile comes back', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, ROHAN, { returnTo: '/sso-initiate-test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on initiation test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile of this session' })).toBeVisible();
  await expect(page.getByText('rohan', { exact: true })).toBeVisible();

  await page.getByLabel('Return address (redirect_uri)').fill('not an address');
  await page.getByRole('button', { name: 'Start single sign-on' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a full address starting with http:// or https://.');

  const back = new URL('/sso-initiate-test?sso=returned', page.url()).toString();
  await page.getByLabel('Return address (redirect_uri)').fill(back);
  await page.getByLabel('Action').selectOption('update-profile');
  await page.getByRole('button', { name: 'Start single sign-on' }).click();
  await expect(page).toHaveURL(/\/auth\/redirect\?tenant_id=startup-summit&redirect_uri=.*&action=update-profile/);
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page).toHaveURL(/\/sso-initiate-test\?sso=returned$/);
  await expect(page.getByRole('heading', { name: 'Profile returned by the flow' })).toBeVisible();
  await expect(page.getByText('rohan', { exact: true })).toBeVisible();
  await expect(page.getByText('Present (hidden)')).toBeVisible();
  await page.context().close();
});

test('the assistant test page says plainly that no model is configured', async ({ browser }) => {
  const page = await signedIn(browser, ROHAN, { returnTo: '/gemini-test' });
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant test' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Not configured. No assistant model is configured on this server.');
  await expect(page.getByRole('status')).toContainText('GEMINI_API_KEY');
  await expect(page.getByRole('button', { name: 'Ask' })).toHaveCount(0);
  await page.context().close();
});
