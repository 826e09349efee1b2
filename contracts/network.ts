import { z } from './zod';
import { idSchema, idTextSchema } from './input-limits';
import { listResponseSchema } from './list-query';
import { COMMUNITY_TYPES, type CommunityType } from './entities';

// The member network (issue 14; docs/decisions/0028-network.md, 0029-organizations.md): the
// member directory, follows (members, forum topics, organisations), /community/following and the
// organisation directory by category. Paths under /api/community/.

export const COMMUNITY_TYPE_LABELS: Record<CommunityType, string> = {
  startup: 'Startup', investor: 'Investor', business: 'Business', government: 'Government', educator: 'Educator', expert: 'Expert',
};

/** The values of /community/organization/:organization_category (decision 0029). */
export const ORGANIZATION_CATEGORIES = ['startups', 'investors', 'businesses', 'government', 'educators', 'experts'] as const;
export type OrganizationCategory = (typeof ORGANIZATION_CATEGORIES)[number];
export const ORGANIZATION_CATEGORY_LABELS: Record<OrganizationCategory, string> = {
  startups: 'Startups', investors: 'Investors', businesses: 'Businesses', government: 'Government', educators: 'Educators', experts: 'Experts',
};
/** Page titles of the directory per category ("Investor organisations"). */
export const ORGANIZATION_CATEGORY_TITLES: Record<OrganizationCategory, string> = {
  startups: 'Startup organisations', investors: 'Investor organisations', businesses: 'Business organisations',
  government: 'Government organisations', educators: 'Educator organisations', experts: 'Expert organisations',
};
export const isOrganizationCategory = (value: string): value is OrganizationCategory =>
  (ORGANIZATION_CATEGORIES as readonly string[]).includes(value);

export const FOLLOW_TARGET_TYPES = ['member', 'topic', 'organization'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

export const NETWORK_API = {
  members: '/api/community/members',
  member: (id: number) => `/api/community/members/${id}`,
  organizations: '/api/community/organizations',
  organization: (id: number) => `/api/community/organizations/${id}`,
  follows: '/api/community/follows',
  follow: (type: FollowTargetType, id: number) => `/api/community/follows/${type}/${id}`,
  myFollows: '/api/community/follows/mine',
  following: '/api/community/following',
  connections: '/api/community/connections',
  connectionWith: (userId: number) => `/api/community/connections/member/${userId}`,
  connectionAnswer: (requestId: number, answer: 'accept' | 'decline') => `/api/community/connections/${requestId}/${answer}`,
} as const;

export const NETWORK_MESSAGES = {
  memberNotFound: 'Member not found.',
  topicNotFound: 'Topic not found.',
  organizationNotFound: 'Organisation not found.',
  followSelf: 'You cannot follow yourself.',
  unknownCategory: `Unknown organisation category. Choose one of: ${ORGANIZATION_CATEGORIES.join(', ')}.`,
  unknownTargetType: `target_type must be one of: ${FOLLOW_TARGET_TYPES.join(', ')}.`,
  unknownCommunity: `community must be one of: ${COMMUNITY_TYPES.join(', ')}.`,
  connectSelf: 'You cannot connect with yourself.',
  alreadyConnected: 'You are already connected with this member.',
  alreadyRequested: 'You have already asked this member to connect.',
  theyAsked: 'This member has already asked to connect with you: accept their request on your Following page.',
  requestNotFound: 'Connection request not found.',
  alreadyAnswered: 'This connection request has already been answered.',
} as const;

/** How the caller stands with a member: no link, asked them, asked by them, connected. */
export const CONNECTION_STATES = ['none', 'requested', 'incoming', 'connected'] as const;
export type ConnectionStateName = (typeof CONNECTION_STATES)[number];
export const CONNECTION_MESSAGE_MAX = 300;

/** The in-app pages a member, a forum topic and an organisation open. */
export const memberLink = (username: string): string => `/community/network?search=${encodeURIComponent(username)}`;
export const topicLink = (topicId: number): string => `/community/forum/topic/${topicId}`;
export const organizationLink = (organizationId: number): string => `/organization?organization_id=${organizationId}`;

const commaList = (max: number) => z.string().max(2000).transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean)).pipe(z.array(z.string().max(80)).max(max));

// ——— Members ———

