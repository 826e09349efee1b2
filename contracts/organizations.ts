import { z } from './zod';
import { idSchema } from './input-limits';
import { ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_LABELS } from './network';

// Organisation pages (issue 15; docs/decisions/0042-organization-teams.md): the organisation
// profile (the directory's `organizations` row, decision 0029), its team with roles inside the
// organisation (owner, admin, member), invitations by e-mail, leaving and transferring ownership.
// The rules of who may do what live here once: the API host enforces them, the SPA shows the
// buttons they allow (can_* flags computed on the server).

export const ORG_MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type OrgMemberRole = (typeof ORG_MEMBER_ROLES)[number];
export const ORG_MEMBER_ROLE_LABELS: Record<OrgMemberRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };
/** Roles an invitation or a role change may give (ownership only moves by transfer). */
export const ORG_ASSIGNABLE_ROLES = ['admin', 'member'] as const;
export type OrgAssignableRole = (typeof ORG_ASSIGNABLE_ROLES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The 28 states and 8 union territories of India (the location's state). */
export const INDIAN_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
  'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir',
  'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const ORGANIZATION_LIMITS = { name: 120, description: 4000, website: 300, city: 80, email: 254 } as const;
/** The logo is an image through the existing uploads (contracts/multimedia.ts MAX_IMAGE_BYTES). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organisation not found.',
  nameTaken: 'An organisation with this name already exists.',
  badWebsite: 'Enter the website as a full address starting with https:// or http://.',
  badState: 'Choose a state or union territory of India.',
  badLogo: 'The logo must be an image uploaded here (PNG, JPEG, WebP or GIF).',
  logoTooLarge: 'The logo is larger than 5 MB.',
  logoMissing: 'The uploaded logo was not found. Upload it again.',
  editorsOnly: 'Only the owner or an admin of this organisation can change it.',
  ownerOnly: 'Only the owner of this organisation can do this.',
  membersOnly: 'Only members of this organisation can see its invitations.',
  alreadyMember: 'This person is already a member of the organisation.',
  alreadyInvited: 'This e-mail address has already been invited and has not answered yet.',
  badEmail: 'Enter a valid e-mail address.',
  invitationNotFound: 'Invitation not found.',
  invitationNotYours: 'This invitation was sent to another e-mail address.',
  invitationAnswered: 'This invitation has already been answered.',
  ownerCannotLeave: 'Transfer ownership to another member before you leave.',
  notMember: 'This person is not a member of the organisation.',
  ownerRole: 'The owner’s role changes only by transferring ownership.',
  transferToSelf: 'You already own this organisation.',
} as const;

const maxText = (max: number) => `Use at most ${max} characters.`;
const httpUrl = (value: string) => {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};
/** A stored image upload name (…/api/multimedia/images/<name>), or a site path of a seeded logo (/logos/…). */
export const LOGO_URL_PATTERN = /^(?:\/api\/multimedia\/images\/[0-9a-f]{32}\.(?:png|jpg|webp|gif)|\/logos\/[a-z0-9-]+\.(?:svg|png))$/;

/** POST /api/organizations and PUT /api/organizations/:id: the profile fields. */
export const organizationInputSchema = z.object({
  name: z.string().trim().min(2, 'Enter the organisation’s name.').max(ORGANIZATION_LIMITS.name, maxText(ORGANIZATION_LIMITS.name)),
  category: z.enum(ORGANIZATION_CATEGORIES, { error: 'Choose a category: startups, investors, businesses, government, educators or experts.' }),
  description: z.string().trim().max(ORGANIZATION_LIMITS.description, maxText(ORGANIZATION_LIMITS.description)).default(''),
  website: z.string().trim().max(ORGANIZATION_LIMITS.website, maxText(ORGANIZATION_LIMITS.website))
    .refine((v) => v === '' || httpUrl(v), ORGANIZATION_MESSAGES.badWebsite).default(''),
  contact_email: z.string().trim().max(ORGANIZATION_LIMITS.email).refine((v) => v === '' || z.email().safeParse(v).success, ORGANIZATION_MESSAGES.badEmail).default(''),
  city: z.string().trim().max(ORGANIZATION_LIMITS.city, maxText(ORGANIZATION_LIMITS.city)).default(''),
  state: z.union([z.enum(INDIAN_STATES, { error: ORGANIZATION_MESSAGES.badState }), z.literal('')]).default(''),
  logo_url: z.string().trim().regex(LOGO_URL_PATTERN, ORGANIZATION_MESSAGES.badLogo).nullable().default(null),
});
export type OrganizationInput = z.infer<typeof organizationInputSchema>;
export type OrganizationInputRaw = z.input<typeof organizationInputSchema>;

export const orgMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  profile_image: z.string().nullable(),
  role: z.enum(ORG_MEMBER_ROLES),
  joined_at: z.string(),
  /** Whether this row is the caller (their own row offers Leave, not role or Remove). */
  is_me: z.boolean(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

export const invitationSchema = z.object({
  invitation_id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  email: z.string(),
  role: z.enum(ORG_ASSIGNABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invited_by_name: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const organizationDetailSchema = z.object({
  organization_id: z.number().int(),
  name: z.string(),
  category: z.enum(ORGANIZATION_CATEGORIES),
  logo_url: z.string().nullable(),
  description: z.string(),
  description_html: z.string(),
  website: z.string().nullable(),
  contact_email: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  owner_user_id: z.number().int().nullable(),
  members: z.array(orgMemberSchema),
  /** Pending invitations: shown to the organisation's owner and admins only (empty for others). */
  invitations: z.array(invitationSchema),
  /** The caller's role in it, or null. */
  my_role: z.enum(ORG_MEMBER_ROLES).nullable(),
  /** A pending invitation of the caller (by e-mail) to this organisation. */
  my_invitation: invitationSchema.nullable(),
  can_edit: z.boolean(),
  can_invite: z.boolean(),
  can_transfer: z.boolean(),
  can_leave: z.boolean(),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const myOrganizationSchema = z.object({
  organization_id: z.number().int(),
  name: z.string(),
  category: z.enum(ORGANIZATION_CATEGORIES),
  logo_url: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  role: z.enum(ORG_MEMBER_ROLES),
  members: z.number().int(),
});
export type MyOrganization = z.infer<typeof myOrganizationSchema>;

/** GET /api/organizations/mine: the caller's organisations and invitations waiting for an answer. */
export const myOrganizationsSchema = z.object({
  organizations: z.array(myOrganizationSchema),
  invitations: z.array(invitationSchema),
});
export type MyOrganizations = z.infer<typeof myOrganizationsSchema>;

export const invitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(ORGANIZATION_LIMITS.email).pipe(z.email(ORGANIZATION_MESSAGES.badEmail)),
  role: z.enum(ORG_ASSIGNABLE_ROLES).default('member'),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationAnswerSchema = z.object({ answer: z.enum(['accept', 'decline']) });
export const memberRoleInputSchema = z.object({ role: z.enum(ORG_ASSIGNABLE_ROLES) });
export const transferInputSchema = z.object({ user_id: idSchema });
export const createdOrganizationSchema = z.object({ organization_id: z.number().int(), name: z.string() });

export const organizationPageLink = (id: number) => `/organization?organization_id=${id}`;
export const invitationLink = (token: string) => `/organization?invitation=${token}`;
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, ORGANIZATION_MESSAGES.invitationNotFound);

export const categoryLabel = (c: (typeof ORGANIZATION_CATEGORIES)[number]) => ORGANIZATION_CATEGORY_LABELS[c];
