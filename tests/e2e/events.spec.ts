import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './support/session';

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

test('a member finds an event, registers, gets a QR ticket and a calendar file; the door checks them in live; My events says so', async ({ browser }) => {
  const maya = await signedIn(browser, MAYA);

  // Find by search and register.
  await maya.goto('/events');
  await expect(maya.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await maya.getByRole('searchbox', { name: 'Search events' }).fill('deep tech');
  await expect(maya.getByText('1 event', { exact: true })).toBeVisible();
  await maya.getByRole('link', { name: 'Women in Deep Tech Breakfast' }).click();
  await expect(maya).toHaveURL(/\/events\/\d+$/);
  const eventId = new URL(maya.url()).pathname.split('/').pop()!;
  await maya.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(maya.getByText('You are registered.')).toBeVisible();
  const code = (await maya.locator('[class*="ticketCode"]').innerText()).replace(/\s+/g, '');
  expect(code).toMatch(/^[A-Z2-7]{26}$/);

  // The .ics opens in a calendar app: a valid VCALENDAR with the event.
  const download = maya.waitForEvent('download');
  await maya.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toMatch(/SUMMARY:Women in Deep Tech Breakfast/);
  expect(ics).toMatch(/DTSTART;TZID=Asia\/Kolkata:/);

  // The ticket with its QR code.
  await maya.goto('/my-tickets');
  await expect(maya.getByRole('img', { name: /QR code for ticket .* to Women in Deep Tech Breakfast/ })).toBeVisible();

  // Two manage pages are open; checking in on one raises the count on the other without reload.
  const door = await signedIn(browser, ADMIN);
  const office = await signedIn(browser, ADMIN);
  await door.goto(`/manage-event/${eventId}`);
  await office.goto(`/manage-event/${eventId}`);
  const count = (page: Page) => page.getByText(/of \d+ checked in/);
  await expect(count(office)).toContainText('0 of');
  await door.getByLabel('Ticket code').fill(code.toLowerCase());
  await door.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(door.getByText('Admitted', { exact: true })).toBeVisible();
  await expect(count(office)).toContainText('1 of', { timeout: 10_000 });
  // The same code again is refused.
  await door.getByLabel('Ticket code').fill(code);
  await door.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(door.getByText('Already checked in', { exact: true })).toBeVisible();

  // My events shows the new status.
  await maya.goto('/my-events');
  const row = maya.getByRole('listitem').filter({ hasText: 'Women in Deep Tech Breakfast' });
  await expect(row.getByText('Checked in', { exact: true })).toBeVisible();
});

test('cancelling the only seat of a full event promotes the member on the waitlist, who is told live', async ({ browser }) => {
  const maya = await signedIn(browser, MAYA);
  await maya.goto('/my-events');
  const waiting = maya.getByRole('listitem').filter({ hasText: 'Investor Office Hours' });
  await expect(waiting.getByText('On the waitlist (position 1)')).toBeVisible();
  // Other specs notify Maya too (chat, mentions, collaboration), so the bell's count is compared
  // with what was there before, and the promotion itself is looked for by its words.
  const bell = maya.getByRole('button', { name: /^Notifications/ });
  const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  await expect(bell).toBeVisible();
  const before = await unread();

  // The admin holds the one seat and gives it up.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/my-events');
  const seat = admin.getByRole('listitem').filter({ hasText: 'Investor Office Hours' });
  admin.once('dialog', (dialog) => void dialog.accept());
  await seat.getByRole('button', { name: 'Cancel' }).click();
  await expect(seat.getByText('Cancelled', { exact: true })).toBeVisible();

  // Maya is promoted in the same transaction and hears about it without reloading.
  await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(before);
  await bell.click();
  await expect(maya.getByRole('dialog', { name: 'Notifications' })
    .getByText('A seat opened up: you are now registered for Investor Office Hours. Your ticket is in My Tickets.')).toBeVisible();
  await maya.reload();
  await expect(maya.getByRole('listitem').filter({ hasText: 'Investor Office Hours' }).getByText('Registered', { exact: true })).toBeVisible();
});

test('an admin creates a published event in the browser and a member finds it', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/events');
  await admin.getByRole('link', { name: 'New event' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await admin.getByLabel('Title').fill('Hardware Founders Meetup');
  await admin.getByLabel('Starts').fill('2027-02-11T18:00');
  await admin.getByLabel('Ends').fill('2027-02-11T20:30');
  await admin.getByLabel(/Published/).check();
  await admin.getByRole('button', { name: 'Create event' }).click();
  await expect(admin).toHaveURL(/\/manage-event\/\d+$/);
  await expect(admin.getByRole('heading', { name: 'Hardware Founders Meetup' })).toBeVisible();

  const maya = await signedIn(browser, MAYA);
  await maya.goto('/events');
  await maya.getByRole('searchbox', { name: 'Search events' }).fill('hardware founders');
  await expect(maya.getByRole('link', { name: 'Hardware Founders Meetup' })).toBeVisible();
});

test('a judge scores an entry, the admin publishes the leaderboard, and the judge then sees it', async ({ browser }) => {
  const maya = await signedIn(browser, MAYA);
  await maya.goto('/competitions');
  await maya.getByRole('link', { name: 'Summit Innovation Challenge 2026' }).first().click();
  await expect(maya).toHaveURL(/\/competitions\/\d+$/);
  const competitionUrl = new URL(maya.url()).pathname;
  const eventId = competitionUrl.split('/').pop()!;

  // Maya, a seeded judge, scores the entry she has not scored yet.
  const form = maya.getByRole('form', { name: 'Score OpenTender Lens' });
  await form.getByLabel('Problem (0–10)').fill('9');
  await form.getByLabel('Solution (0–10)').fill('8');
  await form.getByLabel('Traction (0–10)').fill('6');
  await form.getByLabel('Team (0–5)').fill('4');
  await form.getByRole('button', { name: 'Save scores' }).click();
  await expect(form.getByText('Scores saved.')).toBeVisible();
  await expect(maya.getByRole('region', { name: 'Leaderboard' })).toHaveCount(0);

  // The admin sees maya among the judges on the manage page, then publishes on the competition page.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/manage-event/${eventId}`);
  await expect(admin.getByRole('list', { name: 'Judges' }).getByText('@maya')).toBeVisible();
  await admin.goto(competitionUrl);
  const board = admin.getByRole('region', { name: 'Leaderboard' });
  await expect(board.getByRole('cell', { name: 'OpenTender Lens' })).toBeVisible();
  await board.getByRole('button', { name: 'Publish leaderboard' }).click();
  await expect(board.getByText('The leaderboard is published.')).toBeVisible();

  await maya.reload();
  const published = maya.getByRole('region', { name: 'Leaderboard' });
  await expect(published.getByRole('table')).toBeVisible();
  await expect(published.getByRole('row')).toHaveCount(4);
  await expect(published.getByRole('cell', { name: 'OpenTender Lens' })).toBeVisible();
});
