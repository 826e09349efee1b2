// The list engine's compiled statements (docs/decisions/0086): a list query run through a cached
// statement must send exactly the SQL text and values a fresh build sends, and two queries that
// share a cache key must compile to the same text. Checked for every resource family over a
// matrix of projections, sorts, pages, filters (each kind of value on each column) and searches,
// without a database (drizzle's mock builds the SQL).
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { listQuerySchema, type ListQuery } from '../../contracts';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { eventFamily } from '../events/events-family';
import { CONTENT_FAMILIES } from './content-families';
import { REFERENCE_FAMILIES } from './families';
import type { Family } from './family';
import { countCapFor, countQuery, listShape, pageQuery, planList, SEARCH_TEXT_SEPARATOR, type FamilyTable, type RunOptions } from './list-query';
import { Placeholders } from './statements';
import { userFamily } from './users-family';

const db = drizzle.mock({ schema, casing: 'snake_case' }) as unknown as Db;
const FAMILIES: Family[] = [...REFERENCE_FAMILIES, ...CONTENT_FAMILIES, userFamily, eventFamily];
type Owner = RunOptions['owner'];

/** Filter values of every kind the list query accepts; a column refuses some (both builds must then refuse alike). */
const VALUES: unknown[] = [null, 7, 0, 'Ann', 'true', true, '2026-01-02T03:04:05.000Z', [3, 4], ['a', 'B', 'c'], [], ['2026-01-02T00:00:00Z'], 'read'];

function queriesOf(family: FamilyTable): Record<string, unknown>[] {
  const names = Object.keys(family.columns);
  const virtual = family.virtualFields ?? [];
  const queries: Record<string, unknown>[] = [{}, { limit: -1 }, { page: 3, limit: 25 }, { page: 1, limit: 1000, metadataOnly: 'true' }];
  for (const name of names) {
    queries.push({ sortField: name, sortOrder: 'asc', page: 2 }, { sortField: name, sortOrder: 'desc' });
    for (const value of VALUES) {
      queries.push({ filterFields: JSON.stringify({ [name]: value }) });
      queries.push({ filterFields: JSON.stringify({ [name]: value, [names[0]!]: 1 }), search: 'ann', limit: -1 });
    }
  }
  queries.push({ fields: names.slice(0, 2).join(',') }, { fields: [...virtual, names[1]].join(',') }, { fields: ` ${names.at(-1)},,${names[0]} ` });
  const searchFields = family.searchText?.fields ?? family.searchFields ?? names.slice(0, 2);
  for (const search of ['ann', ' Ann ', '50%_x', `a${SEARCH_TEXT_SEPARATOR}b`, '  ']) {
    queries.push({ search }, { search, searchFields: JSON.stringify(searchFields) }, { search, searchFields: JSON.stringify(searchFields.slice(0, 1)) });
    queries.push({ search, searchFields: '[]', sortField: names[1], sortOrder: 'desc', page: 40, limit: 25 });
  }
  return queries;
}

interface Built { page: { sql: string; params: unknown[] }; count: { sql: string; params: unknown[] } }

/** A fresh build (values inline), as runList with a scope still does. */
function fresh(family: FamilyTable, query: ListQuery, owner: Owner): Built {
  const plan = planList(family, query, { owner });
  const cap = countCapFor(plan.offset, plan.limit, family.countCap);
  return { page: pageQuery(db, family, plan).toSQL(), count: countQuery(db, family.table, plan.where, cap + 1).toSQL() };
}

/** The cached statements' text, and the values their placeholders are filled with. */
function cached(family: FamilyTable, query: ListQuery, owner: Owner): Built {
  const values = new Placeholders();
  const plan = planList(family, query, { owner }, values);
  const cap = countCapFor(plan.offset, plan.limit, family.countCap);
  const page = pageQuery(db, family, plan, true).toSQL();
  const count = countQuery(db, family.table, plan.where, sql.placeholder('cap')).toSQL();
  return {
    page: { sql: page.sql, params: fillPlaceholders(page.params, { ...values.values, limit: plan.limit, offset: plan.offset }) },
    count: { sql: count.sql, params: fillPlaceholders(count.params, { ...values.values, cap: cap + 1 }) },
  };
}

const outcome = <T>(run: () => T): { ok: T } | { error: string } => {
  try {
    return { ok: run() };
  } catch (err) {
    return { error: String((err as Error).message) };
  }
};

describe('compiled list statements', () => {
  for (const family of FAMILIES) {
    it(`${family.basePath}getAll: the same SQL and values as a fresh build, one text per cache key`, () => {
      const byShape = new Map<string, Built>();
      let compared = 0;
      // A member's own rows too (the owner's column bound like the other values).
      const owners: Owner[] = [undefined, ...(family.access.ownerColumn ? [{ field: family.access.ownerColumn, id: 42 }] : [])];
      for (const owner of owners) for (const raw of queriesOf(family)) {
        const query = listQuerySchema.parse(raw);
        const expected = outcome(() => fresh(family, query, owner));
        const actual = outcome(() => cached(family, query, owner));
        expect(actual, JSON.stringify(raw)).toEqual(expected);
        if (!('ok' in actual)) continue;
        compared++;
        const shape = listShape(family, query, planList(family, query).fields, owner);
        const other = byShape.get(shape);
        if (other) {
          expect(actual.ok.page.sql, JSON.stringify(raw)).toBe(other.page.sql);
          expect(actual.ok.count.sql, JSON.stringify(raw)).toBe(other.count.sql);
        } else byShape.set(shape, actual.ok);
      }
      // The matrix reaches both sides: many accepted queries, and shapes shared by several of them.
      expect(compared).toBeGreaterThan(40);
      expect(byShape.size).toBeLessThan(compared);
    });
  }
});
