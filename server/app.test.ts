import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket } from 'socket.io-client';
import { createTestApp, sessionToken, TEST_INDEX_HTML } from './test/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('API host', () => {
  it('answers GET /auth/profile with 401 JSON when there is no session', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not signed in', statusCode: 401 });
  });

  it('reports health with a live database', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it.each(['/', '/some/deep/path', '/auth', '/ADMIN-CENTER', '/web/startups?x=1'])('serves the SPA for page path %s', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(TEST_INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/auth/unknown'],
    ['POST', '/some/page'],
    ['GET', '/assets/gone-1234.js'],
  ] as const)('answers unknown API route %s %s with the one error shape', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: `Route ${method} ${url} not found`, statusCode: 404 });
  });

  it('sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes OpenAPI docs generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/auth/profile']));
    expect(doc.paths['/auth/profile'].get.responses).toHaveProperty('401');
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('turns a thrown error into a 500 without leaking the cause', async () => {
    const scoped = await createTestApp({
      extend: (instance) => instance.get('/api/__boom', async () => {
        throw new Error('secret connection string postgres://u:p@h/db');
      }),
    });
    const res = await scoped.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error', statusCode: 500 });
    await scoped.close();
  });

  it('accepts socket.io connections with an access token on the same server', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { token } = await sessionToken(app, 'socket-member');
    const socket = connectSocket(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, auth: { token } });
    const connected = await new Promise<boolean>((resolve) => {
      socket.on('connect', () => resolve(true));
      socket.on('connect_error', () => resolve(false));
    });
    socket.close();
    expect(connected).toBe(true);
  });
});
