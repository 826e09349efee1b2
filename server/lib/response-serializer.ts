// Responses written without zod's per-field encoding where the schema lets us (decision 0089).
// fastify-type-provider-zod's serializer runs `safeEncode(schema, data)` and JSON.stringify on
// its output: for a list page of 25 members that is ~110 KiB of garbage per call (payload and
// issue objects for every field, a canary pass and a real pass over every field with checks),
// the largest allocation of a `getAll` and so a share of its garbage collections. For schemas
// made only of plain parts (objects that strip, arrays, strings, safe integers, numbers,
// booleans, null, literals, enums, optional and nullable; any other part inside them is
// encoded by zod alone) the same output is built here directly: a plain object per object with the schema's keys in the schema's order, the
// values as given, then one JSON.stringify — the same bytes zod's output gives, and keys not in
// the schema are left out as zod leaves them out. Anything the fast path does not accept (a
// value of the wrong type, a missing required key, a schema part it does not know) goes to
// zod's serializer, so errors stay zod's (500 ResponseSerializationError) and unusual schemas
// keep zod's behaviour. `response-serializer.test.ts` compares both on every response schema of
// the API host.
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/** What a part of the fast path answers when the value is not what zod would accept as is. */
const REFUSED: unique symbol = Symbol('refused');
type Encode = (value: unknown) => unknown;

interface ZodInternals {
  def: {
    type: string;
    coerce?: boolean;
    /** Set on a schema that is itself a check (z.int(), z.email(), ...). */
    check?: string;
    format?: string;
    checks?: { _zod: { def: { check?: string; format?: string } } }[];
    shape?: Record<string, { _zod: ZodInternals }>;
    catchall?: unknown;
    element?: { _zod: ZodInternals };
    innerType?: { _zod: ZodInternals };
    values?: unknown[];
    entries?: Record<string, unknown>;
  };
  optin?: string;
  optout?: string;
  values?: Set<unknown>;
}

const internalsOf = (schema: unknown): ZodInternals | undefined =>
  (schema && typeof schema === 'object' && '_zod' in schema ? (schema as { _zod: ZodInternals })._zod : undefined);

/** Only the safe-integer format check (`.int()`) is understood; any other check leaves the schema to zod. */
const onlyChecks = (zod: ZodInternals, allowed: (check: { check?: string; format?: string }) => boolean) =>
  (zod.def.checks ?? []).every((c) => allowed(c._zod.def));

/**
 * The fast encoder of a schema, or undefined when some part of it is not one the fast path
 * reproduces exactly (transforms, codecs, defaults, unions, records, refinements, length
 * checks, lazy or recursive schemas, ...). `depth` stops at schemas nested unusually deep.
 */
export function compileEncoder(schema: unknown, depth = 0): Encode | undefined {
  const zod = internalsOf(schema);
  if (!zod || depth > 32) return undefined;
  const { def } = zod;
  if (def.coerce) return undefined;
  // A schema that is its own check (z.int(): a number format; z.email(): a string format):
  // only the safe-integer format is understood.
  const selfSafeInt = def.check === 'number_format' && def.format === 'safeint';
  if (def.check !== undefined && !selfSafeInt) return undefined;
  switch (def.type) {
    case 'string':
      if ((def.checks ?? []).length > 0) return undefined;
      return (v) => (typeof v === 'string' ? v : REFUSED);
    case 'number': {
      const safeInt = selfSafeInt || (def.checks ?? []).length > 0;
      if (!onlyChecks(zod, (c) => c.check === 'number_format' && c.format === 'safeint')) return undefined;
      // zod: a finite number (not NaN); `.int()`: a safe integer.
      return safeInt
        ? (v) => (Number.isSafeInteger(v) ? v : REFUSED)
        : (v) => (typeof v === 'number' && Number.isFinite(v) ? v : REFUSED);
    }
    case 'boolean':
      if ((def.checks ?? []).length > 0) return undefined;
      return (v) => (typeof v === 'boolean' ? v : REFUSED);
    case 'null':
      if ((def.checks ?? []).length > 0) return undefined;
      return (v) => (v === null ? v : REFUSED);
    case 'literal':
    case 'enum': {
      if ((def.checks ?? []).length > 0 || !zod.values) return undefined;
      const values = new Set(zod.values);
      // Only values JSON writes as themselves (not undefined, bigint or symbol).
      if (![...values].every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) return undefined;
      return (v) => (values.has(v) ? v : REFUSED);
    }
    case 'optional': {
      const inner = def.innerType ? part(def.innerType, depth + 1) : undefined;
      // A default inside would substitute a value for undefined: zod's.
      if (!inner || def.innerType!._zod.optin === 'defaulted' || (def.checks ?? []).length > 0) return undefined;
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case 'nullable': {
      const inner = def.innerType ? part(def.innerType, depth + 1) : undefined;
      if (!inner || (def.checks ?? []).length > 0) return undefined;
      return (v) => (v === null ? null : inner(v));
    }
    case 'array': {
      const element = def.element ? part(def.element, depth + 1) : undefined;
      if (!element || (def.checks ?? []).length > 0) return undefined;
      return (v) => {
        if (!Array.isArray(v)) return REFUSED;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) {
          const item = element(v[i]);
          if (item === REFUSED) return REFUSED;
          out[i] = item;
        }
        return out;
      };
    }
    case 'object':
      return compileObject(zod, depth);
    default:
      return undefined;
  }
}

