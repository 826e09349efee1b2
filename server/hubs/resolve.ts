// The hub engine on the server (docs/decisions/0033-hub-engine.md): a hub's stored section
// configs become sections with their items, all on the server, so a hub page is one request.
import { sql } from 'drizzle-orm';
import {
  MEMBERS_ONLY_KINDS, sectionConfigSchema, type HubEventItem, type HubOrganizationItem, type HubPersonItem, type HubProgramItem, type HubTopicItem, type ResolvedSection, type SavedIds, type SectionConfig,
} from '../../contracts';
import type { Db } from '../db/client';
import { renderMarkdown } from '../lib/markdown';
import { cardColumns, rowsOf, toCard, visibleTo } from './content';

export interface Viewer {
  /** null: signed out. */
  userId: number | null;
  admin: boolean;
}

/** Stored configs that no longer parse (an old shape) are skipped rather than breaking the page. */
export function parseSections(stored: unknown): SectionConfig[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((raw) => {
    const parsed = sectionConfigSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

async function contentCards(db: Db, viewer: Viewer, section: Extract<SectionConfig, { kind: 'featured' | 'content-list' | 'opportunities' }>) {
  const visible = visibleTo(viewer.admin);
  if (section.kind === 'featured') {
    const slugs = section.params.content_slugs;
    const rows = rowsOf<Parameters<typeof toCard>[0]>(await db.execute(sql`select ${cardColumns} from content_items c
      where ${visible} and c.slug in (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})`));
    const order = new Map(slugs.map((s, i) => [s, i]));
    return rows.map(toCard).sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
  }
  if (section.kind === 'opportunities') {
    const { tag, limit } = section.params;
    const rows = rowsOf<Parameters<typeof toCard>[0]>(await db.execute(sql`select ${cardColumns} from content_items c
      where ${visible} and c.content_type = 'opportunity' and (c.deadline is null or c.deadline >= now())
        ${tag ? sql`and c.tags @> array[${tag}]::text[]` : sql``}
      order by c.deadline asc nulls last, c.content_id limit ${limit}`));
    return rows.map(toCard);
  }
  const { content_type: type, tag, limit } = section.params;
  const rows = rowsOf<Parameters<typeof toCard>[0]>(await db.execute(sql`select ${cardColumns} from content_items c
    where ${visible} ${type ? sql`and c.content_type = ${type}` : sql``} ${tag ? sql`and c.tags @> array[${tag}]::text[]` : sql``}
    order by c.published_at desc nulls last, c.content_id desc limit ${limit}`));
  return rows.map(toCard);
}

async function upcomingEvents(db: Db, params: Extract<SectionConfig, { kind: 'events' }>['params']): Promise<HubEventItem[]> {
  const rows = rowsOf<HubEventItem & { capacity: number | null; seated: number }>(await db.execute(sql`
    select e.event_id, e.kind, e.title, e.summary, e.starts_at, e.ends_at, e.time_zone, e.format, e.venue, e.tags, e.cover_image, e.capacity,
      (select count(*)::int from event_registrations r where r.event_id = e.event_id and r.status in ('registered', 'checked-in')) as seated
    from events e
    where e.deleted_at is null and e.is_published and e.ends_at > now()
      ${params.event_kind ? sql`and e.kind = ${params.event_kind}` : sql``}
      ${params.tag ? sql`and e.tags @> array[${params.tag}]::text[]` : sql``}
    order by e.starts_at asc, e.event_id limit ${params.limit}`));
  return rows.map((r) => ({
    event_id: Number(r.event_id), kind: r.kind, title: r.title, summary: r.summary,
    starts_at: new Date(r.starts_at).toISOString(), ends_at: new Date(r.ends_at).toISOString(), time_zone: r.time_zone,
    format: r.format, venue: r.venue, tags: r.tags ?? [], cover_image: r.cover_image,
    seats_left: r.capacity === null ? null : Math.max(0, Number(r.capacity) - Number(r.seated)),
  }));
}

async function programs(db: Db, params: Extract<SectionConfig, { kind: 'programs' }>['params']): Promise<HubProgramItem[]> {
  const rows = rowsOf<HubProgramItem>(await db.execute(sql`
    select p.program_id, p.program_name, p.program_description, p.program_category, p.program_image, p.start_date
    from programs p where p.deleted_at is null and p.is_published
      ${params.category ? sql`and lower(p.program_category) = lower(${params.category})` : sql``}
    order by p.start_date asc nulls last, p.program_id limit ${params.limit}`));
  return rows.map((r) => ({ ...r, program_id: Number(r.program_id), start_date: r.start_date ? new Date(r.start_date).toISOString() : null }));
}

/** What the viewer has saved (member home's saved_items), for the cards' Save toggles. */
export async function savedIdsOf(db: Db, viewer: Viewer): Promise<SavedIds> {
  const out: SavedIds = { content: [], event: [], program: [] };
  if (viewer.userId === null) return out;
  const rows = rowsOf<{ item_type: keyof SavedIds; item_id: number }>(await db.execute(sql`select item_type, item_id from saved_items
    where user_id = ${viewer.userId} and deleted_at is null`));
  for (const r of rows) out[r.item_type]?.push(Number(r.item_id));
  return out;
}

async function forumTopics(db: Db, params: Extract<SectionConfig, { kind: 'forum-topics' }>['params']): Promise<HubTopicItem[]> {
  const rows = rowsOf<HubTopicItem>(await db.execute(sql`
    select t.topic_id, t.title, t.excerpt, t.reply_count, t.last_post_at, c.name as category_name,
      coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as author
    from forum_topics t join forum_categories c on c.category_id = t.category_id join users u on u.user_id = t.user_id
    where not t.hidden and c.deleted_at is null and c.community_common_id is null ${params.category_slug ? sql`and c.slug = ${params.category_slug}` : sql``}
    order by t.pinned desc, t.last_post_at desc, t.topic_id desc limit ${params.limit}`));
  return rows.map((r) => ({ ...r, topic_id: Number(r.topic_id), reply_count: Number(r.reply_count), last_post_at: new Date(r.last_post_at).toISOString() }));
}

async function people(db: Db, params: Extract<SectionConfig, { kind: 'people' }>['params']): Promise<HubPersonItem[]> {
  const rows = rowsOf<HubPersonItem>(await db.execute(sql`
    select u.user_id, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as name,
      u.username, p.headline, p.city, p.community_type as community
    from member_profiles p join users u on u.user_id = p.user_id
    where p.deleted_at is null and u.deleted_at is null and u.enabled and p.headline <> '' ${params.community ? sql`and p.community_type = ${params.community}` : sql``}
    order by u.user_id limit ${params.limit}`));
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

async function organizationsOf(db: Db, params: Extract<SectionConfig, { kind: 'organizations' }>['params']): Promise<HubOrganizationItem[]> {
  const rows = rowsOf<HubOrganizationItem>(await db.execute(sql`
    select o.organization_id, o.name, o.category, o.description, o.city from organizations o
    where o.deleted_at is null ${params.category ? sql`and o.category = ${params.category}` : sql``}
    order by o.name limit ${params.limit}`));
  return rows.map((r) => ({ ...r, organization_id: Number(r.organization_id) }));
}

/** One section with its items. Signed-out visitors get members-only kinds without items. */
export async function resolveSection(db: Db, viewer: Viewer, section: SectionConfig): Promise<ResolvedSection> {
  const membersOnly = viewer.userId === null && MEMBERS_ONLY_KINDS.includes(section.kind);
  const base = { id: section.id, title: section.title, members_only: membersOnly };
  switch (section.kind) {
    case 'featured':
    case 'content-list':
    case 'opportunities':
      return { ...base, kind: section.kind, params: section.params, items: await contentCards(db, viewer, section) } as ResolvedSection;
    case 'events':
      return { ...base, kind: 'events', params: section.params, items: membersOnly ? [] : await upcomingEvents(db, section.params) };
    case 'programs':
      return { ...base, kind: 'programs', params: section.params, items: membersOnly ? [] : await programs(db, section.params) };
    case 'forum-topics':
      return { ...base, kind: 'forum-topics', params: section.params, items: membersOnly ? [] : await forumTopics(db, section.params) };
    case 'people':
      return { ...base, kind: 'people', params: section.params, items: membersOnly ? [] : await people(db, section.params) };
    case 'organizations':
      return { ...base, kind: 'organizations', params: section.params, items: membersOnly ? [] : await organizationsOf(db, section.params) };
    case 'rich-text':
      return { ...base, kind: 'rich-text', params: section.params, html: renderMarkdown(section.params.body) };
  }
}

export async function resolveSections(db: Db, viewer: Viewer, sections: SectionConfig[]): Promise<ResolvedSection[]> {
  const out: ResolvedSection[] = [];
  for (const section of sections) out.push(await resolveSection(db, viewer, section));
  return out;
}
