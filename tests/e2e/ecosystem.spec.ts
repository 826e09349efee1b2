// The ecosystem maps (issue 15): /india-map shows the seeded distribution; a state chosen by mouse
// or keyboard lists its organisations (linking to their pages) and members (linking to their
// profiles); the table alternative has the same numbers as the map; category filters change both;
// the hub's directory searches and filters; phones start with the table; no serious axe findings.
// Seed data is read only; counts are compared with "at least" (other specs may add organisations).
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MAYA, ROHAN, signedIn } from './support/session';

test.describe.configure({ timeout: 90_000 });

const COUNTS = /^(.+): (\d+) startups?, (\d+) other organisations?, (\d+) members?$/;

/** Every state's accessible name on the map: name → [startups, other organisations, members]. */
async function mapNumbers(page: Page): Promise<Map<string, number[]>> {
  const labels = await page.getByRole('group', { name: /^Map of India/ }).getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(labels).toHaveLength(36);
  return new Map(labels.map((l) => {
    const m = COUNTS.exec(l);
    if (!m) throw new Error(`unexpected state label: ${l}`);
    return [m[1]!, [Number(m[2]), Number(m[3]), Number(m[4])]];
  }));
}

async function tableNumbers(table: Locator): Promise<Map<string, number[]>> {
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));
  return new Map(rows.map((cells) => [cells[0]!, cells.slice(1, 4).map(Number)]));
}

test('/india-map shows the seeded startups by state; a clicked state lists its organisations and members; the table has the same numbers', async ({ browser }) => {
  const page = await signedIn(browser, MAYA, { returnTo: '/india-map', viewport: { width: 1280, height: 900 } });
  await expect(page.getByRole('heading', { level: 1, name: 'India Map' })).toBeVisible();
  const map = page.getByRole('group', { name: /^Map of India: organisations and members per state \(Startups\)/ });
  await expect(map).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Startups' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Investors' })).not.toBeChecked();

  // The seeded distribution: startup hubs, and the far corners.
  const numbers = await mapNumbers(page);
  expect(numbers.get('Karnataka')![0]).toBeGreaterThanOrEqual(4); // ShelfSense, PayNest, Krishi Drone Works, MedTrail Diagnostics
  expect(numbers.get('Maharashtra')![0]).toBeGreaterThanOrEqual(3);
  expect(numbers.get('Ladakh')![0]).toBeGreaterThanOrEqual(1);
  expect(numbers.get('Andaman and Nicobar Islands')![0]).toBeGreaterThanOrEqual(1);
  expect(numbers.get('Karnataka')![1]).toBe(0); // only startups are ticked
  expect([...numbers.values()].filter(([s]) => (s ?? 0) > 0).length).toBeGreaterThanOrEqual(15);
  await expect(page.getByRole('list', { name: 'Organisations and members per state' })).toBeVisible(); // the legend

  // A click on Karnataka lists its startups (links to their pages) and its startup members (links to their profiles).
  await map.getByRole('button', { name: /^Karnataka:/ }).click();
  const panel = page.getByRole('region', { name: 'Karnataka' });
  await expect(map.getByRole('button', { name: /^Karnataka:/ })).toHaveAttribute('aria-pressed', 'true');
  const orgs = panel.getByRole('list', { name: 'Organisations' });
  await expect(orgs.getByRole('link', { name: 'ShelfSense' })).toHaveAttribute('href', /^\/organization\?organization_id=\d+$/);
  await expect(orgs.getByRole('link', { name: 'PayNest' })).toBeVisible();
  await expect(orgs.getByRole('link', { name: 'Koramangala Capital' })).toHaveCount(0); // an investor: not ticked
  expect(await orgs.getByRole('listitem').count()).toBe(numbers.get('Karnataka')![0]);
  await expect(panel.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Priya Nair' })).toHaveAttribute('href', '/community/network?search=priya');

  // Ticking Investors adds them to the map's numbers and to the state's list.
  await page.getByRole('checkbox', { name: 'Investors' }).check();
  await expect(orgs.getByRole('link', { name: 'Koramangala Capital' })).toBeVisible();
  const withInvestors = await mapNumbers(page);
  expect(withInvestors.get('Karnataka')![1]).toBeGreaterThanOrEqual(1);
  await page.getByRole('checkbox', { name: 'Investors' }).uncheck();

  // The keyboard chooses too: focus Maharashtra and press Enter.
  await map.getByRole('button', { name: /^Maharashtra:/ }).focus();
  await page.keyboard.press('Enter');
  const mh = page.getByRole('region', { name: 'Maharashtra' });
  await expect(mh.getByRole('list', { name: 'Organisations' }).getByRole('link', { name: 'KisanLedger' })).toBeVisible();
  await expect(page.getByText(/^Maharashtra: \d+ organisations and \d+ members listed\.$/)).toBeAttached();

  // The table alternative: the same numbers for every state, and its buttons choose states as well.
  await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: /^Startups, other organisations and members by state \(Startups\)/ });
  await expect(table).toBeVisible();
  const rows = await tableNumbers(table);
  expect(rows.size).toBe(36);
  for (const [name, values] of numbers) expect(rows.get(name), name).toEqual(values);
  await table.getByRole('button', { name: 'Karnataka' }).click();
  await expect(page.getByRole('region', { name: 'Karnataka' }).getByRole('link', { name: 'ShelfSense' })).toBeVisible();

  // An organisation's link opens its page.
  await page.getByRole('region', { name: 'Karnataka' }).getByRole('link', { name: 'ShelfSense' }).click();
  await expect(page).toHaveURL(/\/organization\?organization_id=\d+$/);
  await page.context().close();
});

