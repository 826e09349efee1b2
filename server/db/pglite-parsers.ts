// Drizzle's PGlite driver hands PGlite, with every query, the parsers that keep dates, timestamps,
// intervals and numeric[] as text (drizzle-orm/pglite/session.js: `queryConfig.parsers`). PGlite
// answers a query that brings parsers by merging them into a fresh copy of its whole parser
// table — one entry per type and per array type, ~300 closures — so every query allocated
// ~100 KiB that was garbage at once (a third of what a users `getAll` allocated, and the young
// generation's collections were its p99; docs/decisions/0079). Installed once on the client,
// the same parsers answer every query, and queries that bring exactly them run without the copy.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
interface QueryOptions { parsers?: Record<number | string, Parser> }

/** The types drizzle reads as text, as its PGlite session lists them (numeric[], timestamp[], timestamptz[], interval[], date[]). */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText: Parser = (value) => value;
const textTypes = new Set<string>(DRIZZLE_TEXT_TYPES.map(String));

/** The options without drizzle's parsers when they are exactly the ones installed; else as given. */
function withoutDrizzleParsers<T>(options: T): T {
  const parsers = (options as QueryOptions | undefined)?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== textTypes.size || !keys.every((k) => textTypes.has(k))) return options;
  const { parsers: _installed, ...rest } = options as QueryOptions;
  return rest as T;
}

/**
 * Makes drizzle's text parsers the client's own (after PGlite's start, which builds the array
 * parsers: the array types must stay text, not become arrays of text) and lets queries and
 * transactions run without the per-query copy.
 */
export function installDrizzleParsers(client: PGlite): void {
  for (const id of DRIZZLE_TEXT_TYPES) client.parsers[id] = asText;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutDrizzleParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(run: (tx: Transaction) => Promise<T>) => transaction((tx) => {
    // The transaction object keeps its own methods and its live `closed` getter; only query changes.
    const lean = Object.create(tx) as Transaction;
    lean.query = ((text: string, params?: unknown[], options?: QueryOptions) => tx.query(text, params, withoutDrizzleParsers(options))) as Transaction['query'];
    return run(lean);
  })) as PGlite['transaction'];
}
