import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { COLLAB_COMMUNITIES, COLLAB_COMMUNITY_LABELS, COLLAB_LIMITS } from '../../../contracts';
import { useScreenActor } from '../../app/use-screen-actor';
import { callCreateLogic } from './collaboration.actors';
import { todayIso } from './format';
import styles from './Collaboration.module.css';

const EMPTY = { title: '', need: '', skills: '', tags: '', deadline: '', community_type: '' };

/** "Post a call": checked against the contract, then posted; the new call opens on the board. */
export function NewCallForm({ onCancel }: { onCancel: () => void }) {
  const form = useScreenActor(callCreateLogic);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const error = useSelector(form, (s) => s.context.error);
  const created = useSelector(form, (s) => (s.matches('succeeded') ? s.context.message : null));
  const [values, setValues] = useState(EMPTY);
  if (created) return <Navigate to={`/collab-hub?call=${created}`} replace />;
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.send({ type: 'form.submit', values });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-call-heading">
      <h2 id="new-call-heading" style={{ margin: 0 }}>Post a collaboration call</h2>
      <label>
        Title
        <input value={values.title} onChange={set('title')} maxLength={COLLAB_LIMITS.titleMax} required placeholder="e.g. Co-founder (CTO) for a crop-disease app" />
      </label>
      <label>
        What you need <span className={styles.hint}>Markdown: **bold**, *italic*, lists with -</span>
        <textarea value={values.need} onChange={set('need')} maxLength={COLLAB_LIMITS.needMax} required placeholder="The project, what a collaborator would do, what they get" />
      </label>
      <div className={styles.formRow}>
        <label>
          Skills wanted <span className={styles.hint}>separated by commas</span>
          <input value={values.skills} onChange={set('skills')} required placeholder="Android, Machine learning" />
        </label>
        <label>
          Deadline
          <input type="date" value={values.deadline} min={todayIso()} onChange={set('deadline')} required />
        </label>
        <label>
          Community <span className={styles.hint}>optional</span>
          <select value={values.community_type} onChange={set('community_type')}>
            <option value="">Any community</option>
            {COLLAB_COMMUNITIES.map((c) => <option key={c} value={c}>{COLLAB_COMMUNITY_LABELS[c]}</option>)}
          </select>
        </label>
        <label>
          Tags <span className={styles.hint}>optional, separated by commas</span>
          <input value={values.tags} onChange={set('tags')} placeholder="agritech, co-founder" />
        </label>
      </div>
      <div aria-live="polite">{error && <p className={styles.alert} role="alert">{error}</p>}</div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>{busy ? 'Posting…' : 'Post call'}</button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
