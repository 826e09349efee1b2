import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import type { AuthSettings } from './settings';

export type Attempt = { ok: true } | { ok: false; waitSeconds: number };

/**
 * Brute-force protection for sign-in, per account and per client address. Every attempt is
 * claimed BEFORE the password is checked, in one statement that reads and bumps the count:
 * concurrent guesses queue on the row, so at most the free attempts plus one are ever evaluated
 * per lock window, however many arrive at once. Past the free ones, each attempt locks the key
 * for twice as long as the last (1 s, 2 s, 4 s, ... up to 15 minutes). Attempts while locked
 * are refused without touching the count, so nobody can keep a member out longer than the cap.
 * Counts decay (one failure forgiven per `decayMs` without attempts), so slow guessing never
 * adds up to a lock. A success clears the account's count and gives the address its attempt back.
 */
export function createLockout(db: Db, settings: AuthSettings) {
  const { accountFreeFailures, ipFreeFailures, baseWaitMs, maxWaitMs, decayMs } = settings.lockout;

  /**
   * Claims one attempt on every key, or reports the longest wait when any key is locked. Keys
   * claimed before a locked one keep their count: that attempt was made, even if refused.
   */
  async function claim(keys: readonly string[]): Promise<Attempt> {
    const now = new Date(settings.now());
    for (const key of keys) {
      const free = key.startsWith('ip:') ? ipFreeFailures : accountFreeFailures;
      // The count after decay, plus this attempt; computed once and reused for the lock.
      const decayed = sql`greatest(0, ${signInFailures.failures} - floor(extract(epoch from (${now}::timestamptz - ${signInFailures.updatedAt})) * 1000 / ${decayMs})::int)`;
      const lockFor = (count: ReturnType<typeof sql> | number) =>
        sql`case when ${count} > ${free} then ${now}::timestamptz + least(${maxWaitMs}, ${baseWaitMs} * power(2, least(${count} - ${free} - 1, 30))) * interval '1 millisecond' else null end`;
      const [row] = await db.insert(signInFailures)
        .values({ key, failures: 1, updatedAt: now, lockedUntil: 1 > free ? new Date(now.getTime() + baseWaitMs) : null })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: { failures: sql`${decayed} + 1`, updatedAt: now, lockedUntil: lockFor(sql`${decayed} + 1`) },
          setWhere: sql`${signInFailures.lockedUntil} is null or ${signInFailures.lockedUntil} <= ${now}::timestamptz`,
        })
        .returning({ failures: signInFailures.failures });
      if (!row) return { ok: false, waitSeconds: await lockedFor(keys) };
    }
    return { ok: true };
  }

  /** Seconds until the longest lock among the keys ends (at least 1 when any is locked), or 0. */
  async function lockedFor(keys: readonly string[]): Promise<number> {
    const rows = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures)
      .where(inArray(signInFailures.key, [...keys]));
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return until > settings.now() ? Math.max(1, Math.ceil((until - settings.now()) / 1000)) : 0;
  }

  /** The right password: the account starts afresh and the address gets this attempt back. */
  async function succeed(accountKey: string, ipKey: string): Promise<void> {
    await db.delete(signInFailures).where(eq(signInFailures.key, accountKey));
    await db.update(signInFailures).set({ failures: sql`greatest(0, ${signInFailures.failures} - 1)` })
      .where(eq(signInFailures.key, ipKey));
  }

  return { claim, lockedFor, succeed };
}

/**
 * The lockout key of a login. Logins that match no account get a key of their own, so they are
 * locked exactly like real accounts: a 429 never tells that an account exists.
 */
export function accountKey(userId: number | undefined, login: string): string {
  if (userId !== undefined) return `account:${userId}`;
  return `login:${createHash('sha256').update(login.trim().toLowerCase()).digest('base64url')}`;
}

export type Lockout = ReturnType<typeof createLockout>;
