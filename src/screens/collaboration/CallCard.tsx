import { Link } from 'react-router';
import { COLLAB_COMMUNITY_LABELS, type CollabCall } from '../../../contracts';
import { deadlineDay, deadlineLeft } from './format';
import styles from './Collaboration.module.css';

/** The state of a call in words: open / deadline passed / closed. */
export function CallState({ call }: { call: Pick<CollabCall, 'status' | 'is_past_deadline'> }) {
  if (call.status === 'closed') return <span className={`${styles.status} ${styles.statusOff}`}>Closed</span>;
  if (call.is_past_deadline) return <span className={`${styles.status} ${styles.statusOff}`}>Deadline passed</span>;
  return <span className={styles.status}>Open</span>;
}

const INTEREST_TEXT = { pending: 'You are interested', picked: 'You were picked', declined: 'Not picked', withdrawn: 'Withdrawn' } as const;

/** One call on a board: title (opens it), poster, need excerpt, skills, deadline and interest. */
export function CallCard({ call, base, onSkill, note }: { call: CollabCall; base: string; onSkill?: (skill: string) => void; note?: string | null }) {
  const left = deadlineLeft(call.deadline);
  const sep = base.includes('?') ? '&' : '?';
  return (
    <li className={styles.card}>
      <div className={styles.meta}>
        <CallState call={call} />
        {call.community_type && <span className={styles.tag}>{COLLAB_COMMUNITY_LABELS[call.community_type]}</span>}
        {call.my_interest && call.my_interest.status !== 'withdrawn' && <span className={`${styles.status} ${styles.statusWait}`}>{INTEREST_TEXT[call.my_interest.status]}</span>}
        {call.is_mine && <span className={`${styles.status} ${styles.statusWait}`}>Your call</span>}
      </div>
      <h2><Link to={`${base}${sep}call=${call.call_id}`}>{call.title}</Link></h2>
      <p>Posted by {call.poster.name}</p>
      <p className={styles.excerpt}>{call.need_excerpt}</p>
      <ul className={styles.chips} aria-label="Skills wanted">
        {call.skills.map((skill) => (
          <li key={skill}>
            {onSkill
              ? <button type="button" className={`${styles.chip} ${styles.chipButton}`} onClick={() => onSkill(skill)} aria-label={`Show calls wanting ${skill}`}>{skill}</button>
              : <span className={styles.chip}>{skill}</span>}
          </li>
        ))}
      </ul>
      <p>
        Deadline <time dateTime={call.deadline}>{deadlineDay(call.deadline)}</time>
        {call.status === 'open' && <> · <span className={left.soon ? styles.soon : undefined}>{left.text}</span></>}
      </p>
      <p>{call.interest_count} interested{call.picked_count > 0 ? ` · ${call.picked_count} picked` : ''}</p>
      {note && <p className={styles.soon}>{note}</p>}
    </li>
  );
}
