import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mediaSettled } from './support/settled';
import { submitSignIn } from './support/session';

// Issue 11 (Also): classic XSS payloads stored through the real API wherever members put text the
// SPA shows to others — chat messages and titles, notifications (also as their image address),
// bug reports, profile names — then rendered in Chromium. Nothing may run: no dialog, no
// `window.__xss` marker, no element with an event handler or a script address; the text shows
// as typed. Every payload, if it ever ran, would set `window.__xss` to its number (and alert).
// (Communities have no screen that shows their names yet: nothing to render.)

const ADMIN = { username: 'admin', password: 'Summit-Admin-2026' };
const PASSWORD = 'a long secret phrase';
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)">',
  '<svg><script>window.__xss=4;alert(4)</script></svg>',
  '"><script>window.__xss=5;alert(5)</script>',
  "'><img src=x onerror=window.__xss=6;alert(6)>",
  '"><iframe srcdoc="<script>parent.__xss=7;parent.alert(7)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=8;parent.alert(8)"></iframe>',
  '<a href="javascript:window.__xss=9;alert(9)">click me</a>',
  'javascript:window.__xss=10;alert(10)',
  '<body onload=window.__xss=11;alert(11)>',
  '<input autofocus onfocus=window.__xss=12;alert(12)>',
  '<details open ontoggle=window.__xss=13;alert(13)>',
  '<video><source onerror="window.__xss=14;alert(14)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=15;alert(15)>',
  "{{constructor.constructor('window.__xss=16;alert(16)')()}}",
  '${window.__xss=17}<%= alert(17) %>',
  '<div style="background:url(javascript:window.__xss=18)">x</div>',
  '<object data="javascript:window.__xss=19;alert(19)"></object>',
  '<embed src="data:text/html,<script>parent.__xss=20;alert(20)</script>">',
  '<marquee onstart=window.__xss=21;alert(21)>x</marquee>',
  '<form action="javascript:window.__xss=22"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=23">',
  '<img src=x onerror="&#119;indow.__xss=24;&#97;lert(24)">',
  '<scr<script>ipt>window.__xss=25;alert(25)</scr</script>ipt>',
  '<a href="&#106;avascript:window.__xss=26">encoded</a>',
  '</textarea></title><script>window.__xss=27;alert(27)</script>',
  '<svg><animate onbegin="window.__xss=28;alert(28)" attributeName=x dur=1s>',
  '<img src="x" onerror=eval(atob("d2luZG93Ll9feHNzPTI5"))>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzMCk8L3NjcmlwdD4=">data link</a>',
];
// Names are at most 80 characters.
const FIRST_NAME = '<img src=x onerror=window.__xss=101;alert(101)>';
const LAST_NAME = '"><svg onload=window.__xss=102>';
const GROUP_TITLE = '<script>window.__xss=103</script> Pitch team';
const fullName = `${FIRST_NAME} ${LAST_NAME}`;

async function signInApi(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/auth/signin', { data: { username, password } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  const body = await res.json() as { access_token: string; user_id: number };
  return { id: body.user_id, headers: { authorization: `Bearer ${body.access_token}` } };
}

