import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { markRestoringSession, prerenderedPageFile } from './spa';

// A build as scripts/vite-prerender.ts lays it out: the shell, and public pages under prerendered/.
const SHELL = '<!doctype html><html><head><title>Summit Platform</title></head><body><div id="root"></div></body></html>';
const page = (heading: string) =>
  `<!doctype html><html><head><title>${heading} · Summit Platform</title></head><body><div id="root"><main><h1>${heading}</h1>${'<p>Content before JavaScript.</p>'.repeat(60)}</main></div></body></html>`;

let app: FastifyInstance;
let spaDir: string;

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(tmpdir(), 'summit-spa-prerendered-'));
  mkdirSync(path.join(spaDir, 'prerendered', 'web'), { recursive: true });
  writeFileSync(path.join(spaDir, 'index.html'), SHELL);
  writeFileSync(path.join(spaDir, 'prerendered', '_root.html'), page('Where founders meet'));
  writeFileSync(path.join(spaDir, 'prerendered', 'web', 'startups.html'), page('Startups'));
  app = await createTestApp({ spaDir });
});
afterAll(async () => {
  await app.close();
  rmSync(spaDir, { recursive: true, force: true });
});

describe('SPA fallback with prerendered pages', () => {
  it('serves the home page prerendered at /, never cached, compressed on the fly', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Where founders meet</h1>');
  });

  it('serves a public page its prerendered HTML, whatever the case, trailing slash or query', async () => {
    for (const url of ['/web/startups', '/Web/Startups', '/web/startups/', '/web/startups?utm_source=mail']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<h1>Startups</h1>');
    }
  });

  it('serves the empty shell for a private route and an unknown path (the SPA decides there)', async () => {
    for (const url of ['/admin-center', '/web/no-such-page', '/index', '/prerendered']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('marks a prerendered page "restoring" for a browser with a session cookie, and only then', async () => {
    const guest = await app.inject({ method: 'GET', url: '/web/startups' });
    expect(guest.body).toMatch(/^<!doctype html><html><head>/);
    const member = await app.inject({ method: 'GET', url: '/web/startups', headers: { cookie: 'summit_refresh=anything' } });
    expect(member.body).toMatch(/^<!doctype html><html data-session="restoring"><head>/);
    const shell = await app.inject({ method: 'GET', url: '/admin-center', headers: { cookie: 'summit_refresh=anything' } });
    expect(shell.body).toBe(SHELL);
    expect(markRestoringSession('<!doctype html><html lang="en">')).toBe('<!doctype html><html data-session="restoring" lang="en">');
  });

  it('maps only plain lower-case segments to a page file (no way out of the build folder)', () => {
    expect(prerenderedPageFile('/')).toBe('prerendered/_root.html');
    expect(prerenderedPageFile('/For-Institution/?x=1')).toBe('prerendered/for-institution.html');
    expect(prerenderedPageFile('/web/../../etc/passwd')).toBeNull();
    expect(prerenderedPageFile('/web/%2e%2e/secret')).toBeNull();
    expect(prerenderedPageFile('/contents/some.file')).toBeNull();
  });
});
