// The same schema, migrations and seed on a PostgreSQL server (DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTempDatabase } from '../../tests/pg/temp-database';
import { FAMILY_MENUS, SYSTEM_ROLES } from '../../contracts';
import { buildApp } from '../app';
import { openDatabase } from './client';
import { menus, roles, users } from './schema';
import { seedDemoData, seedReferenceData } from './seed';
import { DEMO_TEAM_LEADS } from './seed-events';
import { DEMO_MEMBERS } from './seed-members';

const serverUrl = inject('postgresUrl');

describe.skipIf(!serverUrl)('on a PostgreSQL server', () => {
  let url = '';
  let drop = async () => {};

  beforeAll(async () => {
    ({ url, drop } = await createTempDatabase(serverUrl!));
  });

  afterAll(async () => {
    await drop();
  });

  it('applies the migrations and an idempotent seed, and keeps data across reconnects', async () => {
    const first = await openDatabase({ kind: 'postgres', url });
    await seedReferenceData(first.db);
    await seedDemoData(first.db);
    await seedReferenceData(first.db);
    await seedDemoData(first.db);
    await first.close();

    const second = await openDatabase({ kind: 'postgres', url }); // migrations run again: no-op
    const n = async (table: typeof roles | typeof menus | typeof users) =>
      (await second.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await n(roles)).toBe(SYSTEM_ROLES.length);
    // The community tab menus (211–217) and the administration menus of the resource families.
    expect(await n(menus)).toBe(7 + FAMILY_MENUS.length);
    expect(await n(users)).toBe(2 + DEMO_MEMBERS.length + DEMO_TEAM_LEADS.length); // admin, maya, the demo members and the team leads
    await second.close();
  });

  it('lives on when the server ends an idle pooled connection (a restart or failover): the next query opens a new one', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const pid = (await database.pool!.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const killed = new Promise<void>((resolve) => database.pool!.once('remove', () => resolve()));
      const admin = await openDatabase({ kind: 'postgres', url });
      await admin.pool!.query('select pg_terminate_backend($1)', [pid]);
      await admin.close();
      await killed; // the pool has heard of it and let the connection go
      expect(uncaught).toEqual([]);
      expect((await database.pool!.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await database.close();
    }
  });

  it('serves health through the app on PostgreSQL', async () => {
    const database = await openDatabase({ kind: 'postgres', url });
    const app = await buildApp({ database, spaDir: null }, { logger: false });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    await app.close();
  });
});
