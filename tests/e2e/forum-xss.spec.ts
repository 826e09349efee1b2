import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mediaSettled } from './support/settled';
import { submitSignIn } from './support/session';

// Issue 14, the forum's sanitiser in a real browser: known XSS payloads — raw HTML (script tags,
// img onerror, svg onload, iframes, style expressions, event handlers), javascript:/vbscript:/
// data: URLs, and Markdown link/image/reference/autolink tricks — are posted through the real
// API as a topic title and Markdown bodies, then viewed in Chromium on the topic page, the topic
// list and the search results. Nothing may run: no dialog, no `window.__xss` marker, no element
// with an event handler or a script address, no frame or object.

const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };
const MAYA = { username: 'maya', password: 'Summit-Member-2026' };
const letters = (n: number) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');
const word = `xsscheck${letters(8)}`;

const HTML_PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)">',
  '<svg><script>window.__xss=4;alert(4)</script></svg>',
  '"><script>window.__xss=5;alert(5)</script>',
  '<iframe srcdoc="<script>parent.__xss=6;parent.alert(6)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=7;parent.alert(7)"></iframe>',
  '<a href="javascript:window.__xss=8;alert(8)">raw link</a>',
  '<body onload=window.__xss=9;alert(9)>',
  '<input autofocus onfocus=window.__xss=10;alert(10)>',
  '<details open ontoggle=window.__xss=11;alert(11)>',
  '<div style="background:url(javascript:window.__xss=12)">styled</div>',
  '<div style="width: expression(window.__xss=13)">expression</div>',
  '<style>@import "javascript:window.__xss=14";</style>',
  '<object data="javascript:window.__xss=15;alert(15)"></object>',
  '<embed src="data:text/html,<script>parent.__xss=16;alert(16)</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=17;alert(17)>',
  '<img src="x" onerror=eval(atob("d2luZG93Ll9feHNzPTE4"))>',
  '<scr<script>ipt>window.__xss=19;alert(19)</scr</script>ipt>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=20">',
  '<form action="javascript:window.__xss=21"><button>go</button></form>',
  '<svg><animate onbegin="window.__xss=22;alert(22)" attributeName=x dur=1s>',
];

const MARKDOWN_PAYLOADS = [
  '[plain js link](javascript:window.__xss=31;alert(31))',
  '[mixed case](JaVaScRiPt:window.__xss=32)',
  '[entity](&#106;avascript:window.__xss=33)',
  '[spaced]( javascript:window.__xss=34 )',
  '[vb](vbscript:msgbox(35))',
  '[data link](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MzY8L3NjcmlwdD4=)',
  '![image js](javascript:window.__xss=37)',
  '![image onerror](x" onerror="window.__xss=38)',
  '![svg data](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0zOSI+PC9zdmc+)',
  '[reference][evil]\n\n[evil]: javascript:window.__xss=40',
  '<javascript:window.__xss=41>',
  '[title trick](https://example.org "\\" onmouseover=\\"window.__xss=42")',
  '[nested [x](javascript:window.__xss=43)](https://example.org)',
  '`<script>window.__xss=44</script>` and **<img src=x onerror=window.__xss=45>**',
  '```html\n<script>window.__xss=46</script>\n```',
  '> <img src=x onerror=window.__xss=47>',
  '[](javascript:window.__xss=48) @maya <svg/onload=window.__xss=49>',
];

async function signInApi(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/api/auth/signin', { data: who });
  expect(res.status(), `sign-in of ${who.username}`).toBe(200);
  const body = await res.json() as { access_token: string };
  return { authorization: `Bearer ${body.access_token}` };
}

/** What a payload would leave behind in the live document had it been parsed as HTML or run. */
async function traces(page: Page) {
  await mediaSettled(page);
  return page.evaluate(() => {
    const scriptUrl = /^\s*((javascript|vbscript):|data:text\/html)/i;
    const all = [...document.querySelectorAll('*')];
    return {
      marker: (window as unknown as { __xss?: unknown }).__xss ?? null,
      handlers: all.filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).map((e) => e.outerHTML.slice(0, 120)),
      scriptUrls: all.filter((e) => ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'content'].some((n) => {
        const v = e.getAttribute(n);
        return v !== null && (n === 'srcdoc' || scriptUrl.test(v) || (n === 'content' && /url=\s*javascript:/i.test(v)));
      })).map((e) => e.outerHTML.slice(0, 120)),
      styles: all.filter((e) => /expression\(|javascript:/i.test(e.getAttribute('style') ?? '')).length,
      embeds: document.querySelectorAll('iframe, object, embed, frame, main style, main meta').length,
      injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    };
  });
}
const CLEAN = { marker: null, handlers: [], scriptUrls: [], styles: 0, embeds: 0, injectedScripts: 0 };

test(`${HTML_PAYLOADS.length + MARKDOWN_PAYLOADS.length} XSS payloads posted to the forum render inert in Chromium (topic, list, search)`, async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await signInApi(request, ADMIN);
  const categories = await request.get('/api/forum/categories', { headers: admin });
  const categoryId = (await categories.json() as { data: { category_id: number }[] }).data[0]!.category_id;

  const title = `<img src=x onerror=window.__xss=90> ${word} <script>alert(91)</script>`;
  const created = await request.post('/api/forum/topics', {
    headers: admin,
    data: { category_id: categoryId, title, body: `Opening post ${word}\n\n${HTML_PAYLOADS.join('\n\n')}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { post } = await created.json() as { post: { topic_id: number; body_html: string } };
  const reply = await request.post(`/api/forum/topics/${post.topic_id}/posts`, { headers: admin, data: { body: MARKDOWN_PAYLOADS.join('\n\n') } });
  expect(reply.status(), await reply.text()).toBe(201);

  const dialogs: string[] = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', async (dialog) => { dialogs.push(`${dialog.type()} ${dialog.message()}`); await dialog.dismiss(); });
  await page.goto(`/auth?returnTo=${encodeURIComponent(`/community/forum/topic/${post.topic_id}`)}`);
  await submitSignIn(page, MAYA);

  // The topic page: the title shows as typed, both posts are there, nothing ran.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Opening post ${word}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'plain js link' }).or(page.getByText('plain js link'))).toBeVisible();
  await page.locator('main').hover(); // mouse-over handlers, were there any
  expect(await traces(page)).toEqual(CLEAN);
  // The detector itself sees a handler and a script address when there is one (then removes them).
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<b id="probe" onclick="void 0"><a href="javascript:void 0">p</a></b>'));
  const probed = await traces(page);
  expect(probed.handlers).toHaveLength(1);
  expect(probed.scriptUrls).toHaveLength(1);
  await page.evaluate(() => document.getElementById('probe')!.remove());

  // Quote the payload post and open the edit box: the quoted HTML is the server's too.
  await page.getByRole('button', { name: 'Quote' }).first().click();
  expect(await traces(page)).toEqual(CLEAN);

  // The topic list (title and plain-text excerpt) and the search results (title and snippet).
  await page.goto('/community/forum');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await traces(page)).toEqual(CLEAN);
  await page.goto(`/community/forum/search?q=${word}`);
  await expect(page.getByRole('link', { name: new RegExp(word) }).first()).toBeVisible();
  expect(await traces(page)).toEqual(CLEAN);

  expect(dialogs).toEqual([]);
  await context.close();
});
