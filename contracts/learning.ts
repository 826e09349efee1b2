import { z } from './zod';
import { courseSchema, moduleSchema, programSchema, unitSchema, type QuizBody, type UnitType } from './entities';

// Learning beyond the resource families (SPEC §3, §4, §7; docs/decisions/0016-learning.md):
// the complete program, a learner's progress inside an enrolment, assessment metadata, study
// details, sample statistics with scores, and the readiness journey's phases.

// ---------------------------------------------------------------- complete program

export const completeModuleSchema = moduleSchema.extend({ units: z.array(unitSchema) });
export const completeCourseSchema = courseSchema.extend({ modules: z.array(completeModuleSchema) });
/** GET /api/program/programs/{program_id}/complete: program → courses → modules → units, each ordered by sequence. */
export const completeProgramSchema = programSchema.extend({ courses: z.array(completeCourseSchema) });
export type CompleteModule = z.infer<typeof completeModuleSchema>;
export type CompleteCourse = z.infer<typeof completeCourseSchema>;
export type CompleteProgram = z.infer<typeof completeProgramSchema>;

/** One unit in reading order with where it sits: what unit navigation (SPEC §4) walks. */
export interface OutlineUnit {
  unit_id: number;
  module_id: number;
  course_id: number;
  unit_name: string;
}

/** Every unit of a program in reading order (course, module, unit by sequence). */
export function outlineOf(program: Pick<CompleteProgram, 'courses'>): OutlineUnit[] {
  return program.courses.flatMap((c) => c.modules.flatMap((m) => m.units.map((u) => ({
    unit_id: u.unit_id, module_id: m.module_id, course_id: c.course_id, unit_name: u.unit_name,
  }))));
}

// ---------------------------------------------------------------- progress (programs_enrolled.progress)

/**
 * What the SPA keeps in an enrolment's `progress` (updateProgramEnrolled): the units the learner
 * has completed, the unit to resume at, and when it was last saved. Unknown or broken values
 * read as "no progress yet".
 */
export const unitProgressSchema = z.object({
  completed_unit_ids: z.array(z.number().int().positive()).max(5000).default([]),
  last_unit_id: z.number().int().positive().nullable().default(null),
  updated_at: z.string().nullable().default(null),
});
export type UnitProgress = z.infer<typeof unitProgressSchema>;

export const EMPTY_PROGRESS: UnitProgress = { completed_unit_ids: [], last_unit_id: null, updated_at: null };

export function readProgress(value: unknown): UnitProgress {
  const parsed = unitProgressSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : EMPTY_PROGRESS;
}

/** Percent of the program's units completed (0–100, whole numbers). */
export function percentComplete(progress: UnitProgress, unitIds: readonly number[]): number {
  if (unitIds.length === 0) return 0;
  const done = new Set(progress.completed_unit_ids);
  return Math.round((unitIds.filter((id) => done.has(id)).length / unitIds.length) * 100);
}


// ---------------------------------------------------------------- quizzes and completion rules (decision 0053)

/** The pass mark of a quiz unit that sets none: percent of right answers. */
export const QUIZ_PASS_MARK = 70;

export const LEARNING_MESSAGES = {
  programNotFound: 'This program does not exist.',
  unitNotFound: 'This unit does not exist in this program.',
  enrolmentNotFound: 'Enrolment not found',
  notYourEnrolment: 'You can only answer quizzes in your own enrolments.',
  notAQuiz: 'This unit is not a quiz.',
  quizBroken: 'This quiz has no questions to answer.',
  answerCount: (n: number) => `Send one answer per question (${n}).`,
  answerRange: (question: number) => `The answer to question ${question} is not one of its options.`,
  quizNotPassed: (unitName: string, mark: number) => `“${unitName}” is a quiz: it is completed by passing it (${mark} % right).`,
} as const;

/** The pass mark of a quiz body (its own, or QUIZ_PASS_MARK). */
export const passMarkOf = (quiz: Pick<QuizBody, 'pass_mark'>) => quiz.pass_mark ?? QUIZ_PASS_MARK;

/** A unit's completion rule: quizzes by a passed attempt, every other type by moving on or "Mark complete". */
export const completesByPassing = (unitType: UnitType) => unitType === 'quiz';

/** POST /api/learning/enrolments/{enrollment_id}/units/{unit_id}/quiz: one chosen option per question (null: unanswered). */
export const quizSubmitSchema = z.object({
  answers: z.array(z.number().int().min(0).max(99).nullable()).min(1).max(200),
});
export type QuizSubmit = z.infer<typeof quizSubmitSchema>;

