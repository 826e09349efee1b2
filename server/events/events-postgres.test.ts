// The events area on a PostgreSQL server (issue 13): the last-seats race with 100 concurrent
// requests over a connection pool, and the reminder pass run by two API host instances on one
// database at the same time (each member reminded exactly once).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTempDatabase } from '../../tests/pg/temp-database';
import type { Registration } from '../../contracts';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { eventRegistrations, eventReminders, notifications, outbox } from '../db/schema';
import { seedReferenceData } from '../db/seed';
import { call, createEvent, member, type Member } from './events-test-kit';
import { runReminderPass } from './reminders';

const serverUrl = inject('postgresUrl');

describe.skipIf(!serverUrl)('events on a PostgreSQL server', () => {
  let drop = async () => {};
  let apps: FastifyInstance[] = [];
  let admin: Member;

  beforeAll(async () => {
    const temp = await createTempDatabase(serverUrl!);
    drop = temp.drop;
    const open = async () => {
      const database = await openDatabase({ kind: 'postgres', url: temp.url });
      // The test database is dropped WITH (FORCE) at the end: idle clients see that as an error.
      database.pool?.on('error', () => {});
      await seedReferenceData(database.db);
      const app = await buildApp({ database, spaDir: null, auth: { exposeOutbox: true, rateLimitPerMinute: 100_000 } }, { logger: false });
      await app.ready();
      return app;
    };
    apps = [await open(), await open()];
    admin = await member(apps[0]!, 'pgadmin', 'admin');
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  it('100 simultaneous registrations for the last 10 seats: exactly 10 registered, 90 waitlisted (two processes)', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const ev = await createEvent(a, admin, { capacity: 15 });
    for (let i = 0; i < 5; i++) {
      const m = await member(a, `pg-early${i}`);
      expect((await call(a, 'POST', `/api/event/events/${ev.event_id}/register`, m, {})).json().status).toBe('registered');
    }
    const crowd = await Promise.all(Array.from({ length: 100 }, (_, i) => member(a, `pg-racer${i}`)));
    // Half the requests reach each process: both share the seats through the row lock.
    const answers = await Promise.all(crowd.map((m, i) => call(i % 2 ? b : a, 'POST', `/api/event/events/${ev.event_id}/register`, m, {})));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const statuses = answers.map((r) => (r.json() as Registration).status);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(90);
    const [seated] = await a.db.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, ev.event_id), eq(eventRegistrations.status, 'registered')));
    expect(seated!.n).toBe(15);
  }, 120_000);

  it('two instances running the reminder pass concurrently remind each member exactly once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const ev = await createEvent(a, admin, { startsInHours: 12, title: 'Demo Day Rehearsal' });
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => member(a, `pg-remind${i}`)));
    for (const m of people) expect((await call(a, 'POST', `/api/event/events/${ev.event_id}/register`, m, {})).statusCode).toBe(201);
    const passes = await Promise.all([runReminderPass(a), runReminderPass(b), runReminderPass(a), runReminderPass(b)]);
    expect(passes.reduce((x, y) => x + y, 0)).toBe(20);
    const [claims] = await a.db.select({ n: sql<number>`count(*)::int` }).from(eventReminders).where(eq(eventReminders.eventId, ev.event_id));
    expect(claims!.n).toBe(20);
    for (const m of people) {
      const notes = await a.db.select().from(notifications).where(and(eq(notifications.userId, m.userId), sql`${notifications.notificationBody} like 'Reminder:%'`));
      expect(notes).toHaveLength(1);
    }
    const [mails] = await a.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(sql`${outbox.subject} like '%Demo Day Rehearsal%'`);
    expect(mails!.n).toBe(20);
  }, 60_000);
});
