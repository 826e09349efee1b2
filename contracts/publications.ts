import { z } from './zod';
import { idSchema } from './input-limits';

// Publications (issue 12; docs/decisions/0037-publications.md): a member's publication
// application — title, abstract (Markdown), authors, category, keywords and a manuscript (PDF or
// DOCX through the existing uploads) — and its review by administrators:
// draft → submitted → in review → changes requested ⇄ resubmitted → accepted | rejected.
// The transition table below is the one rule: the API host enforces it, the SPA's machine follows it.

export const PUBLICATION_STATUSES = ['draft', 'submitted', 'in-review', 'changes-requested', 'resubmitted', 'accepted', 'rejected'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  'in-review': 'In review',
  'changes-requested': 'Changes requested',
  resubmitted: 'Resubmitted',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Statuses in which the author edits the application (autosaved). */
export const EDITABLE_PUBLICATION_STATUSES: readonly PublicationStatus[] = ['draft', 'changes-requested'];
/** Statuses waiting for an administrator (the review queue). */
export const QUEUED_PUBLICATION_STATUSES: readonly PublicationStatus[] = ['submitted', 'resubmitted', 'in-review'];

export const REVIEW_ACTIONS = ['start-review', 'request-changes', 'accept', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  'start-review': 'Start review',
  'request-changes': 'Request changes',
  accept: 'Accept',
  reject: 'Reject',
};

/** Every allowed move: who makes it, from where, to where. Anything else is a 409. */
export const PUBLICATION_TRANSITIONS = {
  submit: { by: 'author', from: ['draft'], to: 'submitted' },
  resubmit: { by: 'author', from: ['changes-requested'], to: 'resubmitted' },
  'start-review': { by: 'admin', from: ['submitted', 'resubmitted'], to: 'in-review' },
  'request-changes': { by: 'admin', from: ['in-review'], to: 'changes-requested' },
  accept: { by: 'admin', from: ['in-review'], to: 'accepted' },
  reject: { by: 'admin', from: ['in-review'], to: 'rejected' },
} as const satisfies Record<string, { by: 'author' | 'admin'; from: readonly PublicationStatus[]; to: PublicationStatus }>;
export type PublicationTransition = keyof typeof PUBLICATION_TRANSITIONS;

export const canTransition = (t: PublicationTransition, from: PublicationStatus): boolean =>
  (PUBLICATION_TRANSITIONS[t].from as readonly PublicationStatus[]).includes(from);

export const PUBLICATION_CATEGORIES = ['research-paper', 'case-study', 'white-paper', 'policy-brief', 'review-article', 'report'] as const;
export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];
export const PUBLICATION_CATEGORY_LABELS: Record<PublicationCategory, string> = {
  'research-paper': 'Research paper',
  'case-study': 'Case study',
  'white-paper': 'White paper',
  'policy-brief': 'Policy brief',
  'review-article': 'Review article',
  report: 'Report',
};

export const PUBLICATION_LIMITS = {
  title: 200, abstract: 5000, authors: 20, authorName: 120, keywords: 10, keyword: 40, comment: 2000,
  /** The uploads' own file limit (contracts/multimedia.ts MAX_FILE_BYTES). */
  manuscriptBytes: 20 * 1024 * 1024,
} as const;

/** Manuscripts: PDF or DOCX (content type → extension). */
export const MANUSCRIPT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
/**
 * A manuscript's stored upload name (the uploads' 32-hex names, PDF or DOCX only), or a sample
 * manuscript shipped with the site (/manuscripts/<name>.pdf, the demo seed's).
 */
export const MANUSCRIPT_NAME_PATTERN = /^(?:[0-9a-f]{32}\.(?:pdf|docx)|\/manuscripts\/[a-z0-9-]+\.(?:pdf|docx))$/;
/** Where a manuscript is fetched: the uploads, or the site path itself for a sample. */
export const manuscriptUrl = (name: string) => (name.startsWith('/') ? name : `/api/multimedia/files/${name}`);

export const PUBLICATION_MESSAGES = {
  notFound: 'Publication not found',
  authorOnly: 'Only the author can change this publication.',
  adminOnly: 'Only administrators can review publications.',
  ownReview: 'You cannot review your own publication.',
  notEditable: (status: PublicationStatus) => `This publication is ${PUBLICATION_STATUS_LABELS[status].toLowerCase()} and can no longer be edited.`,
  badTransition: (action: string, status: PublicationStatus) =>
    `A publication that is ${PUBLICATION_STATUS_LABELS[status].toLowerCase()} cannot be ${action}.`,
  commentRequired: 'Write a comment for the author.',
  incomplete: (missing: string[]) => `Before submitting, add ${missing.join(', ')}.`,
  manuscriptType: 'Manuscripts must be PDF or DOCX.',
  manuscriptTooLarge: 'The manuscript is larger than 20 MB.',
  manuscriptMissing: 'The uploaded manuscript was not found. Upload it again.',
  unknownMember: 'A linked author is not a member.',
} as const;

const maxText = (max: number) => `Use at most ${max} characters.`;

export const publicationAuthorSchema = z.object({
  name: z.string().trim().min(1, 'Enter the author’s name.').max(PUBLICATION_LIMITS.authorName, maxText(PUBLICATION_LIMITS.authorName)),
  /** Optional link to a member. */
  user_id: idSchema.nullable().default(null),
});
export type PublicationAuthor = z.infer<typeof publicationAuthorSchema>;

