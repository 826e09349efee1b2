// Publications (issue 12): maya drafts an application (autosaved: a reload keeps it), attaches a
// PDF (a wrong type is refused with a clear message) and submits; an administrator starts the
// review and accepts with a comment in the Admin Center; maya gets the notification live, sees
// "Accepted" with the comment, and the Knowledge Hub lists the publication.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';

const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };

async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  await signIn(page, who);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('maya drafts (a reload keeps it) and submits; an admin reviews and accepts; maya is notified live and the Knowledge Hub lists it', async ({ browser }) => {
  test.setTimeout(90_000); // two members, an upload, a reload and a live update: ~15 s alone, more beside other workers
  const title = `Cold rooms for small fisheries ${Date.now()}`;
  const maya = await signedIn(browser, MAYA);
  await maya.goto('/publications');
  await expect(maya.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
  await expect(maya.getByRole('heading', { name: 'My publications' })).toBeVisible();
  await maya.getByRole('link', { name: 'New publication' }).click();
  await expect(maya).toHaveURL(/\/publications\?id=\d+$/);
  const url = maya.url();

  // The draft saves itself while typing.
  const form = maya.getByRole('region', { name: 'Application form' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Abstract').fill('We tracked ice use and fish losses at **14 landing sites** for a season.');
  await form.getByRole('button', { name: /^Add me/ }).click();
  await form.getByRole('button', { name: 'Add an author' }).click();
  await form.getByRole('textbox', { name: 'Author 2' }).fill('Kavya Nair');
  await form.getByLabel('Category').selectOption('research-paper');
  await form.getByLabel('Keywords').fill('fisheries, cold chain');
  // A wrong type is refused before uploading.
  await form.getByLabel('Manuscript').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(form.getByRole('alert')).toHaveText('Manuscripts must be PDF or DOCX.');
  await form.getByLabel('Manuscript').setInputFiles({ name: 'cold-rooms.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('cold-rooms.pdf', { exact: true })).toBeVisible();
  await expect(form.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });

  // Reloading resumes the draft as it was.
  await maya.reload();
  await expect(maya).toHaveURL(url);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByRole('textbox', { name: 'Author 2' })).toHaveValue('Kavya Nair');
  await expect(form.getByLabel('Category')).toHaveValue('research-paper');
  await expect(form.getByText('cold-rooms.pdf', { exact: true })).toBeVisible();

  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(maya.getByText('Status: Submitted')).toBeVisible();
  await expect(maya.getByRole('list', { name: 'History' }).getByText('Submitted for review')).toBeVisible();

  // The administrator finds it in the queue, starts the review and accepts it with a comment.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/admin-center?tab=publications');
  await expect(admin.getByRole('tab', { name: 'Publications', selected: true })).toBeVisible();
  await admin.getByRole('button', { name: title }).click();
  await admin.getByRole('button', { name: 'Start review' }).click();
  await expect(admin.getByRole('button', { name: 'Accept' })).toBeVisible();
  await admin.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Write a comment for the author.');
  await admin.getByLabel(/Comment for the author/).fill('Useful numbers. **Welcome** to the library.');
  await admin.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.getByText(/This publication is accepted/)).toBeVisible();

  // maya's open page follows live (no reload) to "Accepted" with the comment; her bell has the notification.
  await expect(maya.getByText('Status: Accepted')).toBeVisible({ timeout: 10_000 });
  await expect(maya.getByRole('list', { name: 'History' }).getByText('Welcome')).toBeVisible();
  const bell = maya.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
  const panel = maya.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: new RegExp(`Your publication “${title}” was accepted`) }).click();
  await expect(maya.getByText('Status: Accepted')).toBeVisible();

  // It is content in the Knowledge Hub now.
  await maya.getByRole('link', { name: 'Read it in the Knowledge Hub' }).click();
  await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await maya.goto('/knowledge-hub');
  await expect(maya.getByRole('link', { name: title }).first()).toBeVisible();
});
