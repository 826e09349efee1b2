// Uploads and downloads (SPEC §7 "Other calls": GET multimedia/images/{name},
// GET multimedia/files/{name}); docs/decisions/0010.
//
// POST /api/multimedia/upload (Bearer, multipart): one part `file` and a field `kind`
// (image | file). The content is streamed to a temporary file while it is counted, its first
// bytes are checked against the declared type, and it is renamed to a generated name
// (32 hex + extension) under {uploadsDir}/{images|files}/. The client's file name never
// reaches the disk.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, MAX_FILE_BYTES, MAX_IMAGE_BYTES, multimediaUrl, MULTIMEDIA_MESSAGES, STORED_NAME_PATTERN,
  storedNameParamsSchema, UPLOAD_KINDS, UPLOAD_TYPES, uploadResponseSchema, type UploadKind,
} from '../../../contracts';
import { HttpError } from '../../lib/http-error';
import { contentMatches } from './sniff';

export interface MultimediaOptions {
  /** DATA_DIR/uploads in production; a temporary folder in tests. */
  uploadsDir: string;
}

const FOLDER: Record<UploadKind, string> = { image: 'images', file: 'files' };
const LIMIT: Record<UploadKind, number> = { image: MAX_IMAGE_BYTES, file: MAX_FILE_BYTES };
const tags = ['multimedia'];
const errors = {
  400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema,
  413: errorResponseSchema, 415: errorResponseSchema,
};

/** Extension → content type, for serving (the stored extension decides, never the client). */
const CONTENT_TYPE_OF: Record<string, { kind: UploadKind; type: string }> = Object.fromEntries(
  UPLOAD_KINDS.flatMap((kind) => Object.entries(UPLOAD_TYPES[kind]).map(([type, ext]) => [ext, { kind, type }])),
);

/** What the multipart parser (busboy, no error codes) says about a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

const normalizeType = (mime: string) => mime.split(';')[0]!.trim().toLowerCase();
const isKind = (v: string): v is UploadKind => (UPLOAD_KINDS as readonly string[]).includes(v);

/** The first `n` bytes of a file (fewer when it is shorter). */
async function headOf(file: string, n: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const multimediaRoutes: FastifyPluginAsyncZod<MultimediaOptions> = async (app, opts) => {
  const root = path.resolve(opts.uploadsDir);
  const tmpDir = path.join(root, 'tmp');
  await Promise.all([tmpDir, ...UPLOAD_KINDS.map((k) => path.join(root, FOLDER[k]))].map((d) => mkdir(d, { recursive: true })));

  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 5, headerPairs: 100 },
  });

  app.post('/api/multimedia/upload', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: "Upload one image (PNG, JPEG, WebP, GIF; 5 MB) or file (PDF, TXT, CSV, DOCX, XLSX, PPTX; 20 MB): multipart fields 'file' and 'kind'",
      consumes: ['multipart/form-data'],
      response: { 201: uploadResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(400, MULTIMEDIA_MESSAGES.noFile);
    let kindField: string | undefined;
    let received: { tmp: string; size: number; type: string } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'kind') kindField = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || received) {
          part.file.resume(); // drain what we do not keep
          throw new HttpError(400, MULTIMEDIA_MESSAGES.noFile);
        }
        const tmp = path.join(tmpDir, randomBytes(16).toString('hex'));
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        received = { tmp, size: 0, type: normalizeType(part.mimetype) };
        await pipeline(part.file, counter, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated) throw new HttpError(413, MULTIMEDIA_MESSAGES.tooLarge('file'));
        received.size = size;
      }
      if (!received) throw new HttpError(400, MULTIMEDIA_MESSAGES.noFile);
      if (!kindField || !isKind(kindField)) throw new HttpError(400, MULTIMEDIA_MESSAGES.badKind);
      const kind = kindField;
      const types: Record<string, string> = UPLOAD_TYPES[kind];
      const ext = types[received.type];
      if (!ext) throw new HttpError(415, MULTIMEDIA_MESSAGES.badType(kind));
      if (received.size > LIMIT[kind]) throw new HttpError(413, MULTIMEDIA_MESSAGES.tooLarge(kind));
      if (received.size === 0 || !contentMatches(received.type, await headOf(received.tmp, 4096))) {
        throw new HttpError(415, MULTIMEDIA_MESSAGES.contentMismatch);
      }
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      const { size, type } = received;
      await rename(received.tmp, path.join(root, FOLDER[kind], name));
      received = undefined;
      return reply.status(201).send({ name, url: multimediaUrl(kind, name), size, content_type: type });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MULTIMEDIA_MESSAGES.tooLarge(kindField === 'image' ? 'image' : 'file'));
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, MULTIMEDIA_MESSAGES.noFile);
      if (!(err instanceof HttpError) && err instanceof Error && MALFORMED_MULTIPART.test(err.message)) throw new HttpError(400, MULTIMEDIA_MESSAGES.malformed);
      throw err;
    } finally {
      if (received) await rm(received.tmp, { force: true });
    }
  });

  for (const kind of UPLOAD_KINDS) {
    app.get(`/api/multimedia/${FOLDER[kind]}/:name`, {
      schema: {
        tags,
        summary: kind === 'image' ? 'An uploaded image by its stored name' : 'An uploaded file by its stored name (as an attachment)',
        params: storedNameParamsSchema,
        response: { 404: errorResponseSchema },
      },
    }, async (request, reply) => {
      const { name } = request.params;
      const ext = STORED_NAME_PATTERN.test(name) ? name.slice(name.lastIndexOf('.') + 1) : undefined;
      const known = ext ? CONTENT_TYPE_OF[ext] : undefined;
      if (!known || known.kind !== kind) throw new HttpError(404, MULTIMEDIA_MESSAGES.notFound);
      const file = path.join(root, FOLDER[kind], name);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error('not a file');
        size = info.size;
      } catch {
        throw new HttpError(404, MULTIMEDIA_MESSAGES.notFound);
      }
      reply
        .header('Content-Type', known.type === 'text/plain' || known.type === 'text/csv' ? `${known.type}; charset=utf-8` : known.type)
        .header('Content-Length', String(size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-site')
        // Names are random and never reused: the content behind one never changes.
        .header('Cache-Control', 'private, max-age=31536000, immutable');
      if (kind === 'file') reply.header('Content-Disposition', `attachment; filename="${name}"`);
      // The 200 body is a byte stream (no JSON schema); only errors are declared.
      return reply.send(createReadStream(file) as never);
    });
  }
};

export default multimediaRoutes;
