import { z } from './zod';
import { idSchema } from './input-limits';
import { READINESS_PHASE_KEYS } from './learning';
import { onboardingSummarySchema } from './onboarding';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, UPLOAD_TYPES, type UploadKind } from './multimedia';

// The member's own corner (issue 12; docs/decisions/0035-saved-items-and-library.md,
// 0036-member-home.md): saved items (content, events, programs), "My library" (own uploads and
// the files of enrolled programs) and the /user/home dashboard assembled in one request.

export const SAVED_ITEM_TYPES = ['content', 'event', 'program'] as const;
export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];
export const SAVED_ITEM_TYPE_LABELS: Record<SavedItemType, string> = { content: 'Content', event: 'Events', program: 'Programs' };

export const MEMBER_HOME_MESSAGES = {
  itemNotFound: (type: SavedItemType) => (type === 'content' ? 'Content item not found' : type === 'event' ? 'Event not found' : 'Program not found'),
  badIds: 'ids must be a comma-separated list of up to 100 item ids.',
  documentNotFound: 'Document not found',
  uploadNotFound: 'Upload the file first: no upload has that name.',
  alreadyInLibrary: 'This file is already in a library.',
  homeFailed: 'Your home could not be loaded.',
} as const;

export const savedItemKeySchema = z.object({
  item_type: z.enum(SAVED_ITEM_TYPES),
  item_id: z.coerce.number().pipe(idSchema),
});
export type SavedItemKey = z.infer<typeof savedItemKeySchema>;

export const saveItemBodySchema = z.object({
  item_type: z.enum(SAVED_ITEM_TYPES),
  item_id: idSchema,
});

