// The demo programme (issue 13): idempotent, past and upcoming, a waitlist, two competitions,
// and the demo member's tickets.
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CompetitionSettings, JudgingEntry, Leaderboard, MyRegistration } from '../../contracts';
import { competitionEntries, events } from '../db/schema';
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

  // Competitions: criteria and a deadline on both; entries; maya judges with scores; the past one's leaderboard is published.
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const comps = await app.db.select({ id: events.eventId, startsAt: events.startsAt }).from(events).where(eq(events.kind, 'competition'));
  const upcoming = comps.find((c) => Date.parse(c.startsAt) > Date.now())!;
  const past = comps.find((c) => Date.parse(c.startsAt) < Date.now())!;
  for (const c of [upcoming, past]) {
    const settings = (await get(`/api/event/competitions/${c.id}/settings`)).json() as CompetitionSettings;
    expect(settings.criteria.length).toBeGreaterThanOrEqual(3);
    expect(settings.submission_deadline).not.toBeNull();
    expect(settings.is_judge).toBe(true);
  }
  const open = (await get(`/api/event/competitions/${upcoming.id}/settings`)).json() as CompetitionSettings;
  expect(Date.parse(open.effective_deadline)).toBeGreaterThan(Date.now());
  const judging = (await get(`/api/event/competitions/${upcoming.id}/judging`)).json() as { data: JudgingEntry[] };
  expect(judging.data.length).toBeGreaterThanOrEqual(3);
  expect(judging.data.filter((e) => e.my_scores.length > 0).length).toBeGreaterThanOrEqual(1);
  expect((await get(`/api/event/competitions/${upcoming.id}/leaderboard`)).statusCode).toBe(404);
  const board = (await get(`/api/event/competitions/${past.id}/leaderboard`)).json() as Leaderboard;
  expect(board.published).toBe(true);
  expect(board.data.map((r) => r.rank)).toEqual([1, 2, 3]);
  const entries = await app.db.select({ id: competitionEntries.entryId }).from(competitionEntries);
  expect(entries).toHaveLength(6); // seeded twice, entered once
}, 60_000);
