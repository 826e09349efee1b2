// The innovation workspace's idea board (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md):
// every call acts on the caller's own cards only; another member's card is "not found".
import { and, asc, count, eq, gt, gte, ne, sql } from 'drizzle-orm';
import { IDEA_CARDS_MAX, IDEA_COLUMN_KEYS, WORKSPACE_MESSAGES, type IdeaCard, type IdeaCardCreate, type IdeaCardMove, type IdeaCardUpdate, type IdeaColumnKey } from '../../contracts';
import type { Db } from '../db/client';
import { ideaCards } from '../db/schema';
import { HttpError } from '../lib/http-error';

type Row = typeof ideaCards.$inferSelect;
const toCard = (r: Row): IdeaCard => ({
  card_id: r.cardId, column: r.columnKey as IdeaColumnKey, position: r.position, title: r.title, notes: r.notes,
  created_at: new Date(r.createdAt).toISOString(), updated_at: new Date(r.updatedAt).toISOString(),
});
const columnOrder = sql`array_position(array[${sql.join(IDEA_COLUMN_KEYS.map((k) => sql`${k}`), sql`, `)}]::text[], ${ideaCards.columnKey})`;

export async function listCards(db: Db, me: number): Promise<IdeaCard[]> {
  const rows = await db.select().from(ideaCards).where(eq(ideaCards.userId, me)).orderBy(columnOrder, asc(ideaCards.position), asc(ideaCards.cardId));
  return rows.map(toCard);
}

async function ownCard(db: Db, me: number, id: number): Promise<Row> {
  const [row] = await db.select().from(ideaCards).where(and(eq(ideaCards.cardId, id), eq(ideaCards.userId, me)));
  if (!row) throw new HttpError(404, WORKSPACE_MESSAGES.cardNotFound);
  return row;
}

/** A new card goes to the bottom of its column. */
export async function createCard(db: Db, me: number, input: IdeaCardCreate): Promise<IdeaCard> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idea-board:${me}`}))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(ideaCards).where(eq(ideaCards.userId, me));
    if (Number(n) >= IDEA_CARDS_MAX) throw new HttpError(409, WORKSPACE_MESSAGES.tooMany);
    const column = input.column ?? 'ideas';
    const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${ideaCards.position}) + 1, 0)::int` }).from(ideaCards)
      .where(and(eq(ideaCards.userId, me), eq(ideaCards.columnKey, column)));
    const [row] = await tx.insert(ideaCards).values({ userId: me, columnKey: column, position: Number(next), title: input.title, notes: input.notes ?? '' }).returning();
    return toCard(row!);
  });
}

export async function updateCard(db: Db, me: number, id: number, input: IdeaCardUpdate): Promise<IdeaCard> {
  await ownCard(db, me, id);
  const [row] = await db.update(ideaCards).set({
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    updatedAt: new Date().toISOString(),
  }).where(and(eq(ideaCards.cardId, id), eq(ideaCards.userId, me))).returning();
  return toCard(row!);
}

/** Moves a card to `column` at `position`; both columns are renumbered 0..n-1. Answers the whole board. */
export async function moveCard(db: Db, me: number, id: number, move: IdeaCardMove): Promise<IdeaCard[]> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`idea-board:${me}`}))`);
    const card = await ownCard(tx, me, id);
    const others = await tx.select({ id: ideaCards.cardId }).from(ideaCards)
      .where(and(eq(ideaCards.userId, me), eq(ideaCards.columnKey, move.column), ne(ideaCards.cardId, id)))
      .orderBy(asc(ideaCards.position), asc(ideaCards.cardId));
    const order = others.map((o) => o.id);
    order.splice(Math.min(move.position, order.length), 0, id);
    const now = new Date().toISOString();
    for (const [position, cardId] of order.entries()) {
      await tx.update(ideaCards).set(cardId === id ? { columnKey: move.column, position, updatedAt: now } : { position })
        .where(eq(ideaCards.cardId, cardId));
    }
    if (card.columnKey !== move.column) {
      await tx.update(ideaCards).set({ position: sql`${ideaCards.position} - 1` })
        .where(and(eq(ideaCards.userId, me), eq(ideaCards.columnKey, card.columnKey), gt(ideaCards.position, card.position)));
    }
  });
  return listCards(db, me);
}

export async function deleteCard(db: Db, me: number, id: number): Promise<void> {
  const card = await ownCard(db, me, id);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.delete(ideaCards).where(eq(ideaCards.cardId, id));
    await tx.update(ideaCards).set({ position: sql`${ideaCards.position} - 1` })
      .where(and(eq(ideaCards.userId, me), eq(ideaCards.columnKey, card.columnKey), gte(ideaCards.position, card.position)));
  });
}
