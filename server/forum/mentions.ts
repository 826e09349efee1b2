// @mentions in forum posts (decision 0025): the body is rendered to sanitised HTML first; then,
// in text outside code, pre and links, each `@name` of an existing member becomes a link to the
// member (class "mention"). Names that are no member stay plain text and are reported back to the
// author (unknown_mentions), nobody is notified for them.
import { and, isNull, sql } from 'drizzle-orm';
import { FORUM_LIMITS, FORUM_PATHS } from '../../contracts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { renderMarkdown } from '../lib/markdown';

const MENTION = /(^|[^\w@/.&])@([A-Za-z0-9_][A-Za-z0-9_.-]{1,29})/g;
/** Tags whose text is never scanned for mentions. */
const SKIP = new Set(['code', 'pre', 'a']);

/** A name as captured, without trailing dots or hyphens (end of sentence: "thanks @rohan."). */
const trimName = (raw: string) => raw.replace(/[.-]+$/, '');

/** Splits sanitised HTML into tags and text, calling `onText` for text outside SKIP tags. */
function mapText(html: string, onText: (text: string) => string): string {
  const parts = html.split(/(<[^>]*>)/);
  let skipDepth = 0;
  return parts.map((part) => {
    if (part.startsWith('<')) {
      const m = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
      if (m && SKIP.has(m[2]!.toLowerCase()) && !part.endsWith('/>')) skipDepth += m[1] ? -1 : 1;
      if (skipDepth < 0) skipDepth = 0;
      return part;
    }
    return skipDepth > 0 ? part : onText(part);
  }).join('');
}

/** Lower-cased names mentioned in the HTML's text (outside code and links). */
function candidates(html: string): string[] {
  const found = new Set<string>();
  mapText(html, (text) => {
    for (const m of text.matchAll(MENTION)) {
      const name = trimName(m[2]!);
      if (name.length >= 2) found.add(name.toLowerCase());
    }
    return text;
  });
  return [...found];
}

export interface RenderedBody {
  html: string;
  mentioned: { user_id: number; username: string }[];
  unknown: string[];
}

type Known = { userId: number; username: string };

/** Links the mentions of known members (lower-cased username → member) in rendered HTML. */
function linkMentions(base: string, names: string[], known: Map<string, Known>): RenderedBody {
  const html = known.size === 0 ? base : mapText(base, (text) => text.replace(MENTION, (whole, before: string, raw: string) => {
    const name = trimName(raw);
    const member = known.get(name.toLowerCase());
    if (!member) return whole;
    const rest = raw.slice(name.length);
    const href = FORUM_PATHS.member(member.username).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return `${before}<a href="${href}" class="mention">@${member.username}</a>${rest}`;
  }));
  const mentioned = [...known.values()].map((r) => ({ user_id: r.userId, username: r.username }));
  const unknown = names.filter((n) => !known.has(n));
  return { html, mentioned, unknown };
}

/** Markdown → sanitised HTML with known members' mentions linked (at most mentionsMax members). */
export async function renderPostBody(db: Db, source: string): Promise<RenderedBody> {
  const base = renderMarkdown(source);
  const names = candidates(base).slice(0, FORUM_LIMITS.mentionsMax * 2);
  const rows = names.length === 0 ? [] : await db.select({ userId: users.userId, username: users.username }).from(users)
    .where(and(isNull(users.deletedAt), sql`lower(${users.username}) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`));
  return linkMentions(base, names, new Map(rows.slice(0, FORUM_LIMITS.mentionsMax).map((r) => [r.username.toLowerCase(), r])));
}

/** The same with the members given (lower-cased username → member): no query (bulk seeding). */
export function renderPostBodyWith(source: string, members: Map<string, Known>): RenderedBody {
  const base = renderMarkdown(source);
  const names = candidates(base).slice(0, FORUM_LIMITS.mentionsMax * 2);
  const known = new Map(names.flatMap((n) => (members.has(n) ? [[n, members.get(n)!] as const] : [])).slice(0, FORUM_LIMITS.mentionsMax));
  return linkMentions(base, names, known);
}
