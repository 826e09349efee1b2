// Content editing for administrators (decision 0038): list with the common list query, create and
// update. Slugs come from the title (unique among live items); hubs must exist; the Markdown body
// is stored as written and served through renderMarkdown like every other item.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CONTENT_EDIT_MESSAGES, contentAdminFilterSchema, type ContentAdminItem, type ContentInputParsed, type ListQuery } from '../../contracts';
import type { Db } from '../db/client';
import { contentItems, hubs } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { countCapFor, countCappedSql, totalFromPage, type ListTotal } from '../resources/list-query';
import { cardColumns, rowsOf, toCard } from './content';

/** "Grants 101: Raise Early!" → "grants-101-raise-early" (accents dropped; "item" when nothing is left). */
export function slugFromTitle(title: string): string {
  const base = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 70).replace(/-+$/, '');
  return base || 'item';
}

async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.select({ id: contentItems.contentId }).from(contentItems)
    .where(and(eq(contentItems.slug, slug), isNull(contentItems.deletedAt)));
  return rows.some((r) => r.id !== exceptId);
}

/** The title's slug, or with -2, -3 … when taken. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugFromTitle(title);
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, null))) return candidate;
  }
  throw new HttpError(409, CONTENT_EDIT_MESSAGES.slugTaken(base));
}

async function checkHubs(db: Db, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  const found = await db.select({ slug: hubs.slug }).from(hubs).where(and(inArray(hubs.slug, slugs), isNull(hubs.deletedAt)));
  const known = new Set(found.map((h) => h.slug));
  const unknown = slugs.filter((s) => !known.has(s));
  if (unknown.length) throw new HttpError(400, CONTENT_EDIT_MESSAGES.unknownHubs(unknown));
}

type AdminRow = Parameters<typeof toCard>[0] & {
  body: string; hub_slugs: string[]; video_url: string | null; attachments: { name: string; file: string }[]; modified_at: string | null;
};
const adminColumns = sql`${cardColumns}, c.body, c.hub_slugs, c.video_url, c.attachments, coalesce(c.modified_at, c.created_at) as modified_at`;
const toAdminItem = (row: AdminRow): ContentAdminItem => ({
  ...toCard(row), body: row.body, hub_slugs: row.hub_slugs ?? [], video_url: row.video_url,
  attachments: Array.isArray(row.attachments) ? row.attachments : [],
  modified_at: row.modified_at ? new Date(row.modified_at).toISOString() : null,
});

async function bySlug(db: Db, slug: string): Promise<ContentAdminItem | null> {
  const rows = rowsOf<AdminRow>(await db.execute(sql`select ${adminColumns} from content_items c where c.deleted_at is null and c.slug = ${slug}`));
  return rows[0] ? toAdminItem(rows[0]) : null;
}

/** Columns the admin list sorts by (sortField); anything else is a 400. */
const SORTABLE = {
  title: sql`c.title`, content_type: sql`c.content_type`, published_at: sql`c.published_at`,
  modified_at: sql`coalesce(c.modified_at, c.created_at)`,
} as const;

/**
 * GET /api/content/admin/items: search in title and summary, filters content_type / is_published,
 * newest change first. Like the family engine (decision 0062): the page first; a page that tells
 * its total needs no count, otherwise the count stops past the page (capped: "1,000+").
 */
export async function listContentForAdmin(db: Db, q: ListQuery): Promise<{ data: ContentAdminItem[]; total: ListTotal }> {
  const parsed = contentAdminFilterSchema.safeParse(q.filterFields ?? {});
  if (!parsed.success) throw new HttpError(400, `filterFields: ${parsed.error.issues[0]?.message ?? 'use content_type and is_published only'}`);
  const f = parsed.data;
  const search = q.search?.trim();
  const where = sql.join([
    sql`c.deleted_at is null`,
    f.content_type ? sql`c.content_type = ${f.content_type}` : undefined,
    f.is_published !== undefined ? sql`c.is_published = ${f.is_published}` : undefined,
    search ? sql`(c.title ilike ${`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} or c.summary ilike ${`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} or c.slug = ${search.toLowerCase()})` : undefined,
  ].filter((part): part is SQL => part !== undefined), sql` and `);
  const sortColumn = q.sortField ? SORTABLE[q.sortField as keyof typeof SORTABLE] : undefined;
  if (q.sortField && (!Object.hasOwn(SORTABLE, q.sortField) || !sortColumn)) throw new HttpError(400, `Unknown field '${q.sortField}' in sortField. Sort by ${Object.keys(SORTABLE).join(', ')}.`);
  const order = sortColumn
    ? sql`${sortColumn} ${q.sortOrder === 'asc' ? sql`asc` : sql`desc`} nulls last, c.content_id desc`
    : sql`coalesce(c.modified_at, c.created_at) desc, c.content_id desc`;
  const limit = q.limit === -1 ? 1000 : q.limit;
  const offset = (q.page - 1) * limit;
  const from = sql`from content_items c where ${where}`;
  // metadataOnly reads no page: the count alone.
  const rows = q.metadataOnly ? [] : rowsOf<AdminRow>(await db.execute(sql`select ${adminColumns} ${from} order by ${order} limit ${limit} offset ${offset}`));
  const known = q.metadataOnly ? undefined : totalFromPage(rows.length, limit, offset);
  const total = known !== undefined ? { total: known, capped: false } : await countCappedSql(db, from, countCapFor(offset, limit));
  return { data: rows.map(toAdminItem), total };
}

const columnsOf = (input: ContentInputParsed) => ({
  title: input.title, contentType: input.content_type, summary: input.summary, body: input.body, tags: input.tags,
  hubSlugs: input.hub_slugs, videoUrl: input.video_url, deadline: input.deadline ? new Date(input.deadline).toISOString() : null,
  attachments: input.attachments, isPublished: input.is_published,
});

/** POST /api/content/items. */
export async function createContent(db: Db, me: number, input: ContentInputParsed): Promise<ContentAdminItem> {
  await checkHubs(db, input.hub_slugs);
  let slug: string;
  if (input.slug) {
    if (await slugTaken(db, input.slug, null)) throw new HttpError(409, CONTENT_EDIT_MESSAGES.slugTaken(input.slug));
    slug = input.slug;
  } else {
    slug = await freeSlug(db, input.title);
  }
  await db.insert(contentItems).values({
    ...columnsOf(input), slug, authorUserId: me, createdBy: me,
    publishedAt: input.is_published ? new Date().toISOString() : null,
  });
  return (await bySlug(db, slug))!;
}

/** PUT /api/content/items/:slug: null when there is no such item. Publishing for the first time stamps published_at. */
export async function updateContent(db: Db, me: number, slug: string, input: ContentInputParsed): Promise<ContentAdminItem | null> {
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.slug, slug), isNull(contentItems.deletedAt)));
  if (!row) return null;
  // Only hubs added now must exist: references the item already had (older seed data) are kept as they are.
  await checkHubs(db, input.hub_slugs.filter((s) => !(row.hubSlugs ?? []).includes(s)));
  const nextSlug = input.slug ?? slug;
  if (nextSlug !== slug && (await slugTaken(db, nextSlug, row.contentId))) throw new HttpError(409, CONTENT_EDIT_MESSAGES.slugTaken(nextSlug));
  await db.update(contentItems).set({
    ...columnsOf(input), slug: nextSlug, modifiedBy: me, modifiedAt: new Date(),
    publishedAt: input.is_published && !row.publishedAt ? new Date().toISOString() : row.publishedAt,
  }).where(eq(contentItems.contentId, row.contentId));
  return bySlug(db, nextSlug);
}
