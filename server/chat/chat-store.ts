import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, type ChatMember, type ChatMessage, type Conversation } from '../../contracts';
import type { Db } from '../db/client';
import { conversationMembers, conversations, messages } from '../db/schema/chat';
import { users } from '../db/schema';
import { escapeLike } from '../lib/batch';
import { HttpError } from '../lib/http-error';

type MessageRow = typeof messages.$inferSelect;

const nameOf = (u: { firstName: string; lastName: string; username: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** Conversations, members and messages; every read and write checks membership. */
export function createChatStore(db: Db) {
  async function membersOf(conversationIds: number[]): Promise<Map<number, ChatMember[]>> {
    const rows = conversationIds.length === 0 ? [] : await db
      .select({ conversationId: conversationMembers.conversationId, userId: users.userId, firstName: users.firstName, lastName: users.lastName, username: users.username, profileImage: users.profileImage })
      .from(conversationMembers).innerJoin(users, eq(users.userId, conversationMembers.userId))
      .where(inArray(conversationMembers.conversationId, conversationIds));
    const map = new Map<number, ChatMember[]>();
    for (const r of rows) {
      const list = map.get(r.conversationId) ?? [];
      list.push({ user_id: r.userId, name: nameOf(r), username: r.username, profile_image: r.profileImage ?? null });
      map.set(r.conversationId, list);
    }
    return map;
  }

  async function toApi(rows: MessageRow[]): Promise<ChatMessage[]> {
    const senders = [...new Set(rows.map((r) => r.senderId))];
    const people = senders.length === 0 ? [] : await db.select({ userId: users.userId, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users).where(inArray(users.userId, senders));
    const names = new Map(people.map((p) => [p.userId, nameOf(p)]));
    return rows.map((r) => ({
      message_id: r.messageId,
      conversation_id: r.conversationId,
      sender_id: r.senderId,
      sender_name: names.get(r.senderId) ?? 'Member',
      body: r.body,
      created_at: r.createdAt.toISOString(),
      edited_at: r.editedAt?.toISOString() ?? null,
    }));
  }

  /** The member ids of a conversation, or 403/404 when the caller is not one of them. */
  async function requireMember(conversationId: number, userId: number): Promise<number[]> {
    const [conversation] = await db.select({ id: conversations.conversationId }).from(conversations).where(eq(conversations.conversationId, conversationId));
    if (!conversation) throw new HttpError(404, CHAT_MESSAGES.conversationNotFound);
    const ids = (await db.select({ userId: conversationMembers.userId }).from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId))).map((r) => r.userId);
    if (!ids.includes(userId)) throw new HttpError(403, CHAT_MESSAGES.notAMember);
    return ids;
  }

  async function list(userId: number): Promise<Conversation[]> {
    const mine = await db.select({
      conversationId: conversations.conversationId, isGroup: conversations.isGroup, title: conversations.title,
      lastRead: conversationMembers.lastReadMessageId,
    }).from(conversationMembers)
      .innerJoin(conversations, eq(conversations.conversationId, conversationMembers.conversationId))
      .where(eq(conversationMembers.userId, userId))
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.conversationId));
    const ids = mine.map((c) => c.conversationId);
    const members = await membersOf(ids);
    const lastIds = ids.length === 0 ? [] : await db.select({ id: sql<number>`max(${messages.messageId})` }).from(messages)
      .where(inArray(messages.conversationId, ids)).groupBy(messages.conversationId);
    const lastRows = lastIds.length === 0 ? [] : await db.select().from(messages).where(inArray(messages.messageId, lastIds.map((r) => r.id)));
    const last = new Map((await toApi(lastRows)).map((m) => [m.conversation_id, m]));
    const unreadRows = ids.length === 0 ? [] : await db.select({ conversationId: messages.conversationId, n: sql<number>`count(*)::int` })
      .from(messages).innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)))
      .where(and(inArray(messages.conversationId, ids), sql`${messages.messageId} > ${conversationMembers.lastReadMessageId}`, sql`${messages.senderId} <> ${userId}`))
      .groupBy(messages.conversationId);
    const unread = new Map(unreadRows.map((r) => [r.conversationId, r.n]));
    return mine.map((c) => ({
      conversation_id: c.conversationId,
      is_group: c.isGroup,
      title: c.title,
      members: members.get(c.conversationId) ?? [],
      last_message: last.get(c.conversationId) ?? null,
      unread: unread.get(c.conversationId) ?? 0,
    }));
  }

  async function one(conversationId: number, userId: number): Promise<Conversation> {
    const found = (await list(userId)).find((c) => c.conversation_id === conversationId);
    if (!found) throw new HttpError(404, CHAT_MESSAGES.conversationNotFound);
    return found;
  }

  /** A one-to-one chat is unique per pair (the existing one is returned); groups are always new. */
  async function create(userId: number, memberIds: number[], title?: string): Promise<{ conversation: Conversation; created: boolean }> {
    const others = [...new Set(memberIds)].filter((id) => id !== userId);
    if (others.length === 0) throw new HttpError(400, CHAT_MESSAGES.notWithYourself);
    const found = await db.select({ id: users.userId }).from(users).where(and(inArray(users.userId, others), isNull(users.deletedAt), eq(users.enabled, true)));
    if (found.length !== others.length) throw new HttpError(400, CHAT_MESSAGES.unknownMembers);
    const isGroup = others.length > 1;
    const pairKey = isGroup ? null : [userId, others[0]!].sort((a, b) => a - b).join(':');
    if (pairKey) {
      const [existing] = await db.select({ id: conversations.conversationId }).from(conversations).where(eq(conversations.pairKey, pairKey));
      if (existing) return { conversation: await one(existing.id, userId), created: false };
    }
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(conversations).values({ isGroup, title: isGroup ? title || null : null, pairKey, createdBy: userId })
        .onConflictDoNothing().returning({ id: conversations.conversationId });
      if (!row) return null; // the same pair was created concurrently
      await tx.insert(conversationMembers).values([userId, ...others].map((member) => ({ conversationId: row.id, userId: member })));
      return row.id;
    });
    if (id === null) return create(userId, memberIds, title);
    return { conversation: await one(id, userId), created: true };
  }

  async function page(conversationId: number, userId: number, before: number | undefined, limit: number) {
    await requireMember(conversationId, userId);
    const rows = await db.select().from(messages)
      .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.messageId, before) : undefined))
      .orderBy(desc(messages.messageId)).limit(limit + 1);
    const hasMore = rows.length > limit;
    return { data: await toApi(rows.slice(0, limit).reverse()), has_more: hasMore };
  }

  async function send(conversationId: number, userId: number, body: string): Promise<{ message: ChatMessage; memberIds: number[] }> {
    const memberIds = await requireMember(conversationId, userId);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(messages).values({ conversationId, senderId: userId, body }).returning();
      await tx.update(conversations).set({ lastMessageAt: inserted!.createdAt }).where(eq(conversations.conversationId, conversationId));
      // Sending is reading: the sender has seen everything up to their own message.
      await tx.update(conversationMembers).set({ lastReadMessageId: inserted!.messageId })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
      return inserted!;
    });
    const [message] = await toApi([row]);
    return { message: message!, memberIds };
  }

  async function edit(messageId: number, userId: number, body: string): Promise<{ message: ChatMessage; memberIds: number[] }> {
    const [row] = await db.select().from(messages).where(eq(messages.messageId, messageId));
    if (!row) throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
    const memberIds = await requireMember(row.conversationId, userId);
    if (row.senderId !== userId) throw new HttpError(403, CHAT_MESSAGES.notYourMessage);
    const [updated] = await db.update(messages).set({ body, editedAt: new Date() }).where(eq(messages.messageId, messageId)).returning();
    const [message] = await toApi([updated!]);
    return { message: message!, memberIds };
  }

  /** Moves the member's read mark forward (never back); answers where it stands now. */
  async function markRead(conversationId: number, userId: number, messageId: number): Promise<number> {
    await requireMember(conversationId, userId);
    const [row] = await db.update(conversationMembers).set({ lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${messageId})` })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
      .returning({ lastRead: conversationMembers.lastReadMessageId });
    return row?.lastRead ?? messageId;
  }

  /** Who should hear that `userId` is typing here (the other members), and the typist's name; 403/404 for non-members. */
  async function typingNotice(conversationId: number, userId: number): Promise<{ to: number[]; name: string }> {
    const memberIds = await requireMember(conversationId, userId);
    const [me] = await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.userId, userId));
    return { to: memberIds.filter((id) => id !== userId), name: me ? nameOf(me) : 'Member' };
  }

  /** Members one may start a chat with: enabled, not deleted, not oneself; by name or username. */
  async function people(userId: number, search: string): Promise<ChatMember[]> {
    const term = `%${escapeLike(search.trim())}%`;
    const rows = await db.select({ userId: users.userId, firstName: users.firstName, lastName: users.lastName, username: users.username, profileImage: users.profileImage }).from(users)
      .where(and(isNull(users.deletedAt), eq(users.enabled, true), sql`${users.userId} <> ${userId}`,
        sql`(${users.username} ilike ${term} or ${users.firstName} ilike ${term} or ${users.lastName} ilike ${term} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${term})`))
      .orderBy(users.firstName, users.lastName).limit(10);
    return rows.map((r) => ({ user_id: r.userId, name: nameOf(r), username: r.username, profile_image: r.profileImage ?? null }));
  }

  return { list, one, create, page, send, edit, markRead, typingNotice, people };
}
