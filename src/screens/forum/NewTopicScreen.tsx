import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { FORUM_LIMITS, FORUM_PATHS } from '../../../contracts';
import { insertMention } from '../../../machines/forum-topic';
import { selectBusy, selectError, selectMessage } from '../../../machines/form-submit';
import { useScreenActor } from '../../app/use-screen-actor';
import { categoriesLoader, mentionSuggestLogic, newTopicLogic } from './forum.actors';
import { MentionTextarea } from './MentionTextarea';
import styles from './Forum.module.css';

const selectCategories = (s: SnapshotFrom<typeof categoriesLoader>) => (s.status === 'done' && s.output.ok ? s.output.value : []);

/** /community/forum/new — start a topic: category, title, Markdown body with @mentions; the stored topic opens. */
export default function NewTopicScreen() {
  const [params] = useSearchParams();
  const loader = useScreenActor(categoriesLoader);
  const categories = useSelector(loader, selectCategories);
  const form = useScreenActor(newTopicLogic);
  const created = useSelector(form, selectMessage);
  const error = useSelector(form, selectError);
  const busy = useSelector(form, selectBusy);
  const mentions = useScreenActor(mentionSuggestLogic);
  const [category, setCategory] = useState(params.get('category') ?? '');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  if (created) return <Navigate to={created} replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.send({ type: 'form.submit', values: { category_id: category, title, body } });
  };
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.kicker}><Link to={FORUM_PATHS.home}>Community forum</Link></p>
        <h1>New topic</h1>
        <p className={styles.lead}>Write in Markdown. Type @ and a name to mention a member: they are notified when you post.</p>
      </header>
      <form className={`${styles.card} ${styles.composer}`} onSubmit={onSubmit} aria-label="New topic">
        <label className={styles.fieldLabel}>
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value)} required>
            <option value="" disabled>Choose a category</option>
            {categories.map((c) => <option key={c.category_id} value={c.category_id}>{c.name}</option>)}
          </select>
        </label>
        <label className={styles.fieldLabel}>
          Title
          <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={FORUM_LIMITS.titleMax} required />
        </label>
        <MentionTextarea
          label="Your post (Markdown)"
          value={body}
          mentions={mentions}
          rows={10}
          disabled={busy}
          onChange={setBody}
          onPick={(username, caret) => setBody((b) => insertMention(b, caret, username).draft)}
        />
        {error && <p className={styles.alert} role="alert">{error}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Posting…' : 'Post topic'}</button>
          <Link className="button button--ghost" to={FORUM_PATHS.home}>Cancel</Link>
        </div>
      </form>
    </div>
  );
}
