// The common list query of SPEC §7 turned into SQL for one resource family (decision 0005).
// Only names on the family's whitelist reach the database: the whitelist maps the API's
// snake_case field names to drizzle columns, and anything else is a 400 naming what is allowed.
import {
  and, arrayContains, arrayOverlaps, asc, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { INT4_MAX, LIST_TOTAL_CAP, type FilterFields, type ListMetadata, type ListQuery, type ListResponse, type SingleQuery } from '../../contracts';
import type { Db } from '../db/client';
import { escapeLike } from '../lib/batch';
import { HttpError } from '../lib/http-error';
import { compile, inline, Placeholders, statementCache, type Binder } from './statements';

export type ApiRow = Record<string, unknown>;

/** What the engine needs to know about one family's table. */
export interface FamilyTable {
  table: PgTable;
  /** API field name → column. Its order is the order of "Allowed: ..." and of full rows. */
  columns: Readonly<Record<string, AnyPgColumn>>;
  /** The API name of the id column: default sort and stable tie-break. */
  idField: string;
  /** Searched when `search` comes without `searchFields` (default: every text column). */
  searchFields?: readonly string[];
  /** Text fields compared case-insensitively in filters (names and e-mails with lower() unique keys). */
  caseInsensitiveFields?: readonly string[];
  /** Soft-delete marker; rows with it set are never returned (default: the table's deletedAt). */
  deletedAt?: AnyPgColumn;
  /**
   * Fields computed after the query (users: `roles`), allowed in `fields` only (not in filters,
   * search or sort). `enrich` adds them to rows that carry the id field.
   */
  virtualFields?: readonly string[];
  enrich?: (db: Db, rows: ApiRow[]) => Promise<ApiRow[]>;
  /**
   * Virtual fields computed in the same query instead (a correlated subquery per row): one round
   * trip fewer than `enrich` (users: `roles`, docs/decisions/0062).
   */
  virtualSelect?: Readonly<Record<string, SQL>>;
  /**
   * A stored column holding these fields lower-cased and joined by SEARCH_TEXT_SEPARATOR, with a
   * trigram index (users.search_text): a search over them is one LIKE on it (docs/decisions/0062).
   */
  searchText?: { column: AnyPgColumn; fields: readonly string[] };
  /**
   * Where this family's count stops (default LIST_TOTAL_CAP): larger for a list whose screens
   * show its total as exact and whose count stays cheap (one member's notifications).
   */
  countCap?: number;
}

/** What joins the fields of a searchText column (chr(31), the unit separator). */
export const SEARCH_TEXT_SEPARATOR = '\u001f';

/** Extra conditions the caller's access adds (members see only their own rows). */
export interface RunOptions {
  scope?: SQL;
  /**
   * Only the rows whose `field` (an API name) is `id`: a member's own rows. Unlike `scope` the
   * engine knows its shape, so such a list still runs a compiled statement (decision 0086).
   */
  owner?: { field: string; id: number };
}

export const LIST_MESSAGES = {
  unknownField: (name: string, allowed: readonly string[]) => `Unknown field '${name}'. Allowed: ${allowed.join(', ')}`,
  badValue: (name: string) => `Invalid value for '${name}'.`,
  notFilterable: (name: string) => `'${name}' holds JSON and cannot be used in filterFields; use search.`,
  filterRequired: 'filterFields is required for a single get.',
} as const;

const allowedNames = (family: FamilyTable) => Object.keys(family.columns);
/** Names `fields` may project: the columns, then the virtual fields. */
export const projectableNames = (family: FamilyTable) => [...allowedNames(family), ...(family.virtualFields ?? [])];

/** Checks each name against a whitelist; the first stranger is a 400 listing the allowed names. */
export function requireKnown(names: readonly string[], allowed: readonly string[]): void {
  // Array#includes compares names as strings: '__proto__' or 'constructor' never pass.
  for (const name of names) {
    if (!allowed.includes(name)) throw new HttpError(400, LIST_MESSAGES.unknownField(name, allowed));
  }
}

/** `fields=a, b,,c` → ['a','b','c'] (whitelisted, de-duplicated); undefined when not given. */
export function parseFields(fields: string | undefined, allowed: readonly string[]): string[] | undefined {
  if (fields === undefined) return undefined;
  const names = [...new Set(fields.split(',').map((f) => f.trim()).filter(Boolean))];
  if (names.length === 0) return undefined;
  requireKnown(names, allowed);
  return names;
}

/** Keeps only the named keys (in the order asked); all of them without a projection. */
export function project<T extends ApiRow>(row: T, fields: readonly string[] | undefined): Partial<T> {
  if (!fields) return row;
  return Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]])) as Partial<T>;
}

