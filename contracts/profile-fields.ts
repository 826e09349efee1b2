import { z } from './zod';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES } from './multimedia';

// The profile fields that are User fields too (SPEC §3: phone_number, age, gender, profile_image),
// their limits and the texts of the profile forms (issue 15; docs/decisions/0039-profiles.md).
// Kept apart from contracts/profiles.ts so the core member contract (member.ts) depends on nothing more.

export const PROFILE_LIMITS = {
  headline: 120, bio: 2000, city: 80, tag: 40, tags: 20, linkLabel: 40, url: 300, links: 8,
  ageMin: 10, ageMax: 120, gender: 40,
  typedName: 120, summary: 2000, traction: 2000, team: 20, teamName: 80, fundingMax: 100_000_000_000,
  education: 10, experience: 10, entryText: 120, entryDescription: 1000,
  photoBytes: MAX_IMAGE_BYTES, fileBytes: MAX_FILE_BYTES,
} as const;

export const PROFILE_FORM_MESSAGES = {
  phone: 'Enter a valid phone number.',
  age: `Enter an age between ${PROFILE_LIMITS.ageMin} and ${PROFILE_LIMITS.ageMax}, in whole years.`,
  url: 'Enter a full web address starting with https:// or http://.',
  state: 'Choose a state or union territory of India from the list.',
  photoTooLarge: `The photo is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB. Choose a smaller image.`,
  photoType: 'The photo must be a PNG, JPEG, WebP or GIF image.',
  photoPath: 'The photo must be an image uploaded here.',
  fileTooLarge: `The file is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB. Choose a smaller file.`,
  fileType: 'Upload a PDF, DOCX or PPTX file.',
  fileMissing: 'The file was not found: upload it again.',
  tooLong: (label: string, max: number) => `${label} is at most ${max} characters.`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}.`,
  nameRequired: 'Give the profile a name.',
  funding: 'Enter the funding sought in whole rupees (0 or more), or leave it empty.',
  notYours: 'You can only change your own profiles.',
  notFound: 'Profile not found.',
  memberNotFound: 'Member not found.',
  expertOnly: 'The expert dashboard is for members with the expert role. Choose it with Switch View, or ask an administrator for it.',
  noProfileYet: 'This member has no profile yet.',
  auditMismatch: "modified_by must be the signed-in user's id.",
} as const;

export const phoneSchema = z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, PROFILE_FORM_MESSAGES.phone);
export const ageSchema = z.number({ error: PROFILE_FORM_MESSAGES.age }).int(PROFILE_FORM_MESSAGES.age)
  .min(PROFILE_LIMITS.ageMin, PROFILE_FORM_MESSAGES.age).max(PROFILE_LIMITS.ageMax, PROFILE_FORM_MESSAGES.age);
/** A profile photo is an image stored through the uploads call (or none). */
export const profileImageSchema = z.string().trim()
  .refine((v) => v === '' || /^\/api\/multimedia\/images\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/.test(v), PROFILE_FORM_MESSAGES.photoPath);
