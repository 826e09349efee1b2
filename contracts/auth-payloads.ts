import { z } from './zod';
import { countOf } from './wording';

// Payloads of the auth calls (SPEC §3, §7), shared by the SPA forms and the API host.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password.',
  accountDisabled: 'This account is disabled.',
  lockedOut: (seconds: number) => `Too many failed sign-in attempts. Try again in ${countOf(seconds, 'second')}.`,
  busy: (seconds: number) => `Too many sign-ins right now. Try again in ${countOf(seconds, 'second')}.`,
  otpWait: (seconds: number) => `Please wait ${countOf(seconds, 'second')} before requesting another code.`,
  otpInvalid: 'The code is not valid. Check it and try again.',
  otpExpired: 'The code has expired. Request a new one.',
  otpTooManyTries: 'Too many wrong codes. Request a new one.',
  otpRequired: 'Verify your e-mail with the code we sent before signing up.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'An account with this e-mail already exists.',
  wrongOldPassword: 'The current password is not correct.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  crossSite: 'Cross-site request refused.',
  redirectNotAllowed: 'This redirect_uri is not allowed.',
  notYourAccount: 'You can only change your own account.',
  tncRequired: 'Please accept the terms and conditions.',
  codeReplaced: 'This code is no longer valid. Send a new code.',
  registrationExpired: 'This registration has expired. Fill in the form again.',
  parentEmailSame: 'The parent’s e-mail must be different from yours.',
  parentRequired: 'For members under 18 we need a parent’s name, e-mail and phone number.',
} as const;

const trimmed = (max: number) => z.string().trim().max(max);
const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const phone = z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number.');

export const usernameSchema = z.string().trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(32, 'Username must be at most 32 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore.');

export const passwordSchema = z.string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const tenantBodySchema = z.object({ tenant_id: z.string().trim().min(1).max(64).optional() });

export const signInSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username or e-mail.').max(254),
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX),
});
export type SignInPayload = z.infer<typeof signInSchema>;

export const signUpBase = z.object({
  firstName: trimmed(80).min(1, 'Enter your first name.'),
  lastName: trimmed(80).default(''),
  username: usernameSchema,
  email,
  password: passwordSchema,
  phone_number: phone.optional().or(z.literal('')),
  tnc_accepted: z.literal(true, { message: AUTH_MESSAGES.tncRequired }),
  is_underage: z.boolean().default(false),
  parent_name: trimmed(160).optional().or(z.literal('')),
  parent_email: email.optional().or(z.literal('')),
  parent_phone_number: phone.optional().or(z.literal('')),
});

export const signUpSchema = signUpBase.superRefine((v, ctx) => {
  if (v.is_underage && (!v.parent_name || !v.parent_email || !v.parent_phone_number)) {
    ctx.addIssue({ code: 'custom', path: ['parent_name'], message: AUTH_MESSAGES.parentRequired });
  }
});
export type SignUpPayload = z.input<typeof signUpSchema>;

export const generateOtpSchema = z.object({
  email,
  firstName: trimmed(80).optional(),
  /** Sign-up: the username wanted, checked free before any code is sent (decision 0056). */
  username: usernameSchema.optional(),
  parent_email: email.optional().or(z.literal('')).nullable(),
  is_underage: z.boolean().default(false),
  type: z.enum(['signup', 'verify']).default('signup'),
}).superRefine((v, ctx) => {
  if (v.is_underage && !v.parent_email) ctx.addIssue({ code: 'custom', path: ['parent_email'], message: AUTH_MESSAGES.parentRequired });
});
export type GenerateOtpPayload = z.input<typeof generateOtpSchema>;

export const verifyOtpSchema = z.object({
  email,
  otp: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits.'),
});
export type VerifyOtpPayload = z.infer<typeof verifyOtpSchema>;

export const updatePasswordSchema = z.object({
  email,
  old_password: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
  new_password: passwordSchema,
});
export type UpdatePasswordPayload = z.infer<typeof updatePasswordSchema>;

export const okSchema = z.object({ message: z.string() });
export const otpVerifiedSchema = z.object({ user_id: z.number().int(), otpVerified: z.boolean() });

/** POST auth/refreshToken: the full token response. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  session_id: z.string(),
});
