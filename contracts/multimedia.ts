import { z } from './zod';

// Uploads and downloads of SPEC §7 "Other calls" (GET multimedia/images/{name},
// GET multimedia/files/{name}) and the upload call that produces those names
// (docs/decisions/0010).

export const UPLOAD_KINDS = ['image', 'file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Accepted types by kind: content type → stored extension. */
export const UPLOAD_TYPES = {
  image: {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/webp': 'webp',
    'image/gif': 'gif',
  },
  file: {
    'application/pdf': 'pdf',
    'text/plain': 'txt',
    'text/csv': 'csv',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  },
} as const satisfies Record<UploadKind, Record<string, string>>;

/** A stored name: 32 lowercase hex characters and one known extension. Nothing else is ever served. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif|pdf|txt|csv|docx|xlsx|pptx)$/;

export const MULTIMEDIA_MESSAGES = {
  noFile: "Send one file in the field 'file'.",
  badKind: "kind must be 'image' or 'file'.",
  tooLarge: (kind: UploadKind) => `The ${kind} is larger than ${(kind === 'image' ? MAX_IMAGE_BYTES : MAX_FILE_BYTES) / (1024 * 1024)} MB.`,
  badType: (kind: UploadKind) => kind === 'image'
    ? 'Images must be PNG, JPEG, WebP or GIF.'
    : 'Files must be PDF, TXT, CSV, DOCX, XLSX or PPTX.',
  contentMismatch: 'The file content does not match its type.',
  malformed: 'The upload is not valid multipart/form-data.',
  notFound: 'File not found',
  /** SPEC §5: the link helpers need a string. */
  linkNeedsString: 'Send a string input for the link',
} as const;

/** POST /api/multimedia/upload answers with the stored name and where to fetch it. */
export const uploadResponseSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const storedNameParamsSchema = z.object({ name: z.string().max(64) });

/** The download path of a stored name. */
export const multimediaUrl = (kind: UploadKind, name: string) => `/api/multimedia/${kind === 'image' ? 'images' : 'files'}/${name}`;
