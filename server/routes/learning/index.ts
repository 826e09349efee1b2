// The learner's own records (SPEC §3; docs/decisions/0016-learning.md): assessment metadata and
// study details (GET /api/learning/me), sample statistics with the caller's scores
// (GET /api/learning/statistics). Each member reads only their own; paths are ours (SPEC: not shown).
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrolmentParamsSchema, enrolmentUnitParamsSchema, errorResponseSchema, learnerProfileSchema, learnerStatisticsSchema,
  quizResultsResponseSchema, quizSubmitResponseSchema, quizSubmitSchema,
} from '../../../contracts';
import { callerId } from '../../auth/authorize';
import { assessments, courses, modules, programs, programsEnrolled, quizResults, sampleStats, statScores, studyDetails, units } from '../../db/schema';
import { latestResults, submitQuiz } from '../../learning/quiz';

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.get('/api/learning/me', {
    onRequest: [app.authenticate],
    schema: { tags: ['learning'], summary: 'Assessment metadata and study details of the caller', response: { 200: learnerProfileSchema, ...errors } },
  }, async (request) => {
    const me = callerId(request);
    const rows = await db.select().from(assessments)
      .where(and(eq(assessments.userId, me), isNull(assessments.deletedAt))).orderBy(asc(assessments.assessmentId));
    const [study] = await db.select().from(studyDetails).where(and(eq(studyDetails.userId, me), isNull(studyDetails.deletedAt)));
    // Quizzes taken in live enrolments: the latest attempt per unit (decision 0053), newest first.
    const quizzes = await db.selectDistinctOn([quizResults.enrollmentId, quizResults.unitId], {
      resultId: quizResults.resultId, unitId: quizResults.unitId, name: units.unitName, programId: programs.programId, program: programs.programName,
      percent: quizResults.scorePercent, passed: quizResults.passed, at: quizResults.submittedAt,
    }).from(quizResults)
      .innerJoin(programsEnrolled, and(eq(programsEnrolled.enrollmentId, quizResults.enrollmentId), isNull(programsEnrolled.deletedAt)))
      .innerJoin(units, eq(units.unitId, quizResults.unitId))
      .innerJoin(modules, eq(modules.moduleId, units.moduleId))
      .innerJoin(courses, eq(courses.courseId, modules.courseId))
      .innerJoin(programs, eq(programs.programId, courses.programId))
      .where(and(eq(quizResults.userId, me), isNull(quizResults.deletedAt)))
      .orderBy(asc(quizResults.enrollmentId), asc(quizResults.unitId), desc(quizResults.submittedAt), desc(quizResults.resultId));
    quizzes.sort((a, b) => b.at.localeCompare(a.at));
    return {
      assessments: [
        ...quizzes.map((q) => ({
          // Negative ids keep quiz rows apart from stored assessment ids.
          assessment_id: -q.resultId, user_id: me, assessment_name: q.name, response_for_type: 'Quiz',
          institute_name: q.program, is_completed: q.passed, completed_at: q.passed ? iso(q.at) : null,
          score_percent: q.percent, link: `/lxp/program/${q.programId}/unit/${q.unitId}`,
        })),
        ...rows.map((a) => ({
          assessment_id: a.assessmentId, user_id: a.userId, assessment_name: a.assessmentName, response_for_type: a.responseForType,
          institute_name: a.instituteName, is_completed: a.isCompleted, completed_at: iso(a.completedAt), score_percent: null, link: null,
        })),
      ],
      study: study ? {
        user_id: study.userId,
        current_year_of_study: study.studyType !== null && study.studyYear !== null ? { study_type: study.studyType, study_year: study.studyYear } : null,
        institute_name: study.instituteName,
        field_of_study: study.fieldOfStudy,
      } : null,
    };
  });

  app.get('/api/learning/statistics', {
    onRequest: [app.authenticate],
    schema: {
      tags: ['learning'],
      summary: 'Sample statistics with the caller’s scores (optionally one category), scores in time order',
      querystring: z.object({ category: z.string().trim().min(1).max(64).optional() }),
      response: { 200: learnerStatisticsSchema, ...errors },
    },
  }, async (request) => {
    const me = callerId(request);
    const scoreRows = await db.select({
      table_id: statScores.tableId, stat_id: statScores.statId, user_id: statScores.userId, time_period: statScores.timePeriod,
      score_value: statScores.scoreValue, score_unit: statScores.scoreUnit,
    }).from(statScores).where(and(eq(statScores.userId, me), isNull(statScores.deletedAt)))
      .orderBy(asc(statScores.timePeriod), asc(statScores.statId));
    const ids = [...new Set(scoreRows.map((s) => s.stat_id))];
    const category = request.query.category;
    const stats = ids.length === 0 ? [] : await db.select({
      stat_id: sampleStats.statId, stat_name: sampleStats.statName, module_id: sampleStats.moduleId,
      parent_stat_id: sampleStats.parentStatId, category: sampleStats.category,
    }).from(sampleStats).where(and(
      inArray(sampleStats.statId, ids), isNull(sampleStats.deletedAt), category ? eq(sampleStats.category, category) : undefined,
    )).orderBy(asc(sampleStats.statId));
    const shown = new Set(stats.map((s) => s.stat_id));
    return { stats, scores: scoreRows.filter((s) => shown.has(s.stat_id)) };
  });

  const quizErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  app.post('/api/learning/enrolments/:enrollment_id/units/:unit_id/quiz', {
    onRequest: [app.authenticate],
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['learning'],
      summary: 'Answer a quiz unit in one of your enrolments: scored here against its pass mark (70 % unless the unit sets one); a pass completes the unit',
      params: enrolmentUnitParamsSchema,
      body: quizSubmitSchema,
      response: { 200: quizSubmitResponseSchema, ...quizErrors },
    },
  }, async (request) => submitQuiz(db, callerId(request), request.params.enrollment_id, request.params.unit_id, request.body.answers));

  app.get('/api/learning/enrolments/:enrollment_id/quiz-results', {
    onRequest: [app.authenticate],
    schema: {
      tags: ['learning'],
      summary: 'The latest quiz attempt per unit of one of your enrolments',
      params: enrolmentParamsSchema,
      response: { 200: quizResultsResponseSchema, ...quizErrors },
    },
  }, async (request) => ({ results: await latestResults(db, callerId(request), request.params.enrollment_id) }));
};

export default learningRoutes;
