// The resource-family engine (SPEC §7 "Resource families (pattern)", docs/decisions/0005 and
// 0009). One definition per family gives all eight calls:
//   GET    {base}getAll                          common list query          (read)
//   GET    {base}get{Entity}                     fields + filterFields       (read)
//   POST   {base}create{Entity}                  body + created_by → 201     (write)
//   PUT    {base}update{Entity}/:id              body + modified_by          (update)
//   DELETE {base}delete{Entity}/:id/:actingUserId  → { deleted: 1 }          (delete)
//   POST   {base}createMany                      [ … created_by ] → 201 { data }
//   POST   {base}updateMany                      [ { <id>, …, modified_by } ] → { data }
//   PUT    {base}deleteMany                      { <ids name>: [...], deleted_by } → { deleted }
// Audit ids come from the verified token (a different one is a 400). Deletes are soft. Batches
// validate every item, then write in ONE transaction (each item in a savepoint so every failing
// item is reported); any failure → 400 { message, statusCode, errors: [{ index, message }] } and
// nothing is written. A createMany whose family needs no per-item hook is first tried in a few
// set-based statements (decision 0080); only a refused batch is replayed item by item.
import { and, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  batchErrorResponseSchema, deletedResponseSchema, errorResponseSchema, FAMILY_BATCH_MAX, FAMILY_MESSAGES, familyAuditSchemas, idSchema, idTextSchema, INT4_MAX,
  listQuerySchema, listResponseSchema, singleQuerySchema, type BatchItemError, type ListQuery, type ListResponse, type SingleQuery,
} from '../../contracts';
import { callerId, checkAuditField } from '../auth/authorize';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { ACCESS_FOR, callerAccess, hasPrivilege, type AccessType, type CallerAccess, type FamilyAccess } from './access';
import { batchFailed, checkBatchAudit, itemRefused, parseItems, pgErrorOf, type BatchVerb } from '../lib/batch';
import { rowsById, runList, runSingle, type ApiRow, type FamilyTable } from './list-query';

export type { ApiRow, FamilyTable } from './list-query';
export type { AccessType, CallerAccess, FamilyAccess } from './access';

/** Path segments of the single-entity calls ('getRole', 'createRole', ...). */
export interface FamilyPaths {
  get: string;
  create: string;
  update: string;
  delete: string;
}

/** What a hook sees: the transaction (a savepoint per item), the caller and their access. */
export interface WriteContext {
  app: FastifyInstance;
  /** Runs once the write transaction has committed (e.g. push to sockets); never after a rollback. */
  afterCommit: (effect: () => unknown) => void;
  /** The write transaction: use it for every read and write of the hook. */
  tx: Db;
  callerId: number;
  /** The caller holds the privilege this call needs (administrators always do). */
  privileged: boolean;
  admin: boolean;
  now: Date;
  /** Ids this call touches (update/delete: every id of the batch). */
  batchIds: ReadonlySet<number>;
}

/**
 * Optional per-family behaviour. Hooks run inside the write transaction, once per item; throw an
 * HttpError to refuse the item (single calls answer with its status, batches list its message).
 */
