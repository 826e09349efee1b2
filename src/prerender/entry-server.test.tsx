// The build's renderer, run as the build runs it: in Node, with no window, no document and no
// storage, so a public screen that reads browser state during render fails here first.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage } from './entry-server';

describe('prerendering public pages', () => {
  it('runs where there is no browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('lists the public pages of SPEC §2 and no private or parameterised route', () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/web/startups', '/membership', '/sme', '/contents', '/content-hub', '/investor-hub']));
    expect(PRERENDERED_PATHS).not.toContain('/auth');
    expect(PRERENDERED_PATHS).not.toContain('/admin-center');
    expect(PRERENDERED_PATHS.filter((p) => p.includes(':'))).toEqual([]);
  });

  it('renders the home page as a signed-out visitor sees it, without the cookie banner or the logo screen', async () => {
    const { html, title } = await renderPage('/');
    expect(title).toBe('Home');
    expect(html).toMatch(/<h1[^>]*>Where founders, investors and innovators meet/);
    expect(html).toContain('Log In / Register');
    // Marked "not yet known": a returning member's page (data-session="restoring") hides it until then.
    expect(html).toMatch(/<a [^>]*data-auth-pending=""[^>]*>Log In \/ Register<\/a>/);
    expect(html).not.toContain('Cookie consent');
    expect(html).not.toContain('Loading Summit Platform');
  });

  it('renders a web page and the public hub frame with their headings', async () => {
    expect((await renderPage('/web/startups')).html).toMatch(/<h1[^>]*>Startups<\/h1>/);
    const hub = await renderPage('/investor-hub');
    expect(hub.html).toMatch(/<h1[^>]*>Investor Hub<\/h1>/);
    expect(hub.html).toContain('Loading hub…');
  });
});
