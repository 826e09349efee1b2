import { z } from './zod';
import { idSchema, idTextSchema } from './input-limits';
import { COMMUNITY_MENUS } from './roles';
import { COMMUNITY_TYPES, type CommunityType } from './entities';

// Community spaces, get-involved opportunities and the school-of-study lookup (issue 14;
// docs/decisions/0030-community-spaces.md, 0031-get-involved.md). A space is a CommunityCommon
// record (SPEC §3) with an owner; its members are rows of community_space_members.


/** SPEC §2 community pages (/community/1 … /9) and §6 menu ids, one row per community. */
export const COMMUNITY_PAGES = [
  { page: 1, type: 'startup', menu_id: 212, label: 'Startup' },
  { page: 5, type: 'investor', menu_id: 215, label: 'Investor' },
  { page: 6, type: 'business', menu_id: 213, label: 'Business' },
  { page: 7, type: 'government', menu_id: 214, label: 'Government' },
  { page: 8, type: 'educator', menu_id: 216, label: 'Educator' },
  { page: 9, type: 'expert', menu_id: 217, label: 'Expert' },
] as const satisfies readonly { page: number; type: CommunityType; menu_id: (typeof COMMUNITY_MENUS)[number]['menu_id']; label: string }[];
export type CommunityPageInfo = (typeof COMMUNITY_PAGES)[number];

export const communityByPage = (page: number): CommunityPageInfo | undefined => COMMUNITY_PAGES.find((c) => c.page === page);
export const communityByType = (type: string): CommunityPageInfo | undefined => COMMUNITY_PAGES.find((c) => c.type === type);

/** Event tags that put an event on a community's page (the events area's tags). */
export const COMMUNITY_EVENT_TAGS: Readonly<Record<CommunityType, readonly string[]>> = {
  startup: ['pitching', 'demo-day', 'networking'],
  investor: ['funding', 'investors'],
  business: ['networking', 'legal', 'workshop'],
  government: ['policy', 'govtech'],
  educator: ['workshop', 'mentoring', 'diversity'],
  expert: ['ai', 'deep-tech', 'mentoring', 'agritech'],
};

/** The forum category of a space (created in the forum when it exists; decision 0030). */
export const spaceForumSlug = (spaceId: number) => `space-${spaceId}`;

export const SPACE_LIMITS = { nameMin: 3, nameMax: 120, descriptionMax: 2000 } as const;
export const OPPORTUNITY_LIMITS = { titleMin: 5, titleMax: 140, descriptionMax: 4000, commitmentMax: 120, messageMin: 10, messageMax: 1000 } as const;

export const COMMUNITY_MESSAGES = {
  noRead: (label: string) => `Your current role cannot see the ${label} community. Ask an administrator for access, or switch view.`,
  noCreate: (label: string) => `Your current role cannot create spaces in the ${label} community.`,
  unknownCommunity: 'There is no community with this number. Use 1, 5, 6, 7, 8 or 9.',
  spaceNotFound: 'Space not found',
  nameTaken: 'A space with this name already exists in this community.',
  nameShort: `Give the space a name of at least ${SPACE_LIMITS.nameMin} characters.`,
  nameLong: `Use at most ${SPACE_LIMITS.nameMax} characters for the name.`,
  descriptionLong: `Use at most ${SPACE_LIMITS.descriptionMax} characters for the description.`,
  alreadyMember: 'You are already a member of this space.',
  notMember: 'You are not a member of this space.',
  ownerCannotLeave: 'The owner cannot leave their own space.',
  opportunityNotFound: 'Opportunity not found',
  opportunityClosed: 'This opportunity is no longer taking applications.',
  ownOpportunity: 'You cannot apply to your own opportunity.',
  alreadyApplied: 'You have already applied to this opportunity.',
  messageShort: `Write a short message of at least ${OPPORTUNITY_LIMITS.messageMin} characters.`,
  messageLong: `Use at most ${OPPORTUNITY_LIMITS.messageMax} characters for the message.`,
  titleShort: `Give the opportunity a title of at least ${OPPORTUNITY_LIMITS.titleMin} characters.`,
  applicationNotFound: 'Application not found',
  ownerOnly: 'Only the owner of this opportunity can accept or decline applications.',
  alreadyDecided: 'This application has already been answered.',
} as const;

// ---------------------------------------------------------------- spaces

export const spaceSchema = z.object({
  community_common_id: z.number().int(),
  owner_user_id: z.number().int(),
  owner_name: z.string(),
  community_name: z.string(),
  community_type: z.enum(COMMUNITY_TYPES),
  description: z.string().nullable(),
  member_count: z.number().int(),
  is_member: z.boolean(),
  is_owner: z.boolean(),
  forum_category: z.string(),
  created_at: z.string(),
});
export type Space = z.infer<typeof spaceSchema>;

export const spaceMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  is_owner: z.boolean(),
  joined_at: z.string(),
});
export type SpaceMember = z.infer<typeof spaceMemberSchema>;

export const communityEventSchema = z.object({
  event_id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  kind: z.string(),
});
export type CommunityEvent = z.infer<typeof communityEventSchema>;

