// Issue 17: the hosted /auth/redirect pages (sign-in, register, edit profile) fit their card at
// 1280 px, and in the 500×600 account popup nothing scrolls sideways and every field and button
// can be reached ("Last name" and "Save profile" were cut off).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MAYA, signedIn } from './support/session';

/** The hosted page's address, coming back to /account on the page's own origin (the page has opened the app). */
const redirect = (page: Page, action?: string) => {
  const q = new URLSearchParams({ redirect_uri: new URL('/account', page.url()).toString() });
  if (action) q.set('action', action);
  return `/auth/redirect?${q}`;
};

/** Fields and buttons of the page's form that lie outside its card, or outside the window, by name. */
const misfits = (page: Page) => page.evaluate(() => {
  const card = document.querySelector('.card')!.getBoundingClientRect();
  const name = (el: Element) => (el.closest('label')?.firstChild?.textContent ?? el.textContent ?? el.getAttribute('name') ?? '').trim();
  const out: string[] = [];
  for (const el of document.querySelectorAll('form input:not([type=hidden]), form button')) {
    const r = el.getBoundingClientRect();
    if (r.left < card.left - 0.5 || r.right > card.right + 0.5) out.push(`${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)}px, card ${Math.round(card.left)}–${Math.round(card.right)}px`);
    if (r.left < 0 || r.right > window.innerWidth) out.push(`${name(el)} outside the window`);
  }
  const wide = document.documentElement.scrollWidth - window.innerWidth;
  if (wide > 0) out.push(`page ${wide}px wider than the window`);
  return out;
});

async function check(page: Page, path: string, must: string[]) {
  const problems: string[] = [];
  for (const size of [{ width: 1280, height: 900 }, { width: 500, height: 600 }]) {
    await page.setViewportSize(size);
    await page.goto(path);
    problems.push(...(await misfits(page)).map((p) => `${size.width}×${size.height}: ${p}`));
    for (const name of must) {
      // A label's hint is part of its name ("Password At least 8 characters."): the field is the first whose label starts so.
      const target = page.getByRole('button', { name, exact: true }).or(page.getByLabel(name)).first();
      await target.scrollIntoViewIfNeeded();
      await expect(target, `${name} at ${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
    }
  }
  expect(problems).toEqual([]);
}

test('hosted sign-in and register fit their card at 1280 px and the 500×600 popup', async ({ page }) => {
  await page.goto('/');
  await check(page, redirect(page), ['Username or e-mail', 'Password', 'Sign in']);
  await check(page, redirect(page, 'register'), ['First name', 'Last name', 'Username', 'E-mail', 'Password', 'Parent’s phone', 'Create account']);
});

test('hosted Edit profile fits its card at 1280 px and the 500×600 popup: "Last name" and "Save profile" in reach', async ({ browser }) => {
  const page = await signedIn(browser, MAYA);
  await check(page, redirect(page, 'update-profile'), ['First name', 'Last name', 'Phone', 'Save profile']);
  await page.context().close();
});
