import { z } from './zod';
import { idSchema } from './input-limits';
import { listQuerySchema } from './list-query';

// Records of the content families of SPEC §3/§7 (settings, notifications, group users,
// community records, repository items, and the learning hierarchy Program → Course → Module
// → Unit with enrolments), and the payloads that create and update them.
// Timestamps travel as ISO 8601 strings. Payload schemas leave the audit ids out: the engine
// (server/resources/family.ts) adds created_by / modified_by and checks them (contracts/resources.ts).

export const COMMUNITY_TYPES = ['startup', 'investor', 'business', 'government', 'educator', 'expert'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

export const UNIT_TYPES = ['text', 'video', 'file', 'quiz'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const ENROLLMENT_STATUSES = ['active', 'completed', 'paused', 'withdrawn'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** Wellness-style modules are grouped in phases 1 to 5 (SPEC §3 "Local data"). */
export const MODULE_PHASES = [1, 2, 3, 4, 5] as const;

/** The repository item subtype the school-of-study lookup uses (SPEC §5). */
export const SCHOOL_OF_STUDY_SUBTYPE = 'School of Study';

const id = idSchema;
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max);
/** An in-app path (`/community/forum/topic/12`): never another origin or a script URL. */
const appPath = z.string().trim().max(500).regex(/^\/(?!\/)[^\s\\]*$/, 'Use a path inside the app, starting with /');
const isoDateTime = z.iso.datetime({ offset: true });
const jsonObject = z.record(z.string(), z.json());
const sequence = z.number().int().min(0).max(100_000);

/** Rules the API host checks beyond the payload shapes (they need the stored row or the caller). */
export const CONTENT_MESSAGES = {
  datesOrder: 'end_date must not be before start_date.',
  groupSelf: 'A member cannot be in their own group.',
  programNotOpen: 'This program is not open for enrolment.',
  programNotFound: 'Program not found',
} as const;

/** The end of a range may not come before its start (either may be missing). */
export function datesInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  return !start || !end || Date.parse(end) >= Date.parse(start);
}

// ---------------------------------------------------------------- user settings

export const userSettingSchema = z.object({
  user_setting_id: z.number().int(),
  user_id: z.number().int(),
  settings: jsonObject,
});
export type UserSetting = z.infer<typeof userSettingSchema>;

const userSettingFields = {
  user_id: id,
  settings: jsonObject.refine((s) => JSON.stringify(s).length <= 64_000, 'settings are too large.'),
};
export const userSettingCreateSchema = z.object({ ...userSettingFields, settings: userSettingFields.settings.optional() });
export const userSettingUpdateSchema = z.object(userSettingFields).partial();
export type UserSettingCreate = z.input<typeof userSettingCreateSchema>;
export type UserSettingUpdate = z.input<typeof userSettingUpdateSchema>;

// ---------------------------------------------------------------- notifications

export const notificationSchema = z.object({
  notification_id: z.number().int(),
  user_id: z.number().int(),
  notification_type: z.string(),
  notification_body: z.string(),
  notification_image: z.string().nullable(),
  /** The in-app path of what the notification is about (a topic, a conversation, an event); opening it marks the notification read. */
  notification_link: z.string().nullable(),
  is_read: z.boolean(),
  cdate_time: z.string(),
  created_by: z.number().int(),
  modified_by: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationFields = {
  user_id: id,
  notification_type: text(64),
  notification_body: text(2000),
  notification_image: optionalText(2000).nullable().optional(),
  notification_link: appPath.nullable().optional(),
  is_read: z.boolean().optional(),
};
export const notificationCreateSchema = z.object(notificationFields);
export const notificationUpdateSchema = z.object(notificationFields).partial();
export type NotificationCreate = z.input<typeof notificationCreateSchema>;
export type NotificationUpdate = z.input<typeof notificationUpdateSchema>;

// ---------------------------------------------------------------- group users

export const groupUserSchema = z.object({
  table_id: z.number().int(),
  parent_user_id: z.number().int(),
  user_id: z.number().int(),
});
export type GroupUser = z.infer<typeof groupUserSchema>;

/** parent_user_id ≠ user_id is checked by the API host (CONTENT_MESSAGES.groupSelf). */
export const groupUserCreateSchema = z.object({ parent_user_id: id, user_id: id });
export const groupUserUpdateSchema = groupUserCreateSchema.partial();
export type GroupUserCreate = z.input<typeof groupUserCreateSchema>;
export type GroupUserUpdate = z.input<typeof groupUserUpdateSchema>;

// ---------------------------------------------------------------- community common

export const communityCommonSchema = z.object({
  community_common_id: z.number().int(),
  owner_user_id: z.number().int(),
  community_name: z.string(),
  community_type: z.enum(COMMUNITY_TYPES),
  description: z.string().nullable(),
});
export type CommunityCommon = z.infer<typeof communityCommonSchema>;

const communityCommonFields = {
  owner_user_id: id,
  community_name: text(200),
  community_type: z.enum(COMMUNITY_TYPES),
  description: optionalText(5000).nullable().optional(),
};
export const communityCommonCreateSchema = z.object(communityCommonFields);
export const communityCommonUpdateSchema = z.object(communityCommonFields).partial();
export type CommunityCommonCreate = z.input<typeof communityCommonCreateSchema>;
export type CommunityCommonUpdate = z.input<typeof communityCommonUpdateSchema>;

// ---------------------------------------------------------------- user repository items

export const userRepoItemSchema = z.object({
  repoitem_id: z.number().int(),
  user_id: z.number().int(),
  repoitem_type: z.string(),
  repoitem_subtype: z.string(),
  repoitem_name: z.string(),
  repoitem_value: z.json().nullable(),
  community_common_id: z.number().int().nullable(),
});
export type UserRepoItem = z.infer<typeof userRepoItemSchema>;

const userRepoItemFields = {
  user_id: id,
  repoitem_type: text(64),
  repoitem_subtype: text(64),
  repoitem_name: text(200),
  repoitem_value: z.json().nullable().optional().refine((v) => v === undefined || JSON.stringify(v).length <= 64_000, 'repoitem_value is too large.'),
  community_common_id: id.nullable().optional(),
};
export const userRepoItemCreateSchema = z.object(userRepoItemFields);
export const userRepoItemUpdateSchema = z.object(userRepoItemFields).partial();
export type UserRepoItemCreate = z.input<typeof userRepoItemCreateSchema>;
export type UserRepoItemUpdate = z.input<typeof userRepoItemUpdateSchema>;

// ---------------------------------------------------------------- programs

export const programSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  program_description: z.string(),
  program_category: z.string(),
  program_image: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_published: z.boolean(),
});
export type Program = z.infer<typeof programSchema>;

const programFields = {
  program_name: text(200),
  program_description: optionalText(10_000).optional(),
  program_category: text(64),
  program_image: optionalText(2000).nullable().optional(),
  start_date: isoDateTime.nullable().optional(),
  end_date: isoDateTime.nullable().optional(),
  is_published: z.boolean().optional(),
};
/** end_date ≥ start_date is checked by the API host against the stored row too (CONTENT_MESSAGES.datesOrder). */
export const programCreateSchema = z.object(programFields);
export const programUpdateSchema = programCreateSchema.partial();
export type ProgramCreate = z.input<typeof programCreateSchema>;
export type ProgramUpdate = z.input<typeof programUpdateSchema>;

// ---------------------------------------------------------------- courses

export const courseSchema = z.object({
  course_id: z.number().int(),
  program_id: z.number().int(),
  course_name: z.string(),
  course_description: z.string(),
  sequence: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;

const courseFields = {
  program_id: id,
  course_name: text(200),
  course_description: optionalText(10_000).optional(),
  sequence: sequence.optional(),
};
export const courseCreateSchema = z.object(courseFields);
export const courseUpdateSchema = z.object(courseFields).partial();
export type CourseCreate = z.input<typeof courseCreateSchema>;
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

// ---------------------------------------------------------------- modules

export const moduleSchema = z.object({
  module_id: z.number().int(),
  course_id: z.number().int(),
  module_name: z.string(),
  module_description: z.string().nullable(),
  sequence: z.number().int(),
  phase: z.number().int().nullable(),
});
export type Module = z.infer<typeof moduleSchema>;

const moduleFields = {
  course_id: id,
  module_name: text(200),
  module_description: optionalText(10_000).nullable().optional(),
  sequence: sequence.optional(),
  phase: z.number().int().min(1).max(5).nullable().optional(),
};
export const moduleCreateSchema = z.object(moduleFields);
export const moduleUpdateSchema = z.object(moduleFields).partial();
export type ModuleCreate = z.input<typeof moduleCreateSchema>;
export type ModuleUpdate = z.input<typeof moduleUpdateSchema>;

// ---------------------------------------------------------------- units

export const unitSchema = z.object({
  unit_id: z.number().int(),
  module_id: z.number().int(),
  unit_name: z.string(),
  unit_type: z.enum(UNIT_TYPES),
  unit_body: z.string(),
  sequence: z.number().int(),
  duration_minutes: z.number().int().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

const unitFields = {
  module_id: id,
  unit_name: text(200),
  unit_type: z.enum(UNIT_TYPES),
  unit_body: optionalText(100_000).optional(),
  sequence: sequence.optional(),
  duration_minutes: z.number().int().min(0).max(10_000).nullable().optional(),
};
export const unitCreateSchema = z.object(unitFields);
export const unitUpdateSchema = z.object(unitFields).partial();
export type UnitCreate = z.input<typeof unitCreateSchema>;
export type UnitUpdate = z.input<typeof unitUpdateSchema>;

/** A quiz unit's body (unit_type 'quiz'), stored as JSON text in unit_body. */
export const quizBodySchema = z.object({
  questions: z.array(z.object({
    question: z.string(),
    options: z.array(z.string()).min(2),
    /** Index into options. */
    answer: z.number().int().min(0),
    explanation: z.string().optional(),
  })).min(1),
  /** Percent of right answers needed to pass (and so complete the unit); QUIZ_PASS_MARK when missing. */
  pass_mark: z.number().int().min(1).max(100).optional(),
});
export type QuizBody = z.infer<typeof quizBodySchema>;

export const UNIT_BODY_MESSAGES = {
  webLink: 'must be an http:// or https:// link.',
  fileLink: 'must be an http:// or https:// link or a path on this site (/...).',
  notJson: (type: UnitType) => `unit_body of a ${type} unit must be JSON (see the ${type} unit body schema).`,
  invalid: (type: UnitType, problem: string) => `unit_body of a ${type} unit: ${problem}`,
} as const;

/**
 * A link a member may follow from a unit: http(s) only, so javascript:, data:, vbscript:, file:
 * and the like never reach an href. (URL parsing ignores case and leading blanks; so does this.)
 */
export const webLinkSchema = z.string().trim().max(2000).pipe(z.url({ protocol: /^https?$/i, error: UNIT_BODY_MESSAGES.webLink }));
/** A site-relative path ('/api/multimedia/files/…'); '//host' and '/\host' are other hosts to a browser. */
const sitePathSchema = z.string().trim().max(2000).regex(/^\/(?![/\\])[^\\\s]*$/, UNIT_BODY_MESSAGES.fileLink);

/** A video unit's body: the link and an optional summary, as JSON text in unit_body. */
export const videoBodySchema = z.object({ url: z.union([webLinkSchema, sitePathSchema], { error: UNIT_BODY_MESSAGES.fileLink }), summary: z.string().optional() });
export type VideoBody = z.infer<typeof videoBodySchema>;

/** A file unit's body: a link (http(s) or site-relative), the file's name and a summary, as JSON text in unit_body. */
export const fileBodySchema = z.object({
  url: z.union([webLinkSchema, sitePathSchema], { error: UNIT_BODY_MESSAGES.fileLink }),
  file_name: z.string(),
  summary: z.string().optional(),
});
export type FileBody = z.infer<typeof fileBodySchema>;

const UNIT_BODY_SCHEMAS: Partial<Record<UnitType, z.ZodType>> = { video: videoBodySchema, file: fileBodySchema, quiz: quizBodySchema };

/**
 * What is wrong with a unit's body for its type, or undefined: video, file and quiz units carry
 * JSON of their schema (an empty body is allowed: nothing to show yet); text units any text.
 */
export function unitBodyProblem(type: UnitType, body: string): string | undefined {
  const schema = UNIT_BODY_SCHEMAS[type];
  if (!schema || body.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return UNIT_BODY_MESSAGES.notJson(type);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return UNIT_BODY_MESSAGES.invalid(type, issue ? `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}` : 'invalid');
}

// ---------------------------------------------------------------- enrolments

export const programEnrolledSchema = z.object({
  enrollment_id: z.number().int(),
  user_id: z.number().int(),
  program_id: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  progress: jsonObject,
  enrolled_at: z.string(),
});
export type ProgramEnrolled = z.infer<typeof programEnrolledSchema>;

const programEnrolledFields = {
  user_id: id,
  program_id: id,
  status: z.enum(ENROLLMENT_STATUSES).optional(),
  progress: jsonObject.refine((p) => JSON.stringify(p).length <= 64_000, 'progress is too large.').optional(),
};
export const programEnrolledCreateSchema = z.object(programEnrolledFields);
/** An enrolment changes its status and progress only (member and program stay). */
export const programEnrolledUpdateSchema = z.object({ status: programEnrolledFields.status, progress: programEnrolledFields.progress });
export type ProgramEnrolledCreate = z.input<typeof programEnrolledCreateSchema>;
export type ProgramEnrolledUpdate = z.input<typeof programEnrolledUpdateSchema>;

// ---------------------------------------------------------------- searchPrograms

export const SEARCH_PROGRAMS_MESSAGES = {
  badDate: (name: string) => `${name} must be an ISO 8601 date.`,
  badRange: (from: string, to: string) => `${from} must not be after ${to}.`,
} as const;

/** A date (2026-03-01) or a date-time with offset; anything else is a 400 naming the field. */
const isoDateQuery = (name: string) => z.string().trim()
  .refine((v) => z.iso.date().safeParse(v).success || isoDateTime.safeParse(v).success, SEARCH_PROGRAMS_MESSAGES.badDate(name))
  .optional();

/** A comma-joined list in the query string; repeated keys are accepted too. */
const commaList = z.union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
  .pipe(z.array(z.string().max(64)).max(50));

/**
 * GET /api/program/programs/searchPrograms: page, limit (-1 = all), search over name and
 * description, program_category (comma list), and date ranges on start_date / end_date.
 * A date-only `_to` bound includes that whole day (UTC). Only published programs are listed.
 */
export const searchProgramsQuerySchema = listQuerySchema.pick({ page: true, limit: true, search: true, sortOrder: true }).extend({
  program_category: commaList.optional(),
  start_date_from: isoDateQuery('start_date_from'),
  start_date_to: isoDateQuery('start_date_to'),
  end_date_from: isoDateQuery('end_date_from'),
  end_date_to: isoDateQuery('end_date_to'),
  sortField: z.enum(['program_id', 'program_name', 'start_date', 'end_date']).optional(),
});
export type SearchProgramsQuery = z.output<typeof searchProgramsQuerySchema>;