/** The column of a whitelisted name. Own keys only: 'constructor' or '__proto__' are not columns. */
function columnOf(family: FamilyTable, name: string): AnyPgColumn {
  const column = Object.hasOwn(family.columns, name) ? family.columns[name] : undefined;
  if (!column) throw new HttpError(400, LIST_MESSAGES.unknownField(name, allowedNames(family)));
  return column;
}

const INT4_COLUMNS = new Set(['PgInteger', 'PgSerial']);
const TIMESTAMP_COLUMNS = new Set(['PgTimestamp', 'PgTimestampString']);

/** A filter value converted to the column's type, or a 400 (never a database cast error). */
function scalarFor(column: AnyPgColumn, name: string, value: string | number | boolean): string | number | boolean | Date {
  const element = column.dataType === 'array' ? elementOf(column) : column;
  const kind = element?.dataType ?? 'string';
  if (kind === 'json') throw new HttpError(400, LIST_MESSAGES.notFilterable(name));
  if (kind === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n)) throw new HttpError(400, LIST_MESSAGES.badValue(name));
    // int4 columns: a larger number would be a database error, not "no match".
    if (INT4_COLUMNS.has(element?.columnType ?? '') && Math.abs(n) > INT4_MAX) throw new HttpError(400, LIST_MESSAGES.badValue(name));
    return n;
  }
  if (TIMESTAMP_COLUMNS.has(element?.columnType ?? '') || kind === 'date') {
    // Compared as an instant; what PostgreSQL would not parse is a 400 here.
    const at = typeof value === 'string' ? new Date(value) : undefined;
    const year = at?.getUTCFullYear() ?? Number.NaN;
    if (!at || !(year >= 1 && year <= 9999)) throw new HttpError(400, LIST_MESSAGES.badValue(name));
    return kind === 'date' ? at : at.toISOString();
  }
  if (kind === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new HttpError(400, LIST_MESSAGES.badValue(name));
  }
  if (typeof value === 'boolean') throw new HttpError(400, LIST_MESSAGES.badValue(name));
  return String(value);
}

function elementOf(column: AnyPgColumn): AnyPgColumn | undefined {
  return (column as unknown as { baseColumn?: AnyPgColumn }).baseColumn;
}

/**
 * filterFields → AND of: scalar = equality, list = any of (IN), null = IS NULL.
 * On array columns (privilege_access_type) a scalar means "contains", a list "overlaps".
 */
export function filterWhere(family: FamilyTable, filters: FilterFields | undefined, binder: Binder = inline): SQL[] {
  if (!filters) return [];
  requireKnown(Object.keys(filters), allowedNames(family));
  const ci = new Set(family.caseInsensitiveFields ?? []);
  return Object.entries(filters).map(([name, value]) => {
    const column = columnOf(family, name);
    if (value === null) return isNull(column);
    const lower = ci.has(name);
    if (column.dataType === 'array') {
      const list = (Array.isArray(value) ? value : [value]).map((v) => scalarFor(column, name, v));
      // The whole list is one value of the array column; an empty one stays inline (drizzle refuses it).
      const bound = (list.length > 0 ? binder.bind(list, column) : list) as unknown[];
      return Array.isArray(value) ? arrayOverlaps(column, bound) : arrayContains(column, bound);
    }
    if (Array.isArray(value)) {
      const list = value.map((v) => scalarFor(column, name, v));
      return lower
        ? inArray(sql`lower(${column})`, list.map((v) => binder.bind(String(v).toLowerCase())))
        : inArray(column, list.map((v) => binder.bind(v, column)));
    }
    const scalar = scalarFor(column, name, value);
    return lower ? sql`lower(${column}) = ${binder.bind(String(scalar).toLowerCase())}` : eq(column, binder.bind(scalar, column));
  });
}


/**
 * search → ILIKE '%term%' OR-ed over the search fields (text cast, so ids match too). With the
 * family's searchText column covering the fields, one LIKE on it instead (the same rows: ILIKE
 * compares lower-cased too, and the separator never occurs in a term it is used for).
 */
