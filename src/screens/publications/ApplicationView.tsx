import { useSelector } from '@xstate/react';
import { Link, Navigate } from 'react-router';
import { PUBLICATION_STATUS_LABELS } from '../../../contracts';
import {
  selectError, selectIsLoading, selectLoadFailed, selectEditable, selectPublication,
} from '../../../machines/publication-application';
import { useAppActors } from '../../app/AppActorsContext';
import { useScreenActor } from '../../app/use-screen-actor';
import { PublicationDetails, PublicationTimeline, StatusBadge } from '../../components/Publication';
import { DraftForm } from './DraftForm';
import { publicationApplicationLogic } from './publications.actors';
import styles from './Publications.module.css';

const WAITING_TEXT: Partial<Record<string, string>> = {
  submitted: 'Your application is waiting for a reviewer. You get a notification when its status changes.',
  'in-review': 'A reviewer is reading your application. You get a notification when they decide.',
  resubmitted: 'Your revised application is waiting for a reviewer. You get a notification when its status changes.',
  accepted: 'Congratulations: your publication was accepted and is published in the Knowledge Hub.',
  rejected: 'Your publication was not accepted. The reviewer’s comment is in the history.',
};

/** One application: the autosaved form while it is editable, otherwise its details; the history beside it. */
export function ApplicationView({ publicationId }: { publicationId: number | null }) {
  // News about it arrives with the member's live notifications: the machine reloads when one links here.
  const { notifications } = useAppActors();
  const app = useScreenActor(publicationApplicationLogic, { input: { publicationId, updates: notifications } });
  const publication = useSelector(app, selectPublication);
  const loading = useSelector(app, selectIsLoading);
  const loadFailed = useSelector(app, selectLoadFailed);
  const editable = useSelector(app, selectEditable);
  const error = useSelector(app, selectError);

  // A new draft exists on the server once loaded: put its id in the address, so a reload resumes it.
  if (publicationId === null && publication) return <Navigate to={`/publications?id=${publication.publication_id}`} replace />;

  const lastReview = publication?.events.filter((e) => e.by_admin && e.comment).at(-1);
  return (
    <div className={styles.page}>
      <p style={{ margin: 0 }}><Link to="/publications">← My publications</Link></p>
      {loading && !publication && <p className={styles.muted} role="status">Loading…</p>}
      {loadFailed && (
        <div className={styles.panel} role="alert">
          <p className={styles.alert}>{error}</p>
          <p><button type="button" className="button" onClick={() => app.send({ type: 'publication.retry' })}>Try again</button></p>
        </div>
      )}
      {publication && (
        <>
          <header className={styles.head}>
            <div style={{ minWidth: 0 }}>
              <p className={styles.kicker}>Publication application</p>
              <h1>{publication.title || 'New publication'}</h1>
              <p className={styles.lead} aria-live="polite">Status: <StatusBadge status={publication.status} /></p>
            </div>
            {!editable && (publication.status === 'submitted' || publication.status === 'in-review' || publication.status === 'resubmitted') && (
              <button type="button" className="button button--ghost" onClick={() => app.send({ type: 'publication.refresh' })} disabled={loading}>
                {loading ? 'Refreshing…' : 'Refresh'}
              </button>
            )}
          </header>
          <div className={styles.layout}>
            <section className={styles.panel} aria-label={editable ? 'Application form' : 'Application'}>
              {publication.status === 'changes-requested' && lastReview && (
                <div className={styles.reviewComment}>
                  <strong>The reviewer asked for changes:</strong>
                  <div dangerouslySetInnerHTML={{ __html: lastReview.comment_html }} />
                </div>
              )}
              {editable ? <DraftForm app={app} /> : (
                <>
                  {WAITING_TEXT[publication.status] && <p className={styles.notice}>{WAITING_TEXT[publication.status]}</p>}
                  {publication.status === 'accepted' && publication.content_slug && (
                    <p><Link to={`/contents/${publication.content_slug}`}>Read it in the Knowledge Hub</Link> · <Link to="/knowledge-hub">Knowledge Hub</Link></p>
                  )}
                  <PublicationDetails publication={publication} />
                </>
              )}
            </section>
            <aside className={styles.panel} aria-labelledby="history-title">
              <h2 id="history-title">History</h2>
              <p className={styles.muted}>Every step of your application, with the reviewers’ comments. Now: {PUBLICATION_STATUS_LABELS[publication.status]}.</p>
              <PublicationTimeline events={publication.events} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
