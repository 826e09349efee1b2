import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  completeProgramSchema, learnerProfileSchema, learnerStatisticsSchema, outlineOf, quizResultsResponseSchema, quizSubmitResponseSchema,
  readProgress, type CompleteProgram, type Program,
} from '../../../contracts';
import { programs } from '../../db/schema';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoData } from '../../db/seed';
import { DEMO_PROGRAMS } from '../../db/seed-content';
import { DEMO_PERIODS } from '../../db/seed-learning';
import { createTestApp } from '../../test/test-app';

interface Session { token: string; userId: number }
let app: FastifyInstance;
let maya: Session;
let admin: Session;

const signIn = async (username: string, password: string): Promise<Session> => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { access_token: string; user_id: number };
  return { token: body.access_token, userId: body.user_id };
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Session | null, payload?: unknown) => app.inject({
  method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}),
});

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  maya = await signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
}, 60_000);
afterAll(async () => {
  await app.close();
});

async function findProgram(search: string): Promise<Program> {
  const res = await call('GET', `/api/program/programs/searchPrograms?search=${encodeURIComponent(search)}`, maya);
  expect(res.statusCode).toBe(200);
  const [first] = (res.json() as { data: Program[] }).data;
  expect(first).toBeDefined();
  return first!;
}