export const communityInfoSchema = z.object({
  page: z.number().int(),
  type: z.enum(COMMUNITY_TYPES),
  menu_id: z.number().int(),
  label: z.string(),
});
export type CommunityInfo = z.infer<typeof communityInfoSchema>;

export const communityPageSchema = z.object({
  community: communityInfoSchema,
  spaces: z.array(spaceSchema),
  members: z.array(spaceMemberSchema),
  member_count: z.number().int(),
  events: z.array(communityEventSchema),
  can_create: z.boolean(),
});
export type CommunityPage = z.infer<typeof communityPageSchema>;

export const activityItemSchema = z.object({
  kind: z.enum(['space', 'join', 'opportunity']),
  text: z.string(),
  at: z.string(),
  link: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const communityHomeSchema = z.object({
  communities: z.array(communityInfoSchema.extend({ space_count: z.number().int() })),
  /** The newest spaces the caller has not joined. */
  spaces: z.array(spaceSchema),
  my_spaces: z.array(spaceSchema),
  activity: z.array(activityItemSchema),
});
export type CommunityHome = z.infer<typeof communityHomeSchema>;

export const spaceDetailSchema = z.object({
  space: spaceSchema,
  community: communityInfoSchema,
  members: z.array(spaceMemberSchema),
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const spaceCreateSchema = z.object({
  community_type: z.enum(COMMUNITY_TYPES, { error: 'Choose a community.' }),
  community_name: z.string({ error: COMMUNITY_MESSAGES.nameShort }).trim()
    .min(SPACE_LIMITS.nameMin, COMMUNITY_MESSAGES.nameShort).max(SPACE_LIMITS.nameMax, COMMUNITY_MESSAGES.nameLong),
  description: z.string().trim().max(SPACE_LIMITS.descriptionMax, COMMUNITY_MESSAGES.descriptionLong).optional(),
});
export type SpaceCreate = z.input<typeof spaceCreateSchema>;

export const communityPageParamsSchema = z.object({ page: idTextSchema });
export const idParamsSchema = z.object({ id: idTextSchema });

// ---------------------------------------------------------------- get involved

export const OPPORTUNITY_KINDS = ['volunteer', 'mentoring'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];
export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const opportunitySchema = z.object({
  opportunity_id: z.number().int(),
  kind: z.enum(OPPORTUNITY_KINDS),
  title: z.string(),
  description: z.string(),
  commitment: z.string(),
  owner_user_id: z.number().int(),
  owner_name: z.string(),
  community_common_id: z.number().int().nullable(),
  space_name: z.string().nullable(),
  is_open: z.boolean(),
  is_owner: z.boolean(),
  my_application: z.object({ application_id: z.number().int(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  pending_count: z.number().int(),
  created_at: z.string(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunityQuerySchema = z.object({ kind: z.enum(OPPORTUNITY_KINDS).optional() });

export const opportunityCreateSchema = z.object({
  kind: z.enum(OPPORTUNITY_KINDS, { error: 'Choose volunteer or mentoring.' }),
  title: z.string().trim().min(OPPORTUNITY_LIMITS.titleMin, COMMUNITY_MESSAGES.titleShort).max(OPPORTUNITY_LIMITS.titleMax),
  description: z.string().trim().min(1, 'Describe the opportunity.').max(OPPORTUNITY_LIMITS.descriptionMax),
  commitment: z.string().trim().min(1, 'Say how much time it takes.').max(OPPORTUNITY_LIMITS.commitmentMax),
  community_common_id: idSchema.nullable().optional(),
});
export type OpportunityCreate = z.input<typeof opportunityCreateSchema>;

export const applyPayloadSchema = z.object({
  message: z.string({ error: COMMUNITY_MESSAGES.messageShort }).trim()
    .min(OPPORTUNITY_LIMITS.messageMin, COMMUNITY_MESSAGES.messageShort).max(OPPORTUNITY_LIMITS.messageMax, COMMUNITY_MESSAGES.messageLong),
});
export type ApplyPayload = z.input<typeof applyPayloadSchema>;

export const decidePayloadSchema = z.object({ decision: z.enum(['accepted', 'declined'], { error: 'Choose accepted or declined.' }) });
export type DecidePayload = z.input<typeof decidePayloadSchema>;

export const applicationSchema = z.object({
  application_id: z.number().int(),
  opportunity_id: z.number().int(),
  opportunity_title: z.string(),
  opportunity_kind: z.enum(OPPORTUNITY_KINDS),
  user_id: z.number().int(),
  applicant_name: z.string(),
  owner_name: z.string(),
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

// ---------------------------------------------------------------- school of study (SPEC §5)

export const schoolOfStudyQuerySchema = z.object({
  user_id: idTextSchema.optional(),
  communityCommonId: idTextSchema.optional(),
});

export const schoolOfStudyItemSchema = z.object({
  repoitem_id: z.number().int(),
  user_id: z.number().int(),
  repoitem_name: z.string(),
  repoitem_subtype: z.string(),
  community_common_id: z.number().int().nullable(),
});
export type SchoolOfStudyItem = z.infer<typeof schoolOfStudyItemSchema>;
export const schoolOfStudyResponseSchema = z.object({ user_id: z.number().int(), items: z.array(schoolOfStudyItemSchema) });
export type SchoolOfStudyResponse = z.infer<typeof schoolOfStudyResponseSchema>;
