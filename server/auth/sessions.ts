import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { createSessionLiveness, DEFAULT_LIVENESS, type LivenessOptions } from './session-liveness';
import type { AuthSettings } from './settings';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export interface SessionMeta { userAgent?: string; ip?: string; tenantId: string }

export type RotateResult =
  | { ok: true; sessionId: string; userId: number; tenantId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Sessions and their refresh tokens. A token is rotated on every refresh; presenting a
 * rotated one after the grace period means it was stolen or replayed, so the whole family
 * (the session) is revoked.
 */
export function createSessionStore(db: Db, settings: AuthSettings, livenessOptions: LivenessOptions = DEFAULT_LIVENESS) {
  const liveness = createSessionLiveness(db, livenessOptions);
  const now = () => new Date(settings.now());
  const expiry = () => new Date(settings.now() + settings.refreshTtlSeconds * 1000);

  async function issueToken(sessionId: string): Promise<string> {
    const token = newToken();
    await db.insert(refreshTokens).values({ tokenHash: hash(token), sessionId, createdAt: now(), expiresAt: expiry() });
    return token;
  }

  /** A new session id on every sign-in. */
  async function create(userId: number, meta: SessionMeta) {
    const sessionId = randomUUID();
    await db.insert(sessions).values({
      sessionId, userId, tenantId: meta.tenantId, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip, createdAt: now(), lastSeenAt: now(),
    });
    return { sessionId, refreshToken: await issueToken(sessionId) };
  }

  async function lookup(token: string) {
    const [row] = await db.select({
      usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt, sessionId: sessions.sessionId,
      userId: sessions.userId, tenantId: sessions.tenantId, revokedAt: sessions.revokedAt,
    }).from(refreshTokens)
      .innerJoin(sessions, eq(sessions.sessionId, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hash(token)));
    return row;
  }

  async function revoke(sessionId: string, reason: string) {
    const ended = await db.update(sessions).set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)))
      .returning({ sessionId: sessions.sessionId, userId: sessions.userId });
    await liveness.revoked({ sessions: ended, users: [] }, null);
  }

  /**
   * Ends every live session of these members (account disabled or deleted); pass a transaction
   * as `executor` to make it part of the change that caused it. Returns how many were ended.
   */
  async function revokeAllForUsers(userIds: readonly number[], reason: string, executor: Db = db): Promise<number> {
    if (userIds.length === 0) return 0;
    const ended = await executor.update(sessions).set({ revokedAt: now(), revokedReason: reason })
      .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)))
      .returning({ sessionId: sessions.sessionId, userId: sessions.userId });
    await liveness.revoked({ sessions: ended, users: [...userIds] }, executor === db ? null : executor);
    return ended.length;
  }
  const revokeAllForUser = (userId: number, reason: string, executor: Db = db) => revokeAllForUsers([userId], reason, executor);

  /**
   * Ends every live session of a member but `keep` (password changed in that session; null ends
   * them all). Pass the transaction of the change as `executor`. Returns how many were ended.
   */
  async function revokeOthers(userId: number, keep: string | null, reason: string, executor: Db = db): Promise<number> {
    const ended = await executor.update(sessions).set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.sessionId, keep) : undefined))
      .returning({ sessionId: sessions.sessionId, userId: sessions.userId });
    await liveness.revoked({ sessions: ended, users: [] }, executor === db ? null : executor);
    return ended.length;
  }

  /** The live session a refresh token belongs to, without rotating it (profile calls). */
  async function current(token: string) {
    const row = await lookup(token);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= settings.now()) return null;
    if (row.usedAt && settings.now() - row.usedAt.getTime() > settings.reuseGraceMs) return null;
    return { sessionId: row.sessionId, userId: row.userId, tenantId: row.tenantId };
  }

  async function rotate(token: string): Promise<RotateResult> {
    const row = await lookup(token);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= settings.now()) return { ok: false, reason: 'expired' };
    if (row.usedAt) {
      if (settings.now() - row.usedAt.getTime() > settings.reuseGraceMs) {
        await revoke(row.sessionId, 'refresh token reused');
        return { ok: false, reason: 'reused' };
      }
    } else {
      // Only one caller wins the rotation; a concurrent one falls into the grace branch above next time.
      await db.update(refreshTokens).set({ usedAt: now() })
        .where(and(eq(refreshTokens.tokenHash, hash(token)), isNull(refreshTokens.usedAt)));
    }
    await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.sessionId, row.sessionId));
    return { ok: true, sessionId: row.sessionId, userId: row.userId, tenantId: row.tenantId, refreshToken: await issueToken(row.sessionId) };
  }

  return {
    create, current, rotate, revoke, revokeAllForUser, revokeAllForUsers, revokeOthers,
    /** Whether an access token's session is live (not revoked, member enabled and not deleted); cached briefly. */
    isLive: liveness.isLive,
    /** Hears every revocation once it has taken effect. */
    onRevoked: liveness.onRevoked,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
