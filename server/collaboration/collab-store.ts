// Collaboration calls on the server (issue 14; docs/decisions/0032-collaboration.md): the board
// with its filters, one call with what the caller may see, interest (one per member, not in one's
// own call, not after the deadline or close), and the poster's pick / decline / close. Picking
// opens — or grows — the call's group conversation in the existing chat tables, so the poster
// and the picked collaborators meet in /messages.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  COLLAB_MESSAGES, type CollabCall, type CollabCallCreate, type CollabCallDetail, type CollabCallsQuery, type CollabCommunity,
  type CollabInterest, type CollabInterestStatus, type CollabMine, type CollabPerson, collabCallsQuerySchema,
} from '../../contracts';
import type { Db } from '../db/client';
import { collabCalls, collabInterests, conversationMembers, conversations, users } from '../db/schema';
import { escapeLike } from '../lib/batch';
import { HttpError } from '../lib/http-error';
import { markdownToText, renderMarkdown } from '../lib/markdown';

type CallRow = typeof collabCalls.$inferSelect;
type InterestRow = typeof collabInterests.$inferSelect;

const nameOf = (u: { firstName: string; lastName: string; username: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** The need as plain text for cards: about 240 characters, cut at a word. */
const excerpt = (need: string) => {
  const text = markdownToText(need);
  return text.length <= 240 ? text : `${text.slice(0, 240).replace(/\s+\S*$/, '')}…`;
};

/** The end of a deadline day (23:59:59.999 UTC), so "until 12 December" includes that day. */
export const deadlineEnd = (day: string) => new Date(`${day}T23:59:59.999Z`);

/** What the routes need to tell members after a change (notifications are sent by the caller). */
export interface Outcome<T> { value: T; notify: { userIds: number[]; body: string; link: string }[] }

export function createCollabStore(db: Db, now: () => number = Date.now) {
  async function people(ids: number[]): Promise<Map<number, CollabPerson>> {
    const unique = [...new Set(ids)];
    const rows = unique.length === 0 ? [] : await db.select({ userId: users.userId, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users).where(inArray(users.userId, unique));
    return new Map(rows.map((r) => [r.userId, { user_id: r.userId, name: nameOf(r), username: r.username }]));
  }
  const personOf = (map: Map<number, CollabPerson>, id: number): CollabPerson => map.get(id) ?? { user_id: id, name: 'Member', username: '' };

  function interestToApi(row: InterestRow, who: Map<number, CollabPerson>): CollabInterest {
    return {
      interest_id: row.interestId, call_id: row.callId, member: personOf(who, row.userId), message: row.message,
      status: row.status as CollabInterestStatus, created_at: row.createdAt.toISOString(), decided_at: row.decidedAt?.toISOString() ?? null,
    };
  }

  /** Calls in the API's shape for `me`: counts, my interest, and the conversation only for its members. */
  async function toApi(rows: CallRow[], me: number): Promise<CollabCall[]> {
    const ids = rows.map((r) => r.callId);
    const counts = ids.length === 0 ? [] : await db.select({
      callId: collabInterests.callId,
      interests: sql<number>`count(*) filter (where ${collabInterests.status} <> 'withdrawn')::int`,
      picked: sql<number>`count(*) filter (where ${collabInterests.status} = 'picked')::int`,
    }).from(collabInterests).where(inArray(collabInterests.callId, ids)).groupBy(collabInterests.callId);
    const countOf = new Map(counts.map((c) => [c.callId, c]));
    const mine = ids.length === 0 ? [] : await db.select().from(collabInterests).where(and(inArray(collabInterests.callId, ids), eq(collabInterests.userId, me)));
    const myInterest = new Map(mine.map((r) => [r.callId, r]));
    const who = await people([me, ...rows.map((r) => r.posterUserId)]);
    return rows.map((r) => {
      const interest = myInterest.get(r.callId);
      const isMember = r.posterUserId === me || interest?.status === 'picked';
      return {
        call_id: r.callId, title: r.title, need: r.need, need_html: renderMarkdown(r.need), need_excerpt: excerpt(r.need), skills: r.skills, tags: r.tags,
        community_type: (r.communityType as CollabCommunity | null) ?? null,
        deadline: r.deadline.toISOString(), is_past_deadline: r.deadline.getTime() < now(), status: r.status as 'open' | 'closed',
        poster: personOf(who, r.posterUserId), interest_count: countOf.get(r.callId)?.interests ?? 0, picked_count: countOf.get(r.callId)?.picked ?? 0,
        created_at: r.createdAt.toISOString(), closed_at: r.closedAt?.toISOString() ?? null,
        is_mine: r.posterUserId === me, my_interest: interest ? interestToApi(interest, who) : null,
        conversation_id: isMember ? r.conversationId : null,
      };
    });
  }

  async function callRow(callId: number, tx: Db = db, lock = false): Promise<CallRow> {
    const query = tx.select().from(collabCalls).where(eq(collabCalls.callId, callId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new HttpError(404, COLLAB_MESSAGES.callNotFound);
    return row;
  }

  async function detail(callId: number, me: number, tx: Db = db): Promise<CollabCallDetail> {
    const row = await callRow(callId, tx);
    const [call] = await toApi([row], me);
    const interestRows = await tx.select().from(collabInterests).where(eq(collabInterests.callId, callId)).orderBy(asc(collabInterests.createdAt), asc(collabInterests.interestId));
    const who = await people(interestRows.map((r) => r.userId));
    const visible = row.posterUserId === me ? interestRows.filter((r) => r.status !== 'withdrawn') : [];
    return {
      ...call!,
      interests: visible.map((r) => interestToApi(r, who)),
      collaborators: interestRows.filter((r) => r.status === 'picked').map((r) => personOf(who, r.userId)),
    };
  }

  async function list(me: number, raw: CollabCallsQuery) {
    const q = collabCallsQuerySchema.parse(raw);
    const at = new Date(now());
    const term = q.search ? `%${escapeLike(q.search)}%` : null;
    const where: (SQL | undefined)[] = [
      q.status === 'open' ? and(eq(collabCalls.status, 'open'), gte(collabCalls.deadline, at)) : undefined,
      q.status === 'closed' ? or(eq(collabCalls.status, 'closed'), lt(collabCalls.deadline, at)) : undefined,
      q.community ? eq(collabCalls.communityType, q.community) : undefined,
      q.skill ? sql`exists (select 1 from unnest(${collabCalls.skills}) s where lower(s) = lower(${q.skill}))` : undefined,
      q.deadline === 'week' ? lte(collabCalls.deadline, new Date(now() + 7 * 86_400_000)) : undefined,
      q.deadline === 'month' ? lte(collabCalls.deadline, new Date(now() + 31 * 86_400_000)) : undefined,
      term ? or(ilike(collabCalls.title, term), ilike(collabCalls.need, term),
        sql`exists (select 1 from unnest(${collabCalls.skills} || ${collabCalls.tags}) s where s ilike ${term})`) : undefined,
    ];
    const filter = and(...where);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(collabCalls).where(filter);
    const rows = await db.select().from(collabCalls).where(filter)
      // Open calls: the soonest deadline first; closed ones: the latest first.
      .orderBy(q.status === 'open' ? asc(collabCalls.deadline) : desc(collabCalls.deadline), desc(collabCalls.callId))
      .limit(q.limit).offset((q.page - 1) * q.limit);
    return { data: await toApi(rows, me), metadata: { total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / q.limit)) } };
  }

  async function communities() {
    const at = new Date(now());
    const rows = await db.select({
      community: collabCalls.communityType,
      open: sql<number>`count(*) filter (where ${collabCalls.status} = 'open' and ${collabCalls.deadline} >= ${at.toISOString()})::int`,
      total: sql<number>`count(*)::int`,
    }).from(collabCalls).groupBy(collabCalls.communityType);
    return { data: rows.map((r) => ({ community_type: (r.community as CollabCommunity | null) ?? null, open_count: r.open, total_count: r.total })) };
  }

  async function create(me: number, body: CollabCallCreate): Promise<CollabCallDetail> {
    const deadline = deadlineEnd(body.deadline);
    if (Number.isNaN(deadline.getTime()) || deadline.toISOString().slice(0, 10) !== body.deadline) throw new HttpError(400, 'Enter the deadline as a date.');
    if (deadline.getTime() < now()) throw new HttpError(400, COLLAB_MESSAGES.deadlineInPast);
    const dedupe = (list: string[]) => [...new Map(list.map((s) => [s.toLowerCase(), s])).values()];
    const [row] = await db.insert(collabCalls).values({
      posterUserId: me, title: body.title, need: body.need, skills: dedupe(body.skills), tags: dedupe(body.tags ?? []),
      communityType: body.community_type ?? null, deadline,
    }).returning();
    return detail(row!.callId, me);
  }

  async function expressInterest(me: number, callId: number, message: string): Promise<Outcome<CollabCallDetail>> {
    const poster = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const call = await callRow(callId, tx, true); // serialises with close and other interest
      if (call.posterUserId === me) throw new HttpError(403, COLLAB_MESSAGES.ownCall);
      if (call.status === 'closed') throw new HttpError(409, COLLAB_MESSAGES.callClosed);
      if (call.deadline.getTime() < now()) throw new HttpError(409, COLLAB_MESSAGES.pastDeadline);
      const [existing] = await tx.select().from(collabInterests).where(and(eq(collabInterests.callId, callId), eq(collabInterests.userId, me)));
      if (existing && existing.status !== 'withdrawn') throw new HttpError(409, COLLAB_MESSAGES.alreadyInterested);
      if (existing) {
        await tx.update(collabInterests).set({ status: 'pending', message, createdAt: new Date(), decidedAt: null }).where(eq(collabInterests.interestId, existing.interestId));
      } else {
        await tx.insert(collabInterests).values({ callId, userId: me, message });
      }
      return call;
    });
    const who = await people([me]);
    return {
      value: await detail(callId, me),
      notify: [{ userIds: [poster.posterUserId], body: `${personOf(who, me).name} is interested in your collaboration call “${poster.title}”.`, link: `/collaboration?call=${callId}` }],
    };
  }

  async function withdraw(me: number, interestId: number): Promise<CollabCallDetail> {
    const [row] = await db.select().from(collabInterests).where(eq(collabInterests.interestId, interestId));
    if (!row) throw new HttpError(404, COLLAB_MESSAGES.interestNotFound);
    if (row.userId !== me) throw new HttpError(403, COLLAB_MESSAGES.notYourInterest);
    const [updated] = await db.update(collabInterests).set({ status: 'withdrawn', decidedAt: new Date() })
      .where(and(eq(collabInterests.interestId, interestId), eq(collabInterests.status, 'pending'))).returning();
    if (!updated) throw new HttpError(409, COLLAB_MESSAGES.cannotWithdraw);
    return detail(row.callId, me);
  }

  /** The poster's decision on one pending interest; picking adds the member to the call's group chat. */
  async function decide(me: number, callId: number, interestId: number, decision: 'picked' | 'declined'): Promise<Outcome<CollabCallDetail>> {
    const result = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const call = await callRow(callId, tx, true);
      if (call.posterUserId !== me) throw new HttpError(403, COLLAB_MESSAGES.posterOnly);
      const [interest] = await tx.select().from(collabInterests).where(and(eq(collabInterests.interestId, interestId), eq(collabInterests.callId, callId))).for('update');
      if (!interest) throw new HttpError(404, COLLAB_MESSAGES.interestNotFound);
      if (interest.status !== 'pending') throw new HttpError(409, COLLAB_MESSAGES.notPending);
      await tx.update(collabInterests).set({ status: decision, decidedAt: new Date() }).where(eq(collabInterests.interestId, interestId));
      let conversationId = call.conversationId;
      const earlier = (await tx.select({ userId: collabInterests.userId }).from(collabInterests)
        .where(and(eq(collabInterests.callId, callId), eq(collabInterests.status, 'picked')))).map((r) => r.userId).filter((id) => id !== interest.userId);
      if (decision === 'picked') {
        if (conversationId === null) {
          const [conversation] = await tx.insert(conversations).values({ isGroup: true, title: `Collaboration: ${call.title}`.slice(0, 120), createdBy: me })
            .returning({ id: conversations.conversationId });
          conversationId = conversation!.id;
          await tx.update(collabCalls).set({ conversationId, modifiedAt: new Date() }).where(eq(collabCalls.callId, callId));
          await tx.insert(conversationMembers).values({ conversationId, userId: me }).onConflictDoNothing();
        }
        await tx.insert(conversationMembers).values({ conversationId, userId: interest.userId }).onConflictDoNothing();
      }
      return { call, interest, conversationId, earlier };
    });
    const who = await people([me, result.interest.userId]);
    const poster = personOf(who, me).name;
    const member = personOf(who, result.interest.userId).name;
    const title = result.call.title;
    const notify: Outcome<CollabCallDetail>['notify'] = decision === 'picked'
      ? [
        { userIds: [result.interest.userId], body: `${poster} picked you for “${title}”. Your group conversation is open in Messages.`, link: `/messages?c=${result.conversationId}` },
        { userIds: result.earlier, body: `${member} joined the collaboration “${title}”.`, link: `/messages?c=${result.conversationId}` },
      ]
      : [{ userIds: [result.interest.userId], body: `${poster} did not pick you for “${title}” this time. Thank you for your interest.`, link: `/collab-hub?call=${callId}` }];
    return { value: await detail(callId, me), notify };
  }

  async function close(me: number, callId: number): Promise<Outcome<CollabCallDetail>> {
    const result = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const call = await callRow(callId, tx, true);
      if (call.posterUserId !== me) throw new HttpError(403, COLLAB_MESSAGES.posterOnly);
      if (call.status === 'closed') throw new HttpError(409, COLLAB_MESSAGES.alreadyClosed);
      await tx.update(collabCalls).set({ status: 'closed', closedAt: new Date(), modifiedAt: new Date() }).where(eq(collabCalls.callId, callId));
      // Interest still pending when the poster closes the call is declined, so nobody waits on it.
      const declined = await tx.update(collabInterests).set({ status: 'declined', decidedAt: new Date() })
        .where(and(eq(collabInterests.callId, callId), eq(collabInterests.status, 'pending'))).returning({ userId: collabInterests.userId });
      const picked = (await tx.select({ userId: collabInterests.userId }).from(collabInterests)
        .where(and(eq(collabInterests.callId, callId), eq(collabInterests.status, 'picked')))).map((r) => r.userId);
      return { call, declined: declined.map((r) => r.userId), picked };
    });
    const title = result.call.title;
    return {
      value: await detail(callId, me),
      notify: [
        { userIds: result.declined, body: `The collaboration call “${title}” was closed before you were picked. Thank you for your interest.`, link: `/collab-hub?call=${callId}` },
        { userIds: result.picked, body: `The collaboration call “${title}” is closed: the team is complete.`, link: `/collaboration?call=${callId}` },
      ],
    };
  }

  async function mine(me: number): Promise<CollabMine> {
    const callRows = await db.select().from(collabCalls).where(eq(collabCalls.posterUserId, me)).orderBy(desc(collabCalls.createdAt), desc(collabCalls.callId));
    const calls = await toApi(callRows, me);
    const pending = callRows.length === 0 ? [] : await db.select({ callId: collabInterests.callId, n: sql<number>`count(*)::int` }).from(collabInterests)
      .where(and(inArray(collabInterests.callId, callRows.map((r) => r.callId)), eq(collabInterests.status, 'pending'))).groupBy(collabInterests.callId);
    const pendingOf = new Map(pending.map((p) => [p.callId, p.n]));
    const interestRows = await db.select().from(collabInterests).where(and(eq(collabInterests.userId, me), sql`${collabInterests.status} <> 'withdrawn'`))
      .orderBy(desc(collabInterests.createdAt), desc(collabInterests.interestId));
    const theirCalls = interestRows.length === 0 ? [] : await db.select().from(collabCalls).where(inArray(collabCalls.callId, interestRows.map((r) => r.callId)));
    const apiCalls = new Map((await toApi(theirCalls, me)).map((c) => [c.call_id, c]));
    const who = await people([me]);
    return {
      calls: calls.map((c) => ({ ...c, pending_count: pendingOf.get(c.call_id) ?? 0 })),
      interests: interestRows.filter((r) => apiCalls.has(r.callId)).map((r) => ({ ...interestToApi(r, who), call: apiCalls.get(r.callId)! })),
    };
  }

  return { list, communities, detail, create, expressInterest, withdraw, decide, close, mine };
}
