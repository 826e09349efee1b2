// A warm client-side route switch, member home → /lxp: from the click on the top bar's
// "Learning" link to the frame after the "Learning Programs" heading is in the page (issue 18,
// decision 0064). Each run loads /user/home afresh (the HTTP cache is warm after the first), then
// either clicks at once or, like a person, rests the pointer on the link for `hover` ms first —
// the time the app's link-intent prefetch has to fetch the screen's chunk. Prints figures only.
// Run against a running server with a built SPA: npx tsx bench/route-switch.ts [baseUrl] [runs] [hover ms]
import { chromium, type Page } from '@playwright/test';
import { MAYA, signedIn } from '../tests/e2e/support/session';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 15);
const hoverMs = Number(process.argv[4] ?? 150);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Sets window.__switch: ms from the next click to the first frame painted with the heading. */
const WATCH_FOR_HEADING = `window.__switch = new Promise((resolve) => {
  let clickedAt = 0;
  document.addEventListener('click', () => { clickedAt = performance.now(); }, { capture: true, once: true });
  const found = () => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Learning Programs');
  const observer = new MutationObserver(() => {
    if (!clickedAt || !found()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true });
}); 0`;

/** Milliseconds from the click to the first frame painted with the heading. */
async function switchOnce(page: Page, restMs: number): Promise<number> {
  await page.goto('/user/home');
  const link = page.getByRole('navigation').getByRole('link', { name: 'Learning', exact: true }).first();
  await link.waitFor();
  await page.waitForLoadState('networkidle');
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(WATCH_FOR_HEADING);
  await link.hover();
  if (restMs > 0) await page.waitForTimeout(restMs);
  await link.click();
  return page.evaluate('window.__switch') as Promise<number>;
}

const page = await signedIn(browser, MAYA, { baseURL: base, viewport: { width: 1280, height: 900 } });
await switchOnce(page, 0); // warms the HTTP cache and the server

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `median ${q(0.5).toFixed(0)} ms, p90 ${q(0.9).toFixed(0)} ms, min ${s[0]!.toFixed(0)} ms (${s.length} runs)`;
};
for (const rest of [0, hoverMs]) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await switchOnce(page, rest));
  console.log(`home → /lxp, click ${rest === 0 ? 'at once' : `after resting ${rest} ms on the link`}: ${stats(times)}`);
}
await browser.close();