describe('GET /api/program/programs/{id}/complete', () => {
  it('needs a Bearer token', async () => {
    expect((await call('GET', '/api/program/programs/1/complete', null)).statusCode).toBe(401);
  });

  it('assembles program → courses → modules → units in sequence order, in four queries', async () => {
    const found = await findProgram('Founder Foundations');
    const client = (app.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const res = await call('GET', `/api/program/programs/${found.program_id}/complete`, maya);
    const queries = spy.mock.calls.map((c) => String(c[0])).filter((q) => /from "(programs|courses|modules|units)"/.test(q));
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(queries).toHaveLength(4);
    const program = completeProgramSchema.parse(res.json());
    const seed = DEMO_PROGRAMS.find((p) => p.name === 'Founder Foundations')!;
    expect(program.courses.map((c) => c.course_name)).toEqual(seed.courses.map((c) => c.name));
    expect(program.courses.map((c) => c.modules.map((m) => m.module_name))).toEqual(seed.courses.map((c) => c.modules.map((m) => m.name)));
    expect(program.courses[0]!.modules[0]!.units.map((u) => u.unit_name)).toEqual(seed.courses[0]!.modules[0]!.units.map((u) => u.name));
    expect(program.courses.flatMap((c) => c.modules.map((m) => m.phase))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(program.start_date).toBe('2026-01-12T09:00:00.000Z');
    const unitTypes = new Set(outlineOf(program).length > 0 ? program.courses.flatMap((c) => c.modules.flatMap((m) => m.units.map((u) => u.unit_type))) : []);
    expect([...unitTypes].sort()).toEqual(['file', 'quiz', 'text', 'video']);
  });

  it('leaves out deleted units and answers 404 for an unknown or unpublished program (drafts only for editors)', async () => {
    const program = completeProgramSchema.parse((await call('GET', `/api/program/programs/${(await findProgram('Product-Market')).program_id}/complete`, maya)).json());
    const victim = program.courses[1]!.modules[0]!.units[1]!;
    expect((await call('DELETE', `/api/program/units/deleteUnit/${victim.unit_id}/${admin.userId}`, admin)).statusCode).toBe(200);
    const after = completeProgramSchema.parse((await call('GET', `/api/program/programs/${program.program_id}/complete`, maya)).json());
    expect(outlineOf(after).map((u) => u.unit_id)).not.toContain(victim.unit_id);
    expect(outlineOf(after)).toHaveLength(outlineOf(program).length - 1);

    expect((await call('GET', '/api/program/programs/999999/complete', maya)).json()).toEqual({ message: 'Program not found', statusCode: 404 });
    const [draft] = await app.db.insert(programs).values({ programName: 'Draft lab', programCategory: 'product', isPublished: false }).returning();
    expect((await call('GET', `/api/program/programs/${draft!.programId}/complete`, maya)).statusCode).toBe(404);
    expect((await call('GET', `/api/program/programs/${draft!.programId}/complete`, admin)).json()).toMatchObject({ program_name: 'Draft lab', courses: [] });
  });
});

describe('enrolment and unit progress (programs-enrolled)', () => {
  it('enrols, saves progress and the unit to resume at, reads it back, and unenrols', async () => {
    const found = await findProgram('Fundraising');
    const program = completeProgramSchema.parse((await call('GET', `/api/program/programs/${found.program_id}/complete`, maya)).json()) as CompleteProgram;
    const outline = outlineOf(program);
    const created = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', maya, { user_id: maya.userId, program_id: found.program_id });
    expect(created.statusCode).toBe(201);
    const enrolment = created.json() as { enrollment_id: number; progress: unknown };
    expect(readProgress(enrolment.progress)).toEqual({ completed_unit_ids: [], last_unit_id: null, updated_at: null });
    // Twice is refused.
    expect((await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', maya, { user_id: maya.userId, program_id: found.program_id })).statusCode).toBe(409);

    const typeOf = new Map(program.courses.flatMap((c) => c.modules.flatMap((m) => m.units.map((u) => [u.unit_id, u.unit_type] as const))));
    // Reading units complete by moving on; a quiz only by passing it (checked below).
    const reading = outline.filter((u) => typeOf.get(u.unit_id) !== 'quiz');
    const progress = { completed_unit_ids: reading.slice(0, 4).map((u) => u.unit_id), last_unit_id: reading[4]!.unit_id, updated_at: '2026-11-23T10:00:00.000Z' };
    const updated = await call('PUT', `/api/program/programs-enrolled/updateProgramEnrolled/${enrolment.enrollment_id}`, maya, { progress });
    expect(updated.statusCode).toBe(200);
    const list = await call('GET', `/api/program/programs-enrolled/getAll?filterFields=${encodeURIComponent(JSON.stringify({ program_id: found.program_id }))}`, maya);
    const rows = (list.json() as { data: { user_id: number; progress: unknown }[] }).data;
    expect(rows).toHaveLength(1);
    expect(readProgress(rows[0]!.progress)).toEqual(progress);

    // Unenrol: deleteProgramEnrolled/{id}/{user_id}; the progress goes with it, enrolling again starts afresh.
    expect((await call('DELETE', `/api/program/programs-enrolled/deleteProgramEnrolled/${enrolment.enrollment_id}/${maya.userId}`, maya)).statusCode).toBe(200);
    expect((await call('GET', `/api/program/programs-enrolled/getAll?filterFields=${encodeURIComponent(JSON.stringify({ program_id: found.program_id }))}`, maya)).json().data).toEqual([]);
    const again = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', maya, { user_id: maya.userId, program_id: found.program_id });
    expect(again.statusCode).toBe(201);
    expect(readProgress((again.json() as { progress: unknown }).progress).last_unit_id).toBeNull();
  });

  it('refuses to change another member’s enrolment (404: not found for her, as if it did not exist)', async () => {
    const found = await findProgram('Founder Foundations');
    const created = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', admin, { user_id: admin.userId, program_id: found.program_id });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { enrollment_id: number }).enrollment_id;
    const res = await call('PUT', `/api/program/programs-enrolled/updateProgramEnrolled/${id}`, maya, { progress: { last_unit_id: 1 } });
    expect(res.statusCode).toBe(404);
  });
});

describe('learner records', () => {
  it('GET /api/learning/me: maya’s assessment metadata and study details', async () => {
    const res = await call('GET', '/api/learning/me', maya);
    expect(res.statusCode).toBe(200);
    const body = learnerProfileSchema.parse(res.json());
    expect(body.assessments.map((a) => [a.response_for_type, a.is_completed])).toEqual([['self', true], ['mentor', false]]);
    expect(body.assessments[0]).toMatchObject({ institute_name: 'Summit Founder School', completed_at: '2026-02-14T10:00:00.000Z', user_id: maya.userId });
    expect(body.study).toMatchObject({ current_year_of_study: { study_type: 'postgraduate', study_year: 2 } });
  });

  it('GET /api/learning/statistics: stats with maya’s scores in time order, by category; others see only their own', async () => {
    const body = learnerStatisticsSchema.parse((await call('GET', '/api/learning/statistics', maya)).json());
    expect(body.stats.map((s) => s.stat_name)).toEqual(['Founder readiness', 'Motivation clarity', 'Customer evidence', 'Wellbeing', 'Investor readiness']);
    const parent = body.stats[0]!;
    expect(body.stats[1]).toMatchObject({ parent_stat_id: parent.stat_id, category: 'readiness' });
    expect(body.stats[1]!.module_id).toEqual(expect.any(Number));
    const readiness = body.scores.filter((s) => s.stat_id === parent.stat_id);
    expect(readiness.map((s) => s.time_period)).toEqual([...DEMO_PERIODS]);
    expect(readiness.map((s) => s.score_value)).toEqual([32, 41, 48, 55, 63, 71]);
    expect(readiness.every((s) => s.score_unit === '%' && s.user_id === maya.userId)).toBe(true);

    const wellness = learnerStatisticsSchema.parse((await call('GET', '/api/learning/statistics?category=wellness', maya)).json());
    expect(wellness.stats.map((s) => s.stat_name)).toEqual(['Wellbeing']);
    expect(wellness.scores).toHaveLength(6);

    expect(learnerStatisticsSchema.parse((await call('GET', '/api/learning/statistics', admin)).json())).toEqual({ stats: [], scores: [] });
    expect((await call('GET', '/api/learning/me', admin)).json()).toEqual({ assessments: [], study: null });
    expect((await call('GET', '/api/learning/statistics', null)).statusCode).toBe(401);
  });

  it('the learner seed is idempotent', async () => {
    await seedDemoData(app.db);
    const body = learnerStatisticsSchema.parse((await call('GET', '/api/learning/statistics', maya)).json());
    expect(body.scores).toHaveLength(30);
  });
});

describe('quizzes per enrolment (decision 0053)', () => {
  let rohan: Session;
  let program: CompleteProgram;
  let enrollmentId: number;
  const unitNamed = (name: string) => program.courses.flatMap((c) => c.modules.flatMap((m) => m.units)).find((u) => u.unit_name === name)!;
  const quizUrl = (unitId: number, enrolment = enrollmentId) => `/api/learning/enrolments/${enrolment}/units/${unitId}/quiz`;
  const progressOf = async () => readProgress((await call('GET', `/api/program/programs-enrolled/getAll?filterFields=${encodeURIComponent(JSON.stringify({ program_id: program.program_id }))}`, rohan)).json().data[0].progress);

  beforeAll(async () => {
    rohan = await signIn('rohan', DEMO_MEMBER.password);
    const found = await findProgram('Fundraising');
    program = completeProgramSchema.parse((await call('GET', `/api/program/programs/${found.program_id}/complete`, rohan)).json());
    const created = await call('POST', '/api/program/programs-enrolled/createProgramEnrolled', rohan, { user_id: rohan.userId, program_id: found.program_id });
    expect(created.statusCode).toBe(201);
    enrollmentId = (created.json() as { enrollment_id: number }).enrollment_id;
  });

  it('a wrong answer is scored below the pass mark and does not complete the unit; moving on cannot complete it either', async () => {
    const quiz = unitNamed('Check: unit economics'); // answers 1, 0
    const res = await call('POST', quizUrl(quiz.unit_id), rohan, { answers: [0, 0] });
    expect(res.statusCode).toBe(200);
    const body = quizSubmitResponseSchema.parse(res.json());
    expect(body.result).toMatchObject({ correct_count: 1, question_count: 2, score_percent: 50, pass_mark: 70, passed: false, answers: [0, 0], correct_answers: [1, 0] });
    expect(body.progress.completed_unit_ids).not.toContain(quiz.unit_id);
    expect((await progressOf()).completed_unit_ids).not.toContain(quiz.unit_id);

    const sneaky = await call('PUT', `/api/program/programs-enrolled/updateProgramEnrolled/${enrollmentId}`, rohan, { progress: { completed_unit_ids: [quiz.unit_id], last_unit_id: quiz.unit_id } });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().message).toBe('“Check: unit economics” is a quiz: it is completed by passing it (70 % right).');
  });

  it('a right answer passes and completes the unit; a stale progress write keeps it; the result is there on reload', async () => {
    const quiz = unitNamed('Check: unit economics');
    const body = quizSubmitResponseSchema.parse((await call('POST', quizUrl(quiz.unit_id), rohan, { answers: [1, 0] })).json());
    expect(body.result).toMatchObject({ score_percent: 100, passed: true });
    expect(body.progress.completed_unit_ids).toContain(quiz.unit_id);

    const first = unitNamed('CAC, LTV and payback');
    expect((await call('PUT', `/api/program/programs-enrolled/updateProgramEnrolled/${enrollmentId}`, rohan, { progress: { completed_unit_ids: [first.unit_id], last_unit_id: quiz.unit_id } })).statusCode).toBe(200);
    expect((await progressOf()).completed_unit_ids.sort()).toEqual([first.unit_id, quiz.unit_id].sort());

    const results = quizResultsResponseSchema.parse((await call('GET', `/api/learning/enrolments/${enrollmentId}/quiz-results`, rohan)).json()).results;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ unit_id: quiz.unit_id, passed: true, answers: [1, 0] });
  });

  it('assessments and statistics read from the results', async () => {
    const me = learnerProfileSchema.parse((await call('GET', '/api/learning/me', rohan)).json());
    expect(me.assessments[0]).toMatchObject({ assessment_name: 'Check: unit economics', response_for_type: 'Quiz', institute_name: 'Fundraising Readiness', is_completed: true, score_percent: 100 });
    expect(me.assessments[0]!.link).toMatch(/^\/lxp\/program\/\d+\/unit\/\d+$/);
    const stats = learnerStatisticsSchema.parse((await call('GET', '/api/learning/statistics', rohan)).json());
    expect(stats.stats.map((s) => s.stat_name)).toEqual(['Quiz score']);
    expect(stats.scores).toHaveLength(1);
    expect(stats.scores[0]).toMatchObject({ score_value: 75, score_unit: '%', time_period: new Date().toISOString().slice(0, 7) }); // (50 + 100) ÷ 2
  });

  it('refuses malformed answers, other units and other members’ enrolments', async () => {
    const quiz = unitNamed('Check: unit economics');
    expect((await call('POST', quizUrl(quiz.unit_id), rohan, { answers: [1] })).json()).toEqual({ message: 'Send one answer per question (2).', statusCode: 400 });
    expect((await call('POST', quizUrl(quiz.unit_id), rohan, { answers: [1, 7] })).json()).toEqual({ message: 'The answer to question 2 is not one of its options.', statusCode: 400 });
    expect((await call('POST', quizUrl(quiz.unit_id), rohan, { answers: 'yes' })).statusCode).toBe(400);
    expect((await call('POST', quizUrl(unitNamed('CAC, LTV and payback').unit_id), rohan, { answers: [0] })).json()).toEqual({ message: 'This unit is not a quiz.', statusCode: 400 });
    expect((await call('POST', quizUrl(999999), rohan, { answers: [0] })).statusCode).toBe(404);
    expect((await call('POST', quizUrl(quiz.unit_id), maya, { answers: [1, 0] })).json()).toEqual({ message: 'Enrolment not found', statusCode: 404 });
    expect((await call('GET', `/api/learning/enrolments/${enrollmentId}/quiz-results`, maya)).statusCode).toBe(404);
    expect((await call('POST', quizUrl(quiz.unit_id), null, { answers: [1, 0] })).statusCode).toBe(401);
    expect((await call('POST', '/api/learning/enrolments/abc/units/1/quiz', rohan, { answers: [1] })).statusCode).toBe(400);
  });
});
