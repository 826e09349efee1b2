import { z } from './zod';
import { READINESS_PHASE_KEYS } from './learning';

// UpMyMind overview (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md): the member's
// self-assessment — the five wellness phases with their modules and the member's place in the
// readiness journey, learning figures, and a short self-check whose results are kept over time.

/** Five statements answered 1 (never) to 5 (always); higher is better for each. */
export const WELLBEING_QUESTIONS = [
  'I sleep well enough to think clearly during the day.',
  'I can switch off from work for part of every day.',
  'I have people I can talk to about how the work is going.',
  'I feel in control of my week rather than driven by it.',
  'I still enjoy the work I am doing.',
] as const;
export const WELLBEING_SCALE = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'] as const;

export const WELLBEING_BANDS = {
  thriving: { title: 'Thriving', advice: 'Keep the habits that got you here, and check in again next month.' },
  steady: { title: 'Steady', advice: 'Mostly in balance. Pick one statement you scored low on and plan one small change.' },
  stretched: { title: 'Stretched', advice: 'You are carrying a lot. Talk to someone you trust, and look at the Grounding modules.' },
} as const;
export type WellbeingBand = keyof typeof WELLBEING_BANDS;

export const WELLBEING_MESSAGES = {
  answers: `Answer all ${WELLBEING_QUESTIONS.length} statements with a number from 1 to 5.`,
  failed: 'Your overview could not be loaded.',
} as const;

/** 0–100 from the answers (each 1–5), and its band. */
export function wellbeingScore(answers: readonly number[]): { score: number; band: WellbeingBand } {
  const n = answers.length;
  const sum = answers.reduce((a, b) => a + b, 0);
  const score = n === 0 ? 0 : Math.round(((sum - n) / (4 * n)) * 100);
  return { score, band: score >= 70 ? 'thriving' : score >= 45 ? 'steady' : 'stretched' };
}

export const wellbeingCheckBodySchema = z.object({
  answers: z.array(z.number({ error: WELLBEING_MESSAGES.answers }).int(WELLBEING_MESSAGES.answers).min(1, WELLBEING_MESSAGES.answers).max(5, WELLBEING_MESSAGES.answers))
    .length(WELLBEING_QUESTIONS.length, WELLBEING_MESSAGES.answers),
});
export type WellbeingCheckBody = z.infer<typeof wellbeingCheckBodySchema>;

export const wellbeingCheckSchema = z.object({
  check_id: z.number().int(),
  answers: z.array(z.number().int()),
  score: z.number().int(),
  band: z.enum(['thriving', 'steady', 'stretched']),
  created_at: z.string(),
});
export type WellbeingCheck = z.infer<typeof wellbeingCheckSchema>;

export const wellbeingPhaseSchema = z.object({
  key: z.enum(READINESS_PHASE_KEYS),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** From the readiness journey: done, the active phase, or still ahead. */
  status: z.enum(['completed', 'active', 'upcoming']),
  modules: z.array(z.string()),
});
export type WellbeingPhase = z.infer<typeof wellbeingPhaseSchema>;

export const wellbeingOverviewSchema = z.object({
  phases: z.array(wellbeingPhaseSchema),
  learning: z.object({
    programs_enrolled: z.number().int(),
    programs_completed: z.number().int(),
    assessments_completed: z.number().int(),
    /** The newest score of each statistic the member has. */
    scores: z.array(z.object({ stat_name: z.string(), time_period: z.string(), score_value: z.number(), score_unit: z.string() })),
  }),
  /** Self-check results, newest first (up to 12). */
  checks: z.array(wellbeingCheckSchema),
});
export type WellbeingOverview = z.infer<typeof wellbeingOverviewSchema>;
