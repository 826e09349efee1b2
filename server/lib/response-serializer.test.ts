// The compiled response serializer (decision 0089) must write exactly what zod's serializer
// (fastify-type-provider-zod: safeEncode + JSON.stringify) writes, leave out every key a schema
// does not name, and refuse alike what zod refuses. Checked three ways: on every response schema
// of the API host with generated values (valid ones with extra keys, and broken ones), on rows
// carrying fields that must never leave the server, and on every resource family's getAll
// answered by two hosts on one database, one per serializer.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { listResponseSchema, userRecordSchema } from '../../contracts';
import { app as summitApp, buildApp } from '../app';
import type { Database } from '../db/client';
import { DEMO_ADMIN } from '../db/seed';
import { eventFamily } from '../events/events-family';
import { CONTENT_FAMILIES } from '../resources/content-families';
import { REFERENCE_FAMILIES } from '../resources/families';
import { userFamily } from '../resources/users-family';
import { openTestDatabase } from '../test/test-app';
import { compileEncoder, responseSerializerCompiler } from './response-serializer';

type Schema = { _zod: { def: Record<string, unknown> & { type: string }; values?: Set<unknown>; optin?: string } };
type Rng = () => number;

/** A small deterministic generator, so a failure repeats. */
function rng(seed: number): Rng {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32);
}
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** For parts the fast path leaves to zod (JSON columns, records, unions, ...): values zod takes or refuses there. */
const ANY_VALUES: unknown[] = [
  { theme: 'dark', sizes: [1, 2.5], nested: { on: true, none: null } }, {}, { a: 'x' }, [], ['x', 1], 'text', 7, 1.5, true, null,
  '2026-01-02T03:04:05.000Z', undefined, Symbol('never JSON'), () => 1, Number.NaN, { 7: 'numeric key', b: undefined },
  0, 1, 42, 1000, 100_000, 2 ** 31 - 1, -1, 'ann@example.org', '  padded  ', 'https://example.org/a', 'read',
];
const accepted = (schema: Schema, v: unknown) => {
  try {
    return safeEncode(schema as unknown as $ZodType, v).success;
  } catch {
    return false;
  }
};
/** A value zod takes (`ok`) or refuses for a part, or NONE when no candidate fits. */
const NONE = Symbol('none');
function anyOf(schema: Schema, r: Rng, ok: boolean): unknown {
  const fitting = ANY_VALUES.filter((v) => accepted(schema, v) === ok);
  return fitting.length > 0 ? pick(r, fitting) : NONE;
}

const STRINGS = ['', 'Ann', 'Ünïcødé "quoted" \\ back\nline\t\u2028\u0000', '\ud800 lone surrogate', '12', '__proto__', 'x'.repeat(300)];
const isSafeIntSchema = (s: Schema) => s._zod.def.format === 'safeint'
  || ((s._zod.def.checks as Schema[] | undefined) ?? []).some((c) => c._zod.def.format === 'safeint');

/** A value the schema accepts, with keys it does not name added to every object. */
function valid(schema: Schema, r: Rng, depth = 0): unknown {
  const def = schema._zod.def;
  // A part the fast path leaves to zod: a value zod takes there.
  switch (isFast(schema) ? def.type : 'zod') {
    case 'string': return pick(r, STRINGS);
    case 'number': return isSafeIntSchema(schema) ? pick(r, [0, -0, 1, -7, 2 ** 53 - 1, -(2 ** 53 - 1), 100021]) : pick(r, [0, 1.5, -2.25, 1e21, 5e-324, 7]);
    case 'boolean': return r() < 0.5;
    case 'null': return null;
    case 'literal': case 'enum': return pick(r, [...schema._zod.values!]);
    case 'optional': return r() < 0.3 ? undefined : valid(def.innerType as Schema, r, depth + 1);
    case 'nullable': return r() < 0.3 ? null : valid(def.innerType as Schema, r, depth + 1);
    case 'array': return Array.from({ length: depth > 4 ? 0 : Math.floor(r() * 4) }, () => valid(def.element as Schema, r, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      // Keys the schema does not name, before and after its own (and one that JSON orders first).
      if (r() < 0.5) out.password_hash = 'scrypt$secret';
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const optional = field._zod.optin === 'optional';
        const roll = r();
        if (optional && roll < 0.25) continue;
        out[key] = optional && roll < 0.4 ? undefined : valid(field, r, depth + 1);
      }
      if (r() < 0.5) Object.assign(out, { search_text: 'ann\u001fsecret', 7: 'numeric key', deleted_at: null });
      return out;
    }
    default: {
      const value = anyOf(schema, r, true);
      if (value === NONE) throw new NoValue(def.type);
      return value;
    }
  }
}
class NoValue extends Error {}
const fastParts = new WeakMap<object, boolean>();
/** Whether the fast path encodes this part itself (memoized: the generators ask at every node). */
const isFast = (schema: Schema) => {
  let fast = fastParts.get(schema);
  if (fast === undefined) fastParts.set(schema, (fast = !!compileEncoder(schema)));
  return fast;
};

