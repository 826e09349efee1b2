import { useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { communityByPage, SPACE_LIMITS } from '../../../contracts';
import { selectBusy, selectError, selectMessage } from '../../../machines/form-submit';
import { useScreenActor } from '../../app/use-screen-actor';
import { createSpaceLogic } from './community.actors';
import styles from './Community.module.css';

/**
 * /new-community/:id — open a space in community :id (1, 5, 6, 7, 8 or 9, as /community/:id).
 * The API host decides who may (write on the community's menu) and answers with a clear message.
 */
export function NewSpaceView({ id }: { id: string }) {
  const info = /^\d+$/.test(id) ? communityByPage(Number(id)) : undefined;
  const actor = useScreenActor(createSpaceLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  // What the member is typing: form state, not a flow.
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const hintId = useId();

  if (!info) {
    return (
      <div className={styles.page}>
        <h1>New space</h1>
        <p className={styles.alert} role="alert">There is no community with this number. Use 1, 5, 6, 7, 8 or 9.</p>
        <p><Link to="/community">Back to Community</Link></p>
      </div>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'form.submit', values: { community_type: info.type, community_name: name, description: description || undefined } });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>New space in the {info.label} Community</h1>
        <p className={styles.lead}>A space gathers members around one theme, with its own member list and forum discussions. You will be its owner.</p>
      </header>
      {message ? (
        <div className={styles.panel} aria-live="polite">
          <p className={styles.success}>{message}</p>
          <div className={styles.actions}>
            <Link className="button" to={`/community/${info.page}`}>Go to the {info.label} Community</Link>
            <button type="button" className="button button--ghost" onClick={() => { setName(''); setDescription(''); actor.send({ type: 'form.reset' }); }}>Open another space</button>
          </div>
        </div>
      ) : (
        <form className={`${styles.panel} ${styles.form}`} onSubmit={onSubmit} noValidate>
          <label htmlFor={`${hintId}-name`}>Space name</label>
          <input id={`${hintId}-name`} value={name} onChange={(e) => setName(e.target.value)} required minLength={SPACE_LIMITS.nameMin} maxLength={SPACE_LIMITS.nameMax} aria-describedby={hintId} autoComplete="off" />
          <span id={hintId} className={styles.hint}>{SPACE_LIMITS.nameMin}–{SPACE_LIMITS.nameMax} characters, unique in this community.</span>
          <label htmlFor={`${hintId}-description`}>Description (optional)</label>
          <textarea id={`${hintId}-description`} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={SPACE_LIMITS.descriptionMax} />
          <div aria-live="polite">{error && <p className={styles.alert} role="alert">{error}</p>}</div>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>{busy ? 'Creating…' : 'Create space'}</button>
            <Link className="button button--ghost" to={`/community/${info.page}`}>Cancel</Link>
          </div>
        </form>
      )}
    </div>
  );
}
