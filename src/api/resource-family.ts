// One typed client for every resource family of SPEC §7 ("Resource families (pattern)"):
// getAll, get{Entity}, create{Entity}, update{Entity}/{id}, delete{Entity}/{id}/{actingUserId},
// createMany, updateMany, deleteMany. Audit fields (created_by, modified_by, deleted_by, the
// acting id in delete paths) come from the session (acting-user.ts); failures reject with the
// server's message, status and, for batches, the failed items (ApiError).
import type { z } from 'zod';
import { type FilterFields, type ListMetadata, type ListResponse } from '../../contracts';
import { actingUserId } from './acting-user';
import { http, withServerMessage } from './http';

/** The common list query of SPEC §7, as callers write it (objects, lists, booleans). */
export interface ListQueryInput {
  page?: number;
  /** -1 means all. */
  limit?: number;
  fields?: readonly string[];
  filterFields?: FilterFields;
  search?: string;
  searchFields?: readonly string[];
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  metadataOnly?: boolean;
}

/** The query string the API host parses (contracts/list-query.ts): JSON for filters and search fields, commas for fields. */
export function serializeListQuery(query: ListQueryInput = {}): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.page !== undefined) params.page = query.page;
  if (query.limit !== undefined) params.limit = query.limit;
  if (query.fields?.length) params.fields = query.fields.join(',');
  if (query.filterFields && Object.keys(query.filterFields).length > 0) params.filterFields = JSON.stringify(query.filterFields);
  const search = query.search?.trim();
  if (search) {
    params.search = search;
    if (query.searchFields?.length) params.searchFields = JSON.stringify(query.searchFields);
  }
  if (query.sortField) params.sortField = query.sortField;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  if (query.metadataOnly) params.metadataOnly = 'true';
  return params;
}

export interface FamilyNames {
  /** Single get, e.g. 'getRole' (customRolePrivilege: 'get'). */
  get: string;
  create: string;
  update: string;
  remove: string;
}

export interface FamilyDefinition<Row extends Record<string, unknown>, Id extends keyof Row & string> {
  /** Base path under /api/, with a trailing slash: 'user/roles/'. */
  base: string;
  /** Entity name of the single calls: 'Role' gives getRole, createRole, updateRole, deleteRole. */
  entity?: string;
  /** Explicit call names where a family does not follow `{verb}{Entity}` (customRolePrivilege, programs-enrolled). */
  names?: Partial<FamilyNames>;
  /** The id field of a row ('role_id'). */
  id: Id;
  /** The id-list name of deleteMany ('role_ids'). */
  ids: string;
  /** Row schema: every row the API returns is parsed with it (not when `fields` projects). */
  row: z.ZodType<Row>;
}

/** A batch item for updateMany: its id plus the fields to change. */
export type UpdateItem<Row, Id extends keyof Row> = Pick<Row, Id> & Partial<Omit<Row, Id>>;

export interface ResourceFamily<Row extends Record<string, unknown>, Id extends keyof Row & string> {
  readonly base: string;
  readonly names: FamilyNames;
  readonly idField: Id;
  getAll(query?: ListQueryInput): Promise<ListResponse<Row>>;
  /** Only the metadata (total, pages) of a query: `metadataOnly=true`. */
  count(query?: Omit<ListQueryInput, 'metadataOnly' | 'fields'>): Promise<ListMetadata>;
  get(filterFields: FilterFields, fields?: readonly string[]): Promise<Row>;
  create(body: Partial<Row> & Record<string, unknown>): Promise<Row>;
  update(id: Row[Id], body: Partial<Row> & Record<string, unknown>): Promise<Row>;
  /** DELETE delete{Entity}/{id}/{actingUserId}. */
  remove(id: Row[Id]): Promise<void>;
  createMany(items: readonly (Partial<Row> & Record<string, unknown>)[]): Promise<Row[]>;
  updateMany(items: readonly (UpdateItem<Row, Id> & Record<string, unknown>)[]): Promise<Row[]>;
  deleteMany(ids: readonly Row[Id][]): Promise<number>;
}

/** Declares one family: a few lines each (src/api/families.ts). */
export function createResourceFamily<Row extends Record<string, unknown>, Id extends keyof Row & string>(
  def: FamilyDefinition<Row, Id>,
): ResourceFamily<Row, Id> {
  const base = `/api/${def.base.replace(/^\/+/, '').replace(/\/?$/, '/')}`;
  const entity = def.entity ?? '';
  const names: FamilyNames = {
    get: def.names?.get ?? `get${entity}`,
    create: def.names?.create ?? `create${entity}`,
    update: def.names?.update ?? `update${entity}`,
    remove: def.names?.remove ?? `delete${entity}`,
  };
  const parse = (row: unknown): Row => def.row.parse(row);
  const parseAll = (rows: unknown[]): Row[] => rows.map(parse);

  return {
    base,
    names,
    idField: def.id,
    getAll: withServerMessage(async (query: ListQueryInput = {}) => {
      const { data } = await http.get<{ data: unknown[]; metadata: ListMetadata }>(`${base}getAll`, { params: serializeListQuery(query) });
      // A projection returns only some keys: those rows are passed on as sent.
      return { data: query.fields?.length ? (data.data as Row[]) : parseAll(data.data), metadata: data.metadata };
    }),
    count: withServerMessage(async (query = {}) => {
      const { data } = await http.get<{ metadata: ListMetadata }>(`${base}getAll`, { params: serializeListQuery({ ...query, metadataOnly: true }) });
      return data.metadata;
    }),
    get: withServerMessage(async (filterFields: FilterFields, fields?: readonly string[]) => {
      const { data } = await http.get(`${base}${names.get}`, { params: serializeListQuery({ filterFields, fields }) });
      return fields?.length ? (data as Row) : parse(data);
    }),
    create: withServerMessage(async (body) => {
      const { data } = await http.post(`${base}${names.create}`, { ...body, created_by: actingUserId() });
      return parse(data);
    }),
    update: withServerMessage(async (id, body) => {
      const { data } = await http.put(`${base}${names.update}/${encodeURIComponent(String(id))}`, { ...body, modified_by: actingUserId() });
      return parse(data);
    }),
    remove: withServerMessage(async (id) => {
      await http.delete(`${base}${names.remove}/${encodeURIComponent(String(id))}/${actingUserId()}`);
    }),
    createMany: withServerMessage(async (items) => {
      const created_by = actingUserId();
      const { data } = await http.post<{ data: unknown[] }>(`${base}createMany`, items.map((item) => ({ ...item, created_by })));
      return parseAll(data.data);
    }),
    updateMany: withServerMessage(async (items) => {
      const modified_by = actingUserId();
      const { data } = await http.post<{ data: unknown[] }>(`${base}updateMany`, items.map((item) => ({ ...item, modified_by })));
      return parseAll(data.data);
    }),
    deleteMany: withServerMessage(async (ids) => {
      const { data } = await http.put<{ deleted: number }>(`${base}deleteMany`, { [def.ids]: ids, deleted_by: actingUserId() });
      return data.deleted;
    }),
  };
}
