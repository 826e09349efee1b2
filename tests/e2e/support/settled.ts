import type { Page } from '@playwright/test';

/** Two animation frames: what the page last changed (a new window size, a handler) has been laid out and painted. */
export const framesPainted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Until every image of the page has loaded or failed, and two animation frames after it: the
 * moment a payload's load or error handler (a broken <img>, an <svg onload>) would have run, had
 * the page kept one. A condition to wait for, not a guess of how long that takes.
 */
export async function mediaSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await framesPainted(page);
}
