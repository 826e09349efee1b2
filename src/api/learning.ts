// Learning calls (SPEC §7; docs/decisions/0016-learning.md): searchPrograms, the complete
// program (one call, four queries on the API host), enrolments with their unit progress
// (programs-enrolled), the learner's records, and the readiness journey in user settings.
import {
  completeProgramSchema, learnerProfileSchema, learnerStatisticsSchema, programSchema, quizResultsResponseSchema, quizSubmitResponseSchema, readReadiness,
  type CompleteProgram, type LearnerProfile, type LearnerStatistics, type ListMetadata, type Program, type ProgramEnrolled,
  type QuizResult, type QuizSubmitResponse, type ReadinessProgress, type UnitProgress,
} from '../../contracts';
import { actingUserId } from './acting-user';
import { programsEnrolled, userSettings } from './families';
import { http, withServerMessage } from './http';

export interface ProgramSearch {
  page: number;
  limit: number;
  search?: string;
  categories?: string[];
  /** ISO dates (YYYY-MM-DD). */
  start_date_from?: string;
  start_date_to?: string;
}

/** GET program/programs/searchPrograms (page, limit, search, program_category, ISO dates). */
export const searchPrograms = withServerMessage(async (q: ProgramSearch): Promise<{ data: Program[]; metadata: ListMetadata }> => {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit, sortField: 'start_date', sortOrder: 'asc' };
  if (q.search?.trim()) params.search = q.search.trim();
  if (q.categories?.length) params.program_category = q.categories.join(',');
  if (q.start_date_from) params.start_date_from = q.start_date_from;
  if (q.start_date_to) params.start_date_to = q.start_date_to;
  const { data } = await http.get<{ data: unknown[]; metadata: ListMetadata }>('/api/program/programs/searchPrograms', { params });
  return { data: data.data.map((r) => programSchema.parse(r)), metadata: data.metadata };
});

/** GET program/programs/{id}/complete: program → courses → modules → units in one request. */
export const loadCompleteProgram = withServerMessage(async (programId: number): Promise<CompleteProgram> => {
  const { data } = await http.get(`/api/program/programs/${programId}/complete`);
  return completeProgramSchema.parse(data);
});

/** The member's live enrolment in a program, or null (the API host lists only the caller's own). */
export async function myEnrolment(programId: number): Promise<ProgramEnrolled | null> {
  const { data } = await programsEnrolled.getAll({ filterFields: { program_id: programId, user_id: actingUserId() }, limit: 1 });
  return data[0] ?? null;
}

/** All of the member's enrolments (for the catalogue's "enrolled" badges and percentages). */
export async function myEnrolments(): Promise<ProgramEnrolled[]> {
  const { data } = await programsEnrolled.getAll({ filterFields: { user_id: actingUserId() }, limit: -1 });
  return data;
}

export const enrol = (programId: number) => programsEnrolled.create({ user_id: actingUserId(), program_id: programId });
export const unenrol = (enrollmentId: number) => programsEnrolled.remove(enrollmentId);
export const saveProgress = withServerMessage(async (enrollmentId: number, progress: UnitProgress): Promise<void> => {
  await programsEnrolled.update(enrollmentId, { progress: progress as unknown as Record<string, never> });
});

/** POST /api/learning/enrolments/{id}/units/{unit_id}/quiz: scored on the API host; a pass completes the unit. */
export const submitQuiz = withServerMessage(async (enrollmentId: number, unitId: number, answers: (number | null)[]): Promise<QuizSubmitResponse> =>
  quizSubmitResponseSchema.parse((await http.post(`/api/learning/enrolments/${enrollmentId}/units/${unitId}/quiz`, { answers })).data));

/** GET /api/learning/enrolments/{id}/quiz-results: the latest attempt per quiz unit. */
export const quizResults = withServerMessage(async (enrollmentId: number): Promise<QuizResult[]> =>
  quizResultsResponseSchema.parse((await http.get(`/api/learning/enrolments/${enrollmentId}/quiz-results`)).data).results);

export const learnerProfile = withServerMessage(async (): Promise<LearnerProfile> =>
  learnerProfileSchema.parse((await http.get('/api/learning/me')).data));

export const learnerStatistics = withServerMessage(async (): Promise<LearnerStatistics> =>
  learnerStatisticsSchema.parse((await http.get('/api/learning/statistics')).data));

/** The readiness journey lives in the member's user setting, under `settings.readiness`. */
export async function loadReadiness(): Promise<{ settingId: number | null; settings: Record<string, unknown>; readiness: ReadinessProgress }> {
  const { data } = await userSettings.getAll({ filterFields: { user_id: actingUserId() }, limit: 1 });
  const row = data[0];
  return { settingId: row?.user_setting_id ?? null, settings: row?.settings ?? {}, readiness: readReadiness(row?.settings?.readiness) };
}

export async function saveReadiness(readiness: ReadinessProgress): Promise<void> {
  const current = await loadReadiness();
  const settings = { ...current.settings, readiness } as unknown as Record<string, never>;
  if (current.settingId === null) await userSettings.create({ user_id: actingUserId(), settings });
  else await userSettings.update(current.settingId, { settings });
}
