import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** What a revocation ended: these sessions, and (disable, delete) every session of these members. */
export interface Revocation {
  sessions: { sessionId: string; userId: number }[];
  users: number[];
}
export type RevocationListener = (revoked: Revocation) => void;

export interface LivenessOptions {
  /** How long an answer is reused. Bounds staleness only where another process revoked (decision 0018). */
  ttlMs: number;
  /** Most sessions remembered; the least recently used one goes first. */
  maxEntries: number;
  /** Monotonic milliseconds; the cache's own clock, not the business clock of the auth settings. */
  now: () => number;
}

export const DEFAULT_LIVENESS: LivenessOptions = { ttlMs: 5000, maxEntries: 10_000, now: () => performance.now() };

interface Entry { userId: number | null; live: boolean; until: number }

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Is the session behind a verified access token still live: not revoked, its member enabled
 * and not deleted? One query (sessions ⋈ users) per cache miss; answers are kept `ttlMs` in a
 * small LRU map. A revocation made through this process (`revoked`) drops the affected answers
 * at once, so the next request is refused, and nothing is cached while a revoking transaction
 * has not settled yet: a read in that window still sees the old, live row.
 */
export function createSessionLiveness(db: Db, options: LivenessOptions = DEFAULT_LIVENESS) {
  const cache = new Map<string, Entry>();
  const listeners = new Set<RevocationListener>();
  // Bumped by every revocation: an answer read before it is not stored after it.
  let epoch = 0;
  // Revoking transactions not yet committed or rolled back.
  let unsettled = 0;

  function remember(sessionId: string, entry: Entry) {
    cache.delete(sessionId);
    if (cache.size >= options.maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(sessionId, entry);
  }

  /**
   * `fresh` reads the database whatever the cache holds: for a socket handshake, which opens a
   * connection that lives on (another process's cache may not know of a revocation yet).
   */
  async function isLive(sessionId: string, userId: number, { fresh = false } = {}): Promise<boolean> {
    if (!sessionId) return false;
    const hit = fresh ? undefined : cache.get(sessionId);
    if (hit) {
      cache.delete(sessionId);
      if (hit.until > options.now()) {
        cache.set(sessionId, hit); // most recently used goes last
        return hit.live && hit.userId === userId;
      }
    }
    const started = epoch;
    const [row] = await db.select({
      userId: sessions.userId, revokedAt: sessions.revokedAt, enabled: users.enabled, deletedAt: users.deletedAt,
    }).from(sessions)
      .innerJoin(users, eq(users.userId, sessions.userId))
      .where(eq(sessions.sessionId, sessionId));
    const live = !!row && !row.revokedAt && row.enabled && !row.deletedAt;
    if (started === epoch && unsettled === 0) remember(sessionId, { userId: row?.userId ?? null, live, until: options.now() + options.ttlMs });
    return live && row.userId === userId;
  }

  function forget(revoked: Revocation) {
    epoch += 1;
    const ids = new Set(revoked.sessions.map((s) => s.sessionId));
    const members = new Set(revoked.users);
    for (const [sessionId, entry] of cache) {
      if (ids.has(sessionId) || (entry.userId !== null && members.has(entry.userId))) cache.delete(sessionId);
    }
  }

  function emit(revoked: Revocation) {
    for (const listener of listeners) {
      try {
        listener(revoked);
      } catch {
        // a listener's failure is its own; the revocation stands
      }
    }
  }

  /** Whether a transaction committed; waits while it is in progress (PGlite: runs after it). */
  async function settled(xid: string): Promise<boolean> {
    const giveUpAt = Date.now() + 60_000;
    for (let wait = 2; ; wait = Math.min(wait * 2, 100)) {
      const [row] = rowsOf<{ status: string | null }>(await db.execute(sql`select txid_status(${xid}::bigint) as status`));
      if (row?.status !== 'in progress' || Date.now() > giveUpAt) return row?.status !== 'aborted';
      await sleep(wait);
    }
  }

  /**
   * Call right after sessions were revoked (or members disabled or deleted). `tx` is the
   * transaction that did it, if any: listeners then hear of it only once it has committed.
   */
  async function revoked(change: Revocation, tx: Db | null): Promise<void> {
    forget(change);
    if (!tx) {
      emit(change);
      return;
    }
    unsettled += 1;
    let xid: string;
    try {
      [{ xid }] = rowsOf<{ xid: string }>(await tx.execute(sql`select txid_current()::text as xid`)) as [{ xid: string }];
    } catch (err) {
      unsettled -= 1;
      throw err;
    }
    void settled(xid)
      .then((committed) => {
        forget(change); // answers read before the commit were not stored; be sure of it anyway
        if (committed) emit(change);
      }, () => undefined)
      .finally(() => {
        epoch += 1; // a read that straddled the commit must not be stored
        unsettled -= 1;
      });
  }

  /** Hears every revocation once it has taken effect (e.g. to close the sessions' sockets). */
  function onRevoked(listener: RevocationListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { isLive, revoked, onRevoked, size: () => cache.size };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
