import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { MyRegistration } from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { useScreenActor } from '../../app/use-screen-actor';
import { eventWhen } from '../../lib/event-time';
import { feedTokenLogic, myTicketsLogic, ticketEffects, ticketQrLogic } from './tickets.actors';
import styles from './Tickets.module.css';

type ListSnapshot = SnapshotFrom<typeof myTicketsLogic>;
type QrSnapshot = SnapshotFrom<typeof ticketQrLogic>;
type FeedSnapshot = SnapshotFrom<typeof feedTokenLogic>;

const selectRegistrations = (s: ListSnapshot) => selectRows(s) as unknown as MyRegistration[];
const selectWhen = (s: ListSnapshot): 'upcoming' | 'past' => (selectFilters(s).when === 'past' ? 'past' : 'upcoming');
const selectLoaded = (s: ListSnapshot) => s.matches('ready') || s.matches('failed') || selectRows(s).length > 0;
const selectQr = (s: QrSnapshot) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectQrFailed = (s: QrSnapshot) => s.status === 'done' && !s.output.ok;
const selectFeed = (s: FeedSnapshot) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectFeedError = (s: FeedSnapshot) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

/** "ABCD EFGH IJKL …": a ticket code in groups of four, easy to read out at the door. */
export const groupTicketCode = (code: string) => code.match(/.{1,4}/g)?.join(' ') ?? code;

const STATUS_TEXT: Record<string, string> = { registered: 'Valid ticket', 'checked-in': 'Checked in' };

function TicketQr({ code, title }: { code: string; title: string }) {
  const qr = useScreenActor(ticketQrLogic, { input: { code } });
  const src = useSelector(qr, selectQr);
  const failed = useSelector(qr, selectQrFailed);
  if (failed) return <p className={styles.qrMissing}>The QR code could not be drawn: show the ticket code instead.</p>;
  if (!src) return <div className={styles.qrPlaceholder} aria-busy="true"><span className="visually-hidden">Drawing the QR code…</span></div>;
  return <img className={styles.qr} src={src} width={240} height={240} alt={`QR code for ticket ${groupTicketCode(code)} to ${title}`} />;
}

function Where({ event }: { event: MyRegistration['event'] }) {
  return (
    <>
      {event.venue && <span>{event.venue}</span>}
      {event.venue && event.online_url && <br />}
      {event.online_url && (
        <a href={event.online_url} target="_blank" rel="noreferrer noopener">Join online<span className="visually-hidden"> (opens in a new tab)</span></a>
      )}
      {!event.venue && !event.online_url && <span>To be announced</span>}
    </>
  );
}

function TicketCard({ ticket, printing, onPrint }: { ticket: MyRegistration; printing: boolean; onPrint: () => void }) {
  const { event } = ticket;
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const titleId = `ticket-${ticket.registration_id}-title`;
  const addToCalendar = () => {
    setCalendarError(null);
    ticketEffects.downloadEventIcs(event.event_id, event.title).catch((e: unknown) =>
      setCalendarError(e instanceof Error ? e.message : 'The calendar file could not be downloaded.'));
  };
  return (
    <li>
      <article className={`${styles.ticket} ${printing ? styles.printing : ''}`} aria-labelledby={titleId}>
        <div className={styles.ticketMain}>
          <p className={styles.kicker}>
            <span>{event.kind === 'competition' ? 'Competition ticket' : 'Event ticket'}</span>
            <span className={ticket.status === 'checked-in' ? styles.badgeDone : styles.badge}>{STATUS_TEXT[ticket.status] ?? ticket.status}</span>
          </p>
          <h2 id={titleId} className={styles.ticketTitle}><Link to={`/events/${event.event_id}`}>{event.title}</Link></h2>
          <dl className={styles.facts}>
            <dt>When</dt>
            <dd><time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.ends_at, event.time_zone)}</time></dd>
            <dt>Where</dt>
            <dd><Where event={event} /></dd>
            <dt>Ticket</dt>
            <dd>{ticket.ticket_type_name}</dd>
            <dt>Code</dt>
            <dd className={styles.code}>{groupTicketCode(ticket.ticket_code)}</dd>
          </dl>
        </div>
        <div className={styles.stub}>
          <TicketQr code={ticket.ticket_code} title={event.title} />
          <p className={styles.stubNote}>Show this code at the entrance.</p>
        </div>
        <div className={styles.ticketActions}>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={onPrint} aria-label={`Print ticket for ${event.title}`}>
            Print ticket
          </button>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={addToCalendar} aria-label={`Add ${event.title} to calendar`}>
            Add to calendar
          </button>
          {calendarError && <p role="alert" className={styles.error}>{calendarError}</p>}
        </div>
      </article>
    </li>
  );
}

