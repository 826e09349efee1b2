// Publications (issue 12; docs/decisions/0037-publications.md): reading an application with its
// timeline, saving drafts, and the status transitions of contracts/publications.ts. Every
// transition is one transaction with a row lock: it checks the current status, writes the new
// one and the timeline entry, and on accept creates the knowledge-hub content item.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  canTransition, manuscriptUrl, missingForSubmit, PUBLICATION_MESSAGES, PUBLICATION_TRANSITIONS, QUEUED_PUBLICATION_STATUSES,
  type Publication, type PublicationCategory, type PublicationDraft, type PublicationStatus, type PublicationSummary, type PublicationTransition,
} from '../../contracts';
import type { Db } from '../db/client';
import { contentItems, publicationEvents, publications, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { markdownToText, renderMarkdown } from '../lib/markdown';

type Row = typeof publications.$inferSelect;

const fullName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export const KNOWLEDGE_HUB_SLUG = 'knowledge-hub';
/** Tags every accepted publication carries as content: what the knowledge hub's sections list. */
export const PUBLICATION_CONTENT_TAGS = ['publication', 'research', 'knowledge'];

/** Papers and reports become documents; case studies and policy briefs insights (contracts/hubs.ts types). */
export const contentTypeOf = (category: string | null): 'document' | 'insight' =>
  category === 'case-study' || category === 'policy-brief' ? 'insight' : 'document';

const slugify = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');

function summaryOf(row: Row, authorName: string): PublicationSummary {
  return {
    publication_id: row.publicationId, title: row.title, status: row.status as PublicationStatus,
    category: (row.category as PublicationCategory | null) ?? null, author_user_id: row.authorUserId, author_name: authorName,
    submitted_at: iso(row.submittedAt), updated_at: new Date(row.modifiedAt ?? row.createdAt).toISOString(),
  };
}

/** The row, or 404 when it does not exist or the caller is neither its author nor an administrator. */
export async function visiblePublication(db: Db, id: number, viewer: { userId: number; admin: boolean }): Promise<Row> {
  const [row] = await db.select().from(publications).where(and(eq(publications.publicationId, id), isNull(publications.deletedAt)));
  if (!row || (row.authorUserId !== viewer.userId && !viewer.admin)) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
  return row;
}

export async function publicationToApi(db: Db, row: Row, viewer: { userId: number; admin: boolean }): Promise<Publication> {
  const [author] = await db.select({ name: fullName }).from(users).where(eq(users.userId, row.authorUserId));
  const events = await db.select({ e: publicationEvents, name: fullName }).from(publicationEvents)
    .leftJoin(users, eq(users.userId, publicationEvents.actorUserId))
    .where(eq(publicationEvents.publicationId, row.publicationId)).orderBy(asc(publicationEvents.eventId));
  let contentSlug: string | null = null;
  if (row.contentId !== null) {
    const [item] = await db.select({ slug: contentItems.slug }).from(contentItems).where(eq(contentItems.contentId, row.contentId));
    contentSlug = item?.slug ?? null;
  }
  const status = row.status as PublicationStatus;
  const isAuthor = row.authorUserId === viewer.userId;
  return {
    ...summaryOf(row, author?.name ?? ''),
    abstract: row.abstract,
    abstract_html: renderMarkdown(row.abstract),
    authors: row.authors,
    keywords: row.keywords,
    manuscript: row.manuscriptName
      ? { name: row.manuscriptName, file_name: row.manuscriptFileName ?? row.manuscriptName, size: Number(row.manuscriptSize ?? 0), url: manuscriptUrl(row.manuscriptName) }
      : null,
    content_slug: contentSlug,
    events: events.map(({ e, name }) => ({
      event_id: e.eventId, from_status: (e.fromStatus as PublicationStatus | null) ?? null, to_status: e.toStatus as PublicationStatus,
      comment: e.comment, comment_html: e.comment ? renderMarkdown(e.comment) : '', actor_user_id: e.actorUserId,
      actor_name: name ?? 'A former member', by_admin: e.byAdmin, created_at: new Date(e.createdAt).toISOString(),
    })),
    can_edit: isAuthor && (status === 'draft' || status === 'changes-requested'),
    can_review: viewer.admin && !isAuthor && (canTransition('start-review', status) || status === 'in-review'),
  };
}

export async function listMine(db: Db, userId: number): Promise<PublicationSummary[]> {
  const rows = await db.select({ row: publications, name: fullName }).from(publications).innerJoin(users, eq(users.userId, publications.authorUserId))
    .where(and(eq(publications.authorUserId, userId), isNull(publications.deletedAt)))
    .orderBy(desc(sql`coalesce(${publications.modifiedAt}, ${publications.createdAt})`), desc(publications.publicationId));
  return rows.map(({ row, name }) => summaryOf(row, name));
}

/** The review queue: waiting ones (oldest submission first) or every publication of one status. */
export async function listQueue(db: Db, status?: PublicationStatus): Promise<PublicationSummary[]> {
  const statuses = status ? [status] : [...QUEUED_PUBLICATION_STATUSES];
  const rows = await db.select({ row: publications, name: fullName }).from(publications).innerJoin(users, eq(users.userId, publications.authorUserId))
    .where(and(inArray(publications.status, statuses), isNull(publications.deletedAt)))
    .orderBy(asc(publications.submittedAt), asc(publications.publicationId)).limit(200);
  return rows.map(({ row, name }) => summaryOf(row, name));
}

/** Linked authors must be members; the manuscript check is the route's (it knows the uploads folder). */
async function checkAuthors(db: Db, draft: PublicationDraft): Promise<void> {
  const ids = [...new Set(draft.authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id])))];
  if (ids.length === 0) return;
  const found = await db.select({ id: users.userId }).from(users).where(and(inArray(users.userId, ids), isNull(users.deletedAt)));
  if (found.length !== ids.length) throw new HttpError(400, PUBLICATION_MESSAGES.unknownMember);
}