test('/ecosystem-map counts every category, opens a state from its link, and has no serious accessibility findings', async ({ browser }) => {
  const page = await signedIn(browser, ROHAN, { returnTo: '/ecosystem-map?state=kl', viewport: { width: 1280, height: 900 } });
  await expect(page.getByRole('heading', { level: 1, name: 'Ecosystem Map' })).toBeVisible();
  for (const c of ['Startups', 'Investors', 'Businesses', 'Government', 'Educators', 'Experts']) await expect(page.getByRole('checkbox', { name: c })).toBeChecked();
  const kerala = page.getByRole('region', { name: 'Kerala' });
  await expect(kerala.getByRole('link', { name: 'SeaHarvest' })).toBeVisible();
  await expect(kerala.getByRole('link', { name: 'Malabar Angels' })).toBeVisible();
  await expect(kerala.getByRole('link', { name: 'Tariq Hassan' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Colour by' }).selectOption('members');
  await expect(page.getByRole('list', { name: 'Members per state' })).toBeVisible();
  await kerala.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'All of India' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  await page.context().close();
});

test('/ecosystem-hub combines the map with a directory that searches and filters by state and category', async ({ browser }) => {
  const page = await signedIn(browser, MAYA, { returnTo: '/ecosystem-hub', viewport: { width: 1280, height: 900 } });
  await expect(page.getByRole('heading', { level: 1, name: 'Ecosystem Hub' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Map of India/ })).toBeVisible();
  const directory = page.getByRole('region', { name: 'Organisations directory' });
  await expect(directory.getByText(/^\d+ organisations$/)).toBeVisible();
  await directory.getByRole('combobox', { name: 'State or union territory' }).selectOption('la');
  const cards = directory.getByRole('list', { name: 'Directory organisations' });
  await expect(cards.getByRole('listitem', { name: 'Leh Solar Greenhouses' })).toBeVisible();
  await directory.getByRole('combobox', { name: 'State or union territory' }).selectOption('');
  await directory.getByRole('combobox', { name: 'Category' }).selectOption('government');
  await directory.getByRole('searchbox', { name: 'Search organisations' }).fill('Goa Startup');
  await expect(cards.getByRole('listitem', { name: 'Goa Startup Promotion Cell' })).toBeVisible();
  await expect(directory.getByText('1 organisation', { exact: true })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Goa Startup Promotion Cell' })).toHaveAttribute('href', /^\/organization\?organization_id=\d+$/);
  await page.context().close();
});

test('on a 320 px phone the table is the first view, without sideways scrolling, and the map is one tap away', async ({ browser }) => {
  const page = await signedIn(browser, MAYA, { returnTo: '/india-map', viewport: { width: 320, height: 720 } });
  const table = page.getByRole('table', { name: /^Startups, other organisations and members by state/ });
  await expect(table).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Every column fits: no scrolling inside the table's box either.
  expect(await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
  await table.getByRole('button', { name: 'Karnataka' }).click();
  await expect(page.getByRole('region', { name: 'Karnataka' }).getByRole('link', { name: 'ShelfSense' })).toBeVisible();
  await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('group', { name: /^Map of India/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.context().close();
});
