// Follows of members, forum topics and organisations (issue 14; docs/decisions/0028-network.md).
// One live row per (follower, target); unfollow soft-deletes it, so following again is a new row.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberLink, NETWORK_MESSAGES, type FollowState, type FollowTargetType } from '../../contracts';
import type { Db } from '../db/client';
import { follows, organizations, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { notifyUsers } from '../realtime/notify';
import { topicExists } from './forum-bridge';

/** User ids of the live followers of a target (e.g. to notify a topic's followers of a new reply). */
export async function followerIds(db: Db, targetType: FollowTargetType, targetId: number): Promise<number[]> {
  const rows = await db.select({ id: follows.followerUserId }).from(follows)
    .innerJoin(users, eq(users.userId, follows.followerUserId))
    .where(and(eq(follows.targetType, targetType), eq(follows.targetId, targetId), isNull(follows.deletedAt), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/** Live follower counts of several targets of one type. */
export async function followerCounts(db: Db, targetType: FollowTargetType, targetIds: number[]): Promise<Map<number, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db.select({ id: follows.targetId, n: count() }).from(follows)
    .where(and(eq(follows.targetType, targetType), inArray(follows.targetId, targetIds), isNull(follows.deletedAt)))
    .groupBy(follows.targetId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Which of these targets the member follows. */
export async function followedBy(db: Db, userId: number, targetType: FollowTargetType, targetIds: number[]): Promise<Set<number>> {
  if (targetIds.length === 0) return new Set();
  const rows = await db.select({ id: follows.targetId }).from(follows)
    .where(and(eq(follows.followerUserId, userId), eq(follows.targetType, targetType), inArray(follows.targetId, targetIds), isNull(follows.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

async function state(db: Db, userId: number, targetType: FollowTargetType, targetId: number): Promise<FollowState> {
  const [mine] = await db.select({ id: follows.followId }).from(follows)
    .where(and(eq(follows.followerUserId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId), isNull(follows.deletedAt)));
  const followers = (await followerCounts(db, targetType, [targetId])).get(targetId) ?? 0;
  return { target_type: targetType, target_id: targetId, following: Boolean(mine), followers };
}

/** 404 with a clear message when the target does not exist (or is deleted). */
export async function assertTarget(db: Db, targetType: FollowTargetType, targetId: number): Promise<void> {
  if (targetType === 'member') {
    const [u] = await db.select({ id: users.userId }).from(users).where(and(eq(users.userId, targetId), isNull(users.deletedAt)));
    if (!u) throw new HttpError(404, NETWORK_MESSAGES.memberNotFound);
  } else if (targetType === 'organization') {
    const [o] = await db.select({ id: organizations.organizationId }).from(organizations)
      .where(and(eq(organizations.organizationId, targetId), isNull(organizations.deletedAt)));
    if (!o) throw new HttpError(404, NETWORK_MESSAGES.organizationNotFound);
  } else if (!(await topicExists(db, targetId))) {
    throw new HttpError(404, NETWORK_MESSAGES.topicNotFound);
  }
}

/** The follow state of a target for a member (404 for an unknown target). */
export async function followState(db: Db, userId: number, targetType: FollowTargetType, targetId: number): Promise<FollowState> {
  await assertTarget(db, targetType, targetId);
  return state(db, userId, targetType, targetId);
}

/**
 * Follows a target (idempotent: following twice keeps the one follow). Following a member tells
 * them ("X started following you", linking to the follower) the first time only.
 */
export async function follow(app: FastifyInstance, userId: number, targetType: FollowTargetType, targetId: number): Promise<{ created: boolean; state: FollowState }> {
  const db = app.db;
  if (targetType === 'member' && targetId === userId) throw new HttpError(400, NETWORK_MESSAGES.followSelf);
  await assertTarget(db, targetType, targetId);
  const inserted = await db.insert(follows).values({ followerUserId: userId, targetType, targetId, createdBy: userId })
    .onConflictDoNothing() // follows_live_key: already following
    .returning({ id: follows.followId });
  const created = inserted.length > 0;
  if (created && targetType === 'member') {
    const [me] = await db.select({ username: users.username, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.userId, userId));
    if (me) {
      const name = `${me.firstName} ${me.lastName}`.trim() || me.username;
      await notifyUsers(app, [targetId], {
        notification_type: 'follow',
        notification_body: `${name} started following you`,
        notification_link: memberLink(me.username),
      }, userId);
    }
  }
  return { created, state: await state(db, userId, targetType, targetId) };
}

/** Unfollows a target (idempotent: not following is not an error). */
export async function unfollow(db: Db, userId: number, targetType: FollowTargetType, targetId: number): Promise<FollowState> {
  await assertTarget(db, targetType, targetId);
  await db.update(follows).set({ deletedAt: new Date(), deletedBy: userId })
    .where(and(eq(follows.followerUserId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId), isNull(follows.deletedAt)));
  return state(db, userId, targetType, targetId);
}
