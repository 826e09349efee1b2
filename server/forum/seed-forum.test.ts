// The demo forum seed (issue 14): six categories, 40+ topics with 1–12 replies from several demo
// members, reactions, one pinned and one locked topic; a second run adds nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { seedDemoForum } from '../db/seed-forum';
import { seedDemoMembers } from '../db/seed-members';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedReferenceData(database.db);
}, 60_000);
afterAll(async () => database.close());

const one = async <T>(query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]))[0]!;
};

describe('seedDemoForum', () => {
  it('seeds a living forum once', async () => {
    const ids = await seedDemoMembers(database.db);
    expect(await seedDemoForum(database.db, ids)).toBeGreaterThanOrEqual(40);
    expect(await seedDemoForum(database.db, ids)).toBe(0);
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from forum_categories) as categories,
      (select count(*)::int from forum_topics) as topics,
      (select min(reply_count)::int from forum_topics) as min_replies,
      (select max(reply_count)::int from forum_topics) as max_replies,
      (select count(distinct user_id)::int from forum_posts) as authors,
      (select count(*)::int from forum_reactions) as reactions,
      (select count(*)::int from forum_post_mentions) as mentions,
      (select count(*)::int from forum_topics where pinned) as pinned,
      (select count(*)::int from forum_topics where locked) as locked,
      (select count(*)::int from forum_topics t where t.last_post_number <> (select max(post_number) from forum_posts p where p.topic_id = t.topic_id)) as bad_counters`);
    expect(counts).toMatchObject({ categories: 6, pinned: 1, locked: 1, bad_counters: 0 });
    expect(counts.topics).toBeGreaterThanOrEqual(40);
    expect(counts.min_replies).toBeGreaterThanOrEqual(1);
    expect(counts.max_replies).toBeLessThanOrEqual(12);
    expect(counts.authors).toBeGreaterThanOrEqual(10);
    expect(counts.reactions).toBeGreaterThan(20);
    expect(counts.mentions).toBeGreaterThan(5);
  }, 120_000);
});
