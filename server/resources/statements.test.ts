// Rows of compiled statements (docs/decisions/0086, 0089): compile() maps a flat selection's rows
// itself instead of drizzle's mapResultRow; the rows must be what drizzle gives — the same keys in
// the same order, the same values (nulls, numbers, booleans, arrays, timestamps as text) — for
// every resource family's full rows and projections, and a nested selection keeps drizzle's mapping.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema } from '../../contracts';
import type { Database } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { eventFamily } from '../events/events-family';
import { openTestDatabase } from '../test/test-app';
import { CONTENT_FAMILIES } from './content-families';
import { REFERENCE_FAMILIES } from './families';
import type { Family } from './family';
import { pageQuery, planList } from './list-query';
import { compile } from './statements';
import { userFamily } from './users-family';

const FAMILIES: Family[] = [userFamily, ...REFERENCE_FAMILIES, ...CONTENT_FAMILIES, eventFamily];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('demo');
});
afterAll(async () => {
  await database?.close();
});

/** Each row's keys in order and its values, so a different key order fails too. */
const shapeOf = (rows: unknown[]) => rows.map((row) => Object.entries(row as object));

describe('compiled statements map rows as drizzle does', () => {
  it('for every family: all fields, a projection, and the virtual fields', async () => {
    const { db } = database;
    let compared = 0;
    for (const family of FAMILIES) {
      const names = Object.keys(family.columns);
      for (const fields of [undefined, names.slice(0, 3).join(','), [...(family.virtualFields ?? []), names.at(-1)].join(',')]) {
        const plan = planList(family, listQuerySchema.parse({ limit: -1, sortOrder: 'asc', ...(fields ? { fields } : {}) }));
        const viaDrizzle = await pageQuery(db, family, plan);
        const statement = compile<Record<string, unknown>>(pageQuery(db, family, plan));
        // The flat mapping is in use (not drizzle's, which would pass this test trivially).
        expect(typeof (statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBe('function');
        const compiled = await statement.execute();
        expect(shapeOf(compiled), family.basePath).toEqual(shapeOf(viaDrizzle));
        compared += compiled.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('keeps drizzle\'s mapping for a nested selection', async () => {
    const { db } = database;
    const query = () => db.select({ id: users.userId, role: { id: roles.roleId, name: roles.roleName } })
      .from(userRoles).innerJoin(users, eq(users.userId, userRoles.userId)).innerJoin(roles, eq(roles.roleId, userRoles.roleId))
      .orderBy(asc(users.userId), asc(roles.roleId));
    const statement = compile<Record<string, unknown>>(query());
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await statement.execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await query());
    expect(rows[0]).toMatchObject({ role: { id: expect.any(Number), name: expect.any(String) } });
  });

  it('decodes values through the field\'s decoder (a typed sql expression, a count)', async () => {
    const { db } = database;
    const query = () => db.select({ n: sql<number>`count(*)::int`, at: sql<string>`now()::timestamp`.as('at'), none: sql`null` }).from(users);
    const [row] = await compile<Record<string, unknown>>(query()).execute();
    const [expected] = await query();
    expect(Object.keys(row!)).toEqual(['n', 'at', 'none']);
    expect(row!.n).toBe(expected!.n);
    expect(typeof row!.at).toBe(typeof expected!.at);
    expect(row!.none).toBeNull();
  });
});
