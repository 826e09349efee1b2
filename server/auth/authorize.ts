import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { roles, userRoles } from '../db/schema';
import { HttpError } from '../lib/http-error';

export const ACCESS_MESSAGES = {
  adminOnly: 'Only administrators can do this.',
  auditMismatch: (field: string) => `${field} must be the signed-in user's id.`,
} as const;

/** Role names a member holds now (read per call: roles can change while a token lives). */
export async function roleNamesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ name: roles.roleName }).from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedAt)));
  return rows.map((r) => r.name.toLowerCase());
}

export async function isAdmin(db: Db, userId: number): Promise<boolean> {
  return (await roleNamesOf(db, userId)).includes('admin');
}

/** The verified caller's id; use after app.authenticate. */
export function callerId(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, 'Not signed in');
  return request.user.user_id;
}

export async function requireAdmin(db: Db, request: FastifyRequest): Promise<number> {
  const id = callerId(request);
  if (!(await isAdmin(db, id))) throw new HttpError(403, ACCESS_MESSAGES.adminOnly);
  return id;
}

/**
 * Audit fields come from the verified token (ARCHITECTURE): a body that names someone else
 * is refused rather than silently corrected, so a forged created_by is visible as an error.
 */
export function checkAuditField(request: FastifyRequest, field: 'created_by' | 'modified_by' | 'deleted_by', value: number | null | undefined): number {
  const id = callerId(request);
  if (value != null && value !== id) throw new HttpError(400, ACCESS_MESSAGES.auditMismatch(field));
  return id;
}