/** A signed-in page at `path` that records any JavaScript dialog. */
async function openAs(browser: Browser, username: string, password: string, path: string, dialogs: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('dialog', async (dialog) => {
    dialogs.push(`${username} on ${path}: ${dialog.type()} ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.goto(`/auth?returnTo=${encodeURIComponent(path)}`);
  await submitSignIn(page, { username: username, password: password });
  // Generous: other specs sign in and seed on the same server meanwhile.
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0], { timeout: 30_000 });
  return page;
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
      scriptUrls: all.filter((e) => ['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].some((n) => {
        const v = e.getAttribute(n);
        return v !== null && (n === 'srcdoc' || scriptUrl.test(v));
      })).map((e) => e.outerHTML.slice(0, 120)),
      embeds: document.querySelectorAll('iframe, object, embed, frame').length,
      injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    };
  });
}

const CLEAN = { marker: null, handlers: [], scriptUrls: [], embeds: 0, injectedScripts: 0 };

test(`${PAYLOADS.length + 3} XSS payloads stored through the API render as text in chat, notifications, bug reports and names`, async ({ browser, request }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];

  // Three new members: X (payload names) writes; Y and Z read.
  const admin = await signInApi(request, ADMIN.username, ADMIN.password);
  const people = ['x', 'y', 'z'].map((p) => ({ username: `xss${p}${id}`, email: `xss${p}${id}@example.org`, password: PASSWORD }));
  const created = await request.post('/api/auth/createMany', {
    headers: admin.headers,
    data: people.map((p, i) => ({
      ...p, firstName: i === 0 ? FIRST_NAME : `Reader${i}`, lastName: i === 0 ? LAST_NAME : `Xss${id}`, created_by: admin.id,
    })),
  });
  expect(created.status()).toBe(201);
  const [x, y, z] = await Promise.all(people.map((p) => signInApi(request, p.username, p.password)));

  // Chat: one message per payload to Y (offline: each also becomes a notification
  // "<X's name>: <payload>"), and a group with a payload title.
  const direct = await request.post('/api/chat/conversations', { headers: x!.headers, data: { member_ids: [y!.id] } });
  expect(direct.status()).toBe(201);
  const directId = (await direct.json() as { conversation_id: number }).conversation_id;
  for (const body of PAYLOADS) {
    const sent = await request.post(`/api/chat/conversations/${directId}/messages`, { headers: x!.headers, data: { body } });
    expect(sent.status(), body).toBe(201);
    expect((await sent.json() as { body: string }).body).toBe(body); // stored as sent, not "sanitised" into something else
  }
  const group = await request.post('/api/chat/conversations', { headers: x!.headers, data: { member_ids: [y!.id, z!.id], title: GROUP_TITLE } });
  expect(group.status()).toBe(201);
  const groupId = (await group.json() as { conversation_id: number }).conversation_id;
  expect((await request.post(`/api/chat/conversations/${groupId}/messages`, { headers: x!.headers, data: { body: PAYLOADS[0] } })).status()).toBe(201);

  // Notifications from the administrator, a payload in the body and in the image address.
  for (const [n, body] of [PAYLOADS[1]!, PAYLOADS[6]!, PAYLOADS[15]!].entries()) {
    const note = await request.post('/api/notification/notifications/createNotification', {
      headers: admin.headers,
      data: { user_id: y!.id, notification_type: 'announcement', notification_body: body, notification_image: `javascript:window.__xss=${110 + n}`, created_by: admin.id },
    });
    expect(note.status(), body).toBe(201);
  }

  // Bug reports by X: payload titles, every payload in the description, a script address as page.
  const description = PAYLOADS.join(' ');
  for (const title of [PAYLOADS[0]!, PAYLOADS[2]!]) {
    const report = await request.post('/api/support/bug-reports', {
      headers: x!.headers, data: { title, description, page_url: 'javascript:window.__xss=120', severity: 'high' },
    });
    expect(report.status(), title).toBe(201);
  }

  const [reader, writer, admins] = await Promise.all([
    openAs(browser, people[1]!.username, PASSWORD, `/messages?c=${directId}`, dialogs),
    openAs(browser, people[0]!.username, PASSWORD, '/account', dialogs),
    openAs(browser, ADMIN.username, ADMIN.password, '/report-bugs', dialogs),
  ]);

  // Y: the thread with X shows every payload as text, under X's payload name.
  const log = reader.getByRole('log');
  await expect(log).toHaveAccessibleName(`Messages with ${fullName}`);
  for (const body of PAYLOADS) await expect(log.getByText(body, { exact: true })).toBeVisible();
  const conversations = reader.getByRole('listbox', { name: 'Conversations' });
  await expect(conversations.getByText(GROUP_TITLE, { exact: true })).toBeVisible();
  await expect(conversations.getByText(fullName, { exact: true })).toBeVisible();
  expect(await traces(reader)).toEqual(CLEAN);

  // Y: the notification panel (chat notifications carry X's name; the admin's carry payloads).
  await reader.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = reader.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(PAYLOADS[15]!, { exact: true })).toBeVisible();
  await expect(panel.getByText(PAYLOADS[6]!, { exact: true })).toBeVisible();
  // The group message is unread; the direct thread Y has open was read by opening it.
  await expect(panel.getByText(`${fullName}: ${PAYLOADS[0]}`, { exact: true })).toBeVisible();
  await expect(panel.getByText(`${fullName}: ${PAYLOADS.at(-1)}`, { exact: true })).toHaveCount(0);
  expect(await traces(reader)).toEqual(CLEAN);

  // Y: the notifications page lists them too.
  await reader.goto('/notifications');
  await expect(reader.getByText(PAYLOADS[1]!, { exact: true }).first()).toBeVisible();
  await expect(reader.getByText(`${fullName}: ${PAYLOADS.at(-2)}`, { exact: true }).first()).toBeVisible();
  expect(await traces(reader)).toEqual(CLEAN);

  // X: their own name on the account page and in the top bar.
  await expect(writer.getByText(fullName, { exact: true }).first()).toBeVisible();
  await expect(writer.getByRole('button', { name: new RegExp(fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
  expect(await traces(writer)).toEqual(CLEAN);

  // Admin: the received bug reports, and X in the Admin Center's member list.
  const received = admins.getByRole('region', { name: /Reports received/ });
  await expect(received.getByText(PAYLOADS[2]!, { exact: true })).toBeVisible();
  await expect(received.getByText(PAYLOADS[0]!, { exact: true })).toBeVisible();
  await expect(received.getByText(description, { exact: true }).first()).toBeVisible();
  await expect(received.getByText('javascript:window.__xss=120', { exact: true }).first()).toBeVisible();
  await expect(received.getByText(fullName, { exact: false }).first()).toBeVisible();
  expect(await traces(admins)).toEqual(CLEAN);

  await admins.goto('/admin-center');
  await admins.getByRole('searchbox', { name: 'Search members' }).fill(`xssx${id}`);
  await expect(admins.getByText('Showing 1–1 of 1 members')).toBeVisible();
  await expect(admins.getByRole('switch', { name: `Enabled: ${fullName}` })).toBeVisible();
  await expect(admins.getByText(fullName, { exact: true }).first()).toBeVisible();
  expect(await traces(admins)).toEqual(CLEAN);

  expect(dialogs).toEqual([]);
  await Promise.all([reader, writer, admins].map((p) => p.context().close()));
});
