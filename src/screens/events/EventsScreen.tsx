import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router';
import { EVENT_FORMATS, type SummitEvent } from '../../../contracts';
import {
  selectError, selectFilters, selectIsLoading, selectPage, selectPages, selectRows, selectSearchDraft, selectTotal,
} from '../../../machines/admin-list';
import { useRouteHandle } from '../../app/route-handle';
import { EVENT_PAGES } from '../../app/route-table';
import { useScreenActor } from '../../app/use-screen-actor';
import { SaveItemButton } from '../../app/SaveItemButton';
import { eventDay, eventMonth, eventStart, eventWhen } from '../../lib/event-time';
import { selectUser } from '../../../machines/auth';
import { useAuth } from '../../app/AppActorsContext';
import { eventListLogic, offersCreate, type EventWhen } from './events.actors';
import styles from './EventList.module.css';
import { ListPager } from '../../components/ListPager/ListPager';

const FORMAT_LABEL: Record<SummitEvent['format'], string> = { 'in-person': 'In person', online: 'Online', hybrid: 'Hybrid' };

/** Seats left in words, or null when the event has no cap. */
function seatsLeft(event: SummitEvent): { text: string; low: boolean } | null {
  if (event.capacity === null) return null;
  const left = Math.max(0, event.capacity - event.registered_count);
  if (left === 0) return { text: event.waitlist_count > 0 ? `Full · ${event.waitlist_count} on the waitlist` : 'Full · join the waitlist', low: true };
  return { text: `${left} of ${event.capacity} seats left`, low: left <= Math.max(3, event.capacity * 0.1) };
}

function EventCard({ event, base }: { event: SummitEvent; base: string }) {
  const { day, month } = eventDay(event.starts_at, event.time_zone);
  const seats = seatsLeft(event);
  return (
    <li className={styles.card}>
      <div className={styles.cover} style={event.cover_image ? { padding: 0 } : undefined}>
        {event.cover_image
          ? <img src={event.cover_image} alt="" loading="lazy" />
          : <div className={styles.dateBadge} aria-hidden="true"><span>{day}</span>{month}</div>}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <span className={styles.tag}>{event.kind === 'competition' ? 'Competition' : FORMAT_LABEL[event.format]}</span>
          {event.tags.slice(0, 2).map((tag) => <span key={tag} className={styles.tag}>{tag}</span>)}
        </div>
        <h2><Link to={`${base}/${event.event_id}`}>{event.title}</Link></h2>
        <p><time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.ends_at, event.time_zone)}</time></p>
        <p>{event.format === 'online' ? 'Online' : event.venue ?? 'Venue to be announced'}</p>
        {event.summary && <p>{event.summary}</p>}
        {seats && <p className={`${styles.seats} ${seats.low ? styles.seatsLow : ''}`}>{seats.text}</p>}
        <div className={styles.actions}><SaveItemButton itemType="event" itemId={event.event_id} title={event.title} /></div>
      </div>
    </li>
  );
}

/** The calendar view: events grouped by month, each month an agenda of days. */
function Agenda({ events, base }: { events: SummitEvent[]; base: string }) {
  const months = new Map<string, SummitEvent[]>();
  for (const event of events) {
    const key = eventMonth(event.starts_at, event.time_zone);
    months.set(key, [...(months.get(key) ?? []), event]);
  }
  return (
    <div className={styles.agenda}>
      {[...months].map(([month, list]) => (
        <section key={month} aria-label={month}>
          <h2>{month}</h2>
          <ol className={styles.agendaList}>
            {list.map((event) => (
              <li key={event.event_id} className={styles.agendaItem}>
                <time dateTime={event.starts_at}>{eventStart(event.starts_at, event.time_zone)}</time>
                <div>
                  <Link to={`${base}/${event.event_id}`}>{event.title}</Link>
                  <div className={styles.muted}>{FORMAT_LABEL[event.format]} · {event.format === 'online' ? 'Online' : event.venue ?? 'Venue to be announced'}</div>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** /events and /competitions: one screen; the list query lives in the admin-list machine. */
export default function EventsScreen() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const competitions = EVENT_PAGES.get(pathname.toLowerCase().replace(/\/+$/, '')) ?? false;
  const title = handle?.title ?? (competitions ? 'Competitions' : 'Events');
  const kind = competitions ? 'competition' : 'event';
  const base = competitions ? '/competitions' : '/events';
  const list = useScreenActor(eventListLogic, {
    input: { idField: 'event_id', pageSizes: [12, 24, 48], query: { filters: { kind, when: 'upcoming' } } },
  });
  const rows = useSelector(list, selectRows) as SummitEvent[];
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const draft = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters) as { kind: string; when: EventWhen; format?: string };
  // Which way to look at the same page of results: a view preference, not a flow.
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const noun = competitions ? 'competitions' : 'events';
  const user = useAuth(selectUser);

  const setFilter = (changes: Record<string, string | undefined>) => {
    const next = { ...filters, ...changes };
    for (const key of Object.keys(next)) if ((next as Record<string, unknown>)[key] === undefined) delete (next as Record<string, unknown>)[key];
    list.send({ type: 'list.filter', filters: next });
  };
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{title}</h1>
        {offersCreate(user) && <p><Link className="button" to="/manage-event/new">New event</Link></p>}
        <p className={styles.lead}>
          {competitions
            ? 'Pitch competitions and challenges of the summit community: enter with your team, get scored by expert judges.'
            : 'Summits, meetups, workshops and demo days of the community — in person, online and hybrid. Register in a click; your ticket waits in My Tickets.'}
        </p>
      </header>

      <form className={styles.toolbar} role="search" onSubmit={onSubmit}>
        <label>
          Search {noun}
          <input type="search" value={draft} placeholder="Title, topic or venue" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label>
          When
          <select value={filters.when} onChange={(e) => setFilter({ when: e.target.value })}>
            <option value="upcoming">Upcoming</option>
            <option value="past">Past</option>
            <option value="all">All dates</option>
          </select>
        </label>
        <label>
          Format
          <select value={filters.format ?? ''} onChange={(e) => setFilter({ format: e.target.value || undefined })}>
            <option value="">Any format</option>
            {EVENT_FORMATS.map((f) => <option key={f} value={f}>{FORMAT_LABEL[f]}</option>)}
          </select>
        </label>
        <div className={styles.segmented} role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>List</button>
          <button type="button" aria-pressed={view === 'calendar'} onClick={() => setView('calendar')}>Calendar</button>
        </div>
      </form>

      <div className={styles.row}>
        <p className={styles.muted} aria-live="polite">{loading ? `Loading ${noun}…` : `${total} ${total === 1 ? noun.slice(0, -1) : noun}`}</p>
        <Link to="/my-events">My events</Link>
      </div>

      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && rows.length === 0 && (
        <div className={styles.empty}>
          <p>No {noun} match. Try other dates or clear the search.</p>
          {(draft || filters.format || filters.when !== 'upcoming') && (
            <button type="button" className="button button--ghost" onClick={() => { list.send({ type: 'list.search', search: '' }); setFilter({ format: undefined, when: 'upcoming' }); }}>Clear filters</button>
          )}
        </div>
      )}
      {rows.length > 0 && (view === 'list'
        ? <ul className={styles.grid} aria-busy={loading}>{rows.map((event) => <EventCard key={event.event_id} event={event} base={base} />)}</ul>
        : <Agenda events={rows} base={base} />)}

      <ListPager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
    </div>
  );
}
