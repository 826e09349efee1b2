// Server tests get a PostgreSQL URL: TEST_DATABASE_URL if given, else a throwaway server from
// the machine's PostgreSQL binaries. Without either, the PostgreSQL tests are skipped, loudly.
import type { TestProject } from 'vitest/node';
import { startTempPostgres, type TempPostgres } from '../pg/temp-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

let server: TempPostgres | null = null;

export async function setup(project: TestProject) {
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
}

export async function teardown() {
  server?.stop();
}
