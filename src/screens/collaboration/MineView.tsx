import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useScreenActor } from '../../app/use-screen-actor';
import { CallCard, CallState } from './CallCard';
import { mineLoader } from './collaboration.actors';
import { deadlineDay } from './format';
import styles from './Collaboration.module.css';

const INTEREST_STATE = { pending: 'Waiting for the poster', picked: 'Picked', declined: 'Not picked', withdrawn: 'Withdrawn' } as const;

/** /collaboration: the calls I posted (with interest waiting for me) and the calls I am interested in. */
export function MineView() {
  const loader = useScreenActor(mineLoader);
  const output = useSelector(loader, (s) => s.output);
  if (!output) return <p className={styles.muted} aria-live="polite">Loading your collaborations…</p>;
  if (!output.ok) return <div className={styles.empty} role="alert"><p className={styles.alert}>{output.message}</p></div>;
  const { calls, interests } = output.value;
  return (
    <div className={styles.sections}>
      <section aria-labelledby="my-calls">
        <h2 id="my-calls">My calls ({calls.length})</h2>
        {calls.length === 0
          ? <div className={styles.empty}><p>You have not posted a call yet.</p><Link className="button" to="/collab-hub?new=1">Post a call</Link></div>
          : (
            <ul className={styles.grid}>
              {calls.map((call) => (
                <CallCard key={call.call_id} call={call} base="/collaboration"
                  note={call.pending_count > 0 ? `${call.pending_count} waiting for your answer` : null} />
              ))}
            </ul>
          )}
      </section>
      <section aria-labelledby="my-interest">
        <h2 id="my-interest">My interest ({interests.length})</h2>
        {interests.length === 0
          ? <div className={styles.empty}><p>You have not expressed interest in a call yet.</p><Link className="button button--ghost" to="/collab-hub">Browse the board</Link></div>
          : (
            <ul className={styles.grid}>
              {interests.map((i) => (
                <li key={i.interest_id} className={styles.card}>
                  <div className={styles.meta}>
                    <CallState call={i.call} />
                    <span className={`${styles.status} ${i.status === 'pending' ? styles.statusWait : i.status === 'picked' ? '' : styles.statusOff}`}>{INTEREST_STATE[i.status]}</span>
                  </div>
                  <h3><Link to={`/collaboration?call=${i.call_id}`}>{i.call.title}</Link></h3>
                  <p>Posted by {i.call.poster.name} · deadline {deadlineDay(i.call.deadline)}</p>
                  <p>Your message: “{i.message}”</p>
                  {i.status === 'picked' && i.call.conversation_id && <p><Link to={`/messages?c=${i.call.conversation_id}`}>Open the group chat</Link></p>}
                </li>
              ))}
            </ul>
          )}
      </section>
    </div>
  );
}
