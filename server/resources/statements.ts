// Drizzle queries built once and run many times (docs/decisions/0086). Building a query's SQL
// (drizzle walking its chunks, escaping names, checking entity kinds) cost ~0.4 ms of CPU and
// ~50–80 KiB of garbage per query, on every list call and every access check. A statement kept
// here is compiled once per database and key; each call fills its placeholders with values.
import { Column, is, Param, sql, SQL, Subquery, type Placeholder } from 'drizzle-orm';
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
  const statement = prepare.call(query);
  const prepared = statement as unknown as PreparedInternals;
  // Both drivers' execute() hand the rows (arrays) to customResultMapper when one is set.
  if (Array.isArray(prepared.fields) && prepared.customResultMapper === undefined) {
    const mapper = flatRowMapper(prepared.fields);
    if (mapper) prepared.customResultMapper = mapper;
  }
  return statement;
}

/** What compile() reads of drizzle's prepared query (PGlite's and node-postgres' alike). */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}
interface Decoder { mapFromDriverValue(value: unknown): unknown }

/** The decoder drizzle's mapResultRow picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  const decoder = (sqlOf: unknown) => (sqlOf as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field as unknown as { _: { sql: SQL } })._.sql);
  return decoder((field as SQL.Aliased).sql);
}

/**
 * Rows of a flat selection (every field at the top level, as every list and access check
 * selects) mapped as drizzle's mapResultRow maps them — the same keys in the same order, null
 * kept, other values through the field's decoder — without its per-column iterator and entry
 * arrays (~30 KiB of garbage for a page of 25 members with 15 fields, decision 0089). A nested
 * selection (joined tables as objects) keeps drizzle's own mapping.
 */
function flatRowMapper(fields: NonNullable<PreparedInternals['fields']>): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (!fields.every((f) => f.path.length === 1)) return undefined;
  const keys = fields.map((f) => f.path[0]!);
  const decoders = fields.map((f) => decoderOf(f.field));
  const width = keys.length;
  return (rows) => {
    const out = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const raw = row[i];
        mapped[keys[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
      }
      out[r] = mapped;
    }
    return out;
  };
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
