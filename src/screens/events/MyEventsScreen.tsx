import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { MyRegistration } from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { selectErrorMessage, selectLoading, selectView } from '../../../machines/event-registration';
import { useScreenActor } from '../../app/use-screen-actor';
import { eventDay, eventWhen } from '../../lib/event-time';
import { eventRegistrationLogic, myRegistrationsLogic, toRegistrationRecord, type EventWhen } from './events.actors';
import styles from './EventList.module.css';

const STATUS: Record<MyRegistration['status'], string> = {
  registered: 'Registered', waitlisted: 'On the waitlist', 'checked-in': 'Checked in', cancelled: 'Cancelled',
};

/** One registration; cancelling runs through machines/event-registration like on the event page. */
function RegistrationRow({ item, past }: { item: MyRegistration; past: boolean }) {
  const actor = useScreenActor(eventRegistrationLogic, {
    input: {
      event: {
        event_id: item.event_id, title: item.event.title, kind: item.event.kind, ticket_types: [],
        registration_opens_at: null, registration_closes_at: null, is_past: past, published: true, terms: null,
      },
      attendee: { name: '', email: '' },
      registration: toRegistrationRecord(item),
    },
  });
  const view = useSelector(actor, selectView);
  const busy = useSelector(actor, selectLoading);
  const error = useSelector(actor, selectErrorMessage);
  const cancelled = view === 'cancelled' || item.status === 'cancelled';
  const { day, month } = eventDay(item.event.starts_at, item.event.time_zone);
  const base = item.event.kind === 'competition' ? '/competitions' : '/events';
  const status = cancelled ? 'cancelled' : item.status;
  return (
    <li className={styles.agendaItem}>
      <div className={styles.dateBadge} aria-hidden="true"><span>{day}</span>{month}</div>
      <div style={{ display: 'grid', gap: 'var(--space-1)' }}>
        <Link to={`${base}/${item.event_id}`}>{item.event.title}</Link>
        <span className={styles.muted}><time dateTime={item.event.starts_at}>{eventWhen(item.event.starts_at, item.event.ends_at, item.event.time_zone)}</time></span>
        <span className={styles.muted}>{item.event.format === 'online' ? 'Online' : item.event.venue ?? 'Venue to be announced'} · {item.ticket_type_name}</span>
        <div className={styles.actions}>
          <span className={`${styles.status} ${status === 'waitlisted' ? styles.statusWait : status === 'cancelled' ? styles.statusOff : ''}`}>
            {STATUS[status]}{status === 'waitlisted' && item.waitlist_position ? ` (position ${item.waitlist_position})` : ''}
          </span>
          {!past && !cancelled && item.status !== 'checked-in' && (
            <button type="button" className="button button--ghost" disabled={busy}
              onClick={() => { if (window.confirm(`Cancel your registration for “${item.event.title}”?`)) actor.send({ type: 'registration.cancel' }); }}>
              {busy ? 'Cancelling…' : 'Cancel'}
            </button>
          )}
          {view === 'failed' && <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'registration.retry' })}>Try again</button>}
          {!past && !cancelled && item.status !== 'waitlisted' && <Link to="/my-tickets">Ticket</Link>}
        </div>
        {error && <p className={styles.alert} role="alert">{error}</p>}
      </div>
    </li>
  );
}

/** /my-events: the member's registrations, upcoming (registered and waitlisted) or past. */
export default function MyEventsScreen() {
  const list = useScreenActor(myRegistrationsLogic, { input: { idField: 'registration_id', pageSizes: [-1], query: { filters: { when: 'upcoming' } } } });
  const rows = useSelector(list, selectRows) as MyRegistration[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const filters = useSelector(list, selectFilters) as { when: EventWhen };
  const visible = filters.when === 'upcoming' ? rows.filter((r) => r.status !== 'cancelled') : rows;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>My events</h1>
        <p className={styles.lead}>Events and competitions you registered for or wait for a seat at. Cancel in time to give your seat to the next person.</p>
      </header>
      <div className={styles.row}>
        <div className={styles.segmented} role="group" aria-label="Which events">
          {(['upcoming', 'past'] as const).map((when) => (
            <button key={when} type="button" aria-pressed={filters.when === when} onClick={() => list.send({ type: 'list.filter', filters: { when } })}>
              {when === 'upcoming' ? 'Upcoming' : 'Past'}
            </button>
          ))}
        </div>
        <Link to="/events">Find events</Link>
      </div>
      <p className="visually-hidden" aria-live="polite">{loading ? 'Loading your events…' : `${visible.length} events`}</p>
      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && visible.length === 0 && (
        <div className={styles.empty}>
          <p>{filters.when === 'upcoming' ? 'You have no upcoming events yet.' : 'No past events yet.'}</p>
          <Link to="/events" className="button">Browse events</Link>
        </div>
      )}
      {visible.length > 0 && <ol className={styles.agendaList}>{visible.map((item) => <RegistrationRow key={item.registration_id} item={item} past={filters.when === 'past'} />)}</ol>}
    </div>
  );
}
