import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

/**
 * A secret generated once and shared through the database, so every API host process signs
 * and verifies with the same key and a restart does not sign everyone out.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverKeys).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} missing`);
  return row.value;
}
