import { listMetadataSchema } from './list-query';
import { idSchema } from './input-limits';
import { z } from './zod';

// Collaboration boards (issue 14; docs/decisions/0032-collaboration.md): a member posts a call
// (title, need, skills wanted, deadline, optional community and tags), others express interest
// with a short message, the poster picks collaborators (or declines, or closes the call), and
// the poster and the picked collaborators share a group conversation in the existing chat.

/** The community spaces of SPEC §2 (/community/1, 5, 6, 7, 8, 9), by their slug. */
export const COLLAB_COMMUNITIES = ['startup', 'investor', 'business', 'government', 'educator', 'expert'] as const;
export type CollabCommunity = (typeof COLLAB_COMMUNITIES)[number];
export const COLLAB_COMMUNITY_LABELS: Record<CollabCommunity, string> = {
  startup: 'Startups', investor: 'Investors', business: 'Businesses', government: 'Government', educator: 'Educators', expert: 'Experts',
};

export const COLLAB_CALL_STATUSES = ['open', 'closed'] as const;
export type CollabCallStatus = (typeof COLLAB_CALL_STATUSES)[number];
export const COLLAB_INTEREST_STATUSES = ['pending', 'picked', 'declined', 'withdrawn'] as const;
export type CollabInterestStatus = (typeof COLLAB_INTEREST_STATUSES)[number];

export const COLLAB_LIMITS = {
  titleMin: 5, titleMax: 120, needMin: 20, needMax: 5000, skillMax: 40, skillsMax: 12, tagsMax: 8, messageMin: 10, messageMax: 600,
  pageDefault: 12, pageMax: 50,
} as const;

export const COLLAB_MESSAGES = {
  callNotFound: 'Collaboration call not found.',
  interestNotFound: 'Interest not found.',
  ownCall: 'This is your own call: you cannot express interest in it.',
  alreadyInterested: 'You have already expressed interest in this call.',
  pastDeadline: 'The deadline for this call has passed: it no longer takes interest.',
  callClosed: 'This call is closed: it no longer takes interest.',
  posterOnly: 'Only the member who posted this call can do this.',
  notPending: 'Only a pending interest can be picked or declined.',
  notYourInterest: 'You can only withdraw your own interest.',
  cannotWithdraw: 'Only a pending interest can be withdrawn.',
  alreadyClosed: 'This call is already closed.',
  deadlineInPast: 'Choose a deadline in the future.',
} as const;

