import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { MemberCard } from '../../../contracts';
import { selectBusy, selectDetail, selectError, selectOn } from '../../../machines/follow';
import { useScreenActor } from '../../app/use-screen-actor';
import { connectLogic } from './network.actors';
import styles from './Network.module.css';

/** Connect / Requested / Connected on a member card; a request from them links to where it is answered. */
export function ConnectButton({ member, label }: { member: MemberCard; label: string }) {
  if (member.connection.state === 'incoming') {
    return <Link className={styles.sub} to="/community/following#connection-requests">Wants to connect · answer</Link>;
  }
  return <ConnectToggle userId={member.user_id} label={label} state={member.connection.state} />;
}

function ConnectToggle({ userId, label, state }: { userId: number; label: string; state: 'none' | 'requested' | 'connected' }) {
  const actor = useScreenActor(connectLogic, { input: { target: { type: 'connection', id: userId, label }, on: state !== 'none', count: null, detail: state } });
  const on = useSelector(actor, selectOn);
  const detail = useSelector(actor, selectDetail);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const text = !on ? 'Connect' : detail === 'connected' ? 'Connected' : 'Requested';
  return (
    <div className={styles.follow}>
      <button type="button" className={`button button--ghost ${styles.followButton}`} aria-pressed={on} aria-busy={busy}
        aria-label={`${text} ${label}`} onClick={() => actor.send({ type: 'follow.toggle' })}>
        {text}
      </button>
      {error && (
        <p className={styles.followError} role="status">
          {error}
          <button type="button" className={styles.dismiss} aria-label="Dismiss the message" onClick={() => actor.send({ type: 'follow.dismiss' })}>×</button>
        </p>
      )}
    </div>
  );
}
