import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { installDrizzleParsers } from './pglite-parsers';

export { DatabaseInUseError } from './data-dir-lock';

export type Schema = typeof schema;
/** Either driver: code above this module never knows which PostgreSQL it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, for what shares it (the socket.io adapter's LISTEN/NOTIFY). */
  pool?: pg.Pool;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other databases from it (test templates). */
  dump?: () => Promise<Blob>;
}

export type DatabaseTarget =
  // null: in memory (tests); loadDataDir: start from a dumped data folder (tests' migrated templates)
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and applies every committed migration before anything else uses it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle pooled connection the server ends (a restart, a failover, pg_terminate_backend) is
    // reported here, then dropped from the pool; without a listener it was an uncaught exception
    // that ended the process (seen when a test database was dropped under its idle connections).
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // One process per folder (decision 0017): a second one is refused before it touches a file.
  // In memory (tests) nothing is shared, so no lock.
  const lock = target.dataDir ? lockDataDir(target.dataDir) : null;
  // pg_trgm backs the trigram indexes of user search (decision 0011; migration 0003).
  const extensions = { pg_trgm };
  let client: PGlite | undefined;
  try {
    client = target.dataDir
      ? new PGlite(target.dataDir, { extensions })
      : new PGlite({ extensions, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    // After the start (which builds the array parsers): no parser table copied per query (0079).
    await client.waitReady;
    installDrizzleParsers(client);
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    const close = async () => {
      try {
        if (!opened.closed) await opened.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close, dump: () => opened.dumpDataDir('none') };
  } catch (err) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
}
