// Organisations (issue 15; decision 0042): maya creates an organisation (an invalid website is
// refused with its message), invites rohan by e-mail (a second invitation to the same address is
// refused), the mail in the outbox links to the page, rohan accepts there and is in the team; maya
// is told live. The directory's link (?organization_id=N) opens an organisation's page.
import { expect, test } from './support/test';
import { MAYA, ROHAN, signedIn } from './support/session';

test('an owner creates an organisation and invites by e-mail; the invitee follows the mail’s link and joins', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const name = `Monsoon Robotics ${Date.now()}`;
  const maya = await signedIn(browser, MAYA, { returnTo: '/organization' });
  await expect(maya.getByRole('heading', { level: 1, name: 'My organisations' })).toBeVisible();
  await maya.getByRole('button', { name: 'Create an organisation' }).click();
  const form = maya.getByRole('region', { name: 'Create an organisation' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption('startups');
  await form.getByLabel(/^Description/).fill('Drones that survey **paddy fields** for smallholders.');
  await form.getByLabel(/^Website/).fill('monsoon robotics');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State or union territory').selectOption('Maharashtra');
  await form.getByRole('button', { name: 'Create organisation' }).click();
  await expect(form.getByText('Enter the website as a full address starting with https:// or http://.')).toBeVisible();
  await form.getByLabel(/^Website/).fill('https://monsoon.example');
  await form.getByRole('button', { name: 'Create organisation' }).click();
  await expect(maya.getByText(`${name} was created. You are its owner.`)).toBeVisible();
  await maya.getByRole('link', { name: 'Open its page' }).click();
  await expect(maya.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(maya.getByText('paddy fields')).toBeVisible();
  const orgUrl = new URL(maya.url());
  expect(orgUrl.searchParams.get('organization_id')).toMatch(/^\d+$/);

  // Invite rohan; the same address twice is refused.
  await maya.getByLabel('E-mail address').fill('rohan@summit.example');
  await maya.getByRole('button', { name: 'Send invitation' }).click();
  await expect(maya.getByText('Invitation sent to rohan@summit.example.')).toBeVisible();
  await expect(maya.getByRole('list', { name: 'Pending invitations' }).getByText('rohan@summit.example')).toBeVisible();
  await maya.getByLabel('E-mail address').fill('rohan@summit.example');
  await maya.getByRole('button', { name: 'Send invitation' }).click();
  await expect(maya.getByRole('alert')).toHaveText('This e-mail address has already been invited and has not answered yet.');

  // The mail names the organisation in its text (the subject is the platform's own) and carries
  // the page's link on our own origin.
  await expect.poll(async () => ((await (await request.get('/api/dev/outbox?to=rohan%40summit.example&limit=5')).json()) as { text: string }[])
    .some((m) => m.text.includes(name))).toBe(true);
  const mails = (await (await request.get('/api/dev/outbox?to=rohan%40summit.example&limit=5')).json()) as { subject: string; text: string }[];
  const mail = mails.find((m) => m.text.includes(name))!;
  expect(mail.subject).toBe('You are invited to join an organisation on Summit Platform');
  const link = /https?:\/\/\S+(\/organization\?organization_id=\d+)/.exec(mail.text)![1]!;
  expect(link).toBe(`${orgUrl.pathname}${orgUrl.search}`);

  const rohan = await signedIn(browser, ROHAN, { returnTo: link });
  await expect(rohan.getByRole('heading', { level: 1, name })).toBeVisible();
  const invited = rohan.getByRole('region', { name: 'You are invited' });
  await expect(invited.getByText(/Maya .* invited you to join/)).toBeVisible();
  await invited.getByRole('button', { name: 'Accept' }).click();
  await expect(rohan.getByText(`You joined ${name}.`)).toBeVisible();
  await expect(rohan.getByText('You are a member of this organisation.')).toBeVisible();
  await expect(rohan.getByRole('region', { name: /^Team/ }).getByText('Rohan Mehta')).toBeVisible();

  // maya is told live, and her page shows rohan after a refresh; no invitation is pending any more.
  const bell = maya.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(maya.getByRole('dialog', { name: 'Notifications' }).getByText(`Rohan Mehta joined ${name}.`)).toBeVisible();
  await maya.reload();
  await expect(maya.getByRole('region', { name: /^Team/ }).getByText('Rohan Mehta')).toBeVisible();
  await expect(maya.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
});
