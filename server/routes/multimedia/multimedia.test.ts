import { readdirSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, MULTIMEDIA_MESSAGES, STORED_NAME_PATTERN } from '../../../contracts';
import { DEMO_MEMBER } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let token = '';
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'summit-uploads-test-'));

beforeAll(async () => {
  app = await createTestApp({ uploadsDir, demo: true });
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
  token = res.json().access_token;
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF body')]);
const GIF = Buffer.from('GIF89a tiny gif');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('zip body')]);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Part { name: string; value: string | Buffer; filename?: string; type?: string }

/** A multipart/form-data body, parts in the order given. */
function multipart(parts: Part[]) {
  const boundary = `----summit${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (parts: Part[], auth: string | null = token) => {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST', url: '/api/multimedia/upload', payload,
    headers: { 'content-type': contentType, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
  });
};
const file = (value: Buffer, type: string, filename = 'client-name.bin'): Part => ({ name: 'file', value, filename, type });

describe('POST /api/multimedia/upload', () => {
  it('needs a Bearer token', async () => {
    expect((await upload([{ name: 'kind', value: 'image' }, file(PNG, 'image/png')], null)).statusCode).toBe(401);
  });

  it('stores images of each accepted type under a generated name and serves them back', async () => {
    for (const [bytes, type, ext] of [[PNG, 'image/png', 'png'], [JPEG, 'image/jpeg', 'jpg'], [GIF, 'image/gif', 'gif'], [WEBP, 'image/webp', 'webp']] as const) {
      const res = await upload([{ name: 'kind', value: 'image' }, file(bytes, type, '../../evil name.png')]);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { name: string; url: string; size: number; content_type: string };
      expect(body.name).toMatch(STORED_NAME_PATTERN);
      expect(body.name.endsWith(`.${ext}`)).toBe(true);
      expect(body).toMatchObject({ url: `/api/multimedia/images/${body.name}`, size: bytes.length, content_type: type });
      const back = await app.inject({ method: 'GET', url: body.url });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.headers['content-disposition']).toBeUndefined();
      expect(back.rawPayload.equals(bytes)).toBe(true);
    }
    const stored = readdirSync(path.join(uploadsDir, 'images'));
    expect(stored).toHaveLength(4);
    for (const name of stored) expect(name).toMatch(STORED_NAME_PATTERN);
    expect(readdirSync(path.join(uploadsDir, 'tmp'))).toEqual([]);
  });

  it('stores files (the kind field may come after the file) and serves them as attachments', async () => {
    const cases = [[PDF, 'application/pdf', 'pdf'], [DOCX, DOCX_TYPE, 'docx'], [Buffer.from('a,b\n1,2\n'), 'text/csv', 'csv'], [Buffer.from('notes'), 'text/plain', 'txt']] as const;
    for (const [bytes, type, ext] of cases) {
      const res = await upload([file(bytes, type, `report.${ext}`), { name: 'kind', value: 'file' }]);
      expect(res.statusCode, res.body).toBe(201);
      const { name, url } = res.json() as { name: string; url: string };
      expect(url).toBe(`/api/multimedia/files/${name}`);
      const back = await app.inject({ method: 'GET', url });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toContain(type);
      expect(back.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('checks the content, not only the declared type', async () => {
    const html = await upload([{ name: 'kind', value: 'image' }, file(Buffer.from('<html><script>alert(1)</script>'), 'image/png')]);
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(MULTIMEDIA_MESSAGES.contentMismatch);
    const jpegAsPng = await upload([{ name: 'kind', value: 'image' }, file(JPEG, 'image/png')]);
    expect(jpegAsPng.statusCode).toBe(415);
    const binaryText = await upload([{ name: 'kind', value: 'file' }, file(Buffer.from([0x4d, 0x5a, 0x00, 0x01]), 'text/plain')]);
    expect(binaryText.statusCode).toBe(415);
    const empty = await upload([{ name: 'kind', value: 'file' }, file(Buffer.alloc(0), 'text/plain')]);
    expect(empty.statusCode).toBe(415);
  });

  it('refuses other types, a missing or unknown kind, and a missing file', async () => {
    const svg = await upload([{ name: 'kind', value: 'image' }, file(Buffer.from('<svg/>'), 'image/svg+xml')]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(MULTIMEDIA_MESSAGES.badType('image'));
    const pdfAsImage = await upload([{ name: 'kind', value: 'image' }, file(PDF, 'application/pdf')]);
    expect(pdfAsImage.statusCode).toBe(415);
    const exe = await upload([{ name: 'kind', value: 'file' }, file(Buffer.from('MZ'), 'application/x-msdownload')]);
    expect(exe.json().message).toBe(MULTIMEDIA_MESSAGES.badType('file'));
    const noKind = await upload([file(PNG, 'image/png')]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe(MULTIMEDIA_MESSAGES.badKind);
    expect((await upload([{ name: 'kind', value: 'video' }, file(PNG, 'image/png')])).statusCode).toBe(400);
    const noFile = await upload([{ name: 'kind', value: 'image' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(MULTIMEDIA_MESSAGES.noFile);
    const twoFiles = await upload([{ name: 'kind', value: 'image' }, file(PNG, 'image/png'), file(PNG, 'image/png')]);
    expect(twoFiles.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: '/api/multimedia/upload', headers: { authorization: `Bearer ${token}` }, payload: { kind: 'image' } });
    expect(json.statusCode).toBe(400);
  });

  it('limits images to 5 MB and files to 20 MB', async () => {
    const image = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
    const bigImage = await upload([{ name: 'kind', value: 'image' }, file(image, 'image/png')]);
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().message).toBe(MULTIMEDIA_MESSAGES.tooLarge('image'));
    const okImage = await upload([{ name: 'kind', value: 'image' }, file(image.subarray(0, MAX_IMAGE_BYTES), 'image/png')]);
    expect(okImage.statusCode).toBe(201);
    const pdf = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES + 1 - PDF.length)]);
    const bigFile = await upload([{ name: 'kind', value: 'file' }, file(pdf, 'application/pdf')]);
    expect(bigFile.statusCode).toBe(413);
    expect(bigFile.json().message).toBe(MULTIMEDIA_MESSAGES.tooLarge('file'));
    expect(readdirSync(path.join(uploadsDir, 'tmp'))).toEqual([]);
  }, 30_000);
});

describe('GET /api/multimedia/{images|files}/:name', () => {
  it('answers 404 for unknown names, traversal attempts and names of the other kind', async () => {
    const res = await upload([{ name: 'kind', value: 'file' }, file(PDF, 'application/pdf')]);
    const pdfName = res.json().name as string;
    const urls = [
      `/api/multimedia/images/${pdfName}`, // a file name asked as an image
      '/api/multimedia/images/0123456789abcdef0123456789abcdef.png', // well-formed, missing
      '/api/multimedia/files/..%2F..%2Fpackage.json',
      '/api/multimedia/files/%2E%2E%2Fimages',
      '/api/multimedia/files/../../package.json',
      `/api/multimedia/files/${pdfName.toUpperCase()}`,
      '/api/multimedia/files/tmp',
    ];
    for (const url of urls) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
    // A NUL byte in a name is refused before any lookup (server/plugins/input-guards.ts).
    expect((await app.inject({ method: 'GET', url: `/api/multimedia/files/${pdfName}%00.png` })).statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/api/multimedia/images/0123456789abcdef0123456789abcdef.png' });
    expect(missing.json()).toEqual({ message: MULTIMEDIA_MESSAGES.notFound, statusCode: 404 });
  });
});
