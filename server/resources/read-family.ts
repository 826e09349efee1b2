// One resource family of SPEC §7 ("Resource families (pattern)"): GET {base}getAll and
// GET {base}get{Entity} now; issue 4 adds create/update/delete/createMany/updateMany/deleteMany
// on the same definition (the column map doubles as the write whitelist).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema, listQuerySchema, listResponseSchema, singleQuerySchema } from '../../contracts';
import { HttpError } from '../lib/http-error';
import { runList, runSingle, type ApiRow, type FamilyTable } from './list-query';

export interface ReadFamilyDefinition<Item extends z.ZodObject> extends FamilyTable {
  /** Base path with trailing slash, exactly as SPEC §7: '/api/user/roles/'. */
  basePath: string;
  /** Path segment of the single get: 'getRole' (customRolePrivilege: 'get'). */
  singlePath: string;
  /** Human name for messages: 'Role' → 'Role not found'. */
  entityName: string;
  /** The API record (contracts); list items and single gets may be projected with `fields`. */
  schema: Item;
  /** OpenAPI tag. */
  tag: string;
  /** Row (keys = API names, possibly projected) → API record; identity by default. */
  toApi?: (row: ApiRow) => ApiRow;
}

export interface ReadFamily<Item extends z.ZodObject> extends ReadFamilyDefinition<Item> {
  /** Fastify plugin registering the read routes (Bearer required). */
  routes: FastifyPluginAsyncZod;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Defines a family and the plugin serving its reads; any signed-in member may read. */
export function defineReadFamily<Item extends z.ZodObject>(definition: ReadFamilyDefinition<Item>): ReadFamily<Item> {
  const { basePath, singlePath, entityName, schema, tag } = definition;
  // `fields` may leave keys out, so responses are validated against the partial record.
  const item = schema.partial();
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.get(`${basePath}getAll`, {
      onRequest: [app.authenticate],
      schema: {
        tags: [tag],
        summary: `List ${entityName.toLowerCase()} records (common list query)`,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(item), ...errors },
      },
    }, async (request) => runList(app.db, definition, request.query, definition.toApi));

    app.get(`${basePath}${singlePath}`, {
      onRequest: [app.authenticate],
      schema: {
        tags: [tag],
        summary: `The first ${entityName.toLowerCase()} matching filterFields`,
        querystring: singleQuerySchema,
        response: { 200: item, ...errors },
      },
    }, async (request) => {
      const row = await runSingle(app.db, definition, request.query, definition.toApi);
      if (!row) throw new HttpError(404, `${entityName} not found`);
      return row;
    });
  };
  return { ...definition, routes };
}
