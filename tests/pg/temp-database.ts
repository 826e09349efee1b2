// A fresh database on the test PostgreSQL server, dropped afterwards (even with open connections).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function createTempDatabase(serverUrl: string, prefix = 'summit_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
