import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import {
  PUBLICATION_CATEGORY_LABELS, PUBLICATION_STATUS_LABELS, PUBLICATION_STATUSES, REVIEW_ACTION_LABELS, PUBLICATION_LIMITS,
  type PublicationStatus, type PublicationSummary,
} from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectRows } from '../../../machines/admin-list';
import {
  allowedReviewActions, selectReviewActing, selectReviewComment, selectReviewError, selectReviewLoadFailed, selectReviewLoading,
  selectReviewProblem, selectReviewPublication,
} from '../../../machines/publication-application';
import { publicationReviewLogic, reviewQueueLogic } from './publications-tab.actors';
import { useScreenActor } from '../../app/use-screen-actor';
import { PublicationDetails, PublicationTimeline, StatusBadge } from '../../components/Publication';
import styles from './AdminCenter.module.css';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—');

/** The review queue: waiting submissions (oldest first) or one status. */
function Queue({ open }: { open: (id: number) => void }) {
  const list = useScreenActor(reviewQueueLogic, { input: { idField: 'publication_id', pageSizes: [-1] } });
  const rows = useSelector(list, selectRows) as PublicationSummary[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const filters = useSelector(list, selectFilters) as { status?: PublicationStatus };
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          Show
          <select value={filters.status ?? ''} onChange={(e) => list.send({ type: 'list.filter', filters: e.target.value ? { status: e.target.value } : {} })}>
            <option value="">Waiting for review</option>
            {PUBLICATION_STATUSES.filter((s) => s !== 'draft').map((s) => <option key={s} value={s}>{PUBLICATION_STATUS_LABELS[s]}</option>)}
          </select>
        </label>
        <span className={styles.muted} role="status">{loading ? 'Loading…' : `${rows.length} publication${rows.length === 1 ? '' : 's'}`}</span>
      </div>
      {error && <p role="alert" style={{ color: 'var(--color-danger)', margin: 0 }}>{error} <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'list.retry' })}>Try again</button></p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Publications to review</caption>
          <thead><tr><th scope="col">Title</th><th scope="col">Author</th><th scope="col">Category</th><th scope="col">Submitted</th><th scope="col">Status</th></tr></thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.publication_id}>
                <td><button type="button" className={styles.sortButton} style={{ textAlign: 'left', textDecoration: 'underline' }} onClick={() => open(p.publication_id)}>{p.title || 'Untitled'}</button></td>
                <td>{p.author_name}</td>
                <td>{p.category ? PUBLICATION_CATEGORY_LABELS[p.category] : '—'}</td>
                <td className={styles.nowrap}>{day(p.submitted_at)}</td>
                <td><StatusBadge status={p.status} /></td>
              </tr>
            ))}
            {!loading && rows.length === 0 && <tr><td colSpan={5} className={styles.muted}>Nothing here: no publication is waiting.</td></tr>}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** One submission: its details and history, a comment box and the actions its status allows. */
function Review({ publicationId }: { publicationId: number }) {
  const review = useScreenActor(publicationReviewLogic, { input: { publicationId } });
  const publication = useSelector(review, selectReviewPublication);
  const comment = useSelector(review, selectReviewComment);
  const acting = useSelector(review, selectReviewActing);
  const problem = useSelector(review, selectReviewProblem);
  const error = useSelector(review, selectReviewError);
  const loading = useSelector(review, selectReviewLoading);
  const loadFailed = useSelector(review, selectReviewLoadFailed);
  const actions = allowedReviewActions(publication);
  if (loading && !publication) return <p role="status" className={styles.muted}>Loading…</p>;
  if (loadFailed) {
    return <p role="alert" style={{ color: 'var(--color-danger)' }}>{error} <button type="button" className="button button--ghost" onClick={() => review.send({ type: 'review.retry' })}>Try again</button></p>;
  }
  if (!publication) return null;
  return (
    <div className={styles.panel}>
      <PublicationDetails publication={publication} />
      <section aria-labelledby="review-title" style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <h3 id="review-title" style={{ margin: 0 }}>Review</h3>
        {actions.length === 0 && (
          <p className={styles.muted} aria-live="polite">
            {publication.can_review || publication.status === 'accepted' || publication.status === 'rejected' || publication.status === 'changes-requested'
              ? `This publication is ${PUBLICATION_STATUS_LABELS[publication.status].toLowerCase()}: there is nothing to decide now.`
              : 'You cannot review your own publication.'}
          </p>
        )}
        {actions.length > 0 && (
          <>
            {actions.some((a) => a !== 'start-review') && (
              <label className={styles.control}>
                Comment for the author <span className={styles.muted} style={{ fontWeight: 400 }}>(Markdown; required to request changes, accept or reject)</span>
                <textarea rows={4} value={comment} maxLength={PUBLICATION_LIMITS.comment} disabled={acting !== null} className={styles.input}
                  style={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: 'var(--space-2)' }}
                  onChange={(e) => review.send({ type: 'review.comment', comment: e.target.value })} />
              </label>
            )}
            <div className={styles.rowActions} style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
              {actions.map((a) => (
                <button key={a} type="button" disabled={acting !== null}
                  className={`button ${a === 'reject' ? styles.danger : a === 'request-changes' ? 'button--ghost' : ''}`}
                  onClick={() => review.send({ type: 'review.act', action: a })}>
                  {acting === a ? 'Saving…' : REVIEW_ACTION_LABELS[a]}
                </button>
              ))}
            </div>
          </>
        )}
        {(problem || error) && <p role="alert" style={{ color: 'var(--color-danger)', margin: 0, fontWeight: 600 }}>{problem ?? error}</p>}
      </section>
      <section aria-labelledby="history-title" style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <h3 id="history-title" style={{ margin: 0 }}>History</h3>
        <PublicationTimeline events={publication.events} />
      </section>
    </div>
  );
}

/** Admin Center › Publications: the queue, or one submission under review (?id=). */
export function PublicationsTab() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const setId = (next: number | null) => setParams((p) => {
    const q = new URLSearchParams(p);
    if (next === null) q.delete('id');
    else q.set('id', String(next));
    return q;
  });
  if (Number.isInteger(id) && id > 0) {
    return (
      <div className={styles.panel}>
        <p style={{ margin: 0 }}><Link to="/admin-center?tab=publications" onClick={(e) => { e.preventDefault(); setId(null); }}>← Back to the queue</Link></p>
        <Review key={id} publicationId={id} />
      </div>
    );
  }
  return <Queue open={(next) => setId(next)} />;
}