/** The same value with one part zod refuses: a wrong type, a missing required key, NaN, a fraction for an integer. */
function broken(schema: Schema, r: Rng, depth = 0): unknown {
  const def = schema._zod.def;
  switch (isFast(schema) ? def.type : 'zod') {
    case 'string': return pick(r, [5, null, undefined, {}, ['a']]);
    case 'number': return pick(r, isSafeIntSchema(schema) ? [1.5, 2 ** 53, Number.NaN, '5', null] : [Number.NaN, Number.POSITIVE_INFINITY, '5', null]);
    case 'boolean': return pick(r, ['true', 1, null]);
    case 'null': return pick(r, [undefined, 0, 'null']);
    case 'literal': case 'enum': return pick(r, ['not one of them', 12345, undefined]);
    case 'optional': return broken(def.innerType as Schema, r, depth + 1) ?? 5;
    case 'nullable': return broken(def.innerType as Schema, r, depth + 1) ?? 5;
    case 'array': {
      if (r() < 0.3) return pick(r, [{ 0: 1, length: 1 }, 'list', null]);
      return [valid(def.element as Schema, r, depth + 1), broken(def.element as Schema, r, depth + 1)];
    }
    case 'object': {
      const value = valid(schema, r, depth) as Record<string, unknown>;
      const keys = Object.keys(def.shape as object);
      if (keys.length === 0 || r() < 0.15) return pick(r, [null, [], 'object']);
      const key = pick(r, keys);
      const field = (def.shape as Record<string, Schema>)[key]!;
      if (field._zod.optin !== 'optional' && r() < 0.3) delete value[key];
      else value[key] = broken(field, r, depth + 1);
      return value;
    }
    default: {
      const value = anyOf(schema, r, false);
      if (value === NONE) throw new NoValue(def.type);
      return value;
    }
  }
}

/** What a serializer answers: its text, or the error it throws. */
function outcome(serialize: (data: unknown) => string, data: unknown) {
  try {
    return { text: serialize(data) };
  } catch (err) {
    return { error: `${(err as Error).name}: ${(err as Error).message}` };
  }
}

interface RouteSchema { method: string; url: string; status: string; schema: Schema }

let database: Database;
let routeSchemas: RouteSchema[] = [];

beforeAll(async () => {
  database = await openTestDatabase('demo');
  // Every response schema the API host declares, as fastify hands them to the serializer compiler.
  const probe = Fastify({ logger: false });
  probe.addHook('onRoute', (route) => {
    const response = (route.schema?.response ?? {}) as Record<string, Schema>;
    for (const [status, schema] of Object.entries(response)) {
      routeSchemas.push({ method: String(route.method), url: route.url, status, schema });
    }
  });
  await probe.register(summitApp, { database: { ...database, close: async () => undefined }, spaDir: null });
  await probe.ready();
  await probe.close();
});
afterAll(async () => {
  routeSchemas = [];
  await database?.close();
});