export function searchWhere(
  family: FamilyTable, search: string | undefined, searchFields: readonly string[] | undefined, binder: Binder = inline,
): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  if (searchFields) requireKnown(searchFields, allowedNames(family));
  const names = searchFields && searchFields.length > 0
    ? searchFields
    : family.searchFields ?? allowedNames(family).filter((n) => family.columns[n]!.dataType === 'string');
  if (names.length === 0) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  const exact = () => or(...names.map((n) => sql`${columnOf(family, n)}::text ilike ${binder.bind(pattern)}`));
  const combined = family.searchText;
  if (!combined || term.includes(SEARCH_TEXT_SEPARATOR) || !names.every((n) => combined.fields.includes(n))) return exact();
  // lower() in SQL, not in JS: the same case mapping as the stored column's.
  const like = sql`${combined.column} like lower(${binder.bind(pattern)})`;
  // Some of its fields only: the combined column narrows through its index, the fields decide.
  return combined.fields.every((f) => names.includes(f)) ? like : and(like, exact());
}

function softDeleteColumn(family: FamilyTable): AnyPgColumn | undefined {
  return family.deletedAt ?? (family.table as unknown as { deletedAt?: AnyPgColumn }).deletedAt;
}

/** The WHERE of a list or single get: live rows, filters and search. */
export function whereOf(
  family: FamilyTable, query: { filterFields?: FilterFields; search?: string; searchFields?: string[] }, binder: Binder = inline,
): SQL | undefined {
  const live = softDeleteColumn(family);
  return and(
    live ? isNull(live) : undefined,
    ...filterWhere(family, query.filterFields, binder),
    searchWhere(family, query.search, query.searchFields, binder),
  );
}

function selectionOf(family: FamilyTable, fields: readonly string[] | undefined): Record<string, AnyPgColumn | SQL> {
  const virtual = new Set(family.virtualFields ?? []);
  const names = (fields ?? allowedNames(family)).filter((n) => !virtual.has(n));
  // Virtual fields are computed from the row's id.
  if (family.enrich && !names.includes(family.idField)) names.push(family.idField);
  const selection: Record<string, AnyPgColumn | SQL> = Object.fromEntries(names.map((n) => [n, columnOf(family, n)]));
  for (const [name, expression] of Object.entries(family.virtualSelect ?? {})) {
    if (!fields || fields.includes(name)) selection[name] = expression;
  }
  return selection;
}

/** Rows as selected → API rows: enriched (virtual fields), mapped, projected. */
async function finish(db: Db, family: FamilyTable, rows: ApiRow[], fields: readonly string[] | undefined, toApi: (row: ApiRow) => ApiRow): Promise<ApiRow[]> {
  const virtual = family.virtualFields ?? [];
  const full = !fields || fields.some((f) => virtual.includes(f));
  const enriched = family.enrich && full && rows.length > 0 ? await family.enrich(db, rows) : rows;
  return enriched.map((row) => project(toApi(row), fields));
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Undefined for limit -1 (all rows). */
  limit: number | undefined;
  offset: number;
  fields: string[] | undefined;
  selection: Record<string, AnyPgColumn | SQL>;
}

/** Validates a parsed list query against the family and plans the SQL (no database access). */
export function planList(family: FamilyTable, query: ListQuery, options: RunOptions = {}, binder: Binder = inline): ListPlan {
  const fields = parseFields(query.fields, projectableNames(family));
  const owner = options.owner ? columnOf(family, options.owner.field) : undefined;
  const where = and(whereOf(family, query, binder), options.scope, owner ? eq(owner, binder.bind(options.owner!.id, owner)) : undefined);
  const sortField = query.sortField?.trim() || family.idField;
  const sortColumn = columnOf(family, sortField);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const orderBy = [direction(sortColumn)];
  // Tie-break on the id so pages never overlap or skip rows.
  if (sortField !== family.idField) orderBy.push(direction(columnOf(family, family.idField)));
  const all = query.limit === -1;
  return {
    where,
    orderBy,
    limit: all ? undefined : query.limit,
    offset: all ? 0 : (query.page - 1) * query.limit,
    fields,
    selection: selectionOf(family, fields),
  };
}

/** A list's total: exact, or capped (more than `total` match). */
export interface ListTotal {
  total: number;
  capped: boolean;
}

export function metadataOf(total: number | ListTotal, query: Pick<ListQuery, 'page' | 'limit'>): ListMetadata {
  const { total: n, capped } = typeof total === 'number' ? { total, capped: false } : total;
  const flag = capped ? { totalCapped: true as const } : {};
  if (query.limit === -1) return { total: n, page: 1, limit: -1, pages: n === 0 ? 0 : 1, ...flag };
  return { total: n, page: query.page, limit: query.limit, pages: Math.ceil(n / query.limit), ...flag };
}

