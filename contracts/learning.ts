import { z } from './zod';
import { courseSchema, moduleSchema, programSchema, unitSchema } from './entities';

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


// ---------------------------------------------------------------- assessment, study, statistics

export const assessmentSchema = z.object({
  assessment_id: z.number().int(),
  user_id: z.number().int(),
  response_for_type: z.string(),
  institute_name: z.string().nullable(),
  assessment_name: z.string(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
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
