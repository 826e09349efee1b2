import { z } from './zod';

// Hubs and content (issue 12; docs/decisions/0033-hub-engine.md, 0034-content-search.md).
// A hub is data: slug, title, intro (Markdown), audience, visibility and an ordered list of
// sections of a small closed set of kinds. GET /api/hubs/:slug answers the hub with every
// section's items resolved on the server, so a hub page is one request.

export const CONTENT_TYPES = ['article', 'video', 'document', 'toolkit', 'opportunity', 'success-story', 'insight'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  article: 'Article', video: 'Video', document: 'Document', toolkit: 'Toolkit', opportunity: 'Opportunity',
  'success-story': 'Success story', insight: 'Insight',
};

export const HUB_VISIBILITIES = ['public', 'members', 'admins'] as const;
export type HubVisibility = (typeof HUB_VISIBILITIES)[number];
export const HUB_VISIBILITY_LABELS: Record<HubVisibility, string> = {
  public: 'Everyone, also signed out', members: 'Signed-in members', admins: 'Administrators only (hidden)',
};

export const SECTION_KINDS = ['featured', 'content-list', 'opportunities', 'events', 'programs', 'forum-topics', 'people', 'organizations', 'rich-text'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const SECTION_KIND_LABELS: Record<SectionKind, string> = {
  featured: 'Featured content', 'content-list': 'Content by type or tag', opportunities: 'Opportunities with deadlines',
  events: 'Upcoming events', programs: 'Learning programs', 'forum-topics': 'Forum topics', people: 'People', organizations: 'Organisations',
  'rich-text': 'Text block',
};
/** Kinds whose items only members may see: a signed-out visitor gets the section with no items. */
export const MEMBERS_ONLY_KINDS: readonly SectionKind[] = ['events', 'programs', 'forum-topics', 'people', 'organizations'];

export const PEOPLE_COMMUNITIES = ['startup', 'investor', 'business', 'government', 'educator', 'expert'] as const;
export const ORGANIZATION_KINDS = ['startups', 'investors', 'businesses', 'government', 'educators', 'experts'] as const;

export const HUB_LIMITS = { title: 120, intro: 4000, sectionTitle: 120, richText: 8000, sections: 12, items: 24, slugs: 12, tag: 40 } as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const HUB_MESSAGES = {
  hubNotFound: 'Hub not found',
  contentNotFound: 'Content not found',
  adminOnly: 'Only administrators can edit hubs.',
  tooManySections: `A hub has at most ${HUB_LIMITS.sections} sections.`,
  duplicateSectionId: 'Two sections of one hub cannot share an id.',
  searchTooLong: 'Search for at most 200 characters.',
} as const;

const maxText = (max: number) => `Use at most ${max} characters.`;
const title = (max: number) => z.string().trim().min(1, 'Enter a title.').max(max, maxText(max));
const limit = z.number().int().min(1, 'Show at least 1 item.').max(HUB_LIMITS.items, `Show at most ${HUB_LIMITS.items} items.`);
const tag = z.string().trim().max(HUB_LIMITS.tag, maxText(HUB_LIMITS.tag));
export const slugSchema = z.string().trim().toLowerCase().max(80).regex(SLUG_PATTERN, 'Use lower-case letters, digits and dashes.');

const sectionBase = {
  /** Stable within the hub: what reorder and remove refer to. */
  id: z.string().trim().min(1).max(40).regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes.'),
  title: title(HUB_LIMITS.sectionTitle),
};

/** A section as stored and edited: its kind and the parameters of that kind. */
export const sectionConfigSchema = z.discriminatedUnion('kind', [
  z.object({ ...sectionBase, kind: z.literal('featured'), params: z.object({
    content_slugs: z.array(slugSchema).min(1, 'Pick at least one item.').max(HUB_LIMITS.slugs, `Pick at most ${HUB_LIMITS.slugs} items.`),
  }) }),
  z.object({ ...sectionBase, kind: z.literal('content-list'), params: z.object({
    content_type: z.enum(CONTENT_TYPES).nullable().default(null), tag: tag.nullable().default(null), limit,
  }) }),
  z.object({ ...sectionBase, kind: z.literal('opportunities'), params: z.object({ tag: tag.nullable().default(null), limit }) }),
  z.object({ ...sectionBase, kind: z.literal('events'), params: z.object({
    event_kind: z.enum(['event', 'competition']).nullable().default(null), tag: tag.nullable().default(null), limit,
  }) }),
  z.object({ ...sectionBase, kind: z.literal('programs'), params: z.object({ category: tag.nullable().default(null), limit }) }),
  z.object({ ...sectionBase, kind: z.literal('forum-topics'), params: z.object({ category_slug: slugSchema.nullable().default(null), limit }) }),
  z.object({ ...sectionBase, kind: z.literal('people'), params: z.object({ community: z.enum(PEOPLE_COMMUNITIES).nullable().default(null), limit }) }),
  z.object({ ...sectionBase, kind: z.literal('organizations'), params: z.object({ category: z.enum(ORGANIZATION_KINDS).nullable().default(null), limit }) }),
  z.object({ ...sectionBase, kind: z.literal('rich-text'), params: z.object({
    body: z.string().trim().min(1, 'Write the text.').max(HUB_LIMITS.richText, maxText(HUB_LIMITS.richText)),
  }) }),
]);
export type SectionConfig = z.infer<typeof sectionConfigSchema>;
export type SectionConfigInput = z.input<typeof sectionConfigSchema>;

const sectionsSchema = z.array(sectionConfigSchema).max(HUB_LIMITS.sections, HUB_MESSAGES.tooManySections)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, HUB_MESSAGES.duplicateSectionId);

