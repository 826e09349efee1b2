import { expect, test, type Page } from '@playwright/test';

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };

async function signIn(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Username or e-mail').fill(MAYA.username);
  await page.getByLabel('Password', { exact: true }).fill(MAYA.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

const unitHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('a learner finds a program, enrols, walks units across module and course boundaries, reloads and resumes', async ({ page }) => {
  await signIn(page);

  // Find by search.
  await page.goto('/lxp');
  await expect(page.getByRole('heading', { name: 'Learning Programs' })).toBeVisible();
  await page.getByLabel('Search programs').fill('market fit');
  await page.getByLabel('Search programs').press('Enter');
  await expect(page.getByText('1 program', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Product-Market Fit Lab' }).click();
  await expect(page).toHaveURL(/\/lxp\/program\/\d+$/);
  const programUrl = new URL(page.url()).pathname;

  // Enrol, then start.
  await expect(page.getByRole('heading', { name: 'Product-Market Fit Lab' })).toBeVisible();
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await page.getByRole('link', { name: 'Start the first unit' }).click();
  await expect(unitHeading(page, 'Needs-based segments')).toBeVisible();
  await expect(page.getByText('Unit 1 of 28')).toBeVisible();
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

  // Next within the module, then across the module boundary (keyboard too).
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(unitHeading(page, 'Check: segmentation')).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(unitHeading(page, 'Exercise: pick a beachhead')).toBeVisible();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(unitHeading(page, 'From interviews to personas')).toBeVisible();
  await expect(page.getByText('Now in Module: Personas that Work')).toBeVisible();

  // Across the course boundary: from the last unit of course 1 to the first of course 2, and back.
  await page.getByRole('link', { name: /Check: value propositions/ }).click();
  await expect(unitHeading(page, 'Check: value propositions')).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(unitHeading(page, 'Assumption mapping')).toBeVisible();
  await expect(page.getByText('Now in Course 2: Rapid Experiments')).toBeVisible();
  await page.getByRole('button', { name: '← Previous' }).click();
  await expect(unitHeading(page, 'Check: value propositions')).toBeVisible();
  await expect(page.getByText('Now in Course 1: Ideal Customer Profile')).toBeVisible();
  await page.keyboard.press('k');
  await expect(unitHeading(page, 'Testing messages')).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(unitHeading(page, 'Assumption mapping')).toBeVisible();
  await expect(page.getByText('Saving progress…')).toBeHidden();

  // Progress is visible.
  const bar = page.getByRole('progressbar', { name: 'Program progress' });
  await expect(bar).not.toHaveAttribute('aria-valuenow', '0');

  // Reload: the same unit. Then from the program page, Resume comes back to it (saved on the server).
  await page.reload();
  await expect(unitHeading(page, 'Assumption mapping')).toBeVisible();
  await page.goto(programUrl);
  await expect(page.getByRole('progressbar', { name: 'Program progress' })).not.toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('link', { name: 'Resume: Assumption mapping' }).click();
  await expect(unitHeading(page, 'Assumption mapping')).toBeVisible();
  await expect(page.getByText('Unit 10 of 28')).toBeVisible();

  // The catalogue marks the program as enrolled; the statistics chart and its table are there.
  await page.goto('/lxp');
  // (maya's seed also has her part-way through Founder Foundations: look at this program's card.)
  await expect(page.getByRole('listitem').filter({ hasText: 'Product-Market Fit Lab' }).getByText(/Enrolled · \d+ units done/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Scores by month/ })).toBeVisible();
  await page.getByText('Show the numbers as a table').click();
  await expect(page.getByRole('rowheader', { name: 'Founder readiness' })).toBeVisible();
  await expect(page.getByText('Year 2, postgraduate')).toBeVisible();
});

test('the readiness journey starts at awakening and keeps progress on the server', async ({ page }) => {
  await signIn(page);
  await page.goto('/readiness-journey');
  await expect(page.getByText('current phase: Awakening')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Awakening done' }).click();
  await expect(page.getByText('1 of 5 phases done · current phase: Grounding')).toBeVisible();
  await expect(page.getByText('Saving…')).toBeHidden();
  await page.reload();
  await expect(page.getByText('1 of 5 phases done · current phase: Grounding')).toBeVisible();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('0 of 5 phases done · current phase: Awakening')).toBeVisible();
});
