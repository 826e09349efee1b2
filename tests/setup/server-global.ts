// Server tests get a PostgreSQL URL: TEST_DATABASE_URL if given, else a throwaway server from
// the machine's PostgreSQL binaries. Without either, the PostgreSQL tests are skipped, loudly.
// They also get PGlite templates to start their in-memory databases from (pglite-templates.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTempPostgres, type TempPostgres } from '../pg/temp-postgres';
import { buildPgliteTemplates, type PgliteTemplates } from './pglite-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    pgliteTemplates: PgliteTemplates;
  }
}

let server: TempPostgres | null = null;
let templates: PgliteTemplates | null = null;

export async function setup(project: TestProject) {
  // Both at once: PostgreSQL starts in its own processes while the templates are built here.
  const building = buildPgliteTemplates();
  building.catch(() => undefined); // awaited below; not an unhandled rejection while PostgreSQL starts
  let url = process.env.TEST_DATABASE_URL ?? null;
  if (!url) {
    server = await startTempPostgres();
    url = server?.url ?? null;
  }
  if (!url) {
    console.warn('\n  !! No PostgreSQL found (apt-get install -y postgresql, or set TEST_DATABASE_URL):'
      + '\n  !! the DATABASE_URL tests are SKIPPED. PGlite tests still run.\n');
  }
  project.provide('postgresUrl', url);
  templates = await building;
  project.provide('pgliteTemplates', templates);
}

export async function teardown() {
  server?.stop();
  if (templates) rmSync(path.dirname(templates.reference), { recursive: true, force: true });
}
