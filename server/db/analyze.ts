import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Gathers the planner's statistics of every table, on the embedded database only (decision 0087).
 * PGlite runs no autovacuum, so without this its tables are never analyzed: at 100k members the
 * Admin Center's broad search then ANDed a live-rows index into the trigram bitmap and sorted every
 * match (1.7 s instead of < 1 ms for the page). PostgreSQL's autovacuum analyzes on its own.
 * Run by the API host at start, after seeding: ~1.2 s for the whole database at 100k members
 * (users read whole at search_text's target of 1000, migration 0030), ~0.6 s on the demo one.
 */
export async function analyzeEmbedded(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`analyze`);
  return true;
}