describe('compiled response serializer', () => {
  it('writes what zod writes, and refuses what zod refuses, on every response schema of the API host', () => {
    let compiled = 0;
    let compared = 0;
    // Each schema once (a GET's HEAD twin and the shared error answers repeat them).
    const distinct = [...new Map(routeSchemas.map((s) => [s.schema, s])).values()];
    for (const [i, { method, url, status, schema }] of distinct.entries()) {
      const encode = compileEncoder(schema);
      if (!encode) continue;
      compiled++;
      const context = { schema: schema as never, method, url, httpStatus: status };
      const viaZod = serializerCompiler(context);
      const fast = responseSerializerCompiler(context);
      const r = rng(i + 1);
      for (let n = 0; n < 12; n++) {
        let good: unknown;
        let bad: unknown;
        try {
          good = valid(schema, r);
          bad = broken(schema, r);
        } catch (err) {
          // A part no candidate value fits (a custom refinement, ...): nothing to compare there.
          if (err instanceof NoValue) continue;
          throw err;
        }
        // The fast path itself answered (no fallback), and with zod's bytes.
        expect(typeof encode(good), `${method} ${url} ${status}`).not.toBe('symbol');
        expect(outcome(fast, good), `${method} ${url} ${status}: ${JSON.stringify(good)}`).toEqual(outcome(viaZod, good));
        expect(outcome(fast, bad), `${method} ${url} ${status} (broken): ${String(JSON.stringify(bad))}`).toEqual(outcome(viaZod, bad));
        compared += 2;
      }
    }
    // This fails if a change to zod or to the compiler quietly turns the fast path off. (Error
    // answers keep zod's path: their `fields` is a record, which the fast path leaves to zod.)
    expect(compiled).toBeGreaterThan(100);
    expect(compared).toBeGreaterThan(1000);
    const lists = routeSchemas.filter((s) => s.url.endsWith('/getAll') && s.status === '200');
    expect(lists.filter((s) => !compileEncoder(s.schema)).map((s) => s.url)).toEqual([]);
    expect(lists.length).toBeGreaterThanOrEqual(16);
  });

  it('leaves out fields a row carries but the schema does not name (lists and single records)', () => {
    const row = {
      user_id: 7, username: 'ann', firstName: 'Ann', lastName: 'Mensah', email: 'ann@example.org', phone_number: null,
      enabled: true, roles: [3, 7], active_role_id: 7, roll_number: null, profile_image: null, age: null, gender: null,
      registration_redirect: null, otpVerified: true,
      password_hash: 'scrypt$secret', search_text: 'ann\u001fann@example.org', deleted_at: null, sessions: [{ token: 'x' }],
    };
    const list = listResponseSchema(userRecordSchema.partial());
    const context = { schema: list as never, method: 'GET', url: '/api/global-user/users/getAll', httpStatus: '200' };
    const page = { data: [row, { user_id: 8, password_hash: 'h' }], metadata: { total: 2, page: 1, limit: 25, pages: 1, internal: 'x' } };
    const text = responseSerializerCompiler(context)(page);
    expect(text).toBe(serializerCompiler(context)(page));
    expect(text).not.toMatch(/password_hash|search_text|deleted_at|sessions|internal|secret/);
    expect(JSON.parse(text).data[1]).toEqual({ user_id: 8 });
    const single = { schema: userRecordSchema as never, method: 'GET', url: '/api/global-user/profile/getUser', httpStatus: '200' };
    expect(responseSerializerCompiler(single)(row)).toBe(serializerCompiler(single)(row));
    expect(responseSerializerCompiler(single)(row)).not.toMatch(/password_hash|search_text|sessions/);
  });

  it('answers every resource family\'s getAll with the same bytes as zod\'s serializer', async () => {
    // Two hosts on one database: the default one (compiled) and one writing through zod.
    const hosts: FastifyInstance[] = [];
    for (const responseSerializer of ['compiled', 'zod'] as const) {
      const host = await buildApp({ database: { ...database, close: async () => undefined }, spaDir: null, responseSerializer }, { logger: false });
      await host.ready();
      hosts.push(host);
    }
    const tokens = await Promise.all(hosts.map(async (host) => {
      const res = await host.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password } });
      return (res.json() as { access_token: string }).access_token;
    }));
    const families = [userFamily, ...REFERENCE_FAMILIES, ...CONTENT_FAMILIES, eventFamily];
    let rows = 0;
    for (const family of families) {
      for (const query of ['limit=-1', 'page=1&limit=2&sortOrder=asc', `fields=${Object.keys(family.columns).slice(0, 2).join(',')}&limit=-1`, 'metadataOnly=true']) {
        const url = `${family.basePath}getAll?${query}`;
        const [compiled, viaZod] = await Promise.all(hosts.map((host, i) => host.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[i]}` } })));
        expect(compiled!.statusCode, url).toBe(200);
        expect(compiled!.body, url).toBe(viaZod!.body);
        rows += (compiled!.json() as { data: unknown[] }).data.length;
      }
    }
    // The demo data gives the comparison rows to write (not only empty pages).
    expect(rows).toBeGreaterThan(50);
    await Promise.all(hosts.map((host) => host.close()));
  });
});
