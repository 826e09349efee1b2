// Full-text search over topic titles and post bodies (decision 0026): PostgreSQL text search on
// the generated tsvector columns (GIN), one result per topic — its best-matching visible post, or
// the opening post when only the title matched — ranked by ts_rank (title matches count double),
// with ts_headline snippets. Headlines are computed for the returned page only.
import { sql } from 'drizzle-orm';
import { FORUM_LIMITS, type ForumSearchResult, type ForumSnippetSegment } from '../../contracts';
import type { Db } from '../db/client';
import { iso, membersById, rowsOf, unknownMember, type Viewer } from './store';

// Private-use characters as ts_headline's StartSel/StopSel: split into segments, then escaped.
const START = '\uE000';
const STOP = '\uE001';
const HEADLINE_BODY = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
const HEADLINE_TITLE = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** "a \uE000b\uE001 c" → [{a, false}, {b, true}, {c, false}] (sentinels never reach the client). */
export function segmentsOf(headline: string): ForumSnippetSegment[] {
  const out: ForumSnippetSegment[] = [];
  let match = false;
  let text = '';
  for (const ch of headline) {
    if (ch === START || ch === STOP) {
      if (text) out.push({ text, match });
      text = '';
      match = ch === START;
    } else {
      text += ch;
    }
  }
  if (text) out.push({ text, match });
  return out;
}

export const segmentsToHtml = (segments: ForumSnippetSegment[]) =>
  segments.map((s) => (s.match ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('');

interface Hit {
  topic_id: number; post_id: number; post_number: number; title: string; category_id: number; slug: string; name: string;
  post_user_id: number; created_at: string | Date; rank: number; snippet: string; title_hl: string;
}

export async function searchForum(db: Db, viewer: Viewer, query: { q: string; page: number; category?: number }): Promise<{ data: ForumSearchResult[]; page: number; has_more: boolean }> {
  const per = FORUM_LIMITS.searchPerPage;
  const hiddenCats = [...viewer.hiddenCategoryIds];
  const topicFilter = sql.join([
    sql`not t.hidden`,
    ...(query.category !== undefined ? [sql`t.category_id = ${query.category}`] : []),
    ...(hiddenCats.length > 0 ? [sql`t.category_id not in (${sql.join(hiddenCats.map((id) => sql`${id}`), sql`, `)})`] : []),
  ], sql` and `);
  const rows = rowsOf<Hit>(await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${query.q}) as q),
    hits as (
      select p.topic_id, p.post_id, p.post_number, ts_rank(p.search, q.q) as r
        from forum_posts p, q where p.search @@ q.q and not p.hidden
      union all
      select t.topic_id, p.post_id, p.post_number, 0 as r
        from forum_topics t join forum_posts p on p.topic_id = t.topic_id and p.post_number = 1, q
        where t.search @@ q.q
    ),
    best as (
      select distinct on (h.topic_id) h.topic_id, h.post_id, h.post_number, h.r from hits h
      order by h.topic_id, h.r desc, h.post_number
    ),
    ranked as (
      select b.topic_id, b.post_id, b.post_number, t.title, t.category_id, (b.r + 2 * ts_rank(t.search, q.q))::float8 as rank
        from best b join forum_topics t on t.topic_id = b.topic_id, q
        where ${topicFilter}
        order by rank desc, b.topic_id desc
        limit ${per + 1} offset ${(query.page - 1) * per}
    )
    select r.topic_id, r.post_id, r.post_number, r.title, r.category_id, c.slug, c.name, r.rank,
      p.user_id as post_user_id, p.created_at,
      ts_headline('english', regexp_replace(p.body, '[*_#>\`~|\\[\\]]+', '', 'g'), q.q, ${HEADLINE_BODY}) as snippet,
      ts_headline('english', r.title, q.q, ${HEADLINE_TITLE}) as title_hl
    from ranked r join forum_posts p on p.post_id = r.post_id join forum_categories c on c.category_id = r.category_id, q
    order by r.rank desc, r.topic_id desc`));
  const page = rows.slice(0, per);
  const authors = await membersById(db, page.map((r) => Number(r.post_user_id)));
  const data = page.map((r): ForumSearchResult => {
    const snippet = segmentsOf(r.snippet ?? '');
    return {
      topic_id: Number(r.topic_id),
      title: r.title,
      category: { category_id: Number(r.category_id), slug: r.slug, name: r.name },
      post_id: Number(r.post_id),
      post_number: Number(r.post_number),
      author: authors.get(Number(r.post_user_id)) ?? unknownMember(Number(r.post_user_id)),
      created_at: iso(r.created_at)!,
      rank: Number(r.rank),
      title_html: segmentsToHtml(segmentsOf(r.title_hl ?? r.title)),
      snippet_html: segmentsToHtml(snippet),
      snippet,
    };
  });
  return { data, page: query.page, has_more: rows.length > per };
}
