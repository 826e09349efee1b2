import { z } from './zod';
import { INDIAN_STATES } from './organizations';

// Membership registration (issue 15; docs/decisions/0043-membership.md): four plans, an
// application form per plan, the administrators' approval queue, and the membership card with a
// signed, verifiable QR code. Payments are out of scope: an approved membership is "to be invoiced".

export const MEMBERSHIP_PLANS = ['individual', 'sme', 'organisation', 'institution'] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

export interface PlanInfo { name: string; fee: string; audience: string; benefits: string[] }
/** Fees are per year in Indian rupees, GST extra; invoiced after approval. */
export const MEMBERSHIP_PLAN_INFO: Record<MembershipPlan, PlanInfo> = {
  individual: {
    name: 'Individual', fee: '₹1,200 a year', audience: 'Students, founders, experts, mentors and volunteers',
    benefits: ['Member rate at every summit event', 'Mentor office hours twice a month', 'Learning programs with certificates', 'A vote at the annual members’ meeting'],
  },
  sme: {
    name: 'SME', fee: '₹15,000 a year', audience: 'Registered micro, small and medium enterprises (up to 250 staff)',
    benefits: ['Two open innovation challenges a year', 'Marketplace listing for your products', 'Three seats at the quarterly roundtables', 'Internship and talent postings'],
  },
  organisation: {
    name: 'Organisation', fee: '₹60,000 a year', audience: 'Corporates, investors, foundations and public bodies',
    benefits: ['Run your own programs and challenges on the platform', 'Your team in the Admin Center with roles', 'Partner logo on summit pages', 'Quarterly ecosystem reports'],
  },
  institution: {
    name: 'Institution', fee: '₹30,000 a year', audience: 'Universities, colleges, schools, incubators and research institutes',
    benefits: ['Membership for up to 200 students and staff', 'Certification programs for your learners', 'Incubation cohort listing', 'Faculty seats on competition juries'],
  },
};

export const MEMBERSHIP_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = { submitted: 'Waiting for approval', approved: 'Approved', rejected: 'Not approved' };
/** Approved memberships wait for an invoice (payments are out of scope). */
export const INVOICE_STATUS_TO_BE_INVOICED = 'to-be-invoiced' as const;
export const MEMBERSHIP_VALIDITY_DAYS = 365;

export const INSTITUTION_TYPES = ['university', 'college', 'school', 'incubator', 'research-institute'] as const;
export const INSTITUTION_TYPE_LABELS: Record<(typeof INSTITUTION_TYPES)[number], string> = {
  university: 'University', college: 'College', school: 'School', incubator: 'Incubator', 'research-institute': 'Research institute',
};

export const MEMBERSHIP_MESSAGES = {
  alreadyApplied: 'You already have a membership application waiting for approval.',
  alreadyMember: 'You already hold a valid membership.',
  notFound: 'Membership application not found.',
  adminOnly: 'Only administrators can decide membership applications.',
  alreadyDecided: 'This application has already been decided.',
  reasonRequired: 'Give a reason for the rejection: the applicant reads it.',
  noCard: 'You have no approved membership yet.',
  badPhone: 'Enter a 10-digit Indian mobile number (optionally with +91).',
  notYourOrganisation: 'Choose an organisation you own or administer.',
} as const;

const text = (label: string, max: number) => z.string().trim().min(1, `Enter ${label}.`).max(max, `Use at most ${max} characters.`);
const phone = z.string().trim().regex(/^(?:\+91[ -]?)?[6-9]\d{9}$/, MEMBERSHIP_MESSAGES.badPhone);
const state = z.enum(INDIAN_STATES, { error: 'Choose a state or union territory of India.' });
const common = {
  phone,
  city: text('your city', 80),
  state,
  motivation: z.string().trim().max(1000, 'Use at most 1000 characters.').default(''),
};

