// Decision 0079: drizzle's per-query parsers installed once on the PGlite client answer exactly as
// before, in and out of transactions, and other parsers still reach PGlite.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle, PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_TYPES, installDrizzleParsers } from './pglite-parsers';

const VALUES = sql`select timestamp '2026-01-02 03:04:05' as ts, timestamptz '2026-01-02 03:04:05+00' as tstz, date '2026-01-02' as d,
  interval '1 day 2 hours' as iv, array[1.5, 2]::numeric[] as nums, array[timestamp '2026-01-02 03:04:05'] as tss,
  array[timestamptz '2026-01-02 03:04:05+00'] as tstzs, array[interval '1 day'] as ivs, array[date '2026-01-02'] as ds,
  array[1, 2]::int[] as ints, 42::int as n, true as b, '{"a":1}'::jsonb as j`;

const plain = new PGlite();
const lean = new PGlite();
await lean.waitReady;
installDrizzleParsers(lean);
afterAll(async () => {
  await plain.close();
  await lean.close();
});

describe('installDrizzleParsers', () => {
  it('covers exactly the parsers drizzle hands PGlite with each query, which keep values as text', () => {
    const prepared = new PglitePreparedQuery(plain, 'select 1', [], undefined as never, undefined as never, undefined, undefined, [], undefined, false);
    // Private in drizzle's types; read here because the stripping must match them exactly.
    const { queryConfig, rawQueryConfig } = prepared as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers: Record<string, (v: string) => unknown> }>;
    for (const config of [queryConfig, rawQueryConfig]) {
      expect(Object.keys(config.parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      for (const parse of Object.values(config.parsers)) expect(parse('{x}')).toBe('{x}');
    }
  });

  it('answers drizzle queries as before, in and out of a transaction', async () => {
    const before = await drizzle({ client: plain }).execute(VALUES);
    const db = drizzle({ client: lean });
    const after = await db.execute(VALUES);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows[0]).toMatchObject({ ts: '2026-01-02 03:04:05', tss: '{"2026-01-02 03:04:05"}', n: 42, ints: [1, 2], j: { a: 1 } });
    const inTx = await db.transaction(async (tx) => tx.execute(VALUES));
    expect(inTx.rows).toEqual(before.rows);
  });

  it('passes other parsers through', async () => {
    const custom = { parsers: { 23: (v: string) => `int ${v}` } };
    expect((await lean.query('select 42::int as n', [], custom)).rows).toEqual([{ n: 'int 42' }]);
    const inTx = await lean.transaction(async (tx) => {
      const { rows } = await tx.query('select 42::int as n', [], custom);
      return { rows, closed: tx.closed };
    });
    expect(inTx).toEqual({ rows: [{ n: 'int 42' }], closed: false });
  });
});
