import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MAYA, ROHAN, signedIn } from './support/session';

// Innovation workspace and UpMyMind (issue 15; decision 0046). Each test adds its own uniquely
// named cards and deletes them; the self-check adds one result and counts relative to the start.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const cardIn = (where: Locator, title: string) => where.getByRole('listitem', { name: title });
/** A card's Move button once it can act: the card is saved (real id) and no other change is in flight. */
async function ready(button: Locator): Promise<Locator> {
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  return button;
}

test('idea board: add, move with the keyboard buttons and by dragging, edit, delete; saved across a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, MAYA, { returnTo: '/innovation-workspace' });
  await expect(page.getByRole('heading', { level: 1, name: 'Innovation Workspace' })).toBeVisible();
  // maya's seeded board.
  await expect(cardIn(column(page, 'Building'), 'Founder pricing calculator')).toBeVisible();

  const title = `Mentor matching ${unique()}`;
  await page.getByLabel('Idea title').fill(title);
  await page.getByLabel('Notes (optional)').fill('Pair founders with mentors by phase.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const ideas = column(page, 'Ideas');
  await expect(cardIn(ideas, title)).toBeVisible();
  await expect(page.getByText(`Added “${title}” to Ideas.`)).toBeAttached();

  // Keyboard: Move right twice; focus stays on the button.
  await (await ready(cardIn(ideas, title).getByRole('button', { name: 'Move right' }))).focus();
  await page.keyboard.press('Enter');
  await expect(cardIn(column(page, 'Exploring'), title)).toBeVisible();
  await expect(cardIn(column(page, 'Exploring'), title).getByRole('button', { name: 'Move right' })).toBeFocused();
  await ready(cardIn(column(page, 'Exploring'), title).getByRole('button', { name: 'Move right' }));
  await page.keyboard.press('Enter');
  const validating = column(page, 'Validating');
  await expect(cardIn(validating, title)).toBeVisible();
  await expect(page.getByText(new RegExp(`Moved “${title}” to Validating`))).toBeAttached();

  // Drag back to Ideas.
  // (HTML5 drag and drop, with the DataTransfer the browser would carry)
  await ready(cardIn(validating, title).getByRole('button', { name: 'Move left' }));
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await cardIn(validating, title).dispatchEvent('dragstart', { dataTransfer: transfer });
  await ideas.dispatchEvent('dragover', { dataTransfer: transfer });
  await ideas.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(cardIn(ideas, title)).toBeVisible();
  await page.reload();
  await expect(cardIn(column(page, 'Ideas'), title)).toBeVisible();

  // A refused move rolls back with the reason.
  await page.route('**/api/workspace/cards/*/move', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, message: 'Card not found' }) }));
  await (await ready(cardIn(column(page, 'Ideas'), title).getByRole('button', { name: 'Move right' }))).click();
  await expect(page.getByRole('alert')).toHaveText('Not saved: Card not found. The board is back as it was.');
  await expect(cardIn(column(page, 'Ideas'), title)).toBeVisible();
  await page.unroute('**/api/workspace/cards/*/move');

  // Edit, then delete.
  const card = cardIn(column(page, 'Ideas'), title);
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Title').fill(`${title} v2`);
  await card.getByRole('button', { name: 'Save' }).click();
  const edited = cardIn(column(page, 'Ideas'), `${title} v2`);
  await expect(edited).toBeVisible();
  await page.reload();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await edited.getByRole('button', { name: 'Delete card' }).click();
  await expect(page.getByText(`Deleted “${title} v2”.`)).toBeAttached();
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: `${title} v2` })).toHaveCount(0);
  await expect(cardIn(column(page, 'Building'), 'Founder pricing calculator')).toBeVisible();
  await page.context().close();
});

test('UpMyMind: phases from the journey, seeded results, a new self-check is stored and shown over time', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedIn(browser, ROHAN, { returnTo: '/upmymind/overview' });
  await expect(page.getByRole('heading', { level: 1, name: 'UpMyMind overview' })).toBeVisible();
  for (const phase of ['Awakening', 'Grounding', 'Building', 'Growing', 'Thriving']) await expect(page.getByRole('heading', { level: 3, name: phase })).toBeVisible();
  await expect(page.getByText('You are here')).toHaveCount(1);
  const rows = page.getByRole('table').getByRole('row');
  const before = await rows.count();
  expect(before).toBeGreaterThanOrEqual(3); // header + rohan's two seeded results

  await page.getByRole('button', { name: 'Take the self-check' }).click();
  await expect(page.getByRole('heading', { name: 'Self-check', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByRole('alert')).toHaveText('Answer all 5 statements with a number from 1 to 5.');
  const groups = page.getByRole('group');
  for (const [i, answer] of ['Often', 'Often', 'Always', 'Sometimes', 'Always'].entries()) await groups.nth(i).getByLabel(answer).check();
  await page.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText('Just now: 80 / 100 — Thriving.')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  await page.reload();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.nth(1)).toContainText('80 / 100');
  await page.context().close();
});
