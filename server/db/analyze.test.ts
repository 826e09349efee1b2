import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { analyzeEmbedded } from './analyze';

let database: Database;
beforeAll(async () => { database = await openTestDatabase('demo'); });
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database analyzed at start (decision 0087)', () => {
  it('keeps search_text at a statistics target of 1000 (migration 0030)', async () => {
    const [row] = await rowsOf<{ target: number }>(sql`select attstattarget as target from pg_attribute where attrelid = 'users'::regclass and attname = 'search_text'`);
    expect(row?.target).toBe(1000);
  });

  it('gathers the statistics of members that were never analyzed', async () => {
    await database.db.execute(sql`delete from pg_statistic where starelid = 'users'::regclass`);
    const stats = sql`select count(*)::int as n from pg_stats where tablename = 'users' and attname = 'search_text'`;
    expect((await rowsOf<{ n: number }>(stats))[0]?.n).toBe(0);
    expect(await analyzeEmbedded(database)).toBe(true);
    expect((await rowsOf<{ n: number }>(stats))[0]?.n).toBe(1);
  });
});
