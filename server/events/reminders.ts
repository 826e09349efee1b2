// Reminders 24 h before an event (issue 13; docs/decisions/0021). A pass claims the members to
// remind with ONE statement — insert into event_reminders … on conflict do nothing returning —
// so with several API host processes on one PostgreSQL each member is reminded exactly once
// whichever process gets there first; the notifications are stored in the same transaction
// (a crash before the commit leaves nothing claimed). E-mails go out after the commit.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EVENT_REMINDER_LEAD_MS } from '../../contracts';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { notificationToApi, pushNotifications } from '../realtime/notify';

interface Claimed { event_id: number; user_id: number; title: string; starts_at: string; time_zone: string; email: string; first_name: string | null; cover_image: string | null }

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Reminds every registered member of a published event starting within the next 24 h, once. Returns how many were reminded. */
export async function runReminderPass(app: FastifyInstance, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + EVENT_REMINDER_LEAD_MS);
  const pending: (() => unknown)[] = [];
  const reminded = await app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = rowsOf<Claimed>(await tx.execute(sql`
      with due as (
        select distinct r.event_id, r.user_id from event_registrations r
        join events e on e.event_id = r.event_id
        where r.status = 'registered' and e.deleted_at is null and e.is_published
          and e.starts_at > ${now.toISOString()} and e.starts_at <= ${until.toISOString()}
      ), claimed as (
        insert into event_reminders (event_id, user_id) select event_id, user_id from due
        on conflict do nothing returning event_id, user_id
      )
      select c.event_id, c.user_id, e.title, e.starts_at::text as starts_at, e.time_zone, u.email, u.first_name, e.cover_image
      from claimed c join events e on e.event_id = c.event_id join users u on u.user_id = c.user_id`));
    if (claimed.length === 0) return 0;
    const when = (c: Claimed) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: c.time_zone }).format(new Date(c.starts_at));
    const bodyOf = (c: Claimed) => `Reminder: ${c.title} starts ${when(c)} (${c.time_zone}). Your ticket is in My Tickets.`;
    const stored = (await tx.insert(notifications).values(claimed.map((c) => ({
      userId: Number(c.user_id), notificationType: 'event', notificationBody: bodyOf(c), notificationImage: c.cover_image, notificationLink: `/events/${c.event_id}`, createdBy: 0,
    }))).returning()).map(notificationToApi);
    pending.push(() => pushNotifications(app, stored));
    pending.push(async () => {
      for (const c of claimed) {
        await app.auth.mailer.send({ to: c.email, subject: `Tomorrow: ${c.title}`, text: `Hello ${c.first_name ?? ''},\n\n${bodyOf(c)}\n` });
      }
    });
    return claimed.length;
  });
  for (const effect of pending) {
    try {
      await effect();
    } catch (err) {
      app.log.error({ err }, 'event reminder delivery failed');
    }
  }
  return reminded;
}

/** Runs the pass every `intervalMs` in this process (unref'd timer, stopped on close). 0 turns it off. */
export const eventRemindersPlugin = fp<{ intervalMs?: number }>(async (app, opts) => {
  const intervalMs = opts.intervalMs ?? Number(process.env.EVENT_REMINDER_INTERVAL_MS ?? 60_000);
  if (!(intervalMs > 0)) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runReminderPass(app).catch((err: unknown) => app.log.warn({ err }, 'event reminder pass failed')).finally(() => { running = null; });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running; // a pass under way finishes before the database closes
  });
}, { name: 'event-reminders' });
