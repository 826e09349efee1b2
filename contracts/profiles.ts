import { z } from './zod';
import { idTextSchema } from './input-limits';
import { MAX_FILE_BYTES, STORED_NAME_PATTERN } from './multimedia';
import { ageSchema, phoneSchema, PROFILE_FORM_MESSAGES, PROFILE_LIMITS, profileImageSchema } from './profile-fields';

export * from './profile-fields';
import { INDIAN_STATES } from './organizations';

// Profiles (issue 15; docs/decisions/0039-profiles.md, 0040-typed-profiles.md, 0041-role-pages.md):
// the individual profile (/profile) with per-field visibility and a completeness meter, the
// employability profile, typed profiles (entrepreneur, idea, incubation, venture, startup,
// institute; several per member), the public member view (/volunteer-profile/:user_id) and the
// expert dashboard. Paths under /api/profiles/. Names, phone number, age, gender and photo are
// User fields (SPEC §3) and change through the existing PUT /api/global-user/profile/update.

export const PROFILES_API = {
  me: '/api/profiles/me',
  employability: '/api/profiles/me/employability',
  member: (userId: number) => `/api/profiles/member/${userId}`,
  typed: '/api/profiles/typed',
  typedOne: (profileId: number) => `/api/profiles/typed/${profileId}`,
  expertDashboard: '/api/profiles/expert-dashboard',
} as const;

// ---------------------------------------------------------------------------------------------
// Visibility

