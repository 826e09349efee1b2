// Quiz answers per enrolment and the completion rule (issue 16, docs/decisions/0053-quiz-results.md).
// The API host scores every attempt against the unit's own quiz body, keeps it in quiz_results,
// and adds the unit to the enrolment's completed units only when the attempt passed. Progress
// written through updateProgramEnrolled obeys the same rule (`checkProgressWrite`).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  completesByPassing, LEARNING_MESSAGES, QUIZ_PASS_MARK, quizBodySchema, readProgress, scoreQuiz,
  type QuizResult, type UnitProgress, type UnitType,
} from '../../contracts';
import type { Db } from '../db/client';
import { courses, modules, programsEnrolled, quizResults, sampleStats, statScores, units } from '../db/schema';
import { HttpError } from '../lib/http-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof quizResults.$inferSelect;

/** The statistic every quiz attempt feeds: the learner's average quiz score per month. */
export const QUIZ_STAT = { name: 'Quiz score', category: 'learning' } as const;

const toResult = (r: Row, correct: number[]): QuizResult => ({
  result_id: r.resultId, enrollment_id: r.enrollmentId, unit_id: r.unitId, answers: r.answers, correct_answers: correct,
  correct_count: r.correctCount, question_count: r.questionCount, score_percent: r.scorePercent, pass_mark: r.passMark,
  passed: r.passed, submitted_at: new Date(r.submittedAt).toISOString(),
});

/** The live unit with the program it belongs to (through live module and course), or null. */
async function unitInProgram(db: Db | Tx, unitId: number) {
  const [row] = await db.select({
    unitId: units.unitId, unitName: units.unitName, unitType: units.unitType, unitBody: units.unitBody, programId: courses.programId,
  }).from(units)
    .innerJoin(modules, and(eq(modules.moduleId, units.moduleId), isNull(modules.deletedAt)))
    .innerJoin(courses, and(eq(courses.courseId, modules.courseId), isNull(courses.deletedAt)))
    .where(and(eq(units.unitId, unitId), isNull(units.deletedAt)));
  return row ?? null;
}

const correctAnswersOf = (body: string) => {
  try {
    const quiz = quizBodySchema.safeParse(JSON.parse(body));
    return quiz.success ? quiz.data.questions.map((q) => q.answer) : [];
  } catch {
    return [];
  }
};