/** A saved item as listed: what it is, where it opens, and when it was saved. */
export const savedItemSchema = z.object({
  saved_item_id: z.number().int(),
  item_type: z.enum(SAVED_ITEM_TYPES),
  item_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** In-app path of the item (/events/12, /lxp/program/3, /contents/<slug>). */
  link: z.string(),
  image: z.string().nullable(),
  /** Events: when it starts; content opportunities: the deadline; else null. */
  when: z.string().nullable(),
  /** A short label: content type, event kind, program category. */
  label: z.string(),
  saved_at: z.string(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedListQuerySchema = z.object({ type: z.enum(SAVED_ITEM_TYPES).optional() });
export const savedListResponseSchema = z.object({ data: z.array(savedItemSchema) });

/** GET /api/me/saved/status?type=event&ids=1,2,3 → which of them the caller saved. */
export const savedStatusQuerySchema = z.object({
  type: z.enum(SAVED_ITEM_TYPES),
  ids: z.string().max(1200).transform((s, ctx) => {
    const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
    const ids = parts.map(Number);
    if (parts.length === 0 || parts.length > 100 || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: MEMBER_HOME_MESSAGES.badIds });
      return z.NEVER;
    }
    return [...new Set(ids)];
  }),
});
export const savedStatusResponseSchema = z.object({ type: z.enum(SAVED_ITEM_TYPES), saved_ids: z.array(z.number().int()) });
export type SavedStatusResponse = z.infer<typeof savedStatusResponseSchema>;

// ---------------------------------------------------------------- My library

/** What the browser can show in place, by content type (null: download only). */
export type PreviewKind = 'pdf' | 'image' | 'video' | 'audio' | 'text' | null;
export function previewKindOf(contentType: string): PreviewKind {
  const t = contentType.split(';')[0]!.trim().toLowerCase();
  if (t === 'application/pdf') return 'pdf';
  if (/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(t)) return 'image';
  if (/^video\/(mp4|webm|ogg)$/.test(t)) return 'video';
  if (/^audio\/(mpeg|ogg|wav|webm|mp4)$/.test(t)) return 'audio';
  if (t === 'text/plain' || t === 'text/csv' || t === 'text/markdown') return 'text';
  return null;
}

/** A content type guessed from a file name (program files are site paths, not uploads). */
export function contentTypeOfName(name: string): string {
  const ext = name.toLowerCase().split('?')[0]!.split('.').pop() ?? '';
  const map: Record<string, string> = {
    pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', md: 'text/markdown', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg',
    gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml', mp4: 'video/mp4', webm: 'video/webm', mp3: 'audio/mpeg', wav: 'audio/wav',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  };
  return map[ext] ?? 'application/octet-stream';
}

export const libraryDocumentSchema = z.object({
  document_id: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  kind: z.enum(['image', 'file']),
  url: z.string(),
  uploaded_at: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const libraryProgramFileSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  file_name: z.string(),
  summary: z.string(),
  content_type: z.string(),
  url: z.string(),
  /** The unit in the player. */
  link: z.string(),
});
export type LibraryProgramFile = z.infer<typeof libraryProgramFileSchema>;

export const libraryResponseSchema = z.object({
  documents: z.array(libraryDocumentSchema),
  program_files: z.array(libraryProgramFileSchema),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

/** POST /api/me/library: keep an upload (multimedia/upload's `name`) in the library. */
export const addLibraryDocumentSchema = z.object({
  name: z.string().trim().max(64),
  title: z.string().trim().min(1, 'Give the document a title.').max(200, 'The title is longer than 200 characters.'),
  file_name: z.string().trim().min(1).max(255),
});
export type AddLibraryDocument = z.infer<typeof addLibraryDocumentSchema>;
export const libraryDocumentParamsSchema = z.object({ document_id: z.coerce.number().pipe(idSchema) });

// ---------------------------------------------------------------- /user/home in one request

export const homeLearningSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  percent: z.number().int(),
  completed_units: z.number().int(),
  total_units: z.number().int(),
  /** Where "Continue" goes: the resume unit, or the first unit when nothing was opened yet. */
  resume_unit_id: z.number().int().nullable(),
  resume_unit_name: z.string().nullable(),
  link: z.string(),
});
export type HomeLearning = z.infer<typeof homeLearningSchema>;

export const homeEventSchema = z.object({
  event_id: z.number().int(),
  title: z.string(),
  kind: z.enum(['event', 'competition']),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  venue: z.string().nullable(),
  format: z.string(),
  status: z.string(),
  link: z.string(),
});
export type HomeEvent = z.infer<typeof homeEventSchema>;

export const homeNotificationSchema = z.object({
  notification_id: z.number().int(),
  notification_type: z.string(),
  notification_body: z.string(),
  notification_link: z.string().nullable(),
  cdate_time: z.string(),
});

export const homeTopicSchema = z.object({
  topic_id: z.number().int(), title: z.string(), excerpt: z.string(), reply_count: z.number().int(), last_post_at: z.string(), link: z.string(),
});
export type HomeTopic = z.infer<typeof homeTopicSchema>;

export const homeHubSchema = z.object({ slug: z.string(), title: z.string(), intro: z.string(), path: z.string() });
export type HomeHub = z.infer<typeof homeHubSchema>;

/** A starting point for members with little yet: a suggestion to open (catalogue, events, hubs). */
export const homeSuggestionSchema = z.object({ kind: z.enum(['program', 'event', 'hub', 'step']), title: z.string(), summary: z.string(), link: z.string() });
export type HomeSuggestion = z.infer<typeof homeSuggestionSchema>;

export const memberHomeSchema = z.object({
  first_name: z.string(),
  active_role: z.string().nullable(),
  continue_learning: z.array(homeLearningSchema),
  journey: z.object({
    active_phase: z.enum(READINESS_PHASE_KEYS),
    completed_phases: z.array(z.enum(READINESS_PHASE_KEYS)),
    /** 1-based position of the active phase among the five. */
    step: z.number().int(),
    total: z.number().int(),
  }),
  upcoming_events: z.array(homeEventSchema),
  notifications: z.object({ unread_count: z.number().int(), latest: z.array(homeNotificationSchema) }),
  saved: z.object({ total: z.number().int(), latest: z.array(savedItemSchema) }),
  suggested_hubs: z.array(homeHubSchema),
  /** Latest active topics of the open forum (not community spaces' own categories). */
  forum_topics: z.array(homeTopicSchema),
  /** Programs and events to start with, filled when the member has none of their own yet. */
  starting_points: z.array(homeSuggestionSchema),
  /** Setup progress for the "Finish setting up your profile" card (issue 15; decision 0045). */
  onboarding: onboardingSummarySchema.optional(),
});
export type MemberHome = z.infer<typeof memberHomeSchema>;

// ---------------------------------------------------------------- library uploads (checked before sending)


export const LIBRARY_UPLOAD_MESSAGES = {
  noFile: 'Choose a file to upload.',
  badType: 'This type of file cannot be kept in your library. Use PDF, TXT, CSV, DOCX, XLSX, PPTX, PNG, JPEG, WebP or GIF.',
  tooLarge: (kind: UploadKind, size: number) =>
    `This ${kind === 'image' ? 'image' : 'file'} is ${(size / (1024 * 1024)).toFixed(1)} MB; the limit is ${(kind === 'image' ? MAX_IMAGE_BYTES : MAX_FILE_BYTES) / (1024 * 1024)} MB.`,
  empty: 'This file is empty.',
} as const;

/** A file as the browser describes it (a File fits). */
export interface UploadCandidate { name: string; size: number; type: string }

/** Which upload kind a file goes as, or why it cannot (same lists and limits as the API host). */
export function checkLibraryUpload(file: UploadCandidate | null | undefined): { ok: true; kind: UploadKind } | { ok: false; message: string } {
  if (!file) return { ok: false, message: LIBRARY_UPLOAD_MESSAGES.noFile };
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  const kind: UploadKind | null = type in UPLOAD_TYPES.image ? 'image' : type in UPLOAD_TYPES.file ? 'file' : null;
  if (!kind) return { ok: false, message: LIBRARY_UPLOAD_MESSAGES.badType };
  if (file.size === 0) return { ok: false, message: LIBRARY_UPLOAD_MESSAGES.empty };
  if (file.size > (kind === 'image' ? MAX_IMAGE_BYTES : MAX_FILE_BYTES)) return { ok: false, message: LIBRARY_UPLOAD_MESSAGES.tooLarge(kind, file.size) };
  return { ok: true, kind };
}
