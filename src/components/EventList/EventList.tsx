import { Link } from 'react-router';
import dayjs from 'dayjs';
import { formatRelativeTime } from '../../lib/relative-time';
import styles from './EventList.module.css';

export interface EventSummary {
  id: string;
  title: string;
  category: string;
  /** ISO date-time of the next start, or null when not scheduled yet. */
  start: string | null;
  where: string;
  text?: string;
  to: string;
}

export interface EventListProps {
  events: EventSummary[];
  /** Says where the list comes from (e.g. "Live from the program calendar"). */
  note?: string;
  busy?: boolean;
  now?: Date;
  /** Empty cards of a card's size, holding the list's place until the events are known. */
  placeholders?: number;
}

/** Upcoming events as cards with a date badge and the SPEC §9 relative time. */
export function EventList({ events, note, busy = false, now = new Date(), placeholders = 0 }: EventListProps) {
  return (
    <div aria-busy={busy}>
      <ul className={styles.list}>
        {Array.from({ length: placeholders }, (_, i) => <li key={`placeholder-${i}`} className={`${styles.card} ${styles.placeholder}`} aria-hidden="true" />)}
        {events.map((e) => {
          const start = e.start ? dayjs(e.start) : null;
          return (
            <li key={e.id} className={styles.card}>
              <div className={styles.date} aria-hidden="true">
                {start ? (<><span className={styles.month}>{start.format('MMM')}</span><span className={styles.day}>{start.format('D')}</span></>) : <span className={styles.month}>TBA</span>}
              </div>
              <div className={styles.body}>
                <p className={styles.meta}>{e.category} · {e.where}</p>
                <h3 className={styles.title}><Link to={e.to}>{e.title}</Link></h3>
                {e.text && <p className={styles.text}>{e.text}</p>}
                <p className={styles.when}>
                  {start ? <time dateTime={start.toISOString()} title={start.format('dddd D MMMM YYYY, HH:mm')}>{formatRelativeTime(start, now)}</time> : 'Dates announced soon'}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