export const manuscriptSchema = z.object({
  /** Stored upload name (…/api/multimedia/files/<name>). */
  name: z.string().regex(MANUSCRIPT_NAME_PATTERN, PUBLICATION_MESSAGES.manuscriptType),
  /** The file name the author chose, for display only. */
  file_name: z.string().trim().min(1).max(200),
  size: z.number().int().min(1).max(PUBLICATION_LIMITS.manuscriptBytes, PUBLICATION_MESSAGES.manuscriptTooLarge),
});
export type Manuscript = z.infer<typeof manuscriptSchema>;

/**
 * A draft as the author edits it (POST to create, PUT to autosave, and with submit): every field
 * may still be empty; submit checks completeness.
 */
export const publicationDraftSchema = z.object({
  title: z.string().trim().max(PUBLICATION_LIMITS.title, maxText(PUBLICATION_LIMITS.title)).default(''),
  abstract: z.string().max(PUBLICATION_LIMITS.abstract, maxText(PUBLICATION_LIMITS.abstract)).default(''),
  authors: z.array(publicationAuthorSchema).max(PUBLICATION_LIMITS.authors, `List at most ${PUBLICATION_LIMITS.authors} authors.`).default([]),
  category: z.enum(PUBLICATION_CATEGORIES).nullable().default(null),
  keywords: z.array(z.string().trim().min(1).max(PUBLICATION_LIMITS.keyword, maxText(PUBLICATION_LIMITS.keyword)))
    .max(PUBLICATION_LIMITS.keywords, `Use at most ${PUBLICATION_LIMITS.keywords} keywords.`).default([]),
  manuscript: manuscriptSchema.nullable().default(null),
});
export type PublicationDraft = z.infer<typeof publicationDraftSchema>;
export type PublicationDraftInput = z.input<typeof publicationDraftSchema>;

/** What a draft still lacks before it can be submitted (empty: complete). */
export function missingForSubmit(d: Pick<PublicationDraft, 'title' | 'abstract' | 'authors' | 'category' | 'manuscript'>): string[] {
  const missing: string[] = [];
  if (!d.title.trim()) missing.push('a title');
  if (!d.abstract.trim()) missing.push('an abstract');
  if (d.authors.length === 0) missing.push('at least one author');
  if (!d.category) missing.push('a category');
  if (!d.manuscript) missing.push('the manuscript');
  return missing;
}

/** POST /api/publications/:id/submit: the latest draft (saved with the submission) and an optional note. */
export const publicationSubmitSchema = z.object({
  draft: publicationDraftSchema,
  comment: z.string().trim().max(PUBLICATION_LIMITS.comment, maxText(PUBLICATION_LIMITS.comment)).default(''),
});
export type PublicationSubmitInput = z.input<typeof publicationSubmitSchema>;

/** POST /api/publications/:id/review (administrators). Requesting changes, accepting and rejecting need a comment. */
export const publicationReviewSchema = z.object({
  action: z.enum(REVIEW_ACTIONS),
  comment: z.string().trim().max(PUBLICATION_LIMITS.comment, maxText(PUBLICATION_LIMITS.comment)).default(''),
});
export type PublicationReviewInput = z.input<typeof publicationReviewSchema>;

/** One entry of a publication's timeline: a status change, with the comment given with it. */
export const publicationEventSchema = z.object({
  event_id: z.number().int(),
  from_status: z.enum(PUBLICATION_STATUSES).nullable(),
  to_status: z.enum(PUBLICATION_STATUSES),
  comment: z.string(),
  comment_html: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string(),
  /** Whether an administrator made this move (review) rather than the author. */
  by_admin: z.boolean(),
  created_at: z.string(),
});
export type PublicationEvent = z.infer<typeof publicationEventSchema>;

export const publicationSummarySchema = z.object({
  publication_id: z.number().int(),
  title: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  category: z.enum(PUBLICATION_CATEGORIES).nullable(),
  author_user_id: z.number().int(),
  author_name: z.string(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

export const publicationSchema = publicationSummarySchema.extend({
  abstract: z.string(),
  abstract_html: z.string(),
  authors: z.array(z.object({ name: z.string(), user_id: z.number().int().nullable() })),
  keywords: z.array(z.string()),
  manuscript: z.object({ name: z.string(), file_name: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  /** The knowledge-hub content item an accepted publication became (its slug), if any. */
  content_slug: z.string().nullable(),
  events: z.array(publicationEventSchema),
  /** What the caller may do now (the server decides; the SPA shows the matching buttons). */
  can_edit: z.boolean(),
  can_review: z.boolean(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const publicationListResponseSchema = z.object({ data: z.array(publicationSummarySchema) });
export type PublicationListResponse = z.infer<typeof publicationListResponseSchema>;

/** GET /api/publications/queue (administrators): waiting ones by default, or one status. */
export const publicationQueueQuerySchema = z.object({
  status: z.enum(PUBLICATION_STATUSES).optional(),
});

/** Notification texts for the author (notification_type 'publication'). */
export const publicationNotificationBody = (action: PublicationTransition, title: string, comment: string): string => {
  const t = `“${title}”`;
  const said = comment ? ` Comment: ${comment.length > 160 ? `${comment.slice(0, 157)}…` : comment}` : '';
  switch (action) {
    case 'submit': return `Your publication ${t} was submitted for review.`;
    case 'resubmit': return `Your publication ${t} was resubmitted for review.`;
    case 'start-review': return `Your publication ${t} is now in review.`;
    case 'request-changes': return `Changes were requested on your publication ${t}.${said}`;
    case 'accept': return `Your publication ${t} was accepted.${said}`;
    case 'reject': return `Your publication ${t} was not accepted.${said}`;
  }
};

export const publicationLink = (id: number) => `/publications?id=${id}`;