export interface FamilyHooks {
  /** Checks and completes one new item (API names); returns the values to insert (default: the item). */
  beforeCreate?: (values: ApiRow, ctx: WriteContext) => Promise<ApiRow | void>;
  /** Replaces the default insert (column fields of `values` + created_by); returns the new id. */
  insert?: (values: ApiRow, ctx: WriteContext) => Promise<number>;
  /** After the insert (e.g. rows of a join table); `created` holds the inserted columns (API names). */
  afterCreate?: (created: ApiRow, values: ApiRow, ctx: WriteContext) => Promise<void>;
  /**
   * Set-based `beforeCreate` for a whole batch (one query per check instead of one per item).
   * Throwing any refusal is enough: the engine then runs the batch again item by item, so every
   * failing item is reported with its own message. A family with `beforeCreate` but without this
   * hook writes its batches item by item.
   */
  beforeCreateMany?: (values: ApiRow[], ctx: WriteContext) => Promise<ApiRow[]>;
  /** Set-based `afterCreate`: `created[i]` came from `values[i]`. */
  afterCreateMany?: (created: ApiRow[], values: ApiRow[], ctx: WriteContext) => Promise<void>;
  /** Checks one change of a live row; returns the changes to apply (default: as sent). */
  beforeUpdate?: (current: ApiRow, changes: ApiRow, ctx: WriteContext) => Promise<ApiRow | void>;
  afterUpdate?: (before: ApiRow, after: ApiRow, changes: ApiRow, ctx: WriteContext) => Promise<void>;
  /** Checks one delete of a live row (e.g. 409 while something still refers to it). */
  beforeDelete?: (current: ApiRow, ctx: WriteContext) => Promise<void>;
  /** After all rows of the call are soft-deleted (e.g. revoke sessions). */
  afterDelete?: (deleted: ApiRow[], ctx: WriteContext) => Promise<void>;
  /**
   * Runs before every call of the family's routes, after sign-in is checked (notifications: the
   * rows of announcements still being written are written first, decision 0072).
   */
  beforeRequest?: (app: FastifyInstance) => Promise<void>;
  /** The message for a unique-index violation (by constraint name); default "This <entity> already exists." */
  uniqueMessage?: (constraint: string) => string | undefined;
}

export interface FamilyDefinition<Item extends z.ZodObject = z.ZodObject> extends FamilyTable {
  /** Base path with trailing slash, exactly as SPEC §7: '/api/user/roles/'. */
  basePath: string;
  /** Human name for messages: 'Role' → 'Role not found'. */
  entityName: string;
  /** Plural for batch messages ('3 of 5 roles could not be created.'); default lower-case name + 's'. */
  entityPlural?: string;
  /** Name in the single-entity paths: 'Role' → getRole/createRole/...; '' → get/create/... Default: entityName without spaces. */
  pathEntity?: string;
  /** Overrides of single-entity path segments (programs-enrolled: get: 'getEnrolledProgram', ...). */
  paths?: Partial<FamilyPaths>;
  /** OpenAPI tag. */
  tag: string;
  /** The API record (contracts); responses of every call. */
  schema: Item;
  /** create{Entity} / createMany item without created_by (the engine adds it). Doubles as the write whitelist. */
  createSchema: z.ZodObject;
  /** update{Entity} / updateMany item without the id and modified_by. */
  updateSchema: z.ZodObject;
  /** deleteMany id-list name: 'role_ids'. */
  deleteManyField: string;
  /** Who may call (decision 0009). */
  access: FamilyAccess;
  /** Row (keys = API names, possibly projected) → API record; identity by default. */
  toApi?: (row: ApiRow) => ApiRow;
  hooks?: FamilyHooks;
  /** getAll's own query parameters beyond the common list query (events: from/to) and the condition they add. */
  listFilters?: { schema: z.ZodObject; where: (query: Record<string, unknown>) => SQL | undefined };
}

/** Options of the write operations when called outside the family's own routes (profile createMany). */
export interface WriteOptions {
  /** A batch (per-item errors, 400 as a whole) or a single call (the item's own status). */
  bulk: boolean;
}

export interface Family<Item extends z.ZodObject = z.ZodObject> extends FamilyDefinition<Item> {
  /** Resolved single-entity path segments. */
  paths: FamilyPaths;
  entityPlural: string;
  /** Fastify plugin registering all eight calls (Bearer required). */
  routes: FastifyPluginAsyncZod;
  /** GET getAll for this caller (access applied). */
  list(app: FastifyInstance, request: FastifyRequest, query: ListQuery): Promise<ListResponse<ApiRow>>;
  /** GET get{Entity} for this caller (access applied); 404 when none. */
  getOne(app: FastifyInstance, request: FastifyRequest, query: SingleQuery): Promise<ApiRow>;
  /** Creates items (raw, unvalidated; audit ids checked against the caller). Returns the records in input order. */
  create(app: FastifyInstance, request: FastifyRequest, raw: unknown[], options: WriteOptions): Promise<ApiRow[]>;
  /** Updates items `{ <idField>, ...changes }` (raw, unvalidated). Returns the records in input order. */
  update(app: FastifyInstance, request: FastifyRequest, raw: unknown[], options: WriteOptions): Promise<ApiRow[]>;
  /** Soft-deletes by id. Returns how many rows were deleted. */
  remove(app: FastifyInstance, request: FastifyRequest, ids: number[], options: WriteOptions): Promise<number>;
}

