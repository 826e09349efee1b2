// GET /api/program/programs/{program_id}/complete — SPEC §7 "A complete program is assembled by
// loading the program, then its courses, modules and units". The same four loads, done by the
// API host in one call: four queries (program, courses, modules, units: each level filtered by
// a sub-select on its parent), whatever the program's size; every level ordered by sequence.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeProgramSchema, CONTENT_MESSAGES, errorResponseSchema, FAMILY_MENU_IDS, idTextSchema, type CompleteProgram, type Unit } from '../../../contracts';
import { callerId } from '../../auth/authorize';
import type { Db } from '../../db/client';
import { courses, modules, programs, units } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isoTimestamps } from '../../lib/iso-dates';
import { can } from '../../resources/access';
import { PROGRAM_COLUMNS } from './search';

const toIso = isoTimestamps(['start_date', 'end_date']);

/** The live program with its live courses, modules and units, or null. Exactly four queries. */
export async function loadCompleteProgram(db: Db, programId: number): Promise<CompleteProgram | null> {
  const [program] = await db.select(PROGRAM_COLUMNS).from(programs)
    .where(and(eq(programs.programId, programId), isNull(programs.deletedAt)));
  if (!program) return null;
  const liveCourseIds = db.select({ id: courses.courseId }).from(courses)
    .where(and(eq(courses.programId, programId), isNull(courses.deletedAt)));
  const liveModuleIds = db.select({ id: modules.moduleId }).from(modules)
    .where(and(inArray(modules.courseId, liveCourseIds), isNull(modules.deletedAt)));
  const courseRows = await db.select({
    course_id: courses.courseId, program_id: courses.programId, course_name: courses.courseName,
    course_description: courses.courseDescription, sequence: courses.sequence,
  }).from(courses).where(and(eq(courses.programId, programId), isNull(courses.deletedAt))).orderBy(asc(courses.sequence), asc(courses.courseId));
  const moduleRows = await db.select({
    module_id: modules.moduleId, course_id: modules.courseId, module_name: modules.moduleName,
    module_description: modules.moduleDescription, sequence: modules.sequence, phase: modules.phase,
  }).from(modules).where(and(inArray(modules.courseId, liveCourseIds), isNull(modules.deletedAt))).orderBy(asc(modules.sequence), asc(modules.moduleId));
  const unitRows = await db.select({
    unit_id: units.unitId, module_id: units.moduleId, unit_name: units.unitName, unit_type: units.unitType,
    unit_body: units.unitBody, sequence: units.sequence, duration_minutes: units.durationMinutes,
  }).from(units).where(and(inArray(units.moduleId, liveModuleIds), isNull(units.deletedAt))).orderBy(asc(units.sequence), asc(units.unitId));

  const unitsOf = new Map<number, Unit[]>();
  for (const u of unitRows) unitsOf.set(u.module_id, [...(unitsOf.get(u.module_id) ?? []), u as Unit]);
  const modulesOf = new Map<number, CompleteProgram['courses'][number]['modules']>();
  for (const m of moduleRows) modulesOf.set(m.course_id, [...(modulesOf.get(m.course_id) ?? []), { ...m, units: unitsOf.get(m.module_id) ?? [] }]);
  return {
    ...(toIso(program) as typeof program),
    courses: courseRows.map((c) => ({ ...c, modules: modulesOf.get(c.course_id) ?? [] })),
  } as CompleteProgram;
}

const completeProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/program/programs/:program_id/complete', {
    onRequest: [app.authenticate],
    schema: {
      tags: ['programs'],
      summary: 'The complete program: program → courses → modules → units, each ordered by sequence (four queries)',
      params: z.object({ program_id: idTextSchema }),
      response: { 200: completeProgramSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const program = await loadCompleteProgram(app.db, request.params.program_id);
    // An unpublished program is a draft: only those who may edit programs see it.
    if (!program || (!program.is_published && !(await can(app.db, callerId(request), FAMILY_MENU_IDS.programs, 'update')))) {
      throw new HttpError(404, CONTENT_MESSAGES.programNotFound);
    }
    return program;
  });
};

export default completeProgramRoutes;
