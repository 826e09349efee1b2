// The demo programme (issue 13): idempotent, past and upcoming, a waitlist, two competitions,
// and the demo member's tickets.
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MyRegistration } from '../../contracts';
import { events } from '../db/schema';
import { DEMO_MEMBER, seedDemoData } from '../db/seed';
import { DEMO_EVENTS } from '../db/seed-events';
import { createTestApp } from '../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

it('seeds the demo events once, with tickets for maya', async () => {
  await seedDemoData(app.db);
  await seedDemoData(app.db);
  const rows = await app.db.select({ kind: events.kind, startsAt: events.startsAt }).from(events).where(isNull(events.deletedAt));
  expect(rows).toHaveLength(DEMO_EVENTS.length);
  expect(rows.filter((r) => r.kind === 'competition')).toHaveLength(2);
  expect(rows.filter((r) => Date.parse(r.startsAt) < Date.now()).length).toBeGreaterThanOrEqual(2);
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password } });
  const token = (signIn.json() as { access_token: string }).access_token;
  const mine = (await app.inject({ method: 'GET', url: '/api/event/my-registrations', headers: { authorization: `Bearer ${token}` } })).json() as { data: MyRegistration[] };
  expect(new Set(mine.data.map((r) => r.status))).toEqual(new Set(['registered', 'waitlisted', 'checked-in', 'cancelled']));
  expect(mine.data.find((r) => r.status === 'waitlisted')?.waitlist_position).toBe(1);
  const [{ n }] = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from event_registrations`).then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows)) as [{ n: number }];
  expect(Number(n)).toBeGreaterThanOrEqual(8);
}, 60_000);