/**
 * A part inside a schema: the fast encoder, or else zod's encoding of that part alone (a JSON
 * column's `z.json()`, an error's `fields` record): the rest of the schema keeps the fast
 * path, and that part's value is zod's own output, as inside the whole. Whatever zod refuses or
 * throws there is refused, so the whole value then goes through zod.
 */
function part(schema: unknown, depth: number): Encode | undefined {
  const fast = compileEncoder(schema, depth);
  if (fast || !internalsOf(schema)) return fast;
  return (v) => {
    try {
      const result = safeEncode(schema as $ZodType, v);
      return result.success ? result.data : REFUSED;
    } catch {
      return REFUSED;
    }
  };
}

/** A stripping object (zod's default): the schema's keys in its order, nothing else. */
function compileObject(zod: ZodInternals, depth: number): Encode | undefined {
  const { def } = zod;
  if (def.catchall !== undefined || (def.checks ?? []).length > 0 || !def.shape) return undefined;
  const keys = Object.keys(def.shape);
  // zod skips a `__proto__` key and reads symbol keys too: leave such shapes to zod.
  if (keys.includes('__proto__') || Object.getOwnPropertySymbols(def.shape).length > 0) return undefined;
  const fields: { key: string; optional: boolean; encode: Encode }[] = [];
  for (const key of keys) {
    const field = def.shape[key]!;
    const encode = part(field, depth + 1);
    if (!encode) return undefined;
    const { optin, optout } = field._zod;
    // Either plainly required or plainly optional (absent → left out); other rungs are zod's.
    if (optin !== optout || (optin !== undefined && optin !== 'optional')) return undefined;
    fields.push({ key, optional: optin === 'optional', encode });
  }
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return REFUSED;
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const { key, optional, encode } of fields) {
      // Presence as zod tests it (`key in input`): an absent optional key stays absent.
      if (!(key in input)) {
        if (optional) continue;
        return REFUSED;
      }
      const value = encode(input[key]);
      if (value === REFUSED) return REFUSED;
      // An optional key given as undefined: zod keeps it undefined, which JSON leaves out too.
      if (value !== undefined) out[key] = value;
    }
    return out;
  };
}

/**
 * fastify's serializer compiler for the API host: the fast path where the route's response
 * schema allows it, zod's serializer (fastify-type-provider-zod) for the rest and for every
 * value the fast path refuses.
 */
export const responseSerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  const viaZod = serializerCompiler(routeSchema);
  const encode = compileEncoder(routeSchema.schema);
  if (!encode) return viaZod;
  return (data: unknown) => {
    const out = encode(data);
    // JSON.stringify's own type says string; for undefined it answers undefined, as zod's path does.
    return out === REFUSED ? viaZod(data) : JSON.stringify(out);
  };
};