/** The feed link, loaded (or reset) when this mounts; a new `attempt` key loads again. */
function FeedLink({ rotate, onReset, onRetry }: { rotate: boolean; onReset: () => void; onRetry: () => void }) {
  const feed = useScreenActor(feedTokenLogic, { input: { rotate } });
  const link = useSelector(feed, selectFeed);
  const error = useSelector(feed, selectFeedError);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const copy = () => {
    if (!link) return;
    const done = () => setCopied('Link copied.');
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(link.url).then(done, () => setCopied('Copy failed: select the link and copy it.'));
    else setCopied('Select the link and copy it.');
  };

  if (error) {
    return (
      <div className={styles.feedBody}>
        <p role="alert" className={styles.error}>{error}</p>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={onRetry}>Try again</button>
      </div>
    );
  }
  if (!link) return <p className={styles.muted} aria-busy="true">{rotate ? 'Making a new link…' : 'Loading your feed link…'}</p>;
  return (
    <div className={styles.feedBody}>
      <label className={styles.field} htmlFor="feed-url">Your calendar feed URL
        <input id="feed-url" type="text" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className={styles.row}>
        <button type="button" className={`button ${styles.small}`} onClick={copy}>Copy link</button>
        {!confirming && <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setConfirming(true)}>Reset link</button>}
      </div>
      {confirming && (
        <div className={styles.confirm} role="group" aria-label="Reset the feed link">
          <p>A new link replaces this one: calendars subscribed to the old link stop updating.</p>
          <div className={styles.row}>
            <button type="button" className={`button ${styles.small}`} onClick={onReset}>Reset link now</button>
            <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setConfirming(false)}>Keep this link</button>
          </div>
        </div>
      )}
      <p className={styles.muted} aria-live="polite">{copied ?? (rotate ? 'A new link was made; the old one no longer works.' : '')}</p>
    </div>
  );
}

function CalendarFeed() {
  const [attempt, setAttempt] = useState<{ n: number; rotate: boolean } | null>(null);
  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="feed-title">
      <h2 id="feed-title">Calendar feed</h2>
      <p className={styles.muted}>
        Subscribe once in Google Calendar, Outlook or Apple Calendar and your registered events stay up to date there.
        Keep the link private: anyone who has it sees your events.
      </p>
      {attempt === null
        ? <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setAttempt({ n: 0, rotate: false })}>Show my feed link</button>
        : (
          <FeedLink
            key={attempt.n}
            rotate={attempt.rotate}
            onReset={() => setAttempt({ n: attempt.n + 1, rotate: true })}
            onRetry={() => setAttempt({ n: attempt.n + 1, rotate: attempt.rotate })}
          />
        )}
    </section>
  );
}

