// Connection requests between members (issue 14's plus; docs/decisions/0028-network.md): ask,
// accept or decline (the addressee), withdraw or end (either side). One live (pending or
// accepted) request per pair, whichever way round, held by a partial unique index.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberLink, NETWORK_MESSAGES, type ConnectionState, type ConnectionStateName } from '../../contracts';
import type { Db } from '../db/client';
import { connectionRequests, users, type ConnectionRequestRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { notifyUsers } from '../realtime/notify';
import { assertTarget } from './follows';

const live = sql`${connectionRequests.status} in ('pending', 'accepted')`;

/** The live request between two members, if any. */
async function liveBetween(db: Db, a: number, b: number): Promise<ConnectionRequestRow | undefined> {
  const [row] = await db.select().from(connectionRequests).where(and(live, or(
    and(eq(connectionRequests.requesterUserId, a), eq(connectionRequests.addresseeUserId, b)),
    and(eq(connectionRequests.requesterUserId, b), eq(connectionRequests.addresseeUserId, a)),
  )));
  return row;
}

const stateOf = (me: number, row: ConnectionRequestRow | undefined): { state: ConnectionStateName; request_id: number | null } => {
  if (!row) return { state: 'none', request_id: null };
  if (row.status === 'accepted') return { state: 'connected', request_id: row.requestId };
  return { state: row.requesterUserId === me ? 'requested' : 'incoming', request_id: row.requestId };
};

/** How the member stands with each of these members (one query). */
export async function connectionStates(db: Db, me: number, userIds: number[]): Promise<Map<number, { state: ConnectionStateName; request_id: number | null }>> {
  const out = new Map<number, { state: ConnectionStateName; request_id: number | null }>();
  if (userIds.length === 0) return out;
  const rows = await db.select().from(connectionRequests).where(and(live, or(
    and(eq(connectionRequests.requesterUserId, me), inArray(connectionRequests.addresseeUserId, userIds)),
    and(eq(connectionRequests.addresseeUserId, me), inArray(connectionRequests.requesterUserId, userIds)),
  )));
  for (const row of rows) out.set(row.requesterUserId === me ? row.addresseeUserId : row.requesterUserId, stateOf(me, row));
  return out;
}

async function nameOf(db: Db, userId: number): Promise<{ name: string; username: string }> {
  const [u] = await db.select({ username: users.username, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.userId, userId));
  return { name: u ? `${u.firstName} ${u.lastName}`.trim() || u.username : 'A member', username: u?.username ?? '' };
}

/** Asks a member to connect; they are told (with a link to their Following page, where they answer). */
export async function requestConnection(app: FastifyInstance, me: number, userId: number, message = ''): Promise<ConnectionState> {
  const db = app.db;
  if (userId === me) throw new HttpError(400, NETWORK_MESSAGES.connectSelf);
  await assertTarget(db, 'member', userId);
  const inserted = await db.insert(connectionRequests).values({ requesterUserId: me, addresseeUserId: userId, message, createdBy: me })
    .onConflictDoNothing().returning();
  const row = inserted[0];
  if (!row) {
    const existing = await liveBetween(db, me, userId);
    const state = stateOf(me, existing).state;
    throw new HttpError(409, state === 'connected' ? NETWORK_MESSAGES.alreadyConnected : state === 'incoming' ? NETWORK_MESSAGES.theyAsked : NETWORK_MESSAGES.alreadyRequested);
  }
  const { name } = await nameOf(db, me);
  await notifyUsers(app, [userId], {
    notification_type: 'connection_request',
    notification_body: `${name} wants to connect with you`,
    notification_link: '/community/following#connection-requests',
  }, me);
  return { user_id: userId, ...stateOf(me, row) };
}

/** The addressee accepts or declines a pending request; the requester is told of an acceptance. */
export async function answerConnection(app: FastifyInstance, me: number, requestId: number, answer: 'accept' | 'decline'): Promise<ConnectionState> {
  const db = app.db;
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.requestId, requestId));
  // Someone else's request is "not found" (as if missing).
  if (!row || row.addresseeUserId !== me) throw new HttpError(404, NETWORK_MESSAGES.requestNotFound);
  const [updated] = await db.update(connectionRequests)
    .set({ status: answer === 'accept' ? 'accepted' : 'declined', respondedAt: new Date(), modifiedAt: new Date(), modifiedBy: me })
    .where(and(eq(connectionRequests.requestId, requestId), eq(connectionRequests.status, 'pending'))).returning();
  if (!updated) throw new HttpError(409, NETWORK_MESSAGES.alreadyAnswered);
  if (answer === 'accept') {
    const { name, username } = await nameOf(db, me);
    await notifyUsers(app, [row.requesterUserId], {
      notification_type: 'connection_accepted',
      notification_body: `${name} accepted your connection request`,
      notification_link: memberLink(username),
    }, me);
  }
  return { user_id: row.requesterUserId, ...stateOf(me, answer === 'accept' ? updated : undefined) };
}

/** Withdraws my pending request, declines theirs, or ends a connection (idempotent: nothing live is fine). */
export async function endConnection(db: Db, me: number, userId: number): Promise<ConnectionState> {
  await assertTarget(db, 'member', userId);
  const row = await liveBetween(db, me, userId);
  if (row) {
    const status = row.status === 'pending' && row.addresseeUserId === me ? 'declined' : 'withdrawn';
    await db.update(connectionRequests).set({ status, respondedAt: new Date(), modifiedAt: new Date(), modifiedBy: me })
      .where(and(eq(connectionRequests.requestId, row.requestId), live));
  }
  return { user_id: userId, state: 'none', request_id: null };
}

/** My incoming and outgoing pending requests and my connections, newest first (member ids; cards added by the caller). */
export async function myConnectionRows(db: Db, me: number): Promise<{ row: ConnectionRequestRow; other: number; kind: 'incoming' | 'outgoing' | 'connection' }[]> {
  const rows = await db.select().from(connectionRequests)
    .where(and(live, or(eq(connectionRequests.requesterUserId, me), eq(connectionRequests.addresseeUserId, me))))
    .orderBy(sql`coalesce(${connectionRequests.respondedAt}, ${connectionRequests.createdAt}) desc`, sql`${connectionRequests.requestId} desc`);
  return rows.map((row) => ({
    row,
    other: row.requesterUserId === me ? row.addresseeUserId : row.requesterUserId,
    kind: row.status === 'accepted' ? 'connection' as const : row.requesterUserId === me ? 'outgoing' as const : 'incoming' as const,
  }));
}
