// Membership registration (issue 15; decision 0043): rohan applies for the Individual plan (an
// empty form shows its messages), an administrator refuses to reject without a reason and then
// approves in the Admin Center; rohan is notified live, opens the card from the notification, and
// the card's QR link verifies as valid for anyone; a forged code is unknown.
import { expect, test } from './support/test';
import { ADMIN, ROHAN, signedIn } from './support/session';

test('a member applies, the admin approves, the member opens the card from the notification and its QR link verifies', async ({ browser }) => {
  test.setTimeout(90_000);
  const rohan = await signedIn(browser, ROHAN, { returnTo: '/membership' });
  await rohan.getByRole('link', { name: 'Apply as an individual' }).click();
  await expect(rohan).toHaveURL(/\/registration\/member\?plan=individual$/);
  const form = rohan.getByRole('region', { name: 'Individual membership application' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Enter your occupation.')).toBeVisible();
  await expect(form.getByText('Enter a 10-digit Indian mobile number (optionally with +91).')).toBeVisible();
  await form.getByLabel('Occupation').fill('Founder, KisanLedger');
  await form.getByLabel('Mobile number').fill('+91 9876543210');
  await form.getByLabel('City').fill('Nashik');
  await form.getByLabel('State or union territory').selectOption('Maharashtra');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(rohan.getByText('Waiting for approval')).toBeVisible();

  const admin = await signedIn(browser, ADMIN, { returnTo: '/admin-center?tab=memberships' });
  await expect(admin.getByRole('tab', { name: 'Memberships', selected: true })).toBeVisible();
  const application = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Rohan Mehta · Individual' }) });
  await expect(application).toBeVisible();
  await expect(application.getByText('Founder, KisanLedger')).toBeVisible();
  await application.getByRole('button', { name: 'Reject' }).click();
  await expect(application.getByRole('alert')).toHaveText('Give a reason for the rejection: the applicant reads it.');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(application.getByText(/Approved by .* member number SUM-\d{4}-\d{6}, valid until .*, to be invoiced/)).toBeVisible();

  // rohan's open page follows the decision live (no reload), and his bell has it; its link opens the card.
  await expect(rohan.getByText('Approved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(rohan.getByRole('link', { name: 'Show my membership card' })).toBeVisible();
  const bell = rohan.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await rohan.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: /Your Individual membership was approved/ }).click();
  await expect(rohan).toHaveURL(/\/membership\/card$/);
  await expect(rohan.getByRole('heading', { level: 1, name: 'My membership card' })).toBeVisible();
  await expect(rohan.getByText(/^SUM-\d{4}-\d{6}$/)).toBeVisible();
  await expect(rohan.getByRole('img', { name: /QR code to verify membership SUM-/ })).toBeVisible();
  const verifyUrl = await rohan.getByRole('link', { name: /\/membership\/verify\// }).getAttribute('href');
  expect(verifyUrl).toBeTruthy();

  // Anyone who scans it (signed out) sees a valid membership; a forged code is unknown.
  const guest = await browser.newContext();
  await guest.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const scan = await guest.newPage();
  await scan.goto(verifyUrl!);
  await expect(scan.getByText('Valid membership')).toBeVisible();
  await expect(scan.getByText('Rohan Mehta')).toBeVisible();
  await scan.goto(verifyUrl!.replace(/\.[^.]+$/, '.forgedforgedforgedforg'));
  await expect(scan.getByText('Unknown card')).toBeVisible();
  await guest.close();
});
