import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const INDEX = `<!doctype html><html><head><title>Summit</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;

let app: FastifyInstance;

beforeAll(async () => {
  const spaDir = mkdtempSync(path.join(tmpdir(), 'summit-spa-compressed-'));
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(path.join(spaDir, 'index.html'), INDEX);
  writeFileSync(path.join(spaDir, 'assets', 'entry-abc123.js'), SCRIPT);
  writeFileSync(path.join(spaDir, 'assets', 'entry-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(spaDir, 'assets', 'entry-abc123.js.gz'), gzipSync(SCRIPT));
  app = await createTestApp({ spaDir });
});
afterAll(() => app.close());

describe('compression', () => {
  it('serves a hashed asset from its brotli twin, immutable for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to the gzip twin, and to the plain file for a client that accepts neither', async () => {
    const gz = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page and large API JSON on the fly, and leaves small answers alone', async () => {
    const page = await app.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    expect(page.headers['cache-control']).toBe('no-cache');

    const spec = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(spec.headers['content-encoding']).toBe('gzip');
    const unpacked = gunzipSync(spec.rawPayload);
    expect(JSON.parse(unpacked.toString()).openapi).toMatch(/^3\./);
    expect(spec.rawPayload.length).toBeLessThan(unpacked.length / 4);

    const health = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
