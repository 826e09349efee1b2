// Malformed requests for every operation of the OpenAPI document (tests/security/fuzz.test.ts).
// Deterministic: one seeded generator, so a failing case is found again by its number.
//
// Each operation gets a baseline request built from its own schemas (so most cases reach the
// handler, not just the validator), then one thing at a time is made hostile: a query value, a
// path parameter, a body field, the whole body, the raw JSON text, the content type, the token.
// Numbers in baselines are ids that do not exist (987654), never the seeded users' ids, so the
// fuzz does not disable, delete or demote the callers it signs in with.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
};

export interface Parameter { in: string; name: string; required?: boolean; schema?: JsonSchema }

export interface Operation {
  method: string;
  /** OpenAPI path with {params}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Fields of the 200 answer (used to aim filterFields at real column names). */
  responseFields: string[];
}

export interface FuzzCase {
  /** What was made hostile, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The OpenAPI document → operations. */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      };
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      const okSchema = ok?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        responseFields: fieldsOf(okSchema),
      });
    }
  }
  return ops;
}

function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const data = schema.properties?.data?.items ?? schema;
  const pick = data.anyOf?.find((s) => s.properties) ?? data;
  return Object.keys(pick.properties ?? {});
}

/** mulberry32: small, fast and good enough to shuffle cases reproducibly. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A stable 32-bit hash of a string (seeds per operation). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ---------------------------------------------------------------- hostile values

const NO_SUCH_ID = 987654;
const deepArray = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const nest = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
};

/** Query and path values, as raw (already URL-encoded) text: some are not valid percent-encoding on purpose. */
export const HOSTILE_TEXT: { label: string; raw: string }[] = [
  ...[
    ['nul', '\u0000'], ['nul-inside', 'a\u0000b'], ['empty', ''], ['space', ' '],
    ['__proto__', '__proto__'], ['constructor', 'constructor'], ['prototype', 'prototype'], ['toString', 'toString'],
    ['hasOwnProperty', 'hasOwnProperty'], ['huge', 'x'.repeat(20_000)],
    ['-1', '-1'], ['0', '0'], ['1.5', '1.5'], ['1e309', '1e309'], ['NaN', 'NaN'], ['Infinity', 'Infinity'],
    ['2^31', '2147483648'], ['2^53+1', '9007199254740993'], ['20 digits', '99999999999999999999'], ['hex', '0x10'],
    ['sql quote', "' OR '1'='1"], ['sql stacked', '1; DROP TABLE users; --'], ['like %', '%'], ['like _', '_'], ['backslash', '\\'],
    ['json __proto__', '{"__proto__":{"polluted":1}}'], ['json constructor', '{"constructor":{"prototype":{"polluted":1}}}'],
    ['json nul', '{"a":"\\u0000"}'], ['json deep array', deepArray(3000)], ['json deep object', deepObject(3000)],
    ['json 1e309', '{"a":1e309}'], ['json list __proto__', '["__proto__","constructor"]'], ['json null', 'null'], ['json list', '[]'],
    ['json object', '{}'], ['bad json', '{"a":'], ['script', '<script>alert(1)</script>'], ['path traversal', '../../etc/passwd'],
    ['javascript url', 'javascript:alert(1)'], ['emoji', '😀'.repeat(50)], ['date overflow', '99999-12-31'], ['bad date', '2026-13-45'],
  ].map(([label, text]) => ({ label: label!, raw: encodeURIComponent(text!) })),
  // Not valid UTF-8 / not valid percent-encoding: written raw.
  { label: 'utf8 lone surrogate', raw: '%ED%A0%80' }, { label: 'utf8 0xFF', raw: '%FF%FE' }, { label: 'utf8 overlong nul', raw: '%C0%80' },
  { label: 'bare %', raw: '%' }, { label: 'bad %zz', raw: '%zz' }, { label: 'ms %u0000', raw: '%u0000' },
];