const draftColumns = (draft: PublicationDraft) => ({
  title: draft.title, abstract: draft.abstract, authors: draft.authors, category: draft.category,
  keywords: [...new Set(draft.keywords.map((k) => k.trim()).filter(Boolean))],
  manuscriptName: draft.manuscript?.name ?? null, manuscriptFileName: draft.manuscript?.file_name ?? null, manuscriptSize: draft.manuscript?.size ?? null,
});

export async function createDraft(db: Db, userId: number, draft: PublicationDraft): Promise<Row> {
  await checkAuthors(db, draft);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.insert(publications).values({ authorUserId: userId, ...draftColumns(draft), status: 'draft', createdBy: userId }).returning();
    await tx.insert(publicationEvents).values({ publicationId: row!.publicationId, actorUserId: userId, fromStatus: null, toStatus: 'draft' });
    return row!;
  });
}

/** The row locked for a change, refused unless the caller is its author (404 for anyone who cannot see it). */
async function lockForAuthor(tx: Db, id: number, userId: number, admin: boolean): Promise<Row> {
  const [row] = await tx.select().from(publications).where(and(eq(publications.publicationId, id), isNull(publications.deletedAt))).for('update');
  if (!row || (row.authorUserId !== userId && !admin)) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
  if (row.authorUserId !== userId) throw new HttpError(403, PUBLICATION_MESSAGES.authorOnly);
  return row;
}

/** Autosave: the author changes a draft (or one with changes requested). */
export async function saveDraft(db: Db, id: number, userId: number, admin: boolean, draft: PublicationDraft): Promise<Row> {
  await checkAuthors(db, draft);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockForAuthor(tx, id, userId, admin);
    const status = row.status as PublicationStatus;
    if (status !== 'draft' && status !== 'changes-requested') throw new HttpError(409, PUBLICATION_MESSAGES.notEditable(status));
    const [saved] = await tx.update(publications).set({ ...draftColumns(draft), modifiedAt: new Date(), modifiedBy: userId })
      .where(eq(publications.publicationId, id)).returning();
    return saved!;
  });
}

const PAST: Record<PublicationTransition, string> = {
  submit: 'submitted', resubmit: 'resubmitted', 'start-review': 'taken into review', 'request-changes': 'sent back for changes',
  accept: 'accepted', reject: 'rejected',
};

