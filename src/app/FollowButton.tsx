import { useSelector } from '@xstate/react';
import { selectBusy, selectCount, selectError, selectOn } from '../../machines/follow';
import type { FollowTargetType } from '../../contracts';
import { followLogic } from './follow-logic';
import { useScreenActor } from './use-screen-actor';
import styles from './FollowButton.module.css';

export interface FollowButtonProps {
  type: FollowTargetType;
  id: number;
  /** Who or what is followed, for the button's accessible name and messages. */
  label: string;
  following: boolean;
  /** The follower count shown beside the button; null shows none. */
  followers: number | null;
}

/** Follow / Following: shows the new state at once; rolled back (with a message) when saving fails. */
export function FollowButton({ type, id, label, following, followers }: FollowButtonProps) {
  const actor = useScreenActor(followLogic, { input: { target: { type, id, label }, on: following, count: followers } });
  const on = useSelector(actor, selectOn);
  const count = useSelector(actor, selectCount);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={`button ${on ? 'button--ghost' : ''} ${styles.followButton}`}
        aria-pressed={on}
        aria-busy={busy}
        aria-label={`${on ? 'Following' : 'Follow'} ${label}`}
        onClick={() => actor.send({ type: 'follow.toggle' })}
      >
        {on ? 'Following' : 'Follow'}
      </button>
      {count !== null && <span className={styles.count} aria-live="polite">{count} {count === 1 ? 'follower' : 'followers'}</span>}
      <p className={styles.followError} role="status" aria-live="polite">
        {error}
        {error && <button type="button" className={styles.dismiss} aria-label="Dismiss the message" onClick={() => actor.send({ type: 'follow.dismiss' })}>×</button>}
      </p>
    </div>
  );
}