/** filterFields aimed at one real field name. */
const filterValuesFor = (field: string): { label: string; json: string }[] => [
  ['nul', `{"${field}":"\\u0000"}`], ['nul list', `{"${field}":["a\\u0000"]}`], ['huge int', `{"${field}":99999999999}`],
  ['2^31', `{"${field}":2147483648}`], ['negative float', `{"${field}":-1.5}`], ['1e308', `{"${field}":1e308}`],
  ['bool', `{"${field}":true}`], ['sql', `{"${field}":"' or 1=1 --"}`], ['nested', `{"${field}":{"a":1}}`],
  ['nested list', `{"${field}":[[1]]}`], ['huge list', `{"${field}":[${Array.from({ length: 5000 }, (_, i) => i).join(',')}]}`],
  ['date', `{"${field}":"2026-13-45"}`], ['surrogate', `{"${field}":"\\ud800"}`], ['like', `{"${field}":"%_\\\\"}`],
].map(([label, json]) => ({ label: `filterFields ${label}`, json: json! }));

/** JSON values put into body fields. */
export const HOSTILE_JSON: { label: string; value: unknown }[] = [
  ['nul', '\u0000'], ['nul-inside', 'x\u0000y'], ['nul key', { 'a\u0000': 1 }], ['empty', ''], ['huge', 'x'.repeat(200_000)],
  ['-1', -1], ['0', 0], ['1.5', 1.5], ['2^31', 2 ** 31], ['-2^31-1', -(2 ** 31) - 1], ['2^53+2', 2 ** 53 + 2], ['1e308', 1e308],
  ['-1e308', -1e308], ['null', null], ['true', true], ['false', false], ['[]', []], ['{}', {}], ['[null]', [null]],
  ['deep 3000', nest(3000)], ['deep 40', nest(40)], ['__proto__ text', '__proto__'], ['constructor text', 'constructor'],
  ['javascript url', 'javascript:alert(1)'], ['data url', 'data:text/html,<script>alert(1)</script>'], ['vbscript url', 'VBScript:msgbox(1)'],
  ['sql', "'; DROP TABLE users; --"], ['lone surrogate', '\ud800'], ['bad date', '2026-13-45'], ['far date', '275760-09-13T00:00:00.001Z'],
  ['year 0', '0000-01-01T00:00:00Z'], ['nul list', ['\u0000']], ['emoji', '😀'.repeat(10_000)],
  ['object with proto keys', { constructor: 1, prototype: 1, toString: 1, hasOwnProperty: 1 }],
].map(([label, value]) => ({ label: label as string, value }));

