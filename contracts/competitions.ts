import { z } from './zod';
import { idSchema } from './input-limits';

// Competitions (issue 13; docs/decisions/0022-competitions.md): settings of an event of kind
// 'competition' (deadline, weighted criteria, leaderboard published), the member's entry, judges
// (members holding the expert role, assigned by an administrator), scores and the leaderboard.

export const COMPETITION_MESSAGES = {
  competitionNotFound: 'Competition not found',
  deadlinePassed: 'The submission deadline has passed.',
  alreadyEntered: 'You already have an entry for this competition.',
  noEntry: 'You have no entry for this competition yet.',
  judgesOnly: 'Only judges of this competition can score entries.',
  judgesMustBeExperts: 'Judges must hold the expert role.',
  adminOnly: 'Only an administrator can do this.',
  organiserOnly: 'Only the organiser or an administrator can manage this competition.',
  leaderboardNotPublished: 'The leaderboard is not published yet.',
  entryNotFound: 'Entry not found',
  unknownCriterion: 'This criterion is not one of the competition’s criteria.',
  scoreOutOfRange: 'A score must be between 0 and the criterion’s maximum.',
  duplicateCriterion: 'Two criteria of one competition cannot share a name.',
  criteriaInUse: 'Criteria cannot change once entries have been scored.',
  pitchDeckUrl: 'The pitch deck must be a file uploaded to Summit.',
  ownEntry: 'A judge cannot score their own entry.',
} as const;

export const ENTRY_STATUSES = ['draft', 'submitted'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDateTime = z.iso.datetime({ offset: true });

export const criterionSchema = z.object({
  name: text(100),
  /** Highest score a judge may give (scores are whole numbers from 0). */
  max_score: z.number().int().min(1).max(100),
  /** Relative weight in the leaderboard total. */
  weight: z.number().min(0.1).max(100),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const competitionSettingsSchema = z.object({
  event_id: z.number().int(),
  /** Entries are created and changed until this moment; null: until the competition starts. */
  submission_deadline: z.string().nullable(),
  /** The deadline in force (submission_deadline, else the start). */
  effective_deadline: z.string(),
  criteria: z.array(criterionSchema),
  leaderboard_published: z.boolean(),
  /** Computed for the caller. */
  is_judge: z.boolean(),
  can_manage: z.boolean(),
  is_admin: z.boolean(),
});
export type CompetitionSettings = z.infer<typeof competitionSettingsSchema>;

export const competitionSettingsUpdateSchema = z.object({
  submission_deadline: isoDateTime.nullable().optional(),
  criteria: z.array(criterionSchema).max(12).optional(),
});
export type CompetitionSettingsUpdate = z.input<typeof competitionSettingsUpdateSchema>;

/** Uploaded files only: `/api/multimedia/files/{name}` from the existing uploads. */
export const pitchDeckUrlSchema = z.string().trim().max(300)
  .regex(/^\/api\/multimedia\/files\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/, COMPETITION_MESSAGES.pitchDeckUrl);

export const entryPayloadSchema = z.object({
  team_name: text(120),
  /** Team members: names or usernames, one per item. */
  members: z.array(text(120)).max(10).default([]),
  pitch: z.string().trim().max(5000).default(''),
  pitch_deck_url: pitchDeckUrlSchema.nullable().optional(),
  /** draft: saved, not yet handed in; submitted (default): handed in (can still change until the deadline). */
  status: z.enum(ENTRY_STATUSES).default('submitted'),
});
export type EntryPayload = z.input<typeof entryPayloadSchema>;

export const entrySchema = z.object({
  entry_id: z.number().int(),
  event_id: z.number().int(),
  lead_user_id: z.number().int(),
  team_name: z.string(),
  members: z.array(z.string()),
  pitch: z.string(),
  pitch_deck_url: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type CompetitionEntry = z.infer<typeof entrySchema>;
export const myEntryResponseSchema = z.object({ entry: entrySchema.nullable() });

export const judgeSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
});
export type Judge = z.infer<typeof judgeSchema>;
export const judgesResponseSchema = z.object({ data: z.array(judgeSchema) });
export const judgesPayloadSchema = z.object({ user_ids: z.array(idSchema).max(50) });

export const scoreSchema = z.object({
  criterion: z.string(),
  score: z.number().int(),
  comment: z.string(),
});
export type Score = z.infer<typeof scoreSchema>;

/** What a judge sees: each submitted entry with the judge's own scores. */
export const judgingEntrySchema = entrySchema.extend({ my_scores: z.array(scoreSchema) });
export type JudgingEntry = z.infer<typeof judgingEntrySchema>;
export const judgingResponseSchema = z.object({ criteria: z.array(criterionSchema), data: z.array(judgingEntrySchema) });

export const scoresPayloadSchema = z.object({
  scores: z.array(z.object({
    criterion: text(100),
    score: z.number().int().min(0).max(100),
    comment: z.string().trim().max(2000).default(''),
  })).min(1).max(12),
});
export type ScoresPayload = z.input<typeof scoresPayloadSchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  entry_id: z.number().int(),
  team_name: z.string(),
  /** Weighted total in percent (0–100): per criterion the mean across judges, relative to its maximum, weighted. */
  score: z.number(),
  judges: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export const leaderboardResponseSchema = z.object({ published: z.boolean(), data: z.array(leaderboardRowSchema) });
export type Leaderboard = z.infer<typeof leaderboardResponseSchema>;
export const publishPayloadSchema = z.object({ published: z.boolean() });

/**
 * The leaderboard total of one entry: per criterion the mean of the judges' scores relative to the
 * criterion's maximum, weighted; an unscored criterion counts 0. Percent, two decimals.
 */
export function weightedTotal(criteria: readonly Criterion[], scores: readonly { criterion: string; score: number }[]): number {
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  if (weights <= 0) return 0;
  let total = 0;
  for (const c of criteria) {
    const given = scores.filter((s) => s.criterion === c.name);
    if (given.length === 0) continue;
    const mean = given.reduce((sum, s) => sum + s.score, 0) / given.length;
    total += c.weight * (mean / c.max_score);
  }
  return Math.round((total / weights) * 10_000) / 100;
}
