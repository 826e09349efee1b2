import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  PUBLICATION_CATEGORIES, PUBLICATION_CATEGORY_LABELS, PUBLICATION_LIMITS, type MemberCard, type PublicationAuthor, type PublicationCategory, type PublicationDraft,
} from '../../../contracts';
import { selectError as selectLookupError, selectIsLoading as selectLookupLoading, selectRows, selectSearchDraft } from '../../../machines/admin-list';
import { selectUser } from '../../../machines/auth';
import {
  selectAutosaveRef, selectComment, selectError, selectIsResubmission, selectIsSubmitting, selectIsUploading, selectProblem,
  selectSaveError, selectSaveStatus, selectUploading, selectValues, type publicationAutosaveMachine,
} from '../../../machines/publication-application';
import { useAuth } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { memberLookupLogic, type publicationApplicationLogic } from './publications.actors';
import styles from './Publications.module.css';

type AppRef = ActorRefFrom<typeof publicationApplicationLogic>;
type SaveRef = ActorRefFrom<typeof publicationAutosaveMachine>;

const SAVE_TEXT = { saved: 'Saved', saving: 'Saving…', failed: 'Couldn’t save' } as const;

/** "Saved" / "Saving…" / "Couldn't save" beside the form (read from the autosave machine). */
function SaveLine({ autosave }: { autosave: SaveRef }) {
  const status = useSelector(autosave, selectSaveStatus);
  const error = useSelector(autosave, selectSaveError);
  return (
    <p className={styles.saveLine} data-status={status} role="status" aria-live="polite">
      <span>{SAVE_TEXT[status]}</span>
      {status === 'failed' && (
        <>
          <span style={{ fontWeight: 400 }}>{error}</span>
          <button type="button" className="button button--ghost" onClick={() => autosave.send({ type: 'autosave.retry' })}>Retry</button>
        </>
      )}
    </p>
  );
}

