// GET /api/program/programs/searchPrograms (SPEC §7 "Other calls"): published programs by
// text, category and date ranges, answered like every list ({ data, metadata }).
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, listResponseSchema, programSchema, SEARCH_PROGRAMS_MESSAGES, searchProgramsQuerySchema,
  type SearchProgramsQuery,
} from '../../../contracts';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isoTimestamps } from '../../lib/iso-dates';
import { countCapFor, countCapped, metadataOf, totalFromPage } from '../../resources/list-query';
import { escapeLike } from '../../lib/batch';

export const SEARCH_PROGRAMS_PATH = '/api/program/programs/searchPrograms';

/** The API record's columns, in contract order. */
export const PROGRAM_COLUMNS = {
  program_id: programs.programId,
  program_name: programs.programName,
  program_description: programs.programDescription,
  program_category: programs.programCategory,
  program_image: programs.programImage,
  start_date: programs.startDate,
  end_date: programs.endDate,
  is_published: programs.isPublished,
} as const;

const toIso = isoTimestamps(['start_date', 'end_date']);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Bound { at: Date; dateOnly: boolean }

function boundOf(name: string, value: string | undefined): Bound | undefined {
  if (value === undefined || value === '') return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new HttpError(400, SEARCH_PROGRAMS_MESSAGES.badDate(name));
  return { at, dateOnly: DATE_ONLY.test(value) };
}

/** `from` is inclusive; a date-only `to` includes that whole day (UTC), a date-time is inclusive. */
function rangeWhere(column: AnyPgColumn, names: [string, string], fromText: string | undefined, toText: string | undefined): SQL[] {
  const from = boundOf(names[0], fromText);
  const to = boundOf(names[1], toText);
  const end = to && (to.dateOnly ? new Date(to.at.getTime() + DAY_MS) : to.at);
  if (from && end && (to!.dateOnly ? from.at >= end : from.at > end)) throw new HttpError(400, SEARCH_PROGRAMS_MESSAGES.badRange(names[0], names[1]));
  const conds: SQL[] = [];
  // The columns are in string mode (server/db/schema/programs.ts): compare with ISO strings.
  if (from) conds.push(gte(column, from.at.toISOString()));
  if (to && end) conds.push(to.dateOnly ? lt(column, end.toISOString()) : lte(column, end.toISOString()));
  return conds;
}


export async function searchPrograms(db: Db, q: SearchProgramsQuery) {
  const conds: (SQL | undefined)[] = [isNull(programs.deletedAt), eq(programs.isPublished, true)];
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conds.push(or(sql`${programs.programName} ilike ${pattern}`, sql`${programs.programDescription} ilike ${pattern}`));
  }
  if (q.program_category?.length) conds.push(inArray(sql`lower(${programs.programCategory})`, q.program_category.map((c) => c.toLowerCase())));
  conds.push(...rangeWhere(programs.startDate, ['start_date_from', 'start_date_to'], q.start_date_from, q.start_date_to));
  conds.push(...rangeWhere(programs.endDate, ['end_date_from', 'end_date_to'], q.end_date_from, q.end_date_to));
  const where = and(...conds);

  const direction = q.sortOrder === 'asc' ? asc : desc;
  const sortField = q.sortField ?? 'program_id';
  const orderBy = [direction(PROGRAM_COLUMNS[sortField])];
  if (sortField !== 'program_id') orderBy.push(direction(programs.programId));
  let select = db.select(PROGRAM_COLUMNS).from(programs).where(where).orderBy(...orderBy).$dynamic();
  const offset = q.limit === -1 ? 0 : (q.page - 1) * q.limit;
  if (q.limit !== -1) select = select.limit(q.limit).offset(offset);
  const rows = await select;
  // Like the family engine (decision 0062): a last page tells its total, else a count up to the cap.
  const known = totalFromPage(rows.length, q.limit === -1 ? undefined : q.limit, offset);
  const total = known !== undefined ? known : await countCapped(db, programs, where, countCapFor(offset, q.limit === -1 ? undefined : q.limit));
  return { data: rows.map(toIso), metadata: metadataOf(total, q) };
}

const searchProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SEARCH_PROGRAMS_PATH, {
    onRequest: [app.authenticate],
    schema: {
      tags: ['programs'],
      summary: 'Published programs by search text, categories (comma list) and start/end date ranges (ISO dates)',
      querystring: searchProgramsQuerySchema,
      response: { 200: listResponseSchema(programSchema), 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => searchPrograms(app.db, request.query));
};

export default searchProgramsRoutes;
