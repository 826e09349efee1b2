// Forum categories: the list (with the topics the caller can see) and the category of a
// community space (created by the community-spaces area; one per space, idempotent).
import { eq, sql } from 'drizzle-orm';
import type { ForumCategory } from '../../contracts';
import type { Db } from '../db/client';
import { forumCategories } from '../db/schema';
import { iso, rowsOf, type Viewer } from './store';

type CategoryRow = typeof forumCategories.$inferSelect;

const toApi = (r: CategoryRow, topicCount: number, lastPostAt: string | Date | null): ForumCategory => ({
  category_id: r.categoryId,
  slug: r.slug,
  name: r.name,
  description: r.description,
  position: r.position,
  topic_count: topicCount,
  community_common_id: r.communityCommonId,
  last_post_at: iso(lastPostAt),
});

/** Categories the viewer may read, by position, with their visible topic counts. */
export async function listCategories(db: Db, viewer: Viewer): Promise<ForumCategory[]> {
  const rows = await db.select().from(forumCategories).where(sql`${forumCategories.deletedAt} is null`)
    .orderBy(forumCategories.position, forumCategories.categoryId);
  const counts = rowsOf<{ category_id: number; n: number; last: string | null }>(await db.execute(sql`
    select category_id, count(*)::int as n, max(last_post_at) as last from forum_topics
    ${viewer.admin ? sql`` : sql`where not hidden`} group by category_id`));
  const byId = new Map(counts.map((c) => [Number(c.category_id), c]));
  return rows.filter((r) => !viewer.hiddenCategoryIds.has(r.categoryId))
    .map((r) => toApi(r, Number(byId.get(r.categoryId)?.n ?? 0), byId.get(r.categoryId)?.last ?? null));
}

/** The slug of a space's category (contracts/community-spaces.ts spaceForumSlug). */
const spaceSlug = (communityCommonId: number) => `space-${communityCommonId}`;

/**
 * The forum category of a community space, created on first call (idempotent per space: a second
 * call returns the same category, even when two calls race).
 */
export async function createSpaceCategory(db: Db, input: { communityCommonId: number; name: string; description?: string | null; actingUserId: number }): Promise<ForumCategory> {
  const [existing] = await db.select().from(forumCategories).where(eq(forumCategories.communityCommonId, input.communityCommonId));
  if (existing) return toApi(existing, 0, null);
  const [{ next } = { next: 100 }] = rowsOf<{ next: number }>(await db.execute(sql`select coalesce(max(position), 0) + 1 as next from forum_categories`));
  const inserted = await db.insert(forumCategories).values({
    slug: spaceSlug(input.communityCommonId),
    name: input.name.trim().slice(0, 120) || `Space ${input.communityCommonId}`,
    description: (input.description ?? '').trim().slice(0, 500),
    position: Number(next),
    communityCommonId: input.communityCommonId,
    createdBy: input.actingUserId,
  }).onConflictDoNothing().returning();
  if (inserted[0]) return toApi(inserted[0], 0, null);
  const [raced] = await db.select().from(forumCategories).where(eq(forumCategories.communityCommonId, input.communityCommonId));
  if (!raced) throw new Error(`forum category of space ${input.communityCommonId} could not be created (slug taken?)`);
  return toApi(raced, 0, null);
}