/** Whole request bodies written as raw text (bad JSON and keys a parser must not trust). */
const RAW_BODIES: { label: string; text: string | Buffer }[] = [
  ['truncated', '{"a":'], ['trailing comma', '{"a":1,}'], ['single quotes', "{'a':1}"], ['undefined', 'undefined'],
  ['raw nul', '\u0000'], ['json null', 'null'], ['json string', '"text"'], ['json number', '1e309'], ['json true', 'true'],
  ['empty', ''], ['__proto__ key', '{"__proto__":{"isAdmin":true}}'], ['constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['nested __proto__', '{"a":{"__proto__":{"x":1}}}'], ['escaped nul', '{"a":"\\u0000"}'], ['escaped surrogate', '{"a":"\\ud800"}'],
  ['deep array 3000', deepArray(3000)], ['deep object 3000', deepObject(3000)], ['deep array 100k open', '['.repeat(100_000)],
  ['deep array 50k', deepArray(50_000)], ['duplicate keys', '{"a":1,"a":2}'],
  ['invalid utf-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])],
  ['utf-16 bom', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
].map(([label, text]) => ({ label: `raw body ${label as string}`, text: text as string | Buffer }));

/** Bodies that are not JSON, each with its content type. */
const OTHER_TYPES: { label: string; type: string; text: string }[] = [
  { label: 'text/plain', type: 'text/plain', text: 'hello' },
  { label: 'form with nul and proto keys', type: 'application/x-www-form-urlencoded', text: 'a=%00&__proto__=1&constructor=2&prototype=3&username=%00&password=x' },
  { label: 'form deep keys', type: 'application/x-www-form-urlencoded', text: 'a[b][c][d]=1&a[__proto__][x]=1' },
  { label: 'broken multipart', type: 'multipart/form-data; boundary=zz', text: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nxx' },
  { label: 'json with charset latin1', type: 'application/json; charset=latin1', text: '{"a":1}' },
  { label: 'xml', type: 'application/xml', text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
];

/** Authorization headers that are not a valid token. */
const BAD_TOKENS: { label: string; value: string }[] = [
  { label: 'bearer garbage', value: 'Bearer a.b.c' }, { label: 'bearer empty', value: 'Bearer ' },
  { label: 'bearer alg none', value: `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","user_id":1}').toString('base64url')}.` },
  { label: 'basic', value: 'Basic YWRtaW46YWRtaW4=' }, { label: 'bearer huge', value: `Bearer ${'a'.repeat(8000)}` },
];

// ---------------------------------------------------------------- baselines from schemas

interface SampleContext { callerId: number; creating: boolean }

/** A value that satisfies `schema` as far as a simple reading goes. */
export function sample(schema: JsonSchema | undefined, name: string, ctx: SampleContext, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const pick = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return sample(pick, name, ctx, depth + 1);
  }
  if (schema.allOf?.length) {
    return schema.allOf.reduce<Record<string, unknown>>((acc, s) => ({ ...acc, ...(sample(s, name, ctx, depth + 1) as object) }), {});
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, key, ctx, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: n }, () => sample(schema.items, name, ctx, depth + 1));
    }
    case 'integer':
    case 'number': {
      // The caller's own id where the API wants it (audit fields, and owners of new rows).
      if (/_by$|^actingUserId$/.test(name) || (ctx.creating && name === 'user_id')) return ctx.callerId;
      let n = NO_SUCH_ID;
      if (schema.maximum !== undefined && n > schema.maximum) n = schema.maximum;
      if (schema.minimum !== undefined && n < schema.minimum) n = schema.minimum;
      return n;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      switch (schema.format) {
        case 'email': return 'fuzz@example.test';
        case 'uri': case 'url': return 'https://example.test/fuzz';
        case 'date-time': return '2026-01-01T00:00:00.000Z';
        case 'date': return '2026-01-01';
        default: break;
      }
      let s = 'fuzz';
      if (schema.minLength && s.length < schema.minLength) s = s.padEnd(schema.minLength, 'z');
      if (schema.maxLength !== undefined && s.length > schema.maxLength) s = s.slice(0, schema.maxLength);
      return s;
    }
    default:
      return null;
  }
}

/** Top-level field names of a body (of its items, for a batch). */
function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const item = schema.type === 'array' ? schema.items : schema;
  return Object.keys(item?.properties ?? {});
}

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}

function queryString(pairs: [string, string][]): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

/** A case whose request is built only when asked for: see `lazyCasesFor`. */
export interface LazyFuzzCase { kind: string; build: () => FuzzCase }

interface CaseParts { path?: Record<string, string>; query?: [string, string][]; body?: string | Buffer; headers?: Record<string, string> }

/** Every malformed request for one operation, as a given caller (the baseline uses their id). */
export function casesFor(op: Operation, callerId: number): FuzzCase[] {
  return lazyCasesFor(op, callerId).map((c) => c.build());
}

/**
 * The same cases in the same order as `casesFor`, each built on demand. The fuzz sends ~13 of an
 * operation's several hundred cases per caller; building all of them (JSON texts of 200 kB
 * strings and 3,000-deep objects for every body field) was a third of its time (decision 0092).
 */
