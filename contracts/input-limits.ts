import { z } from './zod';

// Limits every request to the API host obeys, whatever its route (issue 11 #9): the API host
// checks them once, before any schema runs (server/plugins/input-guards.ts), so malformed input
// of any shape is a 400 with a clear message, never a database error or a stack overflow.

/** PostgreSQL `integer`: ids and counts stored in int4 columns. */
export const INT4_MAX = 2_147_483_647;

/** JSON nested deeper than this (objects and arrays) is refused: no stored document needs more. */
export const JSON_MAX_DEPTH = 32;

export const INPUT_MESSAGES = {
  nul: (where: string) => `Invalid ${where}: text must not contain NUL characters (\\u0000).`,
  tooDeep: (where: string) => `Invalid ${where}: JSON nested more than ${JSON_MAX_DEPTH} levels deep.`,
  idTooLarge: `An id is at most ${INT4_MAX}.`,
  numberOutOfRange: 'A number is out of range.',
  badText: 'A value is not valid text, number or date for its field.',
} as const;

/** The id of a stored row (an int4 serial): 1 … 2,147,483,647. */
export const idSchema = z.number().int().positive().max(INT4_MAX, INPUT_MESSAGES.idTooLarge);
/** An id in a path or query string. */
export const idTextSchema = z.coerce.number().int().positive().max(INT4_MAX, INPUT_MESSAGES.idTooLarge);
