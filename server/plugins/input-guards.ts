// Input every route refuses before its schema runs (issue 11 #9; contracts/input-limits.ts):
// - NUL characters anywhere in text: PostgreSQL cannot store them in text or jsonb, so they would
//   fail deep inside a query as a 500. Path parameters, query values and names, body strings
//   and body keys, also text that a schema decodes later (JSON in the query string: filterFields).
// - JSON nested deeper than JSON_MAX_DEPTH: zod validates recursively, and ~3,000 levels
//   overflow the stack; nothing the API stores needs more than a few levels.
// Both walks are iterative, so no input can overflow them. The answer is a 400 naming the place:
// "Invalid body.settings.a: text must not contain NUL characters (\u0000)."
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, JSON_MAX_DEPTH } from '../../contracts';
import { HttpError } from '../lib/http-error';

const NUL = '\u0000';

/**
 * Objects and arrays from a parser, not Buffers, streams or class instances. Query strings and
 * forms (fast-querystring) come as objects whose prototype has no prototype itself.
 */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

const pathOf = (parent: string, key: string | number) => `${parent}.${key}`;

/**
 * The first problem in a parsed input, as a message, or undefined. `where` names the input
 * ('body', 'querystring', 'params'); `maxDepth` counts objects and arrays, the outermost being 1.
 */
export function inputProblem(value: unknown, where: string, maxDepth: number = JSON_MAX_DEPTH): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: where, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return INPUT_MESSAGES.nul(path);
      continue;
    }
    if (!isPlainContainer(v)) continue;
    if (depth + 1 > maxDepth) return INPUT_MESSAGES.tooDeep(path);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: pathOf(path, i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key.includes(NUL)) return INPUT_MESSAGES.nul(where);
      stack.push({ value: v[key], path: pathOf(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}

function refuse(request: FastifyRequest, parts: readonly ['params' | 'querystring' | 'body', unknown][]) {
  for (const [where, value] of parts) {
    const problem = inputProblem(value, where);
    if (problem) {
      request.log.info({ problem }, 'malformed input refused');
      throw new HttpError(400, problem);
    }
  }
}

export default fp(async (app) => {
  // Raw input, before any schema: the parsers' output (JSON, forms, query strings, path).
  app.addHook('preValidation', async (request) => {
    refuse(request, [['params', request.params], ['querystring', request.query], ['body', request.body]]);
  });
  // The query again once validated: schemas decode JSON carried in query values (filterFields,
  // searchFields), and "\u0000" inside that JSON becomes a NUL only then.
  app.addHook('preHandler', async (request) => {
    refuse(request, [['querystring', request.query]]);
  });
}, { name: 'input-guards' });