/**
 * Where a page's count stops: LIST_TOTAL_CAP, or for a page reaching it the next multiple of it
 * past the page (offset 975 + 25 → 2,000). A capped total then always lies beyond the page asked
 * for, so the pager can go one page further while rows match, and the count costs about what
 * the page's own offset already costs (docs/decisions/0062).
 */
export function countCapFor(offset: number, limit: number | undefined, step = LIST_TOTAL_CAP): number {
  const pastPage = offset + (limit ?? 0) + 1;
  return Math.max(1, Math.ceil(pastPage / step)) * step;
}

/**
 * Counts the rows matching `where`, stopping at cap + 1: the cost is bounded by the cap, not by
 * how many rows match (a broad search over 100k members counted all ~37k before).
 */
export async function countCapped(db: Db, table: PgTable, where: SQL | undefined, cap = LIST_TOTAL_CAP): Promise<ListTotal> {
  const [row] = await countQuery(db, table, where, cap + 1);
  return totalOf(row?.n ?? 0, cap);
}

/** `select count(*) from (select 1 … limit <limit>)`; the limit may be a placeholder. */
export function countQuery(db: Db, table: PgTable, where: SQL | undefined, limit: number | Placeholder) {
  const matches = db.select({ one: sql<number>`1`.as('one') }).from(table).where(where).limit(limit).as('matches');
  return db.select({ n: sql<number>`count(*)::int` }).from(matches);
}

