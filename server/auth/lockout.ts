import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import type { AuthSettings } from './settings';

/**
 * Brute-force protection for sign-in, per account and per client address. The first few
 * failures are free; each one after that locks the key for twice as long as the last
 * (1 s, 2 s, 4 s, ... up to 15 minutes). Attempts while locked are refused without
 * checking the password and do not extend the lock, so an attacker cannot keep a member
 * out for longer than the cap. A success clears the account's count.
 */
export function createLockout(db: Db, settings: AuthSettings) {
  const { accountFreeFailures, ipFreeFailures, baseWaitMs, maxWaitMs } = settings.lockout;
  const free = (key: string) => (key.startsWith('ip:') ? ipFreeFailures : accountFreeFailures);

  /** Seconds until the longest lock among the keys ends, or 0 when none is locked. */
  async function lockedFor(keys: string[]): Promise<number> {
    const rows = await db.select().from(signInFailures).where(inArray(signInFailures.key, keys));
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    return until > settings.now() ? Math.ceil((until - settings.now()) / 1000) : 0;
  }

  async function fail(keys: string[]): Promise<void> {
    const now = new Date(settings.now());
    for (const key of keys) {
      const [row] = await db.insert(signInFailures).values({ key, failures: 1, updatedAt: now })
        .onConflictDoUpdate({ target: signInFailures.key, set: { failures: sql`${signInFailures.failures} + 1`, updatedAt: now } })
        .returning({ failures: signInFailures.failures });
      const over = (row?.failures ?? 0) - free(key);
      if (over > 0) {
        const wait = Math.min(maxWaitMs, baseWaitMs * 2 ** (over - 1));
        await db.update(signInFailures).set({ lockedUntil: new Date(settings.now() + wait) }).where(eq(signInFailures.key, key));
      }
    }
  }

  async function succeed(accountKey: string): Promise<void> {
    await db.delete(signInFailures).where(eq(signInFailures.key, accountKey));
  }

  return { lockedFor, fail, succeed };
}

export type Lockout = ReturnType<typeof createLockout>;
