import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { conversationMembers, conversations, messages } from './schema/chat';

// Demo chat (issue 16): maya's conversations look like a real week of messages — grouped runs
// from one sender, yesterday and today, a group, and a couple of messages she has not read yet.
// Idempotent: a one-to-one chat is unique per pair, the group by its title and creator.

type Line = [who: string, minutesAgo: number, body: string];

const MIN = 60_000;

/** Minutes before `now` for a time of day `daysAgo` days back (so "yesterday" really is yesterday). */
function at(now: Date, daysAgo: number, hour: number, minute: number): number {
  const d = new Date(now);
  d.setDate(d.getDate() - daysAgo);
  d.setHours(hour, minute, 0, 0);
  return Math.max(1, Math.round((now.getTime() - d.getTime()) / MIN));
}

export async function seedDemoChat(db: Db, memberIds: Map<string, number>): Promise<void> {
  const id = (username: string) => memberIds.get(username);
  const maya = id('maya');
  if (!maya) return;
  const now = new Date();
  // This morning's lines (or, just after midnight, a few minutes ago): always earlier today.
  const earlyToday = (offset: number) => (now.getHours() >= 9 ? at(now, 0, 9, offset) : Math.max(1, 30 - offset));

  const chats: { members: string[]; title?: string; lines: Line[]; mayaReadAll: boolean }[] = [
    {
      members: ['maya', 'rohan'],
      mayaReadAll: false,
      lines: [
        ['rohan', at(now, 1, 17, 40), 'Did you see the judging rubric for pitch night?'],
        ['rohan', at(now, 1, 17, 41), 'Market size is 30% of the score now.'],
        ['maya', at(now, 1, 18, 5), 'Yes! I am reworking slide 4 tonight with the new numbers.'],
        ['maya', at(now, 1, 18, 6), 'Can you send me the customer interview notes?'],
        ['rohan', earlyToday(12), 'Morning — notes are in the shared folder.'],
        ['rohan', earlyToday(13), 'Dry run at 4? I booked room B just in case.'],
      ],
    },
    {
      members: ['maya', 'amara'],
      mayaReadAll: true,
      lines: [
        ['amara', at(now, 4, 11, 2), 'Thanks for the intro to the incubator team!'],
        ['maya', at(now, 4, 11, 30), 'Happy to help. Let me know how the call goes.'],
        ['amara', at(now, 3, 16, 15), 'It went well — they invited us to the next cohort.'],
      ],
    },
    {
      members: ['maya', 'lena', 'kwame', 'priya'],
      title: 'Pitch night crew',
      mayaReadAll: false,
      lines: [
        ['lena', at(now, 2, 10, 0), 'Venue confirmed: Innovation Hall, doors at 18:00.'],
        ['kwame', at(now, 2, 10, 4), 'I will bring the clicker and the HDMI adapters.'],
        ['maya', at(now, 2, 10, 20), 'Great. I will print the feedback cards.'],
        ['priya', earlyToday(20), 'Reminder: slides due to Lena by tonight.'],
      ],
    },
  ];

  for (const chat of chats) {
    const ids = chat.members.map(id);
    if (ids.some((x) => x === undefined)) continue;
    const memberIdList = ids as number[];
    const isGroup = memberIdList.length > 2;
    const pairKey = isGroup ? null : [...memberIdList].sort((a, b) => a - b).join(':');
    const [existing] = pairKey
      ? await db.select({ id: conversations.conversationId }).from(conversations).where(eq(conversations.pairKey, pairKey))
      : await db.select({ id: conversations.conversationId }).from(conversations)
        .where(and(eq(conversations.title, chat.title!), eq(conversations.createdBy, maya), eq(conversations.isGroup, true)));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const times = chat.lines.map(([, minutesAgo]) => new Date(now.getTime() - minutesAgo * MIN));
      const [row] = await tx.insert(conversations).values({
        isGroup, title: chat.title ?? null, pairKey, createdBy: maya, createdAt: times[0]!, lastMessageAt: times.at(-1)!,
      }).returning({ id: conversations.conversationId });
      const conversationId = row!.id;
      await tx.insert(conversationMembers).values(memberIdList.map((userId) => ({ conversationId, userId, joinedAt: times[0]! })));
      const inserted = await tx.insert(messages).values(chat.lines.map(([who, , body], i) => ({
        conversationId, senderId: id(who)!, body, createdAt: times[i]!,
      }))).returning({ id: messages.messageId, senderId: messages.senderId });
      // Everyone has read everything, except maya where the chat says so: she read up to her own last message.
      const lastId = inserted.at(-1)!.id;
      const mayaLast = chat.mayaReadAll ? lastId : [...inserted].reverse().find((m) => m.senderId === maya)?.id ?? 0;
      await tx.update(conversationMembers).set({ lastReadMessageId: lastId })
        .where(and(eq(conversationMembers.conversationId, conversationId), inArray(conversationMembers.userId, memberIdList.filter((u) => u !== maya))));
      await tx.update(conversationMembers).set({ lastReadMessageId: mayaLast })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, maya)));
    });
  }
}