/** /my-tickets: the member's live tickets with QR codes (printable one by one), the waitlist, and the calendar feed. */
export default function MyTicketsScreen() {
  const list = useScreenActor(myTicketsLogic, { input: { idField: 'registration_id', query: { filters: { when: 'upcoming' } } } });
  const registrations = useSelector(list, selectRegistrations);
  const when = useSelector(list, selectWhen);
  const loading = useSelector(list, selectIsLoading);
  const loaded = useSelector(list, selectLoaded);
  const error = useSelector(list, selectError);
  const [printing, setPrinting] = useState<number | null>(null);

  const tickets = useMemo(() => registrations.filter((r) => r.status === 'registered' || r.status === 'checked-in'), [registrations]);
  const waitlisted = useMemo(() => registrations.filter((r) => r.status === 'waitlisted'), [registrations]);

  const print = (registrationId: number) => {
    // The print stylesheet shows only the marked ticket; mark it before the dialog opens.
    flushSync(() => setPrinting(registrationId));
    window.print();
    setPrinting(null);
  };
  const show = (next: 'upcoming' | 'past') => { if (next !== when) list.send({ type: 'list.filter', filters: { when: next } }); };

  return (
    <div className={styles.page}>
      <header className={`${styles.head} ${styles.noPrint}`}>
        <h1>My Tickets</h1>
        <p className={styles.lead}>Your tickets with their QR codes. Show one at the entrance, print it, or add the event to your calendar.</p>
      </header>

      <div className={`${styles.toolbar} ${styles.noPrint}`} role="group" aria-label="Which tickets">
        <button type="button" className={`${styles.segment} ${when === 'upcoming' ? styles.segmentOn : ''}`} aria-pressed={when === 'upcoming'} onClick={() => show('upcoming')}>Upcoming</button>
        <button type="button" className={`${styles.segment} ${when === 'past' ? styles.segmentOn : ''}`} aria-pressed={when === 'past'} onClick={() => show('past')}>Past</button>
      </div>

      <div aria-live="polite" className={styles.noPrint}>
        {loading && <p className={styles.muted} aria-busy="true">Loading your tickets…</p>}
        {!loading && loaded && !error && (
          <p className={styles.muted}>
            {tickets.length === 1 ? '1 ticket' : `${tickets.length} tickets`}
            {waitlisted.length > 0 && `, ${waitlisted.length} on the waitlist`}
          </p>
        )}
      </div>
      {error && (
        <div className={styles.card} role="alert">
          <p className={styles.error}>{error}</p>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}

      {!loading && loaded && !error && tickets.length === 0 && waitlisted.length === 0 && (
        <section className={`${styles.card} ${styles.empty}`} aria-labelledby="empty-title">
          <h2 id="empty-title">{when === 'upcoming' ? 'No upcoming tickets' : 'No past tickets'}</h2>
          <p className={styles.muted}>
            {when === 'upcoming' ? 'When you register for an event, its ticket and QR code appear here.' : 'Tickets of events you attended appear here.'}
          </p>
          <Link className="button" to="/events">Browse events</Link>
        </section>
      )}

      {tickets.length > 0 && (
        <ul className={styles.tickets} aria-label={when === 'upcoming' ? 'Upcoming tickets' : 'Past tickets'}>
          {tickets.map((t) => (
            <TicketCard key={t.registration_id} ticket={t} printing={printing === t.registration_id} onPrint={() => print(t.registration_id)} />
          ))}
        </ul>
      )}

      {waitlisted.length > 0 && (
        <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="waitlist-title">
          <h2 id="waitlist-title">On the waitlist</h2>
          <p className={styles.muted}>No ticket yet: when a seat frees up you move up, and you are told when you get one.</p>
          <ul className={styles.waitlist}>
            {waitlisted.map((r) => (
              <li key={r.registration_id}>
                <Link to={`/events/${r.event.event_id}`}>{r.event.title}</Link>
                <span className={styles.muted}><time dateTime={r.event.starts_at}>{eventWhen(r.event.starts_at, r.event.ends_at, r.event.time_zone)}</time></span>
                <span className={styles.badgeWait}>On the waitlist (position {r.waitlist_position ?? '–'})</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <CalendarFeed />
    </div>
  );
}