const errors = {
  400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema,
};
const batchErrors = { ...errors, 400: batchErrorResponseSchema };
const idParam = idTextSchema;

/** The raw body of a batch call as a list, or a 400 for the whole call. */
function batchList(body: unknown, plural: string): unknown[] {
  if (!Array.isArray(body)) throw new HttpError(400, FAMILY_MESSAGES.batchNotList);
  if (body.length === 0) throw new HttpError(400, FAMILY_MESSAGES.batchEmpty);
  if (body.length > FAMILY_BATCH_MAX) throw new HttpError(400, FAMILY_MESSAGES.batchTooLarge(plural));
  return body;
}

interface ItemFailure { status: number; message: string }

/** Defines a family: its routes, and the operations behind them for other callers. */
export function defineFamily<Item extends z.ZodObject>(definition: FamilyDefinition<Item>): Family<Item> {
  const { basePath, entityName, schema, tag, access, hooks = {}, idField, columns } = definition;
  const pathEntity = definition.pathEntity ?? entityName.replace(/\s+/g, '');
  const paths: FamilyPaths = {
    get: `get${pathEntity}`, create: `create${pathEntity}`, update: `update${pathEntity}`, delete: `delete${pathEntity}`,
    ...definition.paths,
  };
  const entityPlural = definition.entityPlural ?? `${entityName.toLowerCase()}s`;
  const toApi = definition.toApi ?? ((r: ApiRow) => r);
  const table = definition.table;

  // API name ↔ drizzle property name, for inserts and updates.
  const tableColumns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const keyOf = new Map<AnyPgColumn, string>(Object.entries(tableColumns).map(([key, col]) => [col, key]));
  const isColumn = (api: string) => Object.hasOwn(columns, api);
  const propOf = (api: string) => {
    const col = isColumn(api) ? columns[api] : undefined;
    const key = col ? keyOf.get(col) : undefined;
    if (!key) throw new Error(`${entityName}: column of '${api}' is not on its table`);
    return key;
  };
  const idColumn = columns[idField]!;
  const ownerField = access.ownerColumn;
  if (ownerField && !columns[ownerField]) throw new Error(`${entityName}: owner column '${ownerField}' is not whitelisted`);
  const audit = (key: string) => (key in tableColumns ? key : undefined);
  const auditKeys = {
    createdBy: audit('createdBy'), modifiedBy: audit('modifiedBy'), modifiedAt: audit('modifiedAt'),
    deletedBy: audit('deletedBy'), deletedAt: audit('deletedAt'),
  };
  const deletedAtColumn = definition.deletedAt ?? (auditKeys.deletedAt ? tableColumns[auditKeys.deletedAt] : undefined);
  // Batches may skip per-item savepoints only when no hook needs to run per item.
  const writesAllAtOnce = !hooks.insert && (!hooks.beforeCreate || !!hooks.beforeCreateMany) && (!hooks.afterCreate || !!hooks.afterCreateMany);
  // PostgreSQL takes at most 65,535 parameters a statement; a multi-row insert binds every column.
  const rowsPerInsert = Math.max(1, Math.floor(30_000 / Object.keys(tableColumns).length));
  const liveWhere = (extra: SQL | undefined) => and(deletedAtColumn ? isNull(deletedAtColumn) : undefined, extra);

  /** API values → drizzle properties (only whitelisted columns; virtual fields stay out). */
  const toColumns = (values: ApiRow) => Object.fromEntries(Object.entries(values)
    .filter(([api, v]) => isColumn(api) && v !== undefined)
    .map(([api, v]) => [propOf(api), v]));
  /** A row returned by insert/update (drizzle properties) → API names. */
  const fromColumns = (row: Record<string, unknown>): ApiRow =>
    Object.fromEntries(Object.keys(columns).map((api) => [api, row[propOf(api)]]));

  const notFound = () => new HttpError(404, FAMILY_MESSAGES.notFound(entityName));
  const failureOf = (err: unknown): ItemFailure => {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
    const pg = pgErrorOf(err);
    if (pg?.code === '23505') return { status: 409, message: hooks.uniqueMessage?.(pg.constraint) ?? FAMILY_MESSAGES.exists(entityName) };
    if (pg?.code === '23503') return { status: 400, message: FAMILY_MESSAGES.referenceMissing };
    throw err;
  };

  async function accessOf(app: FastifyInstance, request: FastifyRequest, type: AccessType) {
    const caller: CallerAccess = await callerAccess(app.db, callerId(request));
    const privileged = await hasPrivilege(app.db, caller, access.menuId, type);
    return { caller, privileged };
  }
  /** Without the privilege only owner families go on (restricted to the caller's rows). */
  const requireOwnerOrPrivilege = (privileged: boolean) => {
    if (!privileged && !ownerField) throw new HttpError(403, FAMILY_MESSAGES.noPrivilege);
  };

  /** Runs per-item work, each in a savepoint, collecting failures; then refuses or returns. */
  async function eachItem<T>(tx: Db, items: { index: number; value: T }[], total: number, verb: BatchVerb, options: WriteOptions,
    work: (sp: Db, value: T) => Promise<void>, preFailures: { index: number; failure: ItemFailure }[] = []) {
    const failures = [...preFailures];
    for (const { index, value } of items) {
      try {
        await tx.transaction(async (sp) => {
          await work(sp as unknown as Db, value);
        });
      } catch (err) {
        failures.push({ index, failure: failureOf(err) });
      }
    }
    if (failures.length === 0) return;
    failures.sort((a, b) => a.index - b.index);
    if (!options.bulk) {
      const first = failures[0]!.failure;
      throw new HttpError(first.status, first.message);
    }
    const list: BatchItemError[] = failures.map(({ index, failure }) => ({ index, message: failure.message }));
    throw batchFailed((failed) => FAMILY_MESSAGES.batchFailed(failed, total, entityPlural, verb), list);
  }

  const ctxOf = (app: FastifyInstance, tx: Db, caller: CallerAccess, privileged: boolean, now: Date, batchIds: ReadonlySet<number>, pending: (() => unknown)[]): WriteContext => ({
    app, tx, callerId: caller.userId, privileged, admin: caller.admin, now, batchIds, afterCommit: (effect) => { pending.push(effect); },
  });
  /** Effects queued by hooks, run after the commit; one failing does not stop the others. */
  const runCommitted = async (app: FastifyInstance, pending: (() => unknown)[]) => {
    for (const effect of pending) {
      try {
        await effect();
      } catch (err) {
        app.log.error({ err }, 'after-commit effect failed');
      }
    }
  };

  /** Rows by id in the order asked (each id once). */
  async function recordsInOrder(db: Db, ids: number[]): Promise<ApiRow[]> {
    const rows = await rowsById(db, definition, ids, toApi);
    const byId = new Map(rows.map((r) => [r[idField] as number, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ApiRow => r !== undefined);
  }

  /** The rows a caller without the read privilege may read. */
  const unprivilegedScope = (caller: CallerAccess) => (access.readScope ? access.readScope(caller) : eq(columns[ownerField!]!, caller.userId));

  async function list(app: FastifyInstance, request: FastifyRequest, query: ListQuery) {
    let scope: SQL | undefined;
    let owner: { field: string; id: number } | undefined;
    if (!access.publicRead) {
      const { caller, privileged } = await accessOf(app, request, ACCESS_FOR.getAll);
      if (!access.readScope) requireOwnerOrPrivilege(privileged);
      // The caller's own rows: given to the engine as the owner (the same condition as
      // unprivilegedScope's), so the list still runs its compiled statements (decision 0086).
      if (!privileged && access.readScope) scope = unprivilegedScope(caller);
      else if (!privileged) owner = { field: ownerField!, id: caller.userId };
    }
    const extra = definition.listFilters?.where(query as unknown as Record<string, unknown>);
    return runList(app.db, definition, query, toApi, { scope: and(scope, extra), owner });
  }

  async function getOne(app: FastifyInstance, request: FastifyRequest, query: SingleQuery) {
    let scope: SQL | undefined;
    if (!access.publicRead) {
      const { caller, privileged } = await accessOf(app, request, ACCESS_FOR.get);
      if (!access.readScope) requireOwnerOrPrivilege(privileged);
      // Only the caller's own rows are searched: another member's row is "not found" like a
      // missing one, so answers never reveal whether it exists (issue 11 #12).
      if (!privileged) scope = unprivilegedScope(caller);
    }
    const row = await runSingle(app.db, definition, query, toApi, { scope });
    if (!row) throw notFound();
    return row;
  }

  async function create(app: FastifyInstance, request: FastifyRequest, raw: unknown[], options: WriteOptions) {
    const me = checkBatchAudit(request, raw, 'created_by');
    const { caller, privileged } = await accessOf(app, request, ACCESS_FOR.create);
    requireOwnerOrPrivilege(privileged);
    const parseErrors: BatchItemError[] = [];
    const parsed = parseItems(definition.createSchema, raw, parseErrors);
    if (parseErrors.length && !options.bulk) throw itemRefused(definition.createSchema, raw[0], parseErrors[0]!.message);
    // Items that fail their schema are reported together with the others' failures (one answer
    // lists every bad row); the valid ones are still tried, in the transaction that rolls back.
    const pre = parseErrors.map(({ index, message }) => ({ index, failure: { status: 400, message } }));
    const items = (parsed as (ApiRow | null)[]).flatMap((value, index) => {
      if (!value) return [];
      const { created_by: _audit, ...rest } = value;
      return [{ index, value: rest }];
    });
    // Members without the privilege create rows for themselves only.
    if (!privileged && items.some(({ value }) => value[ownerField!] !== me)) throw new HttpError(403, FAMILY_MESSAGES.onlyOwn);
    const now = new Date();
    if (options.bulk && pre.length === 0 && items.length > 1 && writesAllAtOnce) {
      const done = await createAllAtOnce(app, caller, privileged, me, now, items.map((i) => i.value));
      if (done) {
        await runCommitted(app, done.pending);
        return done.records;
      }
    }
    const pending: (() => unknown)[] = [];
    const records = await app.db.transaction(async (tx) => {
      const ids: number[] = [];
      await eachItem(tx as unknown as Db, items, raw.length, 'created', options, async (sp, item) => {
        const ctx = ctxOf(app, sp, caller, privileged, now, new Set(), pending);
        const values = (await hooks.beforeCreate?.(item, ctx)) ?? item;
        let id: number;
        let created: ApiRow;
        if (hooks.insert) {
          id = await hooks.insert(values, ctx);
          const [row] = await rowsById(sp, definition, [id]);
          created = row ?? { [idField]: id };
        } else {
          const set: Record<string, unknown> = toColumns(values);
          if (auditKeys.createdBy) set[auditKeys.createdBy] = me;
          const [row] = await sp.insert(table).values(set as never).returning();
          created = fromColumns(row as Record<string, unknown>);
          id = created[idField] as number;
        }
        await hooks.afterCreate?.(created, values, ctx);
        ids.push(id);
      }, pre);
      return recordsInOrder(tx as unknown as Db, ids);
    });
    await runCommitted(app, pending);
    return records;
  }

  /**
   * A batch in a few statements: set-based hooks, then multi-row inserts. Savepoints and per-item
   * hooks cost ~8 ms an item on the embedded database, which runs on the host's event loop: a
   * 1,000-member import held every other request for 8 s. Null when an item is refused (nothing
   * was written): the caller then runs the batch item by item to report each failure.
   */
  async function createAllAtOnce(app: FastifyInstance, caller: CallerAccess, privileged: boolean, me: number, now: Date, items: ApiRow[]) {
    const pending: (() => unknown)[] = [];
    try {
      const records = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const ctx = ctxOf(app, tx, caller, privileged, now, new Set(), pending);
        const values = hooks.beforeCreateMany ? await hooks.beforeCreateMany(items, ctx) : items;
        const sets = values.map((v) => {
          const set: Record<string, unknown> = toColumns(v);
          if (auditKeys.createdBy) set[auditKeys.createdBy] = me;
          return set;
        });
        const created: ApiRow[] = [];
        for (let at = 0; at < sets.length; at += rowsPerInsert) {
          // RETURNING yields the rows in the order of VALUES.
          const rows = await tx.insert(table).values(sets.slice(at, at + rowsPerInsert) as never).returning();
          created.push(...(rows as Record<string, unknown>[]).map(fromColumns));
        }
        await hooks.afterCreateMany?.(created, values, ctx);
        return recordsInOrder(tx, created.map((r) => r[idField] as number));
      });
      return { records, pending };
    } catch (err) {
      const code = pgErrorOf(err)?.code;
      if (err instanceof HttpError || code === '23505' || code === '23503') return null;
      throw err;
    }
  }

  async function update(app: FastifyInstance, request: FastifyRequest, raw: unknown[], options: WriteOptions) {
    const me = checkBatchAudit(request, raw, 'modified_by');
    const { caller, privileged } = await accessOf(app, request, ACCESS_FOR.update);
    requireOwnerOrPrivilege(privileged);
    const itemSchema = definition.updateSchema.extend({ [idField]: idSchema });
    const parseErrors: BatchItemError[] = [];
    const parsed = parseItems(itemSchema, raw, parseErrors);
    if (parseErrors.length && !options.bulk) throw itemRefused(itemSchema, raw[0], parseErrors[0]!.message);
    const items = (parsed as (ApiRow | null)[]).flatMap((value, index) => {
      if (!value) return [];
      const { modified_by: _audit, [idField]: id, ...changes } = value;
      return [{ index, value: { id: id as number, changes } }];
    });
    const now = new Date();
    const pending: (() => unknown)[] = [];
    const result = await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const ids = [...new Set(items.map((i) => i.value.id))];
      const current = new Map((await rowsById(tx, definition, ids)).map((r) => [r[idField] as number, r]));
      if (!privileged) {
        // Another member's row is not found (404, as when it does not exist); moving one's own
        // row to someone else refuses the whole call.
        for (const [id, row] of current) if (row[ownerField!] !== me) current.delete(id);
        for (const { value } of items) {
          if (ownerField! in value.changes && value.changes[ownerField!] !== me) throw new HttpError(403, FAMILY_MESSAGES.onlyOwn);
        }
      }
      const pre = parseErrors.map(({ index, message }) => ({ index, failure: { status: 400, message } as ItemFailure }));
      const seen = new Set<number>();
      const ok = items.filter(({ index, value }) => {
        const twice = seen.has(value.id);
        seen.add(value.id);
        if (!current.has(value.id)) pre.push({ index, failure: { status: 404, message: FAMILY_MESSAGES.notFound(entityName) } });
        else if (twice) pre.push({ index, failure: { status: 400, message: FAMILY_MESSAGES.twice(entityName) } });
        else return true;
        return false;
      });
      const batchIds = new Set(ids);
      await eachItem(tx, ok, raw.length, 'updated', options, async (sp, { id, changes: sent }) => {
        const ctx = ctxOf(app, sp, caller, privileged, now, batchIds, pending);
        const before = current.get(id)!;
        const changes = (await hooks.beforeUpdate?.(before, sent, ctx)) ?? sent;
        const set: Record<string, unknown> = toColumns(changes);
        delete set[propOf(idField)];
        if (auditKeys.modifiedBy) set[auditKeys.modifiedBy] = me;
        if (auditKeys.modifiedAt) set[auditKeys.modifiedAt] = now;
        let after = before;
        if (Object.keys(set).length > 0) {
          const [row] = await sp.update(table).set(set as never).where(liveWhere(eq(idColumn, id))).returning();
          if (!row) throw notFound();
          after = fromColumns(row as Record<string, unknown>);
        }
        await hooks.afterUpdate?.(before, after, changes, ctx);
      }, pre);
      return recordsInOrder(tx, items.map((i) => i.value.id));
    });
    await runCommitted(app, pending);
    return result;
  }

  async function remove(app: FastifyInstance, request: FastifyRequest, ids: number[], options: WriteOptions) {
    const me = callerId(request);
    const { caller, privileged } = await accessOf(app, request, ACCESS_FOR.delete);
    requireOwnerOrPrivilege(privileged);
    const now = new Date();
    const pending: (() => unknown)[] = [];
    const count = await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const current = new Map((await rowsById(tx, definition, ids)).map((r) => [r[idField] as number, r]));
      // Another member's row is not found (404, as when it does not exist).
      if (!privileged) for (const [id, row] of current) if (row[ownerField!] !== me) current.delete(id);
      const pre: { index: number; failure: ItemFailure }[] = [];
      const seen = new Set<number>();
      const ok: { index: number; value: ApiRow }[] = [];
      ids.forEach((id, index) => {
        const twice = seen.has(id);
        seen.add(id);
        const row = current.get(id);
        if (!row) pre.push({ index, failure: { status: 404, message: FAMILY_MESSAGES.notFound(entityName) } });
        else if (twice) pre.push({ index, failure: { status: 400, message: FAMILY_MESSAGES.twice(entityName) } });
        else ok.push({ index, value: row });
      });
      const batchIds = new Set(ids);
      await eachItem(tx, ok, ids.length, 'deleted', options, async (sp, row) => {
        await hooks.beforeDelete?.(row, ctxOf(app, sp, caller, privileged, now, batchIds, pending));
      }, pre);
      const set: Record<string, unknown> = {};
      if (auditKeys.deletedBy) set[auditKeys.deletedBy] = me;
      if (auditKeys.deletedAt) set[auditKeys.deletedAt] = now;
      const liveIds = ok.map((o) => o.value[idField] as number);
      const deleted = liveIds.length
        ? await tx.update(table).set(set as never).where(liveWhere(inArray(idColumn, liveIds))).returning()
        : [];
      await hooks.afterDelete?.(ok.map((o) => o.value), ctxOf(app, tx, caller, privileged, now, batchIds, pending));
      return deleted.length;
    });
    await runCommitted(app, pending);
    return count;
  }

  // ---- routes ------------------------------------------------------------------------------
  const item: z.ZodType = schema;
  const partialItem: z.ZodType = schema.partial();
  const createBody: z.ZodType = definition.createSchema.extend({ created_by: familyAuditSchemas.created_by });
  const updateBody: z.ZodType = definition.updateSchema.extend({ modified_by: familyAuditSchemas.modified_by });
  const updateItem: z.ZodType = definition.updateSchema.extend({ [idField]: idSchema, modified_by: familyAuditSchemas.modified_by });
  const deleteManyBody = z.object({
    [definition.deleteManyField]: z.array(idSchema).min(1, FAMILY_MESSAGES.batchEmpty).max(FAMILY_BATCH_MAX, FAMILY_MESSAGES.batchTooLarge(entityPlural)),
    deleted_by: familyAuditSchemas.deleted_by,
  });
  const dataResponse: z.ZodType = z.object({ data: z.array(schema) });
  const lower = entityName.toLowerCase();

  const routes: FastifyPluginAsyncZod = async (app) => {
    const onRequest = [app.authenticate];
    const security = [{ bearerAuth: [] }];
    // Registered without fastify-plugin: the hook applies to this family's routes only.
    const { beforeRequest } = hooks;
    if (beforeRequest) app.addHook('preHandler', async () => beforeRequest(app));

    app.get(`${basePath}getAll`, {
      onRequest,
      schema: {
        tags: [tag], security, summary: `List ${entityPlural} (common list query)`,
        querystring: definition.listFilters ? listQuerySchema.extend(definition.listFilters.schema.shape) : listQuerySchema,
        response: { 200: listResponseSchema(partialItem), ...errors },
      },
    }, async (request) => list(app, request, request.query as ListQuery));

    app.get(`${basePath}${paths.get}`, {
      onRequest,
      schema: {
        tags: [tag], security, summary: `The first ${lower} matching filterFields`,
        querystring: singleQuerySchema, response: { 200: partialItem, ...errors },
      },
    }, async (request) => getOne(app, request, request.query));

    // Bodies are validated by the engine (attachValidation) so single and batch calls report the
    // same way; the declared schemas document them.
    app.post(`${basePath}${paths.create}`, {
      onRequest, attachValidation: true,
      schema: { tags: [tag], security, summary: `Create a ${lower}`, body: createBody, response: { 201: item, ...errors } },
    }, async (request, reply) => {
      const [row] = await create(app, request, [request.body], { bulk: false });
      return reply.status(201).send(row);
    });

    app.put(`${basePath}${paths.update}/:id`, {
      onRequest, attachValidation: true,
      schema: {
        tags: [tag], security, summary: `Update a ${lower}`,
        params: z.object({ id: idParam }), body: updateBody, response: { 200: item, ...errors },
      },
    }, async (request) => {
      const body = request.body && typeof request.body === 'object' ? request.body as ApiRow : {};
      const [row] = await update(app, request, [{ ...body, [idField]: request.params.id }], { bulk: false });
      return row;
    });

    app.delete(`${basePath}${paths.delete}/:id/:actingUserId`, {
      onRequest,
      schema: {
        tags: [tag], security, summary: `Soft-delete a ${lower}; actingUserId must be the caller`,
        params: z.object({ id: idParam, actingUserId: z.coerce.number().int().min(0).max(INT4_MAX) }),
        response: { 200: deletedResponseSchema, ...errors },
      },
    }, async (request) => {
      checkAuditField(request, 'deleted_by', request.params.actingUserId);
      return { deleted: await remove(app, request, [request.params.id], { bulk: false }) };
    });

    app.post(`${basePath}createMany`, {
      onRequest, attachValidation: true,
      schema: {
        tags: [tag], security, summary: `Create up to ${FAMILY_BATCH_MAX} ${entityPlural}, all or nothing`,
        body: z.array(createBody), response: { 201: dataResponse, ...batchErrors },
      },
    }, async (request, reply) => {
      const rows = await create(app, request, batchList(request.body, entityPlural), { bulk: true });
      return reply.status(201).send({ data: rows });
    });

    app.post(`${basePath}updateMany`, {
      onRequest, attachValidation: true,
      schema: {
        tags: [tag], security, summary: `Update up to ${FAMILY_BATCH_MAX} ${entityPlural} (each with ${idField}), all or nothing`,
        body: z.array(updateItem), response: { 200: dataResponse, ...batchErrors },
      },
    }, async (request) => ({ data: await update(app, request, batchList(request.body, entityPlural), { bulk: true }) }));

    app.put(`${basePath}deleteMany`, {
      onRequest,
      schema: {
        tags: [tag], security, summary: `Soft-delete up to ${FAMILY_BATCH_MAX} ${entityPlural} by ${definition.deleteManyField}, all or nothing`,
        body: deleteManyBody, response: { 200: deletedResponseSchema, ...batchErrors },
      },
    }, async (request) => {
      const body = request.body as Record<string, unknown>;
      checkAuditField(request, 'deleted_by', body.deleted_by as number | undefined);
      return { deleted: await remove(app, request, body[definition.deleteManyField] as number[], { bulk: true }) };
    });
  };

  return { ...definition, paths, entityPlural, routes, list, getOne, create, update, remove };
}

/** Registers the routes of several families. */
export function familyRoutes(families: readonly Pick<Family, 'routes'>[]): FastifyPluginAsyncZod {
  return async (app) => {
    for (const family of families) await app.register(family.routes);
  };
}
