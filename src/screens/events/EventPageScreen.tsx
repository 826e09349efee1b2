import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { SummitEvent } from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import {
  selectAttendee, selectCanChangeTicket, selectChosenTicketType, selectClosedReason, selectErrorMessage, selectFailedOperation,
  selectLoading, selectNotice, selectProblem, selectRegistration, selectTicketTypes, selectView, selectWaitlistPosition,
  type EventRegistrationRecord,
} from '../../../machines/event-registration';
import { useAuth } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { SaveItemButton } from '../../app/SaveItemButton';
import { eventWhen } from '../../lib/event-time';
import { eventEffects, eventPageLoader, eventRegistrationLogic, offersManage, registrationEventInfo } from './events.actors';
import CompetitionPanel from './CompetitionPanel';
import styles from './EventList.module.css';

type RegistrationActor = ActorRefFrom<typeof eventRegistrationLogic>;

const CLOSED_TEXT: Record<string, string> = {
  unpublished: 'This event is not open for registration.',
  past: 'This event has already taken place.',
  'not-open-yet': 'Registration has not opened yet.',
  closed: 'Registration for this event is closed.',
};

function TicketSummary({ registration, position }: { registration: EventRegistrationRecord | null; position: number | null }) {
  if (!registration) return null;
  if (registration.status === 'waitlisted') {
    return <p className={styles.success}>You are on the waitlist{position ? ` (position ${position})` : ''}. We will notify you and e-mail you if a seat frees up.</p>;
  }
  return (
    <>
      <p className={styles.success}>{registration.status === 'checked-in' ? 'You are checked in.' : 'You are registered.'}</p>
      {registration.ticket_code && <p>Ticket code <span className={styles.ticketCode}>{registration.ticket_code.match(/.{1,4}/g)?.join(' ')}</span></p>}
      <p><Link to="/my-tickets">Show my ticket with its QR code</Link></p>
    </>
  );
}

/** The registration panel: every view comes from machines/event-registration. */
function RegistrationPanel({ actor }: { actor: RegistrationActor }) {
  const view = useSelector(actor, selectView);
  const loading = useSelector(actor, selectLoading);
  const ticketTypes = useSelector(actor, selectTicketTypes);
  const chosen = useSelector(actor, selectChosenTicketType);
  const canChange = useSelector(actor, selectCanChangeTicket);
  const attendee = useSelector(actor, selectAttendee);
  const problem = useSelector(actor, selectProblem);
  const error = useSelector(actor, selectErrorMessage);
  const failedOp = useSelector(actor, selectFailedOperation);
  const registration = useSelector(actor, selectRegistration);
  const position = useSelector(actor, selectWaitlistPosition);
  const closedReason = useSelector(actor, selectClosedReason);
  const notice = useSelector(actor, selectNotice);
  const cancelButton = (
    <button type="button" className="button button--ghost" disabled={loading}
      onClick={() => { if (window.confirm('Cancel your registration? Your seat goes to the next person on the waitlist.')) actor.send({ type: 'registration.cancel' }); }}>
      {view === 'cancelling' ? 'Cancelling…' : 'Cancel registration'}
    </button>
  );

  return (
    <section className={styles.panel} aria-labelledby="registration-heading">
      <h2 id="registration-heading">Registration</h2>
      <div aria-live="polite" className={styles.actions} style={{ display: 'grid' }}>
        {view === 'chooseTicket' && (
          <fieldset className={styles.choices}>
            <legend>Choose a ticket</legend>
            {ticketTypes.map((t) => (
              <label key={t.ticket_type_id} className={styles.choice}>
                <input type="radio" name="ticket" disabled={t.soldOut} onChange={() => actor.send({ type: 'registration.chooseTicket', ticketTypeId: t.ticket_type_id })} />
                <span><strong>{t.name}</strong>{t.price_label ? ` · ${t.price_label}` : ''}<br />
                  <span className={styles.muted}>{t.soldOut ? 'Sold out — you can join the waitlist' : t.remaining === null ? 'Seats available' : `${t.remaining} left`}</span></span>
              </label>
            ))}
          </fieldset>
        )}
        {(view === 'details' || view === 'confirming') && (
          <form onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'registration.confirm', acceptTerms: true }); }} style={{ display: 'grid', gap: 'var(--space-3)' }}>
            <dl className={styles.facts}>
              <dt>Name</dt><dd>{attendee.name}</dd>
              <dt>E-mail</dt><dd>{attendee.email}</dd>
              {chosen && <><dt>Ticket</dt><dd>{chosen.name}{chosen.price_label ? ` · ${chosen.price_label}` : ''}</dd></>}
            </dl>
            {problem && <p className={styles.alert} role="alert">{problem}</p>}
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={loading}>{loading ? 'Registering…' : 'Register'}</button>
              {canChange && <button type="button" className="button button--ghost" disabled={loading} onClick={() => actor.send({ type: 'registration.back' })}>Back</button>}
            </div>
          </form>
        )}
        {(view === 'registered' || view === 'waitlisted' || view === 'alreadyRegistered' || view === 'cancelling') && (
          <>
            <TicketSummary registration={registration} position={position} />
            {registration?.status !== 'checked-in' && cancelButton}
          </>
        )}
        {view === 'full' && (
          <>
            <p className={styles.alert}>{notice ?? 'No seats left.'}</p>
            {canChange && <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'registration.back' })}>Back</button>}
          </>
        )}
        {view === 'closed' && <p className={styles.muted}>{notice ?? CLOSED_TEXT[closedReason ?? 'closed'] ?? CLOSED_TEXT.closed}</p>}
        {view === 'failed' && (
          <>
            <p className={styles.alert} role="alert">{error}</p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => actor.send({ type: 'registration.retry' })}>Try again</button>
              {failedOp === 'register' && <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'registration.back' })}>Back</button>}
            </div>
          </>
        )}
        {view === 'cancelled' && (
          <>
            <p>Your registration is cancelled and your seat released.</p>
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'registration.again' })}>Register again</button>
          </>
        )}
      </div>
    </section>
  );
}