export function lazyCasesFor(op: Operation, callerId: number): LazyFuzzCase[] {
  const creating = /create|signup|register|conversations$|messages$|bug-reports$|announce|upload/i.test(op.path);
  const ctx: SampleContext = { callerId, creating };
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const basePath: Record<string, string> = {};
  for (const p of pathParams) {
    const v = sample(p.schema, p.name, ctx);
    basePath[p.name] = encodeURIComponent(String(p.name === 'name' ? 'fuzz.png' : v));
  }
  const baseQuery: [string, string][] = queryParams.filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name, ctx)))]);
  const hasBody = op.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(op.method);
  const baseBody = op.body ? sample(op.body, '', ctx) : {};
  const json = { 'content-type': 'application/json' };
  const cases: LazyFuzzCase[] = [];
  /** `parts` as a function where building it costs (JSON texts of large values). */
  const add = (kind: string, parts: CaseParts | (() => CaseParts)) => {
    cases.push({
      kind,
      build: () => {
        const { path, query, body: given, headers } = typeof parts === 'function' ? parts() : parts;
        const url = pathWith(op.path, path ?? basePath) + queryString(query ?? baseQuery);
        const body = given ?? (hasBody ? JSON.stringify(baseBody) : undefined);
        return {
          kind, method: op.method, url,
          headers: { ...(body !== undefined ? json : {}), ...headers },
          ...(body !== undefined ? { payload: body } : {}),
        };
      },
    });
  };

  // Path parameters.
  for (const p of pathParams) {
    for (const v of HOSTILE_TEXT) if (v.raw !== '') add(`path ${p.name}=${v.label}`, { path: { ...basePath, [p.name]: v.raw } });
  }
  // Query values, one parameter at a time.
  for (const p of queryParams) {
    for (const v of HOSTILE_TEXT) add(`query ${p.name}=${v.label}`, { query: [...baseQuery.filter(([k]) => k !== p.name), [p.name, v.raw]] });
    if (p.name === 'filterFields') {
      for (const field of op.responseFields) {
        for (const v of filterValuesFor(field)) add(`query ${v.label} on ${field}`, { query: [...baseQuery, ['filterFields', encodeURIComponent(v.json)]] });
      }
    }
    if (p.name === 'searchFields') {
      for (const field of ['__proto__', 'constructor', ...op.responseFields.slice(0, 2)]) {
        add(`query searchFields [${field}] + nul search`, { query: [...baseQuery, ['searchFields', encodeURIComponent(JSON.stringify([field]))], ['search', '%00']] });
      }
    }
    if (p.name === 'sortField') {
      for (const field of op.responseFields.slice(0, 3)) add(`query sortField=${field}`, { query: [...baseQuery, ['sortField', field]] });
    }
  }
  // Query names: prototype keys, NUL, duplicates.
  for (const [label, extra] of [
    ['query name __proto__', [['__proto__', '1'], ['__proto__[x]', '1']]],
    ['query name constructor/prototype', [['constructor', 'x'], ['prototype', 'y'], ['toString', 'z']]],
    ['query name nul', [['%00', '1'], ['a%00b', '%00']]],
    ['query name bad utf-8', [['%FF', '1']]],
    ['query duplicates', queryParams.slice(0, 3).flatMap((p) => [[p.name, '1'], [p.name, '2']])],
    ['query nested names', [['a[b][c]', '1'], ['filterFields[__proto__]', '1']]],
  ] as [string, [string, string][]][]) {
    add(label, { query: [...baseQuery, ...extra] });
  }

  if (hasBody) {
    const isBatch = Array.isArray(baseBody);
    const item = (isBatch ? (baseBody as unknown[])[0] : baseBody) as Record<string, unknown> | null;
    const wrap = (value: unknown) => JSON.stringify(isBatch ? [value] : value);
    // One field at a time.
    if (item && typeof item === 'object') {
      for (const field of bodyFields(op.body)) {
        for (const v of HOSTILE_JSON) add(`body ${field}=${v.label}`, () => ({ body: wrap({ ...item, [field]: v.value }) }));
      }
      // Extra keys with names a plain-object lookup would find.
      add('body extra keys constructor/prototype/toString', () => ({ body: wrap({ ...item, constructor: 'x', prototype: 'y', toString: 'z', valueOf: 1 }) }));
      add('body nul key', () => ({ body: wrap({ ...item, 'bad\u0000key': 1 }) }));
    }
    // The whole body of the wrong shape.
    for (const v of HOSTILE_JSON) add(`whole body ${v.label}`, () => ({ body: JSON.stringify(v.value) }));
    if (isBatch) {
      add('batch of 1001 numbers', () => ({ body: JSON.stringify(Array.from({ length: 1001 }, () => 1)) }));
      add('batch as object', () => ({ body: JSON.stringify(item) }));
      add('batch of deep items', () => ({ body: JSON.stringify([nest(3000), nest(3000)]) }));
    } else if (item) {
      add('object as batch', () => ({ body: JSON.stringify([item, item]) }));
    }
    for (const raw of RAW_BODIES) add(raw.label, { body: raw.text });
    for (const other of OTHER_TYPES) add(`content-type ${other.label}`, { body: other.text, headers: { 'content-type': other.type } });
  } else {
    // A body where none is expected.
    add('unexpected json body', { body: deepObject(3000), headers: json });
  }

  for (const token of BAD_TOKENS) add(`token ${token.label}`, { headers: { authorization: token.value } });
  add('cookie nul', { headers: { cookie: 'summit_refresh=%00; __proto__=1' } });
  return cases;
}