export const memberCardSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  headline: z.string(),
  community_type: z.enum(COMMUNITY_TYPES).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  interests: z.array(z.string()),
  skills: z.array(z.string()),
  roles: z.array(z.string()),
  followers: z.number().int(),
  followed_by_me: z.boolean(),
  is_me: z.boolean(),
  /** The caller's connection with this member (request_id of the live request, if any). */
  connection: z.object({ state: z.enum(CONNECTION_STATES), request_id: z.number().int().nullable() }).default({ state: 'none', request_id: null }),
  /** The member's typed profiles the caller may see (issue 15: startup, idea, …; kind as in contracts/profiles.ts). */
  typed_profiles: z.array(z.object({ profile_id: z.number().int(), kind: z.string(), name: z.string() })).default([]),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberDirectoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  /** Matches name, username and headline (case-insensitive, anywhere in the text). */
  search: z.string().trim().max(200).optional(),
  /** A system role name (expert, volunteer, ...). */
  role: z.string().trim().max(64).optional(),
  community: z.enum(COMMUNITY_TYPES, { error: NETWORK_MESSAGES.unknownCommunity }).optional(),
  /** Comma list: members with any of these interests. */
  interests: commaList(20).optional(),
});
export type MemberDirectoryQuery = z.input<typeof memberDirectoryQuerySchema>;
export const memberDirectoryResponseSchema = listResponseSchema(memberCardSchema);

/** The filter choices the directory offers (interests and roles actually held). */
export const memberFacetsSchema = z.object({
  roles: z.array(z.object({ role_name: z.string(), display_name: z.string() })),
  interests: z.array(z.string()),
});
export type MemberFacets = z.infer<typeof memberFacetsSchema>;

// ——— Organisations ———

export const organizationCardSchema = z.object({
  organization_id: z.number().int(),
  name: z.string(),
  category: z.enum(ORGANIZATION_CATEGORIES),
  logo_url: z.string().nullable(),
  description: z.string(),
  website: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  owner_user_id: z.number().int().nullable(),
  followers: z.number().int(),
  followed_by_me: z.boolean(),
});
export type OrganizationCard = z.infer<typeof organizationCardSchema>;

export const organizationDirectoryQuerySchema = z.object({
  category: z.string().trim().max(64).refine(isOrganizationCategory, NETWORK_MESSAGES.unknownCategory),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  search: z.string().trim().max(200).optional(),
  state: z.string().trim().max(80).optional(),
});
export type OrganizationDirectoryQuery = z.input<typeof organizationDirectoryQuerySchema>;
export const organizationDirectoryResponseSchema = listResponseSchema(organizationCardSchema);

// ——— Follows ———

export const followTargetSchema = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES, { error: NETWORK_MESSAGES.unknownTargetType }),
  target_id: idSchema,
});
export type FollowTarget = z.infer<typeof followTargetSchema>;
export const followTargetParamsSchema = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES, { error: NETWORK_MESSAGES.unknownTargetType }),
  target_id: idTextSchema,
});

/** The state of one follow after a call: whether the caller follows, and the target's follower count. */
export const followStateSchema = z.object({
  target_type: z.enum(FOLLOW_TARGET_TYPES),
  target_id: z.number().int(),
  following: z.boolean(),
  followers: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const myFollowsQuerySchema = z.object({ target_type: z.enum(FOLLOW_TARGET_TYPES, { error: NETWORK_MESSAGES.unknownTargetType }).optional() });
export const myFollowsResponseSchema = z.object({
  data: z.array(z.object({ target_type: z.enum(FOLLOW_TARGET_TYPES), target_id: z.number().int(), created_at: z.string() })),
});

// ——— /community/following ———

export const followActivitySchema = z.object({
  kind: z.enum(['topic', 'reply']),
  topic_id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  at: z.string(),
  link: z.string(),
});
export type FollowActivity = z.infer<typeof followActivitySchema>;

export const followingResponseSchema = z.object({
  people: z.array(memberCardSchema.extend({ followed_at: z.string(), latest: z.array(followActivitySchema) })),
  topics: z.array(z.object({
    topic_id: z.number().int(),
    title: z.string(),
    link: z.string(),
    followed_at: z.string(),
    reply_count: z.number().int(),
    latest: followActivitySchema.extend({ author: z.string() }).nullable(),
  })),
  organizations: z.array(organizationCardSchema.extend({ followed_at: z.string() })),
});
export type FollowingOverview = z.infer<typeof followingResponseSchema>;

// ——— Connections (the plus) ———

export const connectionRequestPayloadSchema = z.object({
  user_id: idSchema,
  message: z.string().trim().max(CONNECTION_MESSAGE_MAX, `A message is at most ${CONNECTION_MESSAGE_MAX} characters.`).optional(),
});
export const connectionStateSchema = z.object({
  user_id: z.number().int(),
  state: z.enum(CONNECTION_STATES),
  request_id: z.number().int().nullable(),
});
export type ConnectionState = z.infer<typeof connectionStateSchema>;

const connectionItemSchema = z.object({
  request_id: z.number().int(),
  member: memberCardSchema,
  message: z.string(),
  /** When it was asked (pending) or accepted (connections). */
  at: z.string(),
});
export type ConnectionItem = z.infer<typeof connectionItemSchema>;
export const connectionsResponseSchema = z.object({
  incoming: z.array(connectionItemSchema),
  outgoing: z.array(connectionItemSchema),
  connections: z.array(connectionItemSchema),
});
export type ConnectionsOverview = z.infer<typeof connectionsResponseSchema>;