function Registration({ event, registration }: { event: SummitEvent; registration: EventRegistrationRecord | null }) {
  const user = useAuth(selectUser);
  const actor = useScreenActor(eventRegistrationLogic, {
    input: {
      event: registrationEventInfo(event),
      attendee: { name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || '', email: user?.email ?? '' },
      registration,
    },
  });
  return <RegistrationPanel actor={actor} />;
}

function EventDetails({ event, registration }: { event: SummitEvent; registration: EventRegistrationRecord | null }) {
  const user = useAuth(selectUser);
  const label = event.kind === 'competition' ? 'Competition' : 'Event';
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const seats = event.capacity === null ? 'Unlimited' : `${Math.max(0, event.capacity - event.registered_count)} of ${event.capacity} left`;
  return (
    <div className={styles.page}>
      <p className={styles.muted}><Link to={event.kind === 'competition' ? '/competitions' : '/events'}>{event.kind === 'competition' ? 'All competitions' : 'All events'}</Link> · {label}</p>
      <div className={styles.layout}>
        <article style={{ display: 'grid', gap: 'var(--space-4)' }}>
          <div className={styles.hero}>{event.cover_image && <img src={event.cover_image} alt="" />}</div>
          <header className={styles.head}>
            <div className={styles.meta}>
              <span className={styles.tag}>{label}</span>
              {event.tags.map((tag) => <span key={tag} className={styles.tag}>{tag}</span>)}
              {!event.is_published && <span className={`${styles.status} ${styles.statusOff}`}>Draft</span>}
            </div>
            <h1>{event.title}</h1>
            {event.summary && <p className={styles.lead}>{event.summary}</p>}
          </header>
          {event.body && <div className={styles.body}>{event.body}</div>}
          {event.kind === 'competition' && <CompetitionPanel event={event} />}
        </article>
        <aside style={{ display: 'grid', gap: 'var(--space-4)' }}>
          <section className={styles.panel} aria-label="Details">
            <dl className={styles.facts}>
              <dt>When</dt><dd><time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.ends_at, event.time_zone)}</time></dd>
              <dt>Where</dt><dd>{event.format === 'online' ? 'Online' : [event.venue, event.address].filter(Boolean).join(', ') || 'To be announced'}</dd>
              {event.online_url && (registration && registration.status !== 'waitlisted')
                && <><dt>Join</dt><dd><a href={event.online_url} target="_blank" rel="noreferrer noopener">Online link</a></dd></>}
              <dt>Seats</dt><dd>{seats}{event.waitlist_count > 0 ? ` · ${event.waitlist_count} waiting` : ''}</dd>
            </dl>
            <div className={styles.actions}>
              <button type="button" className="button button--ghost"
                onClick={() => { setCalendarError(null); eventEffects.downloadEventIcs(event.event_id, event.title).catch((e: Error) => setCalendarError(e.message)); }}>
                Add to calendar (.ics)
              </button>
              {offersManage(event, user) && <Link to={`/manage-event/${event.event_id}`} className="button button--ghost">Manage event</Link>}
              {event.is_published && <SaveItemButton itemType="event" itemId={event.event_id} title={event.title} />}
            </div>
            {calendarError && <p className={styles.alert} role="alert">{calendarError}</p>}
          </section>
          <Registration event={event} registration={registration} />
        </aside>
      </div>
    </div>
  );
}

function EventPage({ eventId }: { eventId: number }) {
  const loader = useScreenActor(eventPageLoader, { input: { eventId } });
  const output = useSelector(loader, (s) => s.output);
  if (!output) return <div className={styles.page}><p className={styles.muted} aria-live="polite">Loading the event…</p></div>;
  if (!output.ok) {
    return (
      <div className={styles.page}>
        <div className={styles.empty} role="alert">
          <p>{output.message === 'Event not found' ? 'This event does not exist or is not published.' : output.message}</p>
          <Link to="/events" className="button button--ghost">All events</Link>
        </div>
      </div>
    );
  }
  return <EventDetails event={output.event} registration={output.registration} />;
}

/** /events/:event_id and /competitions/:event_id: the event with its registration panel. */
export default function EventPageScreen() {
  const params = useParams();
  const eventId = Number(params.event_id);
  if (!Number.isInteger(eventId) || eventId <= 0) {
    return <div className={styles.page}><p role="alert">Event not found.</p><Link to="/events">All events</Link></div>;
  }
  return <EventPage key={eventId} eventId={eventId} />;
}
