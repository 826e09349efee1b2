// A real API host on an in-memory PGlite database, for app.inject tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div><!-- summit-spa --></body></html>';

/** A throwaway folder holding a minimal built SPA. */
export function makeSpaDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'summit-spa-'));
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  return dir;
}

export interface TestAppOptions {
  spaDir?: string | null;
  /** Routes a test adds before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedReferenceData(database.db);
  const app = await buildApp({ database, spaDir: options.spaDir ?? makeSpaDir() }, { logger: false });
  options.extend?.(app);
  await app.ready();
  return app;
}