const text = (label: string, min: number, max: number) => z.string().trim()
  .min(min, min <= 1 ? `Enter ${label}.` : `${label[0]!.toUpperCase()}${label.slice(1)} needs at least ${min} characters.`)
  .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} can have at most ${max} characters.`);

const label = z.string().trim().min(1).max(COLLAB_LIMITS.skillMax, `A skill or tag can have at most ${COLLAB_LIMITS.skillMax} characters.`);

export const collabCallCreateSchema = z.object({
  title: text('a title', COLLAB_LIMITS.titleMin, COLLAB_LIMITS.titleMax),
  /** Markdown source; the API serves it rendered and sanitised as need_html. */
  need: text('the need', COLLAB_LIMITS.needMin, COLLAB_LIMITS.needMax),
  skills: z.array(label).min(1, 'Name at least one skill you are looking for.').max(COLLAB_LIMITS.skillsMax, `Name at most ${COLLAB_LIMITS.skillsMax} skills.`),
  /** The last day interest is taken (YYYY-MM-DD, inclusive, end of that day UTC). */
  deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the deadline as a date.'),
  community_type: z.enum(COLLAB_COMMUNITIES).nullable().optional(),
  tags: z.array(label).max(COLLAB_LIMITS.tagsMax, `Use at most ${COLLAB_LIMITS.tagsMax} tags.`).optional(),
});
export type CollabCallCreate = z.infer<typeof collabCallCreateSchema>;

export const collabPersonSchema = z.object({ user_id: z.number().int(), name: z.string(), username: z.string() });
export type CollabPerson = z.infer<typeof collabPersonSchema>;

export const collabInterestSchema = z.object({
  interest_id: z.number().int(),
  call_id: z.number().int(),
  member: collabPersonSchema,
  message: z.string(),
  status: z.enum(COLLAB_INTEREST_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CollabInterest = z.infer<typeof collabInterestSchema>;

export const collabCallSchema = z.object({
  call_id: z.number().int(),
  title: z.string(),
  need: z.string(),
  /** The need rendered from Markdown and sanitised by the API host. */
  need_html: z.string(),
  /** The need as plain text, cut to about 240 characters, for cards. */
  need_excerpt: z.string(),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  community_type: z.enum(COLLAB_COMMUNITIES).nullable(),
  deadline: z.string(),
  /** Past its deadline (the server's clock). */
  is_past_deadline: z.boolean(),
  status: z.enum(COLLAB_CALL_STATUSES),
  poster: collabPersonSchema,
  interest_count: z.number().int(),
  picked_count: z.number().int(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** For the caller: whether they posted it, and their own interest, if any. */
  is_mine: z.boolean(),
  my_interest: collabInterestSchema.nullable(),
  /** The group conversation (poster + picked), for its members only; null otherwise. */
  conversation_id: z.number().int().nullable(),
});
export type CollabCall = z.infer<typeof collabCallSchema>;

/** One call with what the caller may see of its interests: all of them for the poster, none for others. */
export const collabCallDetailSchema = collabCallSchema.extend({
  interests: z.array(collabInterestSchema),
  /** The picked collaborators, shown to everyone. */
  collaborators: z.array(collabPersonSchema),
});
export type CollabCallDetail = z.infer<typeof collabCallDetailSchema>;

export const COLLAB_DEADLINE_FILTERS = ['week', 'month', 'any'] as const;
export type CollabDeadlineFilter = (typeof COLLAB_DEADLINE_FILTERS)[number];

export const collabCallsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(COLLAB_LIMITS.pageMax).default(COLLAB_LIMITS.pageDefault),
  search: z.string().trim().max(200).optional(),
  skill: z.string().trim().max(COLLAB_LIMITS.skillMax).optional(),
  community: z.enum(COLLAB_COMMUNITIES).optional(),
  /** open (default): open and before the deadline; closed: closed or past the deadline; all. */
  status: z.enum(['open', 'closed', 'all']).default('open'),
  /** Deadline within the next week / month. */
  deadline: z.enum(COLLAB_DEADLINE_FILTERS).default('any'),
});
export type CollabCallsQuery = z.input<typeof collabCallsQuerySchema>;

export const collabCallsResponseSchema = z.object({ data: z.array(collabCallSchema), metadata: listMetadataSchema });
export type CollabCallsResponse = z.infer<typeof collabCallsResponseSchema>;

export const collabCommunitySummarySchema = z.object({
  data: z.array(z.object({ community_type: z.enum(COLLAB_COMMUNITIES).nullable(), open_count: z.number().int(), total_count: z.number().int() })),
});
export type CollabCommunitySummary = z.infer<typeof collabCommunitySummarySchema>;

export const collabMineSchema = z.object({
  calls: z.array(collabCallSchema.extend({ pending_count: z.number().int() })),
  interests: z.array(collabInterestSchema.extend({ call: collabCallSchema })),
});
export type CollabMine = z.infer<typeof collabMineSchema>;

export const collabInterestCreateSchema = z.object({
  message: text('a short message', COLLAB_LIMITS.messageMin, COLLAB_LIMITS.messageMax),
});
export const collabDecisionSchema = z.object({ interest_id: idSchema });

/** The answer to pick / decline / close: the call as the poster now sees it. */
export const collabDecisionResponseSchema = collabCallDetailSchema;
