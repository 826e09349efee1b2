// Content items (issue 12; docs/decisions/0034-content-search.md): cards, the full item with
// body_html and a privacy-friendly video embed, and PostgreSQL full-text search (websearch
// query over the generated tsvector, ts_rank ordering, ts_headline snippets).
import { sql, type SQL } from 'drizzle-orm';
import type { ContentCard, ContentItem, ContentType } from '../../contracts';
import type { Db } from '../db/client';
import { renderMarkdown } from '../lib/markdown';

export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** Snippet markers ts_headline puts around hits: control characters no stored text contains. */
const START = '\u0002';
const STOP = '\u0003';

/** Markdown punctuation left out of snippets (a regular expression for regexp_replace). */
const MARKDOWN_MARKS = '[#*_>`\\[\\]()|-]+';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ts_headline output → safe HTML: everything escaped, then the markers become <mark>. */
export function snippetHtml(headline: string): string {
  return escapeHtml(headline.replace(/\s+/g, ' ').trim()).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

interface CardRow {
  content_id: number; slug: string; content_type: ContentType; title: string; summary: string; tags: string[];
  cover_image: string | null; deadline: string | null; published_at: string | null; is_published: boolean;
  author_name: string | null; snippet?: string | null; total?: number;
}

export const cardColumns = sql`c.content_id, c.slug, c.content_type, c.title, c.summary, c.tags, c.cover_image, c.deadline,
  c.published_at, c.is_published,
  (select coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) from users u where u.user_id = c.author_user_id) as author_name`;

export function toCard(row: CardRow): ContentCard {
  return {
    content_id: Number(row.content_id), slug: row.slug, content_type: row.content_type, title: row.title, summary: row.summary,
    tags: row.tags ?? [], cover_image: row.cover_image, deadline: iso(row.deadline), published_at: iso(row.published_at),
    is_published: row.is_published, author_name: row.author_name ?? null,
    // A headline without a hit (the match was in the title only) says less than the summary: none then.
    ...(row.snippet !== undefined ? { snippet_html: row.snippet?.includes(START) ? snippetHtml(row.snippet) : null } : {}),
  };
}

/** Who may see unpublished items: administrators. Everyone else sees published ones only. */
export const visibleTo = (admin: boolean): SQL => (admin ? sql`c.deleted_at is null` : sql`c.deleted_at is null and c.is_published`);

export interface ContentFilter {
  q?: string; type?: ContentType; tag?: string; hub?: string; page: number; limit: number;
}

/** Search (or list) content: ranked by ts_rank when there is a query, newest first otherwise. */
export async function searchContent(db: Db, admin: boolean, f: ContentFilter): Promise<{ cards: ContentCard[]; total: number }> {
  const q = f.q?.trim() ?? '';
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const where = sql.join([
    visibleTo(admin),
    f.type ? sql`c.content_type = ${f.type}` : undefined,
    f.tag ? sql`c.tags @> array[${f.tag}]::text[]` : undefined,
    f.hub ? sql`c.hub_slugs @> array[${f.hub}]::text[]` : undefined,
    q ? sql`c.search @@ ${query}` : undefined,
  ].filter((part): part is SQL => part !== undefined), sql` and `);
  const offset = (f.page - 1) * f.limit;
  const rows = rowsOf<CardRow>(await db.execute(q
    ? sql`select ${cardColumns}, count(*) over () as total,
        ts_headline('english', regexp_replace(c.summary || ' ' || c.body, ${MARKDOWN_MARKS}, ' ', 'g'), ${query},
          ${`StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=10, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`}) as snippet
      from content_items c where ${where}
      order by ts_rank(c.search, ${query}) desc, c.published_at desc nulls last, c.content_id desc
      limit ${f.limit} offset ${offset}`
    : sql`select ${cardColumns}, count(*) over () as total from content_items c where ${where}
      order by c.published_at desc nulls last, c.content_id desc limit ${f.limit} offset ${offset}`));
  return { cards: rows.map(toCard), total: rows.length ? Number(rows[0]!.total) : await countOnly(db, where) };
}

/** The total when the page asked for is past the end (no rows to carry the window count). */
async function countOnly(db: Db, where: SQL): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from content_items c where ${where}`));
  return Number(rows[0]?.n ?? 0);
}

/** Tags in use by visible content, most used first. */
export async function contentTags(db: Db, admin: boolean, limit = 30): Promise<string[]> {
  const rows = rowsOf<{ tag: string }>(await db.execute(sql`select t.tag, count(*) as n from content_items c, unnest(c.tags) as t(tag)
    where ${visibleTo(admin)} group by t.tag order by n desc, t.tag asc limit ${limit}`));
  return rows.map((r) => r.tag);
}

const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/;
const VIMEO = /^https?:\/\/(?:www\.)?(?:vimeo\.com\/|player\.vimeo\.com\/video\/)(\d{1,12})(?:[?#/].*)?$/;

/** A known provider's link → its privacy-friendly player address, built from the id alone; otherwise null (shown as a link). */
export function videoEmbed(url: string | null): ContentItem['video_embed'] {
  if (!url) return null;
  const yt = YOUTUBE.exec(url.trim());
  if (yt) return { provider: 'youtube', embed_url: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  const vimeo = VIMEO.exec(url.trim());
  if (vimeo) return { provider: 'vimeo', embed_url: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1` };
  return null;
}

/** One item by slug, or null when it does not exist or the caller may not see it. */
export async function contentBySlug(db: Db, admin: boolean, slug: string): Promise<ContentItem | null> {
  const rows = rowsOf<CardRow & { body: string; hub_slugs: string[]; video_url: string | null; attachments: { name: string; file: string }[] }>(
    await db.execute(sql`select ${cardColumns}, c.body, c.hub_slugs, c.video_url, c.attachments from content_items c
      where ${visibleTo(admin)} and c.slug = ${slug}`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toCard(row), body_html: renderMarkdown(row.body), hub_slugs: row.hub_slugs ?? [], video_url: row.video_url,
    video_embed: videoEmbed(row.video_url), attachments: Array.isArray(row.attachments) ? row.attachments : [],
  };
}
