// Socket reconnection in the browser, against an API host of the walk's own that it stops and
// starts (as restart.spec.ts does). Maya signs in; "connected" is proven by an announcement
// reaching her bell without a reload; the drop is the host stopping; the refused handshake is
// the host coming back with a new signing key, so her access token no longer verifies.
import { expect, type Browser, type Page, type Request, type WebSocket } from '@playwright/test';
import { MAYA, submitSignIn } from '../support/session';
import { OwnHost } from '../support/own-host';
import type { FlowAdapter } from './walk';

interface World {
  browser: Browser;
  host: OwnHost;
  secret: number;
  page: Page;
  /** The page's socket.io connections to the default namespace that are live (opened, not told "41" either way, not closed). */
  sockets: Set<WebSocket>;
  announced: number;
  refresh: Promise<Request> | null;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const loginLink = (page: Page) => page.getByRole('link', { name: 'Log In / Register' });

/** An announcement from the administrator to everyone, through the API. */
async function announce(world: World) {
  const request = world.page.context().request;
  const admin = await (await request.post(`${world.host.base}/api/auth/signin`, { data: { username: 'admin', password: 'Summit-Admin-2026' } })).json();
  const sent = await request.post(`${world.host.base}/api/notification/announce`, {
    headers: { authorization: `Bearer ${admin.access_token}` },
    data: { body: `QA walk announcement ${world.announced + 1}`, audience: { all: true } },
  });
  expect(sent.status()).toBe(200);
  world.announced += 1;
}

async function signedInWithoutProblems(page: Page) {
  await expect(bell(page)).toBeVisible();
  await expect(page.getByText(/Token refresh failed|socket has been disconnected/i)).toHaveCount(0);
}

export const socketConnectionAdapter: FlowAdapter<World> = {
  flow: 'socket-connection',
  cover: 'states',
  async open(browser) {
    const host = await OwnHost.create();
    await host.start('qa-walk-key-1');
    return { browser, host, secret: 1, announced: 0, sockets: new Set(), refresh: null } as unknown as World;
  },
  async start(world) {
    const { host } = world;
    const context = await world.browser.newContext({
      baseURL: host.base,
      storageState: { cookies: [], origins: [{ origin: host.base, localStorage: [{ name: 'cookieAccepted', value: 'true' }] }] },
    });
    world.page = await context.newPage();
    world.sockets = new Set();
    // Logout ends on the site root by a full page load: the old document's sockets go with it,
    // and Playwright reports no 'close' for them.
    world.page.on('request', (request) => { if (request.isNavigationRequest() && request.frame() === world.page.mainFrame()) world.sockets.clear(); });
    world.page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      world.sockets.add(ws);
      // "41" is socket.io's namespace disconnect, from either side. The engine connection under it can stay
      // open a while after a server-side disconnect (reported to the lead): what counts here is the namespace.
      const ended = (frame: { payload: string | Buffer }) => { if (String(frame.payload).startsWith('41')) world.sockets.delete(ws); };
      ws.on('framereceived', ended);
      ws.on('framesent', ended);
      ws.on('close', () => world.sockets.delete(ws));
    });
    await world.page.goto('/auth');
  },
  end: (world) => world.page.context().close(),
  close: (world) => world.host.dispose(),
  play(event, from) {
    switch (event.type) {
      case 'socket.start':
        return async ({ page }) => submitSignIn(page, MAYA);
      case 'socket.connected':
        // The host accepts the handshake on its own; after a drop, once it is back (same key).
        return from === '{"active":"reconnecting"}' ? async (world) => world.host.start(`qa-walk-key-${world.secret}`) : async () => {};
      case 'socket.stop':
        if (from === '{"active":"connecting"}') return 'the connection is made within moments of signing in: a person signs out of a live one';
        return async ({ page }) => {
          await page.getByRole('banner').getByRole('button', { name: /Maya/ }).click();
          await page.getByRole('button', { name: 'Logout' }).click();
        };
      case 'socket.disconnected':
        return async (world) => world.host.stop();
      case 'socket.connectError':
        if (event.auth && from === '{"active":"reconnecting"}') {
          return async (world) => {
            world.refresh = world.page.waitForRequest((r) => r.url().endsWith('/auth/refresh') && r.method() === 'POST', { timeout: 30_000 });
            world.secret += 1;
            await world.host.start(`qa-walk-key-${world.secret}`);
          };
        }
        return event.auth
          ? 'a refused handshake needs a token that no longer verifies: only after the host restarts with a new key (from reconnecting)'
          : 'a handshake timeout: the host is never that slow on purpose (socket.io retries it like a drop)';
      case 'socket.tokenChanged':
        return 'the app renews the token after 15 minutes: the session paths cover it';
      default:
        return `no UI for ${event.type}`;
    }
  },
  see: {
    '"idle"': async (world) => {
      // At the start the sign-in form; after Logout the public page with "Log In / Register".
      await expect(loginLink(world.page).or(world.page.getByLabel('Username or e-mail')).first()).toBeVisible();
      await expect.poll(() => world.sockets.size).toBe(0);
    },
    '{"active":"connecting"}': async ({ page }) => {
      await signedInWithoutProblems(page);
    },
    '{"active":"connected"}': async (world) => {
      await signedInWithoutProblems(world.page);
      await expect.poll(() => world.sockets.size).toBeGreaterThan(0);
      // Maya reads none of them: the count is every announcement of the walk so far.
      await announce(world);
      await expect(bell(world.page)).toHaveAccessibleName(`Notifications, ${world.announced} unread`, { timeout: 6_000 });
    },
    '{"active":"reconnecting"}': async (world) => {
      await signedInWithoutProblems(world.page);
      await expect.poll(() => world.sockets.size).toBe(0);
    },
    '"renewingToken"': async (world) => {
      await world.refresh;
      await signedInWithoutProblems(world.page);
    },
  },
};
