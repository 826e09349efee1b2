import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MAYA, ROHAN, signedIn } from './support/session';

// Issue 16 (chat reads like a chat) end to end, two members in two browser contexts: the unread
// count of a conversation rises live for the reader and clears when she opens it; the messages
// sit under a day heading and one sender's consecutive messages form one group; while Rohan
// types, Maya sees "Rohan is typing…", which goes when his message lands. Other specs may use
// the same members, so counts are compared with what was there before, never fixed numbers.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The unread count in a conversation option's accessible name ("Rohan Mehta, 3 unread"), 0 without one. */
async function unreadOf(option: Locator): Promise<number> {
  const label = (await option.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);
}

const conversationWith = (page: Page, name: string) => page.getByRole('listbox', { name: 'Conversations' }).getByRole('option', { name: new RegExp(`^${name}(, \\d+ unread)?$`) });

test('the unread count rises live and clears when opened; messages group under a day heading; "is typing…" shows while the other types', async ({ browser }) => {
  test.setTimeout(180_000);
  const id = unique();
  const maya = await signedIn(browser, MAYA, { returnTo: '/messages' });
  const rohan = await signedIn(browser, ROHAN, { returnTo: '/messages' });

  // Maya's list, no conversation open.
  const fromRohan = conversationWith(maya, 'Rohan Mehta');
  await expect(fromRohan).toBeVisible();
  const before = await unreadOf(fromRohan);

  // Rohan opens his conversation with Maya and sends two messages in a row.
  await conversationWith(rohan, 'Maya Mensah').click();
  await expect(rohan).toHaveURL(/\/messages\?c=\d+/);
  const box = rohan.getByRole('textbox', { name: 'Message to Maya Mensah' });
  const log = rohan.getByRole('log', { name: 'Messages with Maya Mensah' });
  for (const text of [`First of two ${id}`, `Second of two ${id}`]) {
    await box.fill(text);
    await box.press('Enter');
    await expect(log.getByText(text)).toBeVisible();
    await expect(box).toHaveValue('');
  }

  // Maya's count rises live (the list moves the conversation to the top).
  await expect.poll(() => unreadOf(fromRohan), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 2);
  await expect(maya.getByRole('listbox', { name: 'Conversations' }).getByRole('option').first()).toHaveAccessibleName(/^Rohan Mehta/);

  // She opens it: the count clears, the messages sit under "Today", Rohan's two in one group.
  await fromRohan.click();
  await expect(maya).toHaveURL(/\/messages\?c=\d+/);
  const mayaLog = maya.getByRole('log', { name: 'Messages with Rohan Mehta' });
  await expect(mayaLog.getByText(`Second of two ${id}`)).toBeVisible();
  await expect(fromRohan).toHaveAccessibleName('Rohan Mehta');
  await expect(mayaLog.getByRole('separator', { name: 'Today' })).toBeVisible();
  const group = mayaLog.locator(':scope > ol > li').filter({ hasText: `First of two ${id}` });
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(`Second of two ${id}`);
  // One avatar for the group: the coloured initial tile (Rohan has no profile image).
  await expect(group.getByTestId('initial-tile')).toHaveCount(1);
  await expect(group.getByTestId('initial-tile')).toHaveText('R');
  // After a reload the server agrees: nothing unread in this conversation.
  await maya.reload();
  await expect(conversationWith(maya, 'Rohan Mehta')).toHaveAccessibleName('Rohan Mehta');

  // A live message after the reload shows Maya's chat socket is connected again.
  await box.fill(`Still there? ${id}`);
  await box.press('Enter');
  await expect(maya.getByRole('log', { name: 'Messages with Rohan Mehta' }).getByText(`Still there? ${id}`)).toBeVisible();

  // Rohan types (without sending): Maya, who has the conversation open, sees it announced politely.
  await box.pressSequentially('Running 5 minutes late', { delay: 30 });
  const typing = maya.getByTestId('typing');
  await expect(typing).toHaveText('Rohan is typing…', { timeout: 10_000 });
  await expect(typing).toHaveAttribute('aria-live', 'polite');
  // Nobody sees their own typing.
  await expect(rohan.getByTestId('typing')).toHaveText('');
  // His message lands: the line goes at once.
  await box.press('Enter');
  await expect(maya.getByRole('log', { name: 'Messages with Rohan Mehta' }).getByText('Running 5 minutes late').last()).toBeVisible();
  await expect(typing).toHaveText('');

  await maya.context().close();
  await rohan.context().close();
});