export const VISIBILITIES = ['public', 'members', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = { public: 'Public', members: 'Members', private: 'Only me' };
export const VISIBILITY_HINTS: Record<Visibility, string> = {
  public: 'Anyone, also visitors who are not signed in',
  members: 'Signed-in members of the community',
  private: 'Only you',
};

/** Fields of the individual profile whose visibility the member chooses. Name and photo are always shown. */
export const VISIBLE_FIELDS = ['headline', 'bio', 'location', 'skills', 'interests', 'links', 'phone_number', 'age', 'gender', 'employability'] as const;
export type VisibleField = (typeof VISIBLE_FIELDS)[number];
export const VISIBLE_FIELD_LABELS: Record<VisibleField, string> = {
  headline: 'Headline', bio: 'Bio', location: 'Location', skills: 'Skills', interests: 'Interests', links: 'Links',
  phone_number: 'Phone number', age: 'Age', gender: 'Gender', employability: 'Employability profile',
};
/** Until the member chooses: what describes their work is for members, personal details only for them. */
export const DEFAULT_VISIBILITY: Record<VisibleField, Visibility> = {
  headline: 'public', bio: 'members', location: 'members', skills: 'members', interests: 'members', links: 'members',
  phone_number: 'private', age: 'private', gender: 'private', employability: 'members',
};
export type VisibilityMap = Record<VisibleField, Visibility>;

/** The stored map (possibly partial or holding old keys) completed with the defaults. */
export function visibilityOf(stored: Record<string, unknown> | null | undefined): VisibilityMap {
  const out = { ...DEFAULT_VISIBILITY };
  for (const field of VISIBLE_FIELDS) {
    const v = stored?.[field];
    if (typeof v === 'string' && (VISIBILITIES as readonly string[]).includes(v)) out[field] = v as Visibility;
  }
  return out;
}

/** Who looks: the member themselves, another signed-in member, or a visitor. */
export type Viewer = 'self' | 'member' | 'guest';
export function canSee(visibility: Visibility, viewer: Viewer): boolean {
  if (viewer === 'self') return true;
  if (visibility === 'public') return true;
  return visibility === 'members' && viewer === 'member';
}

// ---------------------------------------------------------------------------------------------
// Messages (exact texts the API host answers and the SPA shows)

// ---------------------------------------------------------------------------------------------
// Shared field schemas

const trimmed = (label: string, max: number) => z.string().trim().max(max, PROFILE_FORM_MESSAGES.tooLong(label, max));
const httpUrl = z.string().trim().max(PROFILE_LIMITS.url, PROFILE_FORM_MESSAGES.url)
  .refine((v) => {
    if (!/^https?:\/\//i.test(v)) return false;
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, PROFILE_FORM_MESSAGES.url);
const stateSchema = z.string().trim().refine((v) => v === '' || (INDIAN_STATES as readonly string[]).includes(v), PROFILE_FORM_MESSAGES.state);
const tags = (label: string) => z.array(z.string().trim().min(1).max(PROFILE_LIMITS.tag, PROFILE_FORM_MESSAGES.tooLong(`Each of the ${label}`, PROFILE_LIMITS.tag)))
  .max(PROFILE_LIMITS.tags, PROFILE_FORM_MESSAGES.tooMany(label, PROFILE_LIMITS.tags))
  .transform((list) => [...new Map(list.map((t) => [t.toLowerCase(), t])).values()]);

export const linkSchema = z.object({ label: z.string().trim().min(1, 'Give each link a label.').max(PROFILE_LIMITS.linkLabel, PROFILE_FORM_MESSAGES.tooLong('A link label', PROFILE_LIMITS.linkLabel)), url: httpUrl });
export type ProfileLink = z.infer<typeof linkSchema>;

export const GENDER_OPTIONS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

// ---------------------------------------------------------------------------------------------
// Individual profile

/** The User fields the profile page edits (through PUT /api/global-user/profile/update). */
export const profileUserFieldsSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(80),
  lastName: z.string().trim().max(80),
  phone_number: z.union([phoneSchema, z.literal('')]).nullable(),
  age: ageSchema.nullable(),
  gender: z.string().trim().max(PROFILE_LIMITS.gender, PROFILE_FORM_MESSAGES.tooLong('Gender', PROFILE_LIMITS.gender)).nullable(),
  profile_image: profileImageSchema.nullable(),
});
export type ProfileUserFields = z.infer<typeof profileUserFieldsSchema>;

/** PUT /api/profiles/me: every field optional, so callers that change only interests keep working. */
export const memberProfileUpdateSchema = z.object({
  headline: trimmed('The headline', PROFILE_LIMITS.headline),
  bio: trimmed('The bio', PROFILE_LIMITS.bio),
  city: trimmed('The city', PROFILE_LIMITS.city),
  state: stateSchema,
  skills: tags('skills'),
  interests: tags('interests'),
  links: z.array(linkSchema).max(PROFILE_LIMITS.links, PROFILE_FORM_MESSAGES.tooMany('links', PROFILE_LIMITS.links)),
  visibility: z.object(Object.fromEntries(VISIBLE_FIELDS.map((f) => [f, z.enum(VISIBILITIES).optional()])) as Record<VisibleField, z.ZodOptional<z.ZodEnum<{ public: 'public'; members: 'members'; private: 'private' }>>>),
  modified_by: z.number().int().optional(),
}).partial();
export type MemberProfileUpdate = z.infer<typeof memberProfileUpdateSchema>;

export const completenessSchema = z.object({ percent: z.number().int().min(0).max(100), missing: z.array(z.string()) });
export type Completeness = z.infer<typeof completenessSchema>;

/** What the completeness meter counts, in the order the page lists what is missing. */
export const COMPLETENESS_ITEMS = ['Photo', 'Headline', 'Bio', 'Location', 'Skills', 'Interests', 'Links', 'Phone number'] as const;

export function profileCompleteness(p: {
  profile_image: string | null; headline: string; bio: string; city: string | null; state: string | null;
  skills: readonly string[]; interests: readonly string[]; links: readonly unknown[]; phone_number: string | null;
}): Completeness {
  const done: Record<(typeof COMPLETENESS_ITEMS)[number], boolean> = {
    Photo: Boolean(p.profile_image),
    Headline: p.headline.trim() !== '',
    Bio: p.bio.trim() !== '',
    Location: Boolean(p.city?.trim()) && Boolean(p.state),
    Skills: p.skills.length > 0,
    Interests: p.interests.length > 0,
    Links: p.links.length > 0,
    'Phone number': Boolean(p.phone_number),
  };
  const missing = COMPLETENESS_ITEMS.filter((k) => !done[k]);
  return { percent: Math.round(((COMPLETENESS_ITEMS.length - missing.length) / COMPLETENESS_ITEMS.length) * 100), missing };
}

export const myProfileSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  profile_image: z.string().nullable(),
  roles: z.array(z.string()),
  headline: z.string(),
  bio: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  visibility: z.object(Object.fromEntries(VISIBLE_FIELDS.map((f) => [f, z.enum(VISIBILITIES)])) as Record<VisibleField, z.ZodEnum<{ public: 'public'; members: 'members'; private: 'private' }>>),
  completeness: completenessSchema,
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** The individual profile form as the page edits it (User fields + member profile). */
export const individualProfileFormSchema = profileUserFieldsSchema.extend({
  headline: trimmed('The headline', PROFILE_LIMITS.headline),
  bio: trimmed('The bio', PROFILE_LIMITS.bio),
  city: trimmed('The city', PROFILE_LIMITS.city),
  state: stateSchema,
  skills: tags('skills'),
  interests: tags('interests'),
  links: z.array(linkSchema).max(PROFILE_LIMITS.links, PROFILE_FORM_MESSAGES.tooMany('links', PROFILE_LIMITS.links)),
  visibility: myProfileSchema.shape.visibility,
});
export type IndividualProfileForm = z.infer<typeof individualProfileFormSchema>;

export function individualFormOf(p: MyProfile): IndividualProfileForm {
  return {
    firstName: p.firstName, lastName: p.lastName, phone_number: p.phone_number ?? '', age: p.age, gender: p.gender ?? '',
    profile_image: p.profile_image ?? '', headline: p.headline, bio: p.bio, city: p.city ?? '', state: p.state ?? '',
    skills: p.skills, interests: p.interests, links: p.links, visibility: p.visibility,
  };
}

// ---------------------------------------------------------------------------------------------
// Employability profile

export const AVAILABILITIES = ['immediately', 'one-month', 'three-months', 'not-looking'] as const;
export const AVAILABILITY_LABELS: Record<(typeof AVAILABILITIES)[number], string> = {
  immediately: 'Available now', 'one-month': 'Within a month', 'three-months': 'Within three months', 'not-looking': 'Not looking right now',
};
export const WORK_TYPES = ['full-time', 'part-time', 'internship', 'freelance'] as const;
export const WORK_TYPE_LABELS: Record<(typeof WORK_TYPES)[number], string> = {
  'full-time': 'Full-time', 'part-time': 'Part-time', internship: 'Internship', freelance: 'Freelance',
};
const year = z.number({ error: 'Enter a year such as 2021.' }).int('Enter a year such as 2021.').min(1950, 'Enter a year such as 2021.').max(2100, 'Enter a year such as 2021.');
const entryText = (label: string) => z.string().trim().min(1, `Enter the ${label.toLowerCase()}.`).max(PROFILE_LIMITS.entryText, PROFILE_FORM_MESSAGES.tooLong(label, PROFILE_LIMITS.entryText));

export const storedFileSchema = z.object({
  name: z.string().regex(STORED_NAME_PATTERN, 'Upload the file here first.'),
  file_name: z.string().trim().min(1).max(200),
  size: z.number().int().min(0).max(MAX_FILE_BYTES),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const educationSchema = z.object({
  institution: entryText('Institution'), qualification: entryText('Qualification'), field: z.string().trim().max(PROFILE_LIMITS.entryText),
  start_year: year, end_year: year.nullable(),
}).refine((e) => e.end_year === null || e.end_year >= e.start_year, { message: 'The end year is before the start year.', path: ['end_year'] });
export const experienceSchema = z.object({
  organisation: entryText('Organisation'), title: entryText('Title'), start_year: year, end_year: year.nullable(),
  description: z.string().trim().max(PROFILE_LIMITS.entryDescription, PROFILE_FORM_MESSAGES.tooLong('The description', PROFILE_LIMITS.entryDescription)),
}).refine((e) => e.end_year === null || e.end_year >= e.start_year, { message: 'The end year is before the start year.', path: ['end_year'] });

export const employabilitySchema = z.object({
  education: z.array(educationSchema).max(PROFILE_LIMITS.education, PROFILE_FORM_MESSAGES.tooMany('education entries', PROFILE_LIMITS.education)),
  experience: z.array(experienceSchema).max(PROFILE_LIMITS.experience, PROFILE_FORM_MESSAGES.tooMany('experience entries', PROFILE_LIMITS.experience)),
  cv: storedFileSchema.nullable(),
  availability: z.enum(AVAILABILITIES),
  work_types: z.array(z.enum(WORK_TYPES)).max(WORK_TYPES.length),
});
export type Employability = z.infer<typeof employabilitySchema>;
export const EMPTY_EMPLOYABILITY: Employability = { education: [], experience: [], cv: null, availability: 'not-looking', work_types: [] };
export const employabilityUpdateSchema = employabilitySchema.extend({ modified_by: z.number().int().optional() });

// ---------------------------------------------------------------------------------------------
// Typed profiles

export const TYPED_PROFILE_KINDS = ['entrepreneur', 'idea', 'incubation', 'venture', 'startup', 'institute'] as const;
export type TypedProfileKind = (typeof TYPED_PROFILE_KINDS)[number];
export const isTypedProfileKind = (v: unknown): v is TypedProfileKind => (TYPED_PROFILE_KINDS as readonly unknown[]).includes(v);

export type TypedField = 'stage' | 'sector' | 'team' | 'traction' | 'funding_sought' | 'pitch_deck' | 'website' | 'location';
export interface TypedKindInfo {
  label: string;
  /** The Profile menu's wording. */
  menuLabel: string;
  nameLabel: string;
  intro: string;
  fields: TypedField[];
  tractionLabel: string;
  teamLabel: string;
}
export const TYPED_PROFILE_INFO: Record<TypedProfileKind, TypedKindInfo> = {
  entrepreneur: {
    label: 'Entrepreneur profile', menuLabel: 'My Entrepreneur Profile', nameLabel: 'Profile title',
    intro: 'You as a founder: what you are building towards, where you are, and what you bring.',
    fields: ['stage', 'sector', 'traction', 'website', 'location'], tractionLabel: 'Experience and achievements', teamLabel: 'Co-founders',
  },
  idea: {
    label: 'Idea profile', menuLabel: 'Idea Profile', nameLabel: 'Idea name',
    intro: 'An idea you are shaping: the problem, who has it, and what you have learned so far.',
    fields: ['stage', 'sector', 'team', 'traction', 'pitch_deck', 'location'], tractionLabel: 'Validation so far', teamLabel: 'People on the idea',
  },
  incubation: {
    label: 'Incubation profile', menuLabel: 'Incubation Profile', nameLabel: 'Venture name',
    intro: 'A venture in (or applying to) an incubator: the programme, milestones and support you need.',
    fields: ['stage', 'sector', 'team', 'traction', 'funding_sought', 'pitch_deck', 'website', 'location'], tractionLabel: 'Milestones', teamLabel: 'Team',
  },
  venture: {
    label: 'Venture profile', menuLabel: 'Venture Profile', nameLabel: 'Venture name',
    intro: 'A venture raising or growing: traction, team and the round you are raising.',
    fields: ['stage', 'sector', 'team', 'traction', 'funding_sought', 'pitch_deck', 'website', 'location'], tractionLabel: 'Traction', teamLabel: 'Team',
  },
  startup: {
    label: 'Startup profile', menuLabel: 'Startup Profile', nameLabel: 'Startup name',
    intro: 'Your startup as investors, mentors and partners see it in the network.',
    fields: ['stage', 'sector', 'team', 'traction', 'funding_sought', 'pitch_deck', 'website', 'location'], tractionLabel: 'Traction', teamLabel: 'Team',
  },
  institute: {
    label: 'Institute profile', menuLabel: 'Institute Profile', nameLabel: 'Institute name',
    intro: 'Your institute for learners and partners: focus areas, programmes and the people to contact.',
    fields: ['sector', 'team', 'traction', 'website', 'location'], tractionLabel: 'Programmes and outcomes', teamLabel: 'Contacts',
  },
};

export const STAGES = ['idea', 'validation', 'mvp', 'early-traction', 'growth', 'scale'] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS: Record<Stage, string> = {
  idea: 'Idea', validation: 'Validation', mvp: 'MVP', 'early-traction': 'Early traction', growth: 'Growth', scale: 'Scale',
};
export const SECTORS = [
  'Agritech', 'Climate tech', 'Deep tech', 'Edtech', 'Fintech', 'Healthtech', 'Logistics', 'Manufacturing', 'Media',
  'Mobility', 'Retail tech', 'SaaS', 'Social impact', 'Other',
] as const;

export const teamMemberSchema = z.object({
  name: z.string().trim().min(1, 'Enter each team member’s name.').max(PROFILE_LIMITS.teamName, PROFILE_FORM_MESSAGES.tooLong('A name', PROFILE_LIMITS.teamName)),
  role: z.string().trim().max(PROFILE_LIMITS.teamName, PROFILE_FORM_MESSAGES.tooLong('A role', PROFILE_LIMITS.teamName)),
});

export const typedProfileFormSchema = z.object({
  kind: z.enum(TYPED_PROFILE_KINDS, { error: `kind must be one of: ${TYPED_PROFILE_KINDS.join(', ')}.` }),
  name: z.string().trim().min(1, PROFILE_FORM_MESSAGES.nameRequired).max(PROFILE_LIMITS.typedName, PROFILE_FORM_MESSAGES.tooLong('The name', PROFILE_LIMITS.typedName)),
  summary: trimmed('The summary', PROFILE_LIMITS.summary),
  stage: z.union([z.enum(STAGES), z.literal('')]),
  sector: z.union([z.enum(SECTORS), z.literal('')]),
  team: z.array(teamMemberSchema).max(PROFILE_LIMITS.team, PROFILE_FORM_MESSAGES.tooMany('team members', PROFILE_LIMITS.team)),
  traction: trimmed('This field', PROFILE_LIMITS.traction),
  funding_sought: z.number({ error: PROFILE_FORM_MESSAGES.funding }).int(PROFILE_FORM_MESSAGES.funding).min(0, PROFILE_FORM_MESSAGES.funding)
    .max(PROFILE_LIMITS.fundingMax, PROFILE_FORM_MESSAGES.funding).nullable(),
  pitch_deck: storedFileSchema.nullable(),
  website: z.union([httpUrl, z.literal('')]),
  city: trimmed('The city', PROFILE_LIMITS.city),
  state: stateSchema,
  visibility: z.enum(VISIBILITIES),
});
export type TypedProfileForm = z.infer<typeof typedProfileFormSchema>;
export const typedProfileCreateSchema = typedProfileFormSchema.extend({ created_by: z.number().int().optional() });
export const typedProfileUpdateSchema = typedProfileFormSchema.omit({ kind: true }).extend({ modified_by: z.number().int().optional() });

export const emptyTypedProfile = (kind: TypedProfileKind): TypedProfileForm => ({
  kind, name: '', summary: '', stage: '', sector: '', team: [], traction: '', funding_sought: null, pitch_deck: null,
  website: '', city: '', state: '', visibility: 'members',
});

export const typedProfileSchema = typedProfileFormSchema.extend({
  profile_id: z.number().int(),
  user_id: z.number().int(),
  owner_name: z.string(),
  owner_username: z.string(),
  owner_image: z.string().nullable(),
  is_mine: z.boolean(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
});
export type TypedProfile = z.infer<typeof typedProfileSchema>;

export function typedFormOf(p: TypedProfile): TypedProfileForm {
  const { kind, name, summary, stage, sector, team, traction, funding_sought, pitch_deck, website, city, state, visibility } = p;
  return { kind, name, summary, stage, sector, team, traction, funding_sought, pitch_deck, website, city, state, visibility };
}

export const typedProfileListQuerySchema = z.object({
  kind: z.enum(TYPED_PROFILE_KINDS, { error: `kind must be one of: ${TYPED_PROFILE_KINDS.join(', ')}.` }).optional(),
  /** mine: the caller's own (every visibility); others: everyone else's the caller may see. */
  owner: z.enum(['mine', 'others'], { error: "owner must be 'mine' or 'others'." }).default('mine'),
  user_id: idTextSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export const typedProfileListSchema = z.object({ data: z.array(typedProfileSchema) });
export const profileIdParamsSchema = z.object({ id: idTextSchema });
export const userIdParamsSchema = z.object({ user_id: idTextSchema });

/** Rupees as "₹25,00,000" (Indian grouping). */
export const formatRupees = (value: number): string => `₹${value.toLocaleString('en-IN')}`;

// ---------------------------------------------------------------------------------------------
// Public member view (/volunteer-profile/:user_id) and expert dashboard

export const memberPublicProfileSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  profile_image: z.string().nullable(),
  roles: z.array(z.string()),
  viewer: z.enum(['self', 'member', 'guest']),
  /** Only the fields the viewer may see are present. */
  headline: z.string().optional(),
  bio: z.string().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  skills: z.array(z.string()).optional(),
  interests: z.array(z.string()).optional(),
  links: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
  phone_number: z.string().nullable().optional(),
  age: z.number().int().nullable().optional(),
  gender: z.string().nullable().optional(),
  employability: employabilitySchema.nullable().optional(),
  volunteering: z.array(z.object({ title: z.string(), kind: z.string(), status: z.string(), since: z.string() })),
  typed_profiles: z.array(typedProfileSchema),
});
export type MemberPublicProfile = z.infer<typeof memberPublicProfileSchema>;

export const expertDashboardSchema = z.object({
  opportunities: z.array(z.object({
    opportunity_id: z.number().int(), title: z.string(), is_open: z.boolean(), pending: z.number().int(), accepted: z.number().int(),
  })),
  requests: z.array(z.object({
    application_id: z.number().int(), opportunity_id: z.number().int(), opportunity_title: z.string(),
    applicant_user_id: z.number().int(), applicant_name: z.string(), applicant_image: z.string().nullable(),
    message: z.string(), status: z.enum(['pending', 'accepted', 'declined']), created_at: z.string(),
  })),
  judging: z.array(z.object({
    event_id: z.number().int(), title: z.string(), starts_at: z.string().nullable(), entries: z.number().int(), scored: z.number().int(), link: z.string(),
  })),
  startups: z.array(typedProfileSchema),
});
export type ExpertDashboard = z.infer<typeof expertDashboardSchema>;