/** The same for a hand-written list: `from` is the FROM … WHERE … part of its query. */
export async function countCappedSql(db: Db, from: SQL, cap = LIST_TOTAL_CAP): Promise<ListTotal> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) matches`);
  return totalOf(Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0), cap);
}

const totalOf = (n: number, cap: number): ListTotal => ({ total: Math.min(n, cap), capped: n > cap });

/**
 * The total a page implies without counting: every row asked for (limit -1), a short page (the
 * last one), or an empty first page. Undefined when only a count can tell.
 */
export function totalFromPage(rows: number, limit: number | undefined, offset: number): number | undefined {
  if (limit === undefined) return rows;
  if (rows > 0 && rows < limit) return offset + rows;
  if (rows === 0 && offset === 0) return 0;
  return undefined;
}

/**
 * Runs a list query: { data, metadata } with data projected and mapped to the API shape. The page
 * comes first: when it tells the total, no count runs; otherwise the count stops at the cap
 * (countCapFor: past the page asked for).
 */
export async function runList(
  db: Db, family: FamilyTable, query: ListQuery, toApi: (row: ApiRow) => ApiRow = (r) => r, options: RunOptions = {},
): Promise<ListResponse<ApiRow>> {
  // Without a caller's scope (whose SQL the engine does not know the shape of) the list's two
  // statements are compiled once per shape and run with their values (docs/decisions/0086).
  if (!options.scope) return runCachedList(db, family, query, toApi, options.owner);
  const plan = planList(family, query, options);
  const cap = countCapFor(plan.offset, plan.limit, family.countCap);
  if (query.metadataOnly) return { data: [], metadata: metadataOf(await countCapped(db, family.table, plan.where, cap), query) };
  const rows = (await pageQuery(db, family, plan)) as ApiRow[];
  const known = totalFromPage(rows.length, plan.limit, plan.offset);
  const total = known !== undefined ? known : await countCapped(db, family.table, plan.where, cap);
  return { data: await finish(db, family, rows, plan.fields, toApi), metadata: metadataOf(total, query) };
}

/**
 * A plan's page (no limit: every row). With `placeholders`, limit and offset are the placeholders
 * `limit` and `offset`, except a zero offset, which drizzle leaves out of the text (so the first
 * page is a shape of its own).
 */
export function pageQuery(db: Db, family: FamilyTable, plan: ListPlan, placeholders = false) {
  const select = db.select(plan.selection).from(family.table).where(plan.where).orderBy(...plan.orderBy).$dynamic();
  if (plan.limit === undefined) return select;
  if (!placeholders) return select.limit(plan.limit).offset(plan.offset);
  return select.limit(sql.placeholder('limit')).offset(plan.offset === 0 ? 0 : sql.placeholder('offset'));
}

/** Page and count statements per database, keyed by family and query shape. */
const listStatements = statementCache<ApiRow>(256);
const familyIds = new WeakMap<FamilyTable, number>();
let lastFamilyId = 0;
const familyId = (family: FamilyTable) => {
  let id = familyIds.get(family);
  if (id === undefined) familyIds.set(family, (id = ++lastFamilyId));
  return id;
};

/**
 * What decides a list query's SQL text apart from its values: two queries with the same shape
 * compile to the same statement with the values in the same placeholders. It follows every
 * branch of planList that changes the text: the projection, the sort, all rows, the first page
 * (no offset) or another, the owner's column, each
 * filter's name and kind (null, one value, a list and its length) and the search's fields and
 * whether the term can use the family's search text. A test compares the cached statements'
 * text with a fresh build for every family over a matrix of queries (list-statements.test.ts).
 */
export function listShape(family: FamilyTable, query: ListQuery, fields: readonly string[] | undefined, owner?: RunOptions['owner']): string {
  const filters = Object.entries(query.filterFields ?? {}).map(([name, v]) => [name, v === null ? 'null' : Array.isArray(v) ? v.length : 'one']);
  const term = query.search?.trim();
  const search = term ? [query.searchFields ?? null, term.includes(SEARCH_TEXT_SEPARATOR)] : null;
  const sortField = query.sortField?.trim() || family.idField;
  const rows = query.limit === -1 ? 'all' : query.page === 1 ? 'first page' : 'page';
  return JSON.stringify([familyId(family), fields ?? null, sortField, query.sortOrder === 'asc', rows, filters, search, owner?.field ?? null]);
}

async function runCachedList(
  db: Db, family: FamilyTable, query: ListQuery, toApi: (row: ApiRow) => ApiRow, owner: RunOptions['owner'],
): Promise<ListResponse<ApiRow>> {
  const values = new Placeholders();
  const plan = planList(family, query, { owner }, values);
  const cap = countCapFor(plan.offset, plan.limit, family.countCap);
  const key = listShape(family, query, plan.fields, owner);
  const count = async (): Promise<ListTotal> => {
    const statement = listStatements(db, `count ${key}`, () => compile(countQuery(db, family.table, plan.where, sql.placeholder('cap'))));
    const [row] = await statement.execute({ ...values.values, cap: cap + 1 });
    return totalOf(Number(row?.n ?? 0), cap);
  };
  if (query.metadataOnly) return { data: [], metadata: metadataOf(await count(), query) };
  const page = listStatements(db, `page ${key}`, () => compile(pageQuery(db, family, plan, true)));
  const rows = await page.execute({ ...values.values, limit: plan.limit, offset: plan.offset });
  const known = totalFromPage(rows.length, plan.limit, plan.offset);
  const total = known !== undefined ? known : await count();
  return { data: await finish(db, family, rows, plan.fields, toApi), metadata: metadataOf(total, query) };
}

/**
 * A single get: fields and filterFields only, filterFields required; the first live match by
 * id (lowest first), or undefined.
 */
export async function runSingle(
  db: Db, family: FamilyTable, query: SingleQuery, toApi: (row: ApiRow) => ApiRow = (r) => r, options: RunOptions = {},
): Promise<ApiRow | undefined> {
  if (!query.filterFields || Object.keys(query.filterFields).length === 0) throw new HttpError(400, LIST_MESSAGES.filterRequired);
  const fields = parseFields(query.fields, projectableNames(family));
  const where = and(whereOf(family, { filterFields: query.filterFields }), options.scope);
  const rows = await db.select(selectionOf(family, fields)).from(family.table).where(where)
    .orderBy(asc(columnOf(family, family.idField))).limit(1) as ApiRow[];
  const [row] = await finish(db, family, rows, fields, toApi);
  return row;
}

/** Live rows by id, every column (API names), enriched and mapped; in id order. */
export async function rowsById(db: Db, family: FamilyTable, ids: readonly number[], toApi: (row: ApiRow) => ApiRow = (r) => r): Promise<ApiRow[]> {
  if (ids.length === 0) return [];
  const live = softDeleteColumn(family);
  const rows = await db.select(selectionOf(family, undefined)).from(family.table)
    .where(and(live ? isNull(live) : undefined, inArray(columnOf(family, family.idField), [...ids])))
    .orderBy(asc(columnOf(family, family.idField))) as ApiRow[];
  return finish(db, family, rows, undefined, toApi);
}
