// All-or-nothing batch helpers shared by the identity admin calls (docs/decisions/0007) and
// every resource family's createMany / updateMany / deleteMany (docs/decisions/0009).
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BatchItemError } from '../../contracts';
import { checkAuditField } from '../auth/authorize';
import { HttpError } from './http-error';

export type BatchVerb = 'created' | 'updated' | 'deleted';

/** A batch refused as a whole (nothing written): 400 with `errors: [{ index, message }]` sorted by index. */
export function batchFailed(message: (failed: number) => string, errors: BatchItemError[]): HttpError {
  const failed = new Set(errors.map((e) => e.index)).size;
  return new HttpError(400, message(failed), {}, { errors: [...errors].sort((a, b) => a.index - b.index) });
}

/** The first zod issue as one line: `field: message`. */
export function issueText(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Invalid item.';
  return first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message;
}

/** Each refused field's first sentence, by its path ("role_name", "roles.0"): forms show it at the field (decision 0057). */
export function issueFields(error: z.ZodError): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** A single write's item refused by its schema: 400 with the first problem and the fields. */
export function itemRefused(schema: z.ZodType, item: unknown, message: string): HttpError {
  const parsed = schema.safeParse(item);
  const fields = parsed.success ? undefined : issueFields(parsed.error);
  return new HttpError(400, message, {}, fields ? { fields } : {});
}

/** Parses every item on its own, so each failure is reported with its index. */
export function parseItems<T extends z.ZodType>(schema: T, raw: unknown[], errors: BatchItemError[]): (z.output<T> | null)[] {
  return raw.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    errors.push({ index, message: issueText(parsed.error) });
    return null;
  });
}

/**
 * Audit ids of a batch: any item naming someone other than the caller refuses the whole call
 * (ARCHITECTURE: audit fields come from the token). Items without a number are left to the
 * per-item checks. Returns the caller's id.
 */
export function checkBatchAudit(request: FastifyRequest, items: unknown[], field: 'created_by' | 'modified_by'): number {
  for (const item of items) {
    const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined;
    checkAuditField(request, field, typeof value === 'number' ? value : undefined);
  }
  return checkAuditField(request, field, undefined);
}

/** The PostgreSQL error behind a driver/drizzle error (walks `cause`), if any. */
export function pgErrorOf(err: unknown): { code: string; constraint: string; message: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: String(constraint ?? ''), message: String(message ?? '') };
    }
  }
  return null;
}

/** `%`, `_` and `\` match literally in LIKE / ILIKE (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