/** PUT /api/hubs/:slug and POST /api/hubs/preview (admins). */
export const hubUpdateSchema = z.object({
  title: title(HUB_LIMITS.title),
  intro: z.string().trim().max(HUB_LIMITS.intro, maxText(HUB_LIMITS.intro)),
  visibility: z.enum(HUB_VISIBILITIES),
  sections: sectionsSchema,
});
export type HubUpdate = z.infer<typeof hubUpdateSchema>;

/** A content item as a card (lists, sections, search results). */
export const contentCardSchema = z.object({
  content_id: z.number().int(),
  slug: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  cover_image: z.string().nullable(),
  deadline: z.string().nullable(),
  published_at: z.string().nullable(),
  is_published: z.boolean(),
  author_name: z.string().nullable(),
  /** Search results only: ts_headline of the body around the match, with <mark> around hits (sanitised). */
  snippet_html: z.string().nullable().optional(),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

export const videoEmbedSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  /** Built on the server from the video id: youtube-nocookie.com / player.vimeo.com?dnt=1. */
  embed_url: z.string(),
});

export const attachmentSchema = z.object({ name: z.string(), file: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** GET /api/content/items/:slug. */
export const contentItemSchema = contentCardSchema.extend({
  body_html: z.string(),
  hub_slugs: z.array(z.string()),
  video_url: z.string().nullable(),
  video_embed: videoEmbedSchema.nullable(),
  attachments: z.array(attachmentSchema),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentSearchQuerySchema = z.object({
  q: z.string().trim().max(200, HUB_MESSAGES.searchTooLong).optional(),
  type: z.enum(CONTENT_TYPES).optional(),
  tag: tag.optional(),
  hub: slugSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type ContentSearchQuery = z.input<typeof contentSearchQuerySchema>;

export const contentSearchResponseSchema = z.object({
  data: z.array(contentCardSchema),
  metadata: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() }),
  /** The tags in use, most used first (filters on /contents). */
  tags: z.array(z.string()),
  /** Content ids the caller has saved (empty when signed out). */
  saved_content_ids: z.array(z.number().int()),
});
export type ContentSearchResponse = z.infer<typeof contentSearchResponseSchema>;

export const hubEventItemSchema = z.object({
  event_id: z.number().int(), kind: z.enum(['event', 'competition']), title: z.string(), summary: z.string(),
  starts_at: z.string(), ends_at: z.string(), time_zone: z.string(), format: z.enum(['in-person', 'online', 'hybrid']),
  venue: z.string().nullable(), tags: z.array(z.string()), cover_image: z.string().nullable(),
  seats_left: z.number().int().nullable(),
});
export type HubEventItem = z.infer<typeof hubEventItemSchema>;

export const hubProgramItemSchema = z.object({
  program_id: z.number().int(), program_name: z.string(), program_description: z.string(), program_category: z.string(),
  program_image: z.string().nullable(), start_date: z.string().nullable(),
});
export type HubProgramItem = z.infer<typeof hubProgramItemSchema>;

export const hubTopicItemSchema = z.object({
  topic_id: z.number().int(), title: z.string(), excerpt: z.string(), reply_count: z.number().int(), last_post_at: z.string(),
  category_name: z.string(), author: z.string(),
});
export type HubTopicItem = z.infer<typeof hubTopicItemSchema>;
export const hubPersonItemSchema = z.object({
  user_id: z.number().int(), name: z.string(), username: z.string(), headline: z.string(), city: z.string().nullable(), community: z.string().nullable(),
});
export type HubPersonItem = z.infer<typeof hubPersonItemSchema>;
export const hubOrganizationItemSchema = z.object({
  organization_id: z.number().int(), name: z.string(), category: z.string(), description: z.string(), city: z.string().nullable(),
});
export type HubOrganizationItem = z.infer<typeof hubOrganizationItemSchema>;

const resolvedBase = { ...sectionBase, members_only: z.boolean() };
/** A section with its items, as GET /api/hubs/:slug answers it. */
export const resolvedSectionSchema = z.discriminatedUnion('kind', [
  z.object({ ...resolvedBase, kind: z.literal('featured'), params: z.object({ content_slugs: z.array(z.string()) }), items: z.array(contentCardSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('content-list'), params: z.object({ content_type: z.enum(CONTENT_TYPES).nullable(), tag: z.string().nullable(), limit: z.number().int() }), items: z.array(contentCardSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('opportunities'), params: z.object({ tag: z.string().nullable(), limit: z.number().int() }), items: z.array(contentCardSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('events'), params: z.object({ event_kind: z.enum(['event', 'competition']).nullable(), tag: z.string().nullable(), limit: z.number().int() }), items: z.array(hubEventItemSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('programs'), params: z.object({ category: z.string().nullable(), limit: z.number().int() }), items: z.array(hubProgramItemSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('forum-topics'), params: z.object({ category_slug: z.string().nullable(), limit: z.number().int() }), items: z.array(hubTopicItemSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('people'), params: z.object({ community: z.enum(PEOPLE_COMMUNITIES).nullable(), limit: z.number().int() }), items: z.array(hubPersonItemSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('organizations'), params: z.object({ category: z.enum(ORGANIZATION_KINDS).nullable(), limit: z.number().int() }), items: z.array(hubOrganizationItemSchema) }),
  z.object({ ...resolvedBase, kind: z.literal('rich-text'), params: z.object({ body: z.string() }), html: z.string() }),
]);
export type ResolvedSection = z.infer<typeof resolvedSectionSchema>;

export const savedIdsSchema = z.object({ content: z.array(z.number().int()), event: z.array(z.number().int()), program: z.array(z.number().int()) });
export type SavedIds = z.infer<typeof savedIdsSchema>;

export const hubSchema = z.object({
  hub_id: z.number().int(),
  slug: z.string(),
  /** The in-app path the hub is served at (/funding-hub, /home/funding, /connect). */
  path: z.string(),
  title: z.string(),
  intro: z.string(),
  intro_html: z.string(),
  audience_roles: z.array(z.string()),
  cover_image: z.string().nullable(),
  visibility: z.enum(HUB_VISIBILITIES),
  sections: z.array(resolvedSectionSchema),
  /** Whether the caller may edit it (admins): the page links to the Admin Center. */
  can_edit: z.boolean(),
  /** What the caller has saved (empty when signed out), so cards show Saved without asking per card. */
  saved: savedIdsSchema,
});
export type Hub = z.infer<typeof hubSchema>;

/** GET /api/hubs (admins): every hub with its stored section configuration. */
export const hubSummarySchema = z.object({
  hub_id: z.number().int(), slug: z.string(), path: z.string(), title: z.string(), intro: z.string(),
  visibility: z.enum(HUB_VISIBILITIES), sections: z.array(sectionConfigSchema),
});
export type HubSummary = z.infer<typeof hubSummarySchema>;
export const hubListResponseSchema = z.object({ data: z.array(hubSummarySchema) });

export const hubPreviewResponseSchema = z.object({ intro_html: z.string(), sections: z.array(resolvedSectionSchema) });
export type HubPreview = z.infer<typeof hubPreviewResponseSchema>;

/** The hub slug serving an in-app path: /funding-hub → funding-hub, /home/funding → home-funding. */
export function hubSlugForPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '').replace(/^\/+/, '').replace(/\//g, '-');
}

// Content editing in the Admin Center (decision 0038): administrators create and edit content items.
export const CONTENT_LIMITS = { title: 160, summary: 400, body: 40_000, tags: 12, hubs: 12, attachments: 10, attachmentName: 160, url: 500 } as const;

export const CONTENT_EDIT_MESSAGES = {
  adminOnly: 'Only administrators can create or edit content.',
  slugTaken: (slug: string) => `The address “${slug}” is taken by another content item. Choose another.`,
  unknownHubs: (slugs: string[]) => `No hub has the address ${slugs.map((s) => `“${s}”`).join(', ')}. Pick existing hubs.`,
  attachmentFile: 'Attach files uploaded here (PDF, TXT, CSV, DOCX, XLSX, PPTX or images).',
  videoUrl: 'Enter the video link as a full https:// address.',
  deadline: 'Enter the deadline as a date and time.',
} as const;

/** An attachment as stored: the shown name and the upload's download path (POST /api/multimedia/upload answers it as `url`). */
export const ATTACHMENT_FILE_PATTERN = /^(?:\/api\/multimedia\/(?:files|images)\/[0-9a-f]{32}\.(?:png|jpg|webp|gif|pdf|txt|csv|docx|xlsx|pptx)|\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:pdf|docx|pptx|xlsx|csv|txt))$/;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** POST /api/content/items and PUT /api/content/items/:slug (administrators). */
export const contentInputSchema = z.object({
  title: title(CONTENT_LIMITS.title),
  /** Optional on create: generated from the title when left out. */
  slug: z.preprocess(emptyToNull, slugSchema.nullable()).optional(),
  content_type: z.enum(CONTENT_TYPES, { message: 'Pick a content type.' }),
  summary: z.string().trim().min(1, 'Write a short summary.').max(CONTENT_LIMITS.summary, maxText(CONTENT_LIMITS.summary)),
  body: z.string().max(CONTENT_LIMITS.body, maxText(CONTENT_LIMITS.body)).default(''),
  tags: z.array(z.string().trim().toLowerCase().min(1, 'A tag cannot be empty.').max(HUB_LIMITS.tag, maxText(HUB_LIMITS.tag)))
    .max(CONTENT_LIMITS.tags, `Use at most ${CONTENT_LIMITS.tags} tags.`).default([])
    .transform((list) => [...new Set(list)]),
  hub_slugs: z.array(slugSchema).max(CONTENT_LIMITS.hubs, `Pick at most ${CONTENT_LIMITS.hubs} hubs.`).default([])
    .transform((list) => [...new Set(list)]),
  video_url: z.preprocess(emptyToNull, z.string().trim().max(CONTENT_LIMITS.url, maxText(CONTENT_LIMITS.url))
    .regex(/^https:\/\/[^\s<>"]+$/, CONTENT_EDIT_MESSAGES.videoUrl).nullable()).default(null),
  deadline: z.preprocess(emptyToNull, z.string().trim().refine((v) => { const t = Date.parse(v); return !Number.isNaN(t) && new Date(t).getUTCFullYear() >= 2000 && new Date(t).getUTCFullYear() <= 2200; }, CONTENT_EDIT_MESSAGES.deadline).nullable()).default(null),
  attachments: z.array(z.object({
    name: z.string().trim().min(1, 'Name the attachment.').max(CONTENT_LIMITS.attachmentName, maxText(CONTENT_LIMITS.attachmentName)),
    file: z.string().regex(ATTACHMENT_FILE_PATTERN, CONTENT_EDIT_MESSAGES.attachmentFile),
  })).max(CONTENT_LIMITS.attachments, `Attach at most ${CONTENT_LIMITS.attachments} files.`).default([]),
  is_published: z.boolean().default(false),
});
export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentInputParsed = z.output<typeof contentInputSchema>;

/** GET /api/content/admin/items (administrators): the common list query; filterFields may hold content_type and is_published. */
export const contentAdminFilterSchema = z.object({
  content_type: z.enum(CONTENT_TYPES).optional(),
  is_published: z.boolean().optional(),
}).strict();

/** A row of the admin list: the card plus what the editor needs (body, hubs, video, attachments). */
export const contentAdminItemSchema = contentCardSchema.extend({
  body: z.string(),
  hub_slugs: z.array(z.string()),
  video_url: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  modified_at: z.string().nullable(),
});
export type ContentAdminItem = z.infer<typeof contentAdminItemSchema>;