/** The caller's live enrolment, or 404 (someone else's is 404 too: it is not theirs to know about). */
async function ownEnrolment(tx: Db | Tx, enrollmentId: number, me: number, lock = false) {
  const q = tx.select().from(programsEnrolled).where(and(eq(programsEnrolled.enrollmentId, enrollmentId), isNull(programsEnrolled.deletedAt)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.userId !== me) throw new HttpError(404, LEARNING_MESSAGES.enrolmentNotFound);
  return row;
}

/** Records the month's average quiz score as the learner's "Quiz score" statistic (one score per month). */
async function recordQuizStatistic(tx: Tx, userId: number, at: string) {
  const period = at.slice(0, 7);
  let [stat] = await tx.select({ id: sampleStats.statId }).from(sampleStats)
    .where(and(eq(sampleStats.statName, QUIZ_STAT.name), eq(sampleStats.category, QUIZ_STAT.category), isNull(sampleStats.deletedAt)));
  if (!stat) [stat] = await tx.insert(sampleStats).values({ statName: QUIZ_STAT.name, category: QUIZ_STAT.category }).returning({ id: sampleStats.statId });
  const [avg] = await tx.select({ value: sql<number>`round(avg(${quizResults.scorePercent}))::int` }).from(quizResults)
    .where(and(eq(quizResults.userId, userId), isNull(quizResults.deletedAt), sql`to_char(${quizResults.submittedAt} at time zone 'UTC', 'YYYY-MM') = ${period}`));
  const value = Number(avg?.value ?? 0);
  const [existing] = await tx.select({ id: statScores.tableId }).from(statScores)
    .where(and(eq(statScores.userId, userId), eq(statScores.statId, stat!.id), eq(statScores.timePeriod, period), isNull(statScores.deletedAt)));
  if (existing) await tx.update(statScores).set({ scoreValue: value, modifiedBy: userId, modifiedAt: new Date() }).where(eq(statScores.tableId, existing.id));
  else await tx.insert(statScores).values({ statId: stat!.id, userId, timePeriod: period, scoreValue: value, scoreUnit: '%', createdBy: userId });
}

/** Scores and stores one attempt; a pass completes the unit in the enrolment's progress (atomically, row-locked). */
export async function submitQuiz(db: Db, me: number, enrollmentId: number, unitId: number, answers: (number | null)[]) {
  return db.transaction(async (tx) => {
    const enrolment = await ownEnrolment(tx, enrollmentId, me, true);
    const unit = await unitInProgram(tx, unitId);
    if (!unit || unit.programId !== enrolment.programId) throw new HttpError(404, LEARNING_MESSAGES.unitNotFound);
    if (unit.unitType !== 'quiz') throw new HttpError(400, LEARNING_MESSAGES.notAQuiz);
    let parsed;
    try { parsed = quizBodySchema.safeParse(JSON.parse(unit.unitBody)); } catch { parsed = null; }
    if (!parsed?.success) throw new HttpError(409, LEARNING_MESSAGES.quizBroken);
    const quiz = parsed.data;
    if (answers.length !== quiz.questions.length) throw new HttpError(400, LEARNING_MESSAGES.answerCount(quiz.questions.length));
    answers.forEach((a, i) => { if (a !== null && a >= quiz.questions[i]!.options.length) throw new HttpError(400, LEARNING_MESSAGES.answerRange(i + 1)); });

    const score = scoreQuiz(quiz, answers);
    const [row] = await tx.insert(quizResults).values({
      enrollmentId, unitId, userId: me, answers, correctCount: score.correctCount, questionCount: score.questionCount,
      scorePercent: score.scorePercent, passMark: score.passMark, passed: score.passed, createdBy: me,
    }).returning();
    let progress: UnitProgress = readProgress(enrolment.progress);
    if (score.passed && !progress.completed_unit_ids.includes(unitId)) {
      progress = { ...progress, completed_unit_ids: [...progress.completed_unit_ids, unitId], updated_at: new Date().toISOString() };
      await tx.update(programsEnrolled).set({ progress, modifiedBy: me, modifiedAt: new Date() }).where(eq(programsEnrolled.enrollmentId, enrollmentId));
    }
    await recordQuizStatistic(tx, me, row!.submittedAt);
    return { result: toResult(row!, score.correct), progress };
  });
}

/** The latest attempt per quiz unit of one of the caller's enrolments. */
export async function latestResults(db: Db, me: number, enrollmentId: number): Promise<QuizResult[]> {
  await ownEnrolment(db, enrollmentId, me);
  const rows = await db.selectDistinctOn([quizResults.unitId]).from(quizResults)
    .where(and(eq(quizResults.enrollmentId, enrollmentId), isNull(quizResults.deletedAt)))
    .orderBy(asc(quizResults.unitId), desc(quizResults.submittedAt), desc(quizResults.resultId));
  if (rows.length === 0) return [];
  const bodies = await db.select({ id: units.unitId, body: units.unitBody }).from(units).where(inArray(units.unitId, rows.map((r) => r.unitId)));
  const correctOf = new Map(bodies.map((b) => [b.id, correctAnswersOf(b.body)]));
  return rows.map((r) => toResult(r, correctOf.get(r.unitId) ?? []));
}

/** Quiz units of the enrolment that have a passed attempt. */
async function passedQuizUnits(tx: Db | Tx, enrollmentId: number): Promise<Set<number>> {
  const rows = await tx.selectDistinct({ unitId: quizResults.unitId }).from(quizResults)
    .where(and(eq(quizResults.enrollmentId, enrollmentId), eq(quizResults.passed, true), isNull(quizResults.deletedAt)));
  return new Set(rows.map((r) => r.unitId));
}

/**
 * The completion rule on updateProgramEnrolled: a quiz unit newly listed as completed must have a
 * passed attempt in this enrolment (else 400 with the reason), and a passed quiz stays completed
 * even when a stale client sends a list without it.
 */
export async function checkProgressWrite(tx: Db | Tx, enrollmentId: number, before: unknown, sent: unknown): Promise<UnitProgress> {
  const progress = readProgress(sent);
  const passed = await passedQuizUnits(tx, enrollmentId);
  const ids = progress.completed_unit_ids;
  // Only units this write adds are checked: what the enrolment already held (older data) stays as it was.
  const had = new Set(readProgress(before).completed_unit_ids);
  const added = ids.filter((id) => !had.has(id));
  if (added.length > 0) {
    const rows = await tx.select({ id: units.unitId, name: units.unitName, type: units.unitType, body: units.unitBody })
      .from(units).where(inArray(units.unitId, added));
    for (const u of rows) {
      if (completesByPassing(u.type as UnitType) && !passed.has(u.id)) {
        let mark: number | undefined;
        try { const q = quizBodySchema.safeParse(JSON.parse(u.body)); mark = q.success ? q.data.pass_mark : undefined; } catch { /* default mark */ }
        throw new HttpError(400, LEARNING_MESSAGES.quizNotPassed(u.name, mark ?? QUIZ_PASS_MARK));
      }
    }
  }
  const missing = [...passed].filter((id) => !ids.includes(id));
  return missing.length === 0 ? progress : { ...progress, completed_unit_ids: [...ids, ...missing] };
}

export { unitInProgram };