/** Link a member as co-author: search the member directory, pick one. */
function MemberLookup({ linked, disabled, onPick }: { linked: (number | null)[]; disabled: boolean; onPick: (author: PublicationAuthor) => void }) {
  const lookup = useScreenActor(memberLookupLogic, { input: { idField: 'user_id', pageSizes: [5] } });
  const search = useSelector(lookup, selectSearchDraft);
  const rows = (useSelector(lookup, selectRows) as MemberCard[]).filter((m) => !linked.includes(m.user_id));
  const loading = useSelector(lookup, selectLookupLoading);
  const error = useSelector(lookup, selectLookupError);
  const id = useId();
  const nameOf = (m: MemberCard) => `${m.first_name} ${m.last_name}`.trim() || m.username;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-q`}>Link a member as author <span className={styles.hint}>(search by name or username)</span></label>
      <input id={`${id}-q`} type="search" value={search} disabled={disabled} autoComplete="off"
        onChange={(e) => lookup.send({ type: 'list.search', search: e.target.value })} />
      {search.trim() !== '' && (
        <div aria-live="polite">
          {loading && <p className={styles.muted}>Searching…</p>}
          {error && <p className={styles.alert}>{error}</p>}
          {!loading && !error && rows.length === 0 && <p className={styles.muted}>No member matches “{search.trim()}”.</p>}
          {rows.length > 0 && (
            <ul className={styles.actions} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Matching members">
              {rows.map((m) => (
                <li key={m.user_id}>
                  <button type="button" className="button button--ghost" disabled={disabled}
                    onClick={() => { onPick({ name: nameOf(m), user_id: m.user_id }); lookup.send({ type: 'list.search', search: '' }); }}>
                    Add {nameOf(m)} (@{m.username})
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

const keywordsText = (keywords: string[]) => keywords.join(', ');
const parseKeywords = (text: string) => text.split(',').map((k) => k.trim()).filter(Boolean).slice(0, PUBLICATION_LIMITS.keywords);

/** The editable application: every change goes to the machine (autosaved), the file to the uploads. */
export function DraftForm({ app }: { app: AppRef }) {
  const values = useSelector(app, selectValues);
  const comment = useSelector(app, selectComment);
  const problem = useSelector(app, selectProblem);
  const error = useSelector(app, selectError);
  const submitting = useSelector(app, selectIsSubmitting);
  const uploadingFile = useSelector(app, selectUploading);
  const uploading = useSelector(app, selectIsUploading);
  const resubmission = useSelector(app, selectIsResubmission);
  const autosave = useSelector(app, selectAutosaveRef) as SaveRef | undefined;
  const user = useAuth(selectUser);
  const id = useId();
  // The keywords box keeps what is typed (commas, spaces); the draft holds the parsed list.
  const [keywordDraft, setKeywordDraft] = useState(() => keywordsText(values.keywords));

  const change = (patch: Partial<PublicationDraft>) => app.send({ type: 'publication.change', values: { ...values, ...patch } });
  const setAuthor = (i: number, name: string) => change({ authors: values.authors.map((a, j) => (j === i ? { ...a, name } : a)) });
  const myName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username : '';
  const listsMe = user ? values.authors.some((a) => a.user_id === user.user_id) : true;
  const disabled = submitting;

  return (
    <form className={styles.form} aria-describedby={`${id}-save`} onSubmit={(e) => { e.preventDefault(); app.send({ type: 'publication.submit' }); }}>
      <div id={`${id}-save`}>{autosave && <SaveLine autosave={autosave} />}</div>
      <label className={styles.field}>
        <span>Title</span>
        <input value={values.title} maxLength={PUBLICATION_LIMITS.title} disabled={disabled} onChange={(e) => change({ title: e.target.value })} />
      </label>
      <label className={styles.field}>
        <span>Abstract <span className={styles.hint}>(Markdown: **bold**, *italic*, lists and links)</span></span>
        <textarea value={values.abstract} maxLength={PUBLICATION_LIMITS.abstract} disabled={disabled} onChange={(e) => change({ abstract: e.target.value })} />
      </label>
      <fieldset className={styles.authors}>
        <legend className={styles.legend}>Authors</legend>
        {values.authors.length === 0 && <p className={styles.muted}>Add every author in the order they appear on the manuscript.</p>}
        {values.authors.map((a, i) => (
          <div key={i} className={styles.authorRow}>
            <input aria-label={`Author ${i + 1}`} value={a.name} maxLength={PUBLICATION_LIMITS.authorName} disabled={disabled} onChange={(e) => setAuthor(i, e.target.value)} />
            <div className={styles.actions}>
              {a.user_id !== null && <span className={styles.member}>{a.user_id === user?.user_id ? 'You' : 'Member'}</span>}
              <button type="button" className="button button--ghost" disabled={disabled} aria-label={`Remove author ${i + 1}`}
                onClick={() => change({ authors: values.authors.filter((_, j) => j !== i) })}>Remove</button>
            </div>
          </div>
        ))}
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" disabled={disabled || values.authors.length >= PUBLICATION_LIMITS.authors}
            onClick={() => change({ authors: [...values.authors, { name: '', user_id: null }] })}>Add an author</button>
          {user && !listsMe && (
            <button type="button" className="button button--ghost" disabled={disabled || values.authors.length >= PUBLICATION_LIMITS.authors}
              onClick={() => change({ authors: [...values.authors, { name: myName, user_id: user.user_id }] })}>Add me ({myName})</button>
          )}
        </div>
        {values.authors.length < PUBLICATION_LIMITS.authors && (
          <MemberLookup linked={values.authors.map((a) => a.user_id)} disabled={disabled} onPick={(author) => change({ authors: [...values.authors, author] })} />
        )}
      </fieldset>
      <label className={styles.field}>
        <span>Category</span>
        <select value={values.category ?? ''} disabled={disabled} onChange={(e) => change({ category: (e.target.value || null) as PublicationCategory | null })}>
          <option value="">Choose a category</option>
          {PUBLICATION_CATEGORIES.map((c) => <option key={c} value={c}>{PUBLICATION_CATEGORY_LABELS[c]}</option>)}
        </select>
      </label>
      <label className={styles.field}>
        <span>Keywords <span className={styles.hint}>(separated by commas, up to {PUBLICATION_LIMITS.keywords})</span></span>
        <input value={keywordDraft} disabled={disabled}
          onChange={(e) => { setKeywordDraft(e.target.value); change({ keywords: parseKeywords(e.target.value) }); }} />
      </label>
      <div className={styles.field}>
        <span id={`${id}-file`}>Manuscript <span className={styles.hint}>(PDF or DOCX, up to 20 MB)</span></span>
        {values.manuscript && (
          <p className={styles.file}>
            <span>{values.manuscript.file_name}</span>
            <button type="button" className="button button--ghost" disabled={disabled || uploading} onClick={() => app.send({ type: 'publication.detach' })}>Remove file</button>
          </p>
        )}
        <input type="file" aria-labelledby={`${id}-file`} accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          disabled={disabled || uploading}
          onChange={(e) => { const file = e.target.files?.[0]; if (file) app.send({ type: 'publication.attach', file }); e.target.value = ''; }} />
        {uploadingFile && <p className={styles.muted} role="status">Uploading {uploadingFile}…</p>}
      </div>
      {resubmission && (
        <label className={styles.field}>
          <span>What changed <span className={styles.hint}>(for the reviewer)</span></span>
          <textarea value={comment} maxLength={PUBLICATION_LIMITS.comment} disabled={disabled} style={{ minHeight: '5rem' }}
            onChange={(e) => app.send({ type: 'publication.comment', comment: e.target.value })} />
        </label>
      )}
      {(problem || error) && <p className={styles.alert} role="alert">{problem ?? error}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={disabled || uploading}>
          {submitting ? 'Submitting…' : resubmission ? 'Resubmit' : 'Submit for review'}
        </button>
        <span className={styles.muted}>Your draft saves itself as you type; you can come back to it later.</span>
      </div>
    </form>
  );
}
