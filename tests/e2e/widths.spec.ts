// Issue 17: the top bar holds at every width, signed out and signed in — no sideways scroll and
// no top-bar items on top of each other at 320, 375, 760, 761, 800, 900, 1024, 1280 and 1920 px;
// every top-bar menu (Explore, the community mega-menu, Services, profile menu, bell panel) opens
// inside the window. One load per page, resized through the widths (decision 0100).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MAYA, signedIn } from './support/session';
import { framesPainted } from './support/settled';

const WIDTHS = [320, 375, 760, 761, 800, 900, 1024, 1280, 1920];

/** Sideways overflow of the page, in px (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Pairs of visible top-bar controls whose boxes overlap (neither inside the other), by their names. */
const overlaps = (page: Page) => page.evaluate(() => {
  const bar = document.querySelector('header, [role="banner"]');
  if (!bar) return ['no top bar'];
  const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
  const items = [...bar.querySelectorAll('a, button, input, select, [role="button"]')].filter((el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  });
  const found: string[] = [];
  items.forEach((a, i) => items.slice(i + 1).forEach((b) => {
    if (a.contains(b) || b.contains(a)) return;
    const ra = a.getBoundingClientRect(); const rb = b.getBoundingClientRect();
    const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
    const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
    if (x > 1 && y > 1) found.push(`${name(a)} × ${name(b)}`);
  }));
  return found;
});

/** The panel a top-bar toggle opens: its aria-controls target, or the bell's dialog. */
const panelOf = (page: Page, index: number) => page.evaluate((i) => {
  const toggle = [...document.querySelectorAll('header [aria-expanded]')].filter((el) => !el.matches('[aria-controls="site-drawer"]'))[i]!;
  const id = toggle.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : document.querySelector('header [role="dialog"], [role="dialog"][aria-labelledby="notification-panel-title"]');
  const r = panel?.getBoundingClientRect();
  return { name: (toggle.getAttribute('aria-label') ?? toggle.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30), box: r ? { left: r.left, right: r.right, width: r.width } : null };
}, index);

/** Opens each top-bar menu in turn: its panel must lie inside the window and the page must not scroll sideways. */
async function menusInside(page: Page, width: number) {
  const problems: string[] = [];
  const toggles = page.getByRole('banner').first().locator('[aria-expanded]:not([aria-controls="site-drawer"])');
  const count = await toggles.count();
  for (let i = 0; i < count; i += 1) {
    const toggle = toggles.nth(i);
    if (!(await toggle.isVisible())) continue;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const { name, box } = await panelOf(page, i);
    if (!box || box.width === 0) problems.push(`${width}px: ${name} opened no visible panel`);
    else if (box.left < 0 || box.right > width) problems.push(`${width}px: ${name} menu spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
    const wide = await overflow(page);
    if (wide > 0) problems.push(`${width}px: page ${wide}px wider than the window while ${name} is open`);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  return problems;
}

/**
 * One load of the page, then the window is resized through every width, as a person turning a
 * tablet or dragging a window does (the layout and the drawer's media query follow the window).
 */
async function sweep(page: Page, path: string) {
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('banner').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => {});
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await framesPainted(page);
    const wide = await overflow(page);
    if (wide > 0) problems.push(`${width}px: page ${wide}px wider than the window`);
    for (const pair of await overlaps(page)) problems.push(`${width}px: ${pair}`);
    problems.push(...await menusInside(page, width));
  }
  return problems;
}

test('signed out: the public home fits every width and its top bar never overlaps itself', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  const page = await context.newPage();
  expect(await sweep(page, '/')).toEqual([]);
  await context.close();
});

test('signed in: the member home fits every width and its top bar never overlaps itself', async ({ browser }) => {
  test.setTimeout(150_000);
  const page = await signedIn(browser, MAYA);
  expect(await sweep(page, '/user/home')).toEqual([]);
  await page.context().close();
});
