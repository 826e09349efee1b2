// Drizzle queries built once and run many times (docs/decisions/0086). Building a query's SQL
// (drizzle walking its chunks, escaping names, checking entity kinds) cost ~0.4 ms of CPU and
// ~50–80 KiB of garbage per query, on every list call and every access check. A statement kept
// here is compiled once per database and key; each call fills its placeholders with values.
import { Param, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A compiled query: its placeholders' values in, the rows (mapped as drizzle maps them) out. */
export interface Statement<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A select compiled without a name: drizzle's public `.prepare(name)` would make node-postgres
 * prepare it on the server, whose generic plans can differ from the plans of the values (a
 * `LIKE` pattern's selectivity). Unnamed, every execution is planned with its values, as before.
 */
export function compile<Row>(query: unknown): Statement<Row> {
  const prepare = (query as { _prepare?: () => Statement<Row> })._prepare;
  if (typeof prepare !== 'function') throw new Error('drizzle select without _prepare(): see server/resources/statements.ts');
  return prepare.call(query);
}

/** Statements per database (a transaction is its own), at most `limit` keys each, oldest out first. */
export function statementCache<Row>(limit: number) {
  const byDb = new WeakMap<object, Map<string, Statement<Row>>>();
  return (db: object, key: string, build: () => Statement<Row>): Statement<Row> => {
    let statements = byDb.get(db);
    if (!statements) byDb.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (!statement) {
      statement = build();
      if (statements.size >= limit) statements.delete(statements.keys().next().value!);
      statements.set(key, statement);
    }
    return statement;
  };
}

/**
 * Where a query's values go. `inline` leaves them in the query (built and compiled per call);
 * `Placeholders` puts each in a numbered placeholder and remembers it, so that queries of the
 * same shape compile to the same text and one compiled statement serves them all.
 */
export interface Binder {
  /** A value compared with `column` (encoded by it, as drizzle's own binding does), or a bare value. */
  bind(value: unknown, column?: AnyPgColumn): unknown;
}

export const inline: Binder = { bind: (value) => value };

export class Placeholders implements Binder {
  readonly values: Record<string, unknown> = {};
  #next = 0;
  bind(value: unknown, column?: AnyPgColumn): Param | Placeholder {
    const name = `v${this.#next++}`;
    this.values[name] = value;
    const placeholder = sql.placeholder(name);
    // Param(placeholder, column): drizzle applies the column's mapToDriverValue when filling it.
    return column ? new Param(placeholder, column) : placeholder;
  }
}