export const individualDetailsSchema = z.object({ plan: z.literal('individual'), occupation: text('your occupation', 120), ...common });
export const smeDetailsSchema = z.object({
  plan: z.literal('sme'),
  company_name: text('the company’s name', 120),
  registration_number: z.string().trim().regex(/^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/, 'Enter the Udyam registration number, like UDYAM-KR-03-0012345.'),
  employees: z.number({ error: 'Enter the number of employees.' }).int().min(1, 'Enter at least 1 employee.').max(250, 'SMEs have at most 250 employees: choose the Organisation plan.'),
  sector: text('the sector', 80),
  ...common,
});
export const organisationDetailsSchema = z.object({
  plan: z.literal('organisation'),
  /** One of the caller's organisations (owner or admin). */
  organization_id: z.number({ error: 'Choose the organisation.' }).int().positive(),
  contact_role: text('your role in the organisation', 80),
  ...common,
});
export const institutionDetailsSchema = z.object({
  plan: z.literal('institution'),
  institution_name: text('the institution’s name', 160),
  institution_type: z.enum(INSTITUTION_TYPES, { error: 'Choose the type of institution.' }),
  learners: z.number({ error: 'Enter the number of students.' }).int().min(1, 'Enter at least 1 student.').max(1_000_000, 'Enter a realistic number of students.'),
  ...common,
});
export const membershipApplicationInputSchema = z.discriminatedUnion('plan', [individualDetailsSchema, smeDetailsSchema, organisationDetailsSchema, institutionDetailsSchema]);
export type MembershipApplicationInput = z.input<typeof membershipApplicationInputSchema>;
export type MembershipDetails = z.infer<typeof membershipApplicationInputSchema>;

export const membershipApplicationSchema = z.object({
  membership_id: z.number().int(),
  user_id: z.number().int(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The plan's form as submitted (with the organisation's name for the organisation plan). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  member_number: z.string().nullable(),
  expires_at: z.string().nullable(),
  invoice_status: z.string().nullable(),
});
export type MembershipApplication = z.infer<typeof membershipApplicationSchema>;

export const myMembershipSchema = z.object({
  /** The latest application (any status), or null. */
  application: membershipApplicationSchema.nullable(),
  /** Whether the member may apply now (no waiting application, no valid membership). */
  can_apply: z.boolean(),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

export const membershipQueueQuerySchema = z.object({ status: z.enum(MEMBERSHIP_STATUSES).default('submitted') });
export const membershipQueueSchema = z.object({ data: z.array(membershipApplicationSchema) });

export const MEMBERSHIP_DECISIONS = ['approve', 'reject'] as const;
export type MembershipDecision = (typeof MEMBERSHIP_DECISIONS)[number];
export const membershipDecisionSchema = z.object({
  decision: z.enum(MEMBERSHIP_DECISIONS),
  reason: z.string().trim().max(1000, 'Use at most 1000 characters.').default(''),
});
export type MembershipDecisionInput = z.input<typeof membershipDecisionSchema>;

export const membershipCardSchema = z.object({
  member_number: z.string(),
  name: z.string(),
  plan: z.enum(MEMBERSHIP_PLANS),
  /** The organisation, SME or institution named in the application, if any. */
  holder: z.string().nullable(),
  approved_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  invoice_status: z.string().nullable(),
  /** The signed code the QR carries; /membership/verify/<code> checks it. */
  verify_code: z.string(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

export const VERIFY_STATUSES = ['valid', 'expired', 'unknown'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];
export const membershipVerifySchema = z.object({
  status: z.enum(VERIFY_STATUSES),
  member_number: z.string().nullable(),
  name: z.string().nullable(),
  plan: z.enum(MEMBERSHIP_PLANS).nullable(),
  expires_at: z.string().nullable(),
});
export type MembershipVerification = z.infer<typeof membershipVerifySchema>;
export const verifyCodeParamsSchema = z.object({ code: z.string().max(120) });

export const membershipVerifyPath = (code: string) => `/membership/verify/${encodeURIComponent(code)}`;
export const MEMBERSHIP_LINKS = { card: '/membership/card', register: '/registration/member', queue: '/admin-center?tab=memberships' } as const;