async function recordTransition(tx: Db, row: Row, action: PublicationTransition, actorId: number, byAdmin: boolean, comment: string, extra: Partial<typeof publications.$inferInsert> = {}) {
  const to = PUBLICATION_TRANSITIONS[action].to;
  const now = new Date();
  const [updated] = await tx.update(publications).set({ status: to, modifiedAt: now, modifiedBy: actorId, ...extra })
    .where(eq(publications.publicationId, row.publicationId)).returning();
  await tx.insert(publicationEvents).values({ publicationId: row.publicationId, actorUserId: actorId, byAdmin, fromStatus: row.status, toStatus: to, comment });
  return updated!;
}

/** Submit (from draft) or resubmit (from changes requested), saving the latest draft with it. */
export async function submitPublication(db: Db, id: number, userId: number, admin: boolean, draft: PublicationDraft, comment: string): Promise<{ row: Row; action: PublicationTransition }> {
  await checkAuthors(db, draft);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockForAuthor(tx, id, userId, admin);
    const status = row.status as PublicationStatus;
    const action: PublicationTransition = status === 'changes-requested' ? 'resubmit' : 'submit';
    if (!canTransition(action, status)) throw new HttpError(409, PUBLICATION_MESSAGES.badTransition(PAST[action], status));
    const missing = missingForSubmit(draft);
    if (missing.length) throw new HttpError(400, PUBLICATION_MESSAGES.incomplete(missing));
    const updated = await recordTransition(tx, row, action, userId, false, comment, {
      ...draftColumns(draft), submittedAt: new Date().toISOString(),
    });
    return { row: updated, action };
  });
}

/** The published content item an accepted publication becomes: in the knowledge hub, body = abstract. */
export async function publishAsContent(tx: Db, row: Row, actorId: number): Promise<number> {
  const authors = row.authors.map((a) => a.name).join(', ');
  const body = [row.abstract.trim(), authors ? `**Authors:** ${authors}` : '', row.keywords.length ? `**Keywords:** ${row.keywords.join(', ')}` : '']
    .filter(Boolean).join('\n\n');
  const plain = markdownToText(row.abstract);
  const keywordTags = row.keywords.map((k) => slugify(k)).filter((k) => k && k.length <= 40);
  const [item] = await tx.insert(contentItems).values({
    slug: `publication-${row.publicationId}${slugify(row.title) ? `-${slugify(row.title)}` : ''}`,
    contentType: contentTypeOf(row.category),
    title: row.title,
    summary: plain.length > 220 ? `${plain.slice(0, 217).trimEnd()}…` : plain,
    body,
    tags: [...new Set([...PUBLICATION_CONTENT_TAGS, ...keywordTags])],
    hubSlugs: [KNOWLEDGE_HUB_SLUG],
    authorUserId: row.authorUserId,
    isPublished: true,
    publishedAt: new Date().toISOString(),
    attachments: row.manuscriptName ? [{ name: row.manuscriptFileName ?? row.manuscriptName, file: manuscriptUrl(row.manuscriptName) }] : [],
    createdBy: actorId,
  }).returning({ id: contentItems.contentId });
  return item!.id;
}

/** An administrator's move: start review, request changes, accept (→ content item) or reject. */
export async function reviewPublication(db: Db, id: number, adminId: number, action: Exclude<PublicationTransition, 'submit' | 'resubmit'>, comment: string): Promise<Row> {
  if (action !== 'start-review' && !comment.trim()) throw new HttpError(400, PUBLICATION_MESSAGES.commentRequired);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(publications).where(and(eq(publications.publicationId, id), isNull(publications.deletedAt))).for('update');
    if (!row) throw new HttpError(404, PUBLICATION_MESSAGES.notFound);
    if (row.authorUserId === adminId) throw new HttpError(403, PUBLICATION_MESSAGES.ownReview);
    const status = row.status as PublicationStatus;
    if (!canTransition(action, status)) throw new HttpError(409, PUBLICATION_MESSAGES.badTransition(PAST[action], status));
    const decided = action === 'accept' || action === 'reject' ? { decidedAt: new Date().toISOString() } : {};
    const contentId = action === 'accept' && row.contentId === null ? { contentId: await publishAsContent(tx, row, adminId) } : {};
    return recordTransition(tx, row, action, adminId, true, comment, { ...decided, ...contentId });
  });
}
