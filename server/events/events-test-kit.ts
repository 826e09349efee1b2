// Test helpers for the events area: members (optionally administrators) with live tokens, calls,
// and an event created through the family.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { EventCreate, SummitEvent } from '../../contracts';
import { roles, userRoles, users } from '../db/schema';
import { sessionToken } from '../test/test-app';

export interface Member { token: string; userId: number }

export async function member(app: FastifyInstance, username: string, role: 'admin' | 'learner' = 'learner'): Promise<Member> {
  const { token, userId } = await sessionToken(app, username);
  const [r] = await app.db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, role));
  await app.db.insert(userRoles).values({ userId, roleId: r!.id }).onConflictDoNothing();
  await app.db.update(users).set({ activeRoleId: r!.id }).where(eq(users.userId, userId));
  return { token, userId };
}

export const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Member | null, payload?: unknown) => app.inject({
  method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}),
});

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** An event starting in `startsInHours`, published unless told, created by `admin`. */
export async function createEvent(app: FastifyInstance, admin: Member, values: Partial<EventCreate> & { startsInHours?: number } = {}): Promise<SummitEvent> {
  const { startsInHours = 72, ...rest } = values;
  const res = await call(app, 'POST', '/api/event/events/createEvent', admin, {
    title: 'Founders Breakfast', organiser_user_id: admin.userId, is_published: true, time_zone: 'Europe/Berlin',
    starts_at: hours(startsInHours), ends_at: hours(startsInHours + 2), created_by: admin.userId, ...rest,
  });
  if (res.statusCode !== 201) throw new Error(`createEvent ${res.statusCode} ${res.body}`);
  return res.json() as SummitEvent;
}
