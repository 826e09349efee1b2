// Saved items (issue 12; docs/decisions/0035-saved-items-and-library.md). Each item type has one
// resolver that reads the live, published records a member may open: it decides whether an id
// can be saved (unknown, deleted or unpublished → 404) and how a saved row is shown.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONTENT_TYPE_LABELS, type ContentType, type SavedItem, type SavedItemType } from '../../contracts';
import type { Db } from '../db/client';
import { contentItems, events, programs, savedItems } from '../db/schema';

export interface SavedView { title: string; summary: string; link: string; image: string | null; when: string | null; label: string }

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
const clip = (s: string, n = 220) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

type Resolver = (db: Db, ids: number[]) => Promise<Map<number, SavedView>>;

const RESOLVERS: Record<SavedItemType, Resolver> = {
  event: async (db, ids) => {
    const rows = await db.select({
      id: events.eventId, title: events.title, summary: events.summary, kind: events.kind, startsAt: events.startsAt, cover: events.coverImage,
    }).from(events).where(and(inArray(events.eventId, ids), isNull(events.deletedAt), eq(events.isPublished, true)));
    return new Map(rows.map((r) => [r.id, {
      title: r.title, summary: clip(r.summary), image: r.cover, when: iso(r.startsAt),
      link: `/${r.kind === 'competition' ? 'competitions' : 'events'}/${r.id}`, label: r.kind === 'competition' ? 'Competition' : 'Event',
    }]));
  },
  program: async (db, ids) => {
    const rows = await db.select({
      id: programs.programId, name: programs.programName, description: programs.programDescription, category: programs.programCategory,
      image: programs.programImage, start: programs.startDate,
    }).from(programs).where(and(inArray(programs.programId, ids), isNull(programs.deletedAt), eq(programs.isPublished, true)));
    return new Map(rows.map((r) => [r.id, {
      title: r.name, summary: clip(r.description), image: r.image, when: iso(r.start), link: `/lxp/program/${r.id}`,
      label: `Program · ${r.category.replace(/[-_]/g, ' ')}`,
    }]));
  },
  content: async (db, ids) => {
    const rows = await db.select({
      id: contentItems.contentId, slug: contentItems.slug, title: contentItems.title, summary: contentItems.summary,
      type: contentItems.contentType, cover: contentItems.coverImage, deadline: contentItems.deadline,
    }).from(contentItems).where(and(inArray(contentItems.contentId, ids), isNull(contentItems.deletedAt), eq(contentItems.isPublished, true)));
    return new Map(rows.map((r) => [r.id, {
      title: r.title, summary: clip(r.summary), image: r.cover, when: iso(r.deadline), link: `/contents/${r.slug}`,
      label: CONTENT_TYPE_LABELS[r.type as ContentType] ?? 'Content',
    }]));
  },
};

export const resolveSaved = (db: Db, type: SavedItemType, ids: number[]) =>
  (ids.length === 0 ? Promise.resolve(new Map<number, SavedView>()) : RESOLVERS[type](db, ids));

/** Saves an item (idempotent: saving twice keeps the first row). Null when the item cannot be saved. */
export async function saveItem(db: Db, userId: number, type: SavedItemType, itemId: number): Promise<SavedItem | null> {
  const view = (await resolveSaved(db, type, [itemId])).get(itemId);
  if (!view) return null;
  await db.insert(savedItems).values({ userId, itemType: type, itemId }).onConflictDoNothing();
  const [row] = await db.select().from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, type), eq(savedItems.itemId, itemId), isNull(savedItems.deletedAt)));
  return { saved_item_id: row!.savedItemId, item_type: type, item_id: itemId, ...view, saved_at: iso(row!.createdAt)! };
}

/** Unsaves (soft delete of the live row); true when there was one. */
export async function unsaveItem(db: Db, userId: number, type: SavedItemType, itemId: number): Promise<boolean> {
  const rows = await db.update(savedItems).set({ deletedAt: sql`now()` })
    .where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, type), eq(savedItems.itemId, itemId), isNull(savedItems.deletedAt)))
    .returning({ id: savedItems.savedItemId });
  return rows.length > 0;
}

/**
 * The caller's saved items, newest first, as they can be opened now: items deleted or unpublished
 * since they were saved are left out (the row stays, and comes back if the item does).
 */
export async function listSaved(db: Db, userId: number, type?: SavedItemType, limit?: number): Promise<{ total: number; data: SavedItem[] }> {
  const rows = await db.select().from(savedItems)
    .where(and(eq(savedItems.userId, userId), isNull(savedItems.deletedAt), type ? eq(savedItems.itemType, type) : undefined))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.savedItemId));
  const byType = new Map<SavedItemType, number[]>();
  for (const r of rows) byType.set(r.itemType as SavedItemType, [...(byType.get(r.itemType as SavedItemType) ?? []), r.itemId]);
  const views = new Map<string, SavedView>();
  await Promise.all([...byType].map(async ([t, ids]) => {
    for (const [id, v] of await resolveSaved(db, t, ids)) views.set(`${t}:${id}`, v);
  }));
  const data = rows.flatMap((r) => {
    const v = views.get(`${r.itemType}:${r.itemId}`);
    return v ? [{ saved_item_id: r.savedItemId, item_type: r.itemType as SavedItemType, item_id: r.itemId, ...v, saved_at: iso(r.createdAt)! }] : [];
  });
  return { total: data.length, data: limit === undefined ? data : data.slice(0, limit) };
}

/** Which of `ids` the member saved. */
export async function savedIds(db: Db, userId: number, type: SavedItemType, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: savedItems.itemId }).from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, type), inArray(savedItems.itemId, ids), isNull(savedItems.deletedAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
