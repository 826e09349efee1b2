// Does a file's beginning match the type it was declared as? Images are recognised by their
// signatures; PDF by '%PDF-'; Office documents are ZIP containers; text must not contain NUL
// bytes (no binaries passed off as text). docs/decisions/0010.

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const CHECKS: Record<string, (head: Buffer) => boolean> = {
  'image/png': (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  'image/gif': (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  'image/webp': (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
  'application/pdf': (h) => startsWith(h, ascii('%PDF-')),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
  'text/plain': (h) => !h.includes(0),
  'text/csv': (h) => !h.includes(0),
};

/** True when `head` (the first bytes, up to 4 KB) fits `contentType`; unknown types never fit. */
export function contentMatches(contentType: string, head: Buffer): boolean {
  return CHECKS[contentType]?.(head) ?? false;
}