export const quizResultSchema = z.object({
  result_id: z.number().int(),
  enrollment_id: z.number().int(),
  unit_id: z.number().int(),
  answers: z.array(z.number().int().nullable()),
  /** The right option per question, so the learner can see what they missed. */
  correct_answers: z.array(z.number().int()),
  correct_count: z.number().int(),
  question_count: z.number().int(),
  score_percent: z.number().int(),
  pass_mark: z.number().int(),
  passed: z.boolean(),
  submitted_at: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** The answer to a submitted quiz: the scored attempt and the enrolment's progress after it. */
export const quizSubmitResponseSchema = z.object({ result: quizResultSchema, progress: unitProgressSchema });
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>;

/** GET /api/learning/enrolments/{enrollment_id}/quiz-results: the latest attempt per quiz unit. */
export const quizResultsResponseSchema = z.object({ results: z.array(quizResultSchema) });

export const enrolmentUnitParamsSchema = z.object({
  enrollment_id: z.coerce.number().int().positive().max(2147483647),
  unit_id: z.coerce.number().int().positive().max(2147483647),
});
export const enrolmentParamsSchema = enrolmentUnitParamsSchema.pick({ enrollment_id: true });

/** Scores answers against a quiz body (the API host does this; the SPA shows the answer). */
export function scoreQuiz(quiz: QuizBody, answers: readonly (number | null)[]) {
  const correct = quiz.questions.map((q) => q.answer);
  const correctCount = quiz.questions.filter((q, i) => answers[i] === q.answer).length;
  const scorePercent = Math.round((correctCount / quiz.questions.length) * 100);
  const passMark = passMarkOf(quiz);
  return { correct, correctCount, questionCount: quiz.questions.length, scorePercent, passMark, passed: scorePercent >= passMark };
}

// ---------------------------------------------------------------- video units (decision 0054)

export type VideoPlayer =
  | { kind: 'youtube' | 'vimeo'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/i;
const VIMEO = /^https?:\/\/(?:www\.)?(?:vimeo\.com\/|player\.vimeo\.com\/video\/)(\d{1,12})(?:[?#/].*)?$/i;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)(?:[?#].*)?$/i;

/**
 * How a video unit plays: YouTube through youtube-nocookie.com and Vimeo with dnt=1 in a frame
 * (the only frame sources the CSP allows), a video file (an upload on this site or a direct
 * .mp4/.webm link) in a <video> element, anything else as a link.
 */
export function videoPlayerOf(url: string): VideoPlayer {
  const u = url.trim();
  const yt = YOUTUBE.exec(u);
  if (yt) return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  const vimeo = VIMEO.exec(u);
  if (vimeo) return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1` };
  if (VIDEO_FILE.test(u) && (/^https?:\/\//i.test(u) || /^\/(?![/\\])/.test(u))) return { kind: 'file', src: u };
  return { kind: 'link', href: u };
}

// ---------------------------------------------------------------- assessment, study, statistics

export const assessmentSchema = z.object({
  assessment_id: z.number().int(),
  user_id: z.number().int(),
  response_for_type: z.string(),
  institute_name: z.string().nullable(),
  assessment_name: z.string(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Quizzes taken in a program: the latest score in percent, and where to retake it. */
  score_percent: z.number().int().nullable().optional(),
  link: z.string().nullable().optional(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const STUDY_TYPES = ['undergraduate', 'postgraduate', 'doctoral', 'diploma', 'professional', 'other'] as const;

export const studyDetailsSchema = z.object({
  user_id: z.number().int(),
  current_year_of_study: z.object({ study_type: z.string(), study_year: z.number().int() }).nullable(),
  institute_name: z.string().nullable(),
  field_of_study: z.string().nullable(),
});
export type StudyDetails = z.infer<typeof studyDetailsSchema>;

export const sampleStatSchema = z.object({
  stat_id: z.number().int(),
  stat_name: z.string(),
  module_id: z.number().int().nullable(),
  parent_stat_id: z.number().int().nullable(),
  category: z.string(),
});
export type SampleStat = z.infer<typeof sampleStatSchema>;

export const statScoreSchema = z.object({
  table_id: z.number().int(),
  stat_id: z.number().int(),
  user_id: z.number().int(),
  time_period: z.string(),
  score_value: z.number(),
  score_unit: z.string(),
});
export type StatScore = z.infer<typeof statScoreSchema>;

/** GET /api/learning/statistics: the stats and the caller's scores, in time order. */
export const learnerStatisticsSchema = z.object({ stats: z.array(sampleStatSchema), scores: z.array(statScoreSchema) });
export type LearnerStatistics = z.infer<typeof learnerStatisticsSchema>;

/** GET /api/learning/me: assessment metadata and study details of the caller. */
export const learnerProfileSchema = z.object({ assessments: z.array(assessmentSchema), study: studyDetailsSchema.nullable() });
export type LearnerProfile = z.infer<typeof learnerProfileSchema>;

// ---------------------------------------------------------------- readiness journey

/** The five phases of the readiness journey; modules' `phase` 1–5 map onto them in order. */
export const READINESS_PHASES = [
  { key: 'awakening', title: 'Awakening', summary: 'Why you, why now — your motivation and the energy to sustain it.' },
  { key: 'grounding', title: 'Grounding', summary: 'Learn in public and ground your idea in real customer behaviour.' },
  { key: 'building', title: 'Building', summary: 'Sharpen the problem and size the opportunity from evidence.' },
  { key: 'growing', title: 'Growing', summary: 'Find co-founders and first hires who own outcomes.' },
  { key: 'thriving', title: 'Thriving', summary: 'Rituals that keep a small team aligned and well.' },
] as const;
export type ReadinessPhaseKey = (typeof READINESS_PHASES)[number]['key'];
export const READINESS_PHASE_KEYS = READINESS_PHASES.map((p) => p.key) as [ReadinessPhaseKey, ...ReadinessPhaseKey[]];

/** Stored in the member's user setting (`settings.readiness`, /api/user/userSettings/). */
export const readinessProgressSchema = z.object({
  active_phase: z.enum(READINESS_PHASE_KEYS).default('awakening'),
  completed_phases: z.array(z.enum(READINESS_PHASE_KEYS)).default([]),
  notes: z.record(z.string(), z.string().max(2000)).default({}),
});
export type ReadinessProgress = z.infer<typeof readinessProgressSchema>;

export function readReadiness(value: unknown): ReadinessProgress {
  const parsed = readinessProgressSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : { active_phase: 'awakening', completed_phases: [], notes: {} };
}
